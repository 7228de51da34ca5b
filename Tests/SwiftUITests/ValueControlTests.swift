import AsyncSimulation
import Foundation
import Testing

/// The controls `set LABEL to VALUE` drives (sliders, date pickers, color pickers), the text editor, share links,
/// haptics, redaction, hidden views and hit testing.
@Suite struct ValueControlTests {
  /// A slider draws its label, value labels, a track with its thumb, and its value. `set` clamps to the bounds and
  /// snaps to the step (Apple docs `Slider`: "if you have a slider with a range of 0 to 100, and you set the step
  /// value to 5, the slider's increments would be 0, 5, 10, and so on"), writing the binding once between
  /// `onEditingChanged(true)` and `(false)` (Apple docs `Slider(value:in:step:label:minimumValueLabel:
  /// maximumValueLabel:onEditingChanged:)`: "The slider calls onEditingChanged when editing begins and ends"). An
  /// unlabelled slider is `Slider`; a value it cannot take is one line naming what it takes.
  @Test func slidersClampSnapAndReportEditing() throws {
    let trace = try SwiftUIRuns.trace("sliders")
    #expect(trace.screens == [
      "0 Volume 0 ├─────●─────┤ 1 0.5 | ├─────●─────┤ 0 | Edits: ",
      "10 Volume 0 ├────────●──┤ 1 0.75 | ├─────●─────┤ 0 | Edits: begin,end",
      "20 Volume 0 ├──────────●┤ 1 1 | ├─────●─────┤ 0 | Edits: begin,end,begin,end",
      "30 Volume 0 ├──────────●┤ 1 1 | ├───●───────┤ -3.5 | Edits: begin,end,begin,end",
    ])
    #expect(trace.lines(.state).filter { $0.contains("Mixer.volume") }.count == 2, "one write per set")
    #expect(trace.actions == ["set \"Volume\" to 0.8", "set \"Volume\" to 7", "set \"Slider\" to -3.5"])
    #expect(trace.printed == [
      "action failed: cannot set \"Volume\" to loud: a Slider takes a number from 0 to 1 in steps of 0.25",
    ])
  }

  /// A label that names no control is refused as an unmatched `tap` is: one line naming what the screen offers.
  @Test func setOnNothingNamesWhatIsOffered() throws {
    let trace = try SwiftUIRuns.trace("slider-unmatched")
    #expect(trace.printed == [
      "action failed: cannot set \"Treble\" to 1: the screen offers set \"Volume\" to VALUE, set \"Slider\" to VALUE",
    ])
  }

  /// A date picker shows its date in the simulation's calendar (UTC, `yyyy-MM-dd` / `HH:mm`, by its
  /// `displayedComponents`: Apple docs `DatePicker(_:selection:displayedComponents:)`). `set` picks a day or a time,
  /// keeping the other part; a date before `in:` is clamped to the bound (Apple docs `DatePicker(_:selection:in:
  /// displayedComponents:)`: "The open range from some selectable start date"); a part the picker does not display
  /// is refused.
  @Test func datePickersPickDaysAndTimesInTheirRange() throws {
    let trace = try SwiftUIRuns.trace("date-pickers")
    #expect(trace.screens == [
      "0 📅 Due: 2026-04-24 | 📅 Alarm: 00:00 | 📅 When: 2026-04-24 03:06",
      "10 📅 Due: 2026-05-01 | 📅 Alarm: 00:00 | 📅 When: 2026-05-01 03:06",
      "20 📅 Due: 2026-01-01 | 📅 Alarm: 00:00 | 📅 When: 2026-01-01 00:00",
      "30 📅 Due: 2026-01-01 | 📅 Alarm: 14:30 | 📅 When: 2026-01-01 00:00",
      "40 📅 Due: 2026-12-24 | 📅 Alarm: 14:30 | 📅 When: 2026-12-24 18:05",
    ])
    #expect(trace.printed == [
      "action failed: cannot set \"Alarm\" to 2026-05-01: a DatePicker takes a time HH:MM (UTC)",
    ])
  }

  /// A color picker shows its colour's name; `set` picks a system colour or a hex code (Apple docs `ColorPicker`:
  /// "displays the larger system color picker that allows people to select a new color"). A share link is a
  /// button labelled Share with the share symbol, or its title (Apple docs `ShareLink(item:subject:message:)`:
  /// "Use this initializer when you want the system-standard appearance"); tapping it presents the share sheet,
  /// which names the items, subject and message, and `dismiss` closes it.
  @Test func colorPickersAndShareSheets() throws {
    let trace = try SwiftUIRuns.trace("color-share")
    let links = "[🖼 square.and.arrow.up Share] | [🖼 square.and.arrow.up Send]"
    let nowhere = "(no apps to share to in the simulation: dismiss closes it)"
    let screens = trace.screens.map {
      $0.replacingOccurrences(of: "│", with: "").replacingOccurrences(of: "  ", with: "")
    }
    #expect(trace.screens.first == "0 Tint ◉ blue | \(links)")
    #expect(trace.screens.contains("10 Tint ◉ red | \(links)"))
    #expect(trace.screens.contains("20 Tint ◉ #FF8800 | \(links)"))
    #expect(screens.contains {
      $0.hasPrefix("30 ") && $0.contains("⇪ Share") && $0.contains("• https://example.com/poster.jpg")
        && $0.contains(nowhere)
    })
    #expect(trace.screens.contains("40 Tint ◉ #FF8800 | \(links)"))
    #expect(screens.contains {
      $0.hasPrefix("50 ") && $0.contains("• Dune") && $0.contains("Subject: A book") && $0.contains("Message: Read it")
    })
    #expect(trace.screens.last == "60 Tint ◉ #FF8800 | \(links)")
    #expect(trace.actions == ["set \"Tint\" to red", "set \"Tint\" to #FF8800", "tap \"Share\"", "dismiss",
                              "tap \"Send\"", "dismiss"])
    #expect(trace.printed.count == 1)
    #expect(trace.printed.first?.hasPrefix(
      "action failed: cannot set \"Tint\" to chartreuse: a ColorPicker takes a colour name (black, white") == true)
  }

  /// A text editor shows every line of its text (Apple docs `TextEditor`: "display and edit multiline, scrollable
  /// text"); `type` writes it in one edit, `\n` a line break; its accessibility label names it, and so does the
  /// word TextEditor. A `set` on it is refused as nothing named so is a value control.
  @Test func textEditorTakesMultilineText() throws {
    let trace = try SwiftUIRuns.trace("text-editor")
    #expect(trace.screens == [
      "0 ✎ Title | ✎ | 0 lines",
      "10 ✎ Title | ✎ Great |   book | 2 lines",
      "20 ✎ Title: Dune | ✎ Great |   book | 2 lines",
      "30 ✎ Title: Dune | ✎ again | 1 lines",
    ])
    #expect(trace.actions == ["type \"Great\\nbook\" into Review", "type \"Dune\" into Title",
                              "type \"again\" into TextEditor"])
    #expect(trace.printed.first?.hasPrefix("action failed: cannot set \"Review\" to 1: the screen offers") == true)
  }

  /// `sensoryFeedback` plays when its trigger changes (Apple docs `sensoryFeedback(_:trigger:)`: "Plays the
  /// specified feedback when the provided trigger value changes"), only when the condition holds
  /// (`sensoryFeedback(_:trigger:condition:)`), or what the closure returns (`sensoryFeedback(trigger:_:)`): each a
  /// `📳` print on the timeline, after the update. `.redacted(reason: .placeholder)` draws text and images as
  /// blocks of their size (Apple docs `RedactionReasons.placeholder`: "Text and images will be automatically masked
  /// to appear as generic placeholders, though maintaining their original size and shape"), except below
  /// `.unredacted()` (Apple docs `unredacted()`); `\.redactionReasons` reads the reasons (Apple docs
  /// `EnvironmentValues.redactionReasons`), and `.privacy` alone draws nothing differently.
  @Test func hapticsAndRedaction() throws {
    let trace = try SwiftUIRuns.trace("haptics-redaction")
    #expect(trace.printed == [
      "📳 sensoryFeedback .selection",
      "📳 sensoryFeedback .selection", "📳 sensoryFeedback .impact(weight: .heavy, intensity: 0.5)",
      "📳 sensoryFeedback .selection", "📳 sensoryFeedback .success",
    ])
    let reader = "privacy: true, placeholder: false"
    let controls = "Even | Big | [Roll]"
    #expect(trace.screens.first == "0 Rolled 0 | \(controls) | ██████ ███████ | Always shown | █ | \(reader) | [Done]")
    #expect(trace.screens.last
      == "40 Rolled 3 | \(controls) | Result pending | Always shown | 🖼 star | \(reader) | [Done]")
    let feedback = trace.events.filter { $0.kind == .print }.map(\.nanos)
    #expect(feedback == [10, 20, 20, 30, 30].map { Int64($0) * 1_000_000 }, "played at the change, not before")
  }

  /// A hidden view is not drawn and cannot be tapped, but stays in the hierarchy: its `onAppear` and `.task` run
  /// (Apple docs `hidden()`: "Hidden views are invisible and can't receive or respond to interactions. However,
  /// they do remain in the view hierarchy"). A view with `allowsHitTesting(false)` is drawn, and a tap on it is
  /// refused with one line (Apple docs `allowsHitTesting(_:)`).
  @Test func hiddenViewsAndHitTesting() throws {
    let trace = try SwiftUIRuns.trace("hidden-hit-testing")
    #expect(trace.screens == ["0 Taps 0 | [Frozen] | [Tap]", "10 Taps 1 | [Frozen] | [Tap]"])
    #expect(trace.printed == [
      "hidden ticker appeared", "hidden ticker ticked 1",
      "action failed: cannot tap \"Frozen\": it is in a view with allowsHitTesting(false), which takes no touches",
    ])
    let hidden = try SwiftUIRuns.trace("hidden-not-found")
    #expect(hidden.printed.contains(
      "action failed: cannot tap \"Secret\": the screen offers tap \"Frozen\", tap \"Tap\""))
  }
}
