import AsyncSimulation
import Foundation
import Testing

/// The controls of the view catalogue: text fields, toggles, pickers, steppers, menus, disclosure groups, labeled
/// content and tabs — how each draws and which action words reach it.
@Suite struct ControlTests {
  /// `type TEXT into LABEL` writes a text field's binding once (one edit, as the search field: Apple docs
  /// `TextField(_:text:)`); an empty field draws its title, or its prompt, as iOS shows the placeholder; a
  /// `SecureField` draws one `•` a character; a vertical field draws all its lines. `submit LABEL` runs the
  /// `.onSubmit` actions around the field, innermost first, and none above a `.submitScope()` (Apple docs
  /// `onSubmit(of:_:)`, `submitScope(_:)`). A toggle is `[✓] label` / `[ ] label` and `tap label` flips it (Apple
  /// docs `Toggle`); a disabled one is marked and cannot be tapped (Apple docs `disabled(_:)`). With several
  /// fields, `type` without `into` is one line naming them.
  @Test func textFieldsAndToggles() throws {
    let trace = try SwiftUIRuns.trace("text-fields")
    let fixed = "✎ Notes: first line |   second line"
    #expect(trace.screens == [
      "0 ✎ Name (Your name) | ✎ Password | \(fixed) | [ ] Remember me | [ ] 🖼 icloud Sync (disabled) | Submitted: ",
      "10 ✎ Name: Mia | ✎ Password | \(fixed) | [ ] Remember me | [ ] 🖼 icloud Sync | Submitted: ",
      "20 ✎ Name: Mia | ✎ Password: ••••••• | \(fixed) | [ ] Remember me | [ ] 🖼 icloud Sync | Submitted: ",
      "30 ✎ Name: Mia | ✎ Password: ••••••• | \(fixed) | [✓] Remember me | [✓] 🖼 icloud Sync | Submitted: ",
      "40 ✎ Name: Mia | ✎ Password: ••••••• | \(fixed) | [✓] Remember me | [✓] 🖼 icloud Sync | Submitted: name field, form",
      "50 ✎ Name: Mia | ✎ Password: ••••••• | \(fixed) | [✓] Remember me | [✓] 🖼 icloud Sync | Submitted: name field, form, form",
      "70 ✎ Name: Mia | ✎ Password: ••••••• | \(fixed) | [ ] Remember me | [ ] 🖼 icloud Sync | Submitted: name field, form, form",
      "80 ✎ Name (Your name) | ✎ Password: ••••••• | \(fixed) | [ ] Remember me | [ ] 🖼 icloud Sync (disabled) | Submitted: name field, form, form",
    ])
    #expect(trace.lines(.state).filter { $0.contains("SignInForm.name ") }.count == 2, "one write per type")
    #expect(trace.actions == [
      "type \"Mia\" into Name", "type \"hunter2\" into Password", "tap \"Remember me\"", "submit \"Name\"",
      "submit \"Password\"", "submit \"Notes\"", "tap \"Sync\"", "type \"\" into Your name",
    ])
    #expect(trace.printed == [
      "action failed: 3 fields on screen (Name, Password, Notes): say which, e.g. type TEXT into Name",
    ])
  }

  /// With one field `type` and `submit` need no label; a write to the binding from a task shows in the field (the
  /// field reads its binding: Apple docs `Binding`).
  @Test func oneFieldNeedsNoLabel() throws {
    let trace = try SwiftUIRuns.trace("single-field")
    #expect(trace.screens == ["0 ✎ Query", "10 ✎ Query: swift", "50 ✎ Query: from a task", "100 ✎ Query"])
    #expect(trace.actions == ["type \"swift\" into Query", "submit \"Query\"", "type \"\" into Query"])
  }
}

extension Trace {
  /// The texts of the `action` events: `tap "Retry"`.
  var actions: [String] { events.filter { $0.kind == .action }.compactMap(\.text) }
}

/// Steppers and labeled content.
@Suite struct StepperTests {
  /// A value stepper moves its binding by `step`, within `in:` (Apple docs `Stepper(_:value:in:step:)`): at the
  /// upper bound `+` is drawn without brackets and cannot be tapped. The closure form runs `onIncrement`, wrapped in
  /// `onEditingChanged(true)` / `(false)` (Apple docs `Stepper(_:onIncrement:onDecrement:onEditingChanged:)`); a
  /// nil `onDecrement` gives no `−` to tap (our choice). `LabeledContent` draws `label: value`, from a string, a
  /// view or a formatted value (Apple docs `LabeledContent`). A refused tap names what the screen offers.
  @Test func steppersAndLabeledContent() throws {
    let trace = try SwiftUIRuns.trace("steppers")
    let log = "Log − [+]"
    #expect(trace.screens == [
      "0 Count: 1 − [+] | Weight 0.50 [−] [+] | \(log) | Entries: 0 | Last: none | Total: 0.5",
      "10 Count: 2 [−] [+] | Weight 0.50 [−] [+] | \(log) | Entries: 0 | Last: none | Total: 1",
      "20 Count: 3 [−] + | Weight 0.50 [−] [+] | \(log) | Entries: 0 | Last: none | Total: 1.5",
      "30 Count: 3 [−] + | Weight 0.25 [−] [+] | \(log) | Entries: 0 | Last: none | Total: 0.75",
      "40 Count: 2 [−] [+] | Weight 0.25 [−] [+] | \(log) | Entries: 0 | Last: none | Total: 0.5",
      "50 Count: 2 [−] [+] | Weight 0.25 [−] [+] | \(log) | Entries: 3 | Last: end | Total: 0.5",
    ])
    #expect(trace.lines(.state).filter { $0.contains("OrderForm.log") }.map { $0.components(separatedBy: " -> ").last ?? "" }
      == ["[\"begin\"]", "[\"begin\", \"up\"]", "[\"begin\", \"up\", \"end\"]"])
    #expect(trace.printed == [
      "action failed: cannot tap \"Log -\": the screen offers tap \"Count: 2 −\", tap \"Count: 2 +\", "
        + "tap \"Weight 0.25 −\", tap \"Weight 0.25 +\", tap \"Log +\"",
    ])
  }
}

/// Disclosure groups.
@Suite struct DisclosureGroupTests {
  /// A disclosure group is `▸ label` collapsed and `▾ label` with its content below expanded; `tap label` toggles
  /// its own state or writes `isExpanded:` (Apple docs `DisclosureGroup(isExpanded:content:label:)`), and a write
  /// to that binding from elsewhere expands or collapses it. The content exists only while expanded (our choice:
  /// Apple documents no lifetime for hidden content): expanding makes it appear and starts its `.task`,
  /// collapsing makes it disappear, cancels the task and drops its state — the next expansion counts from 0.
  @Test func contentAppearsAndGoesWithItsTasks() throws {
    let trace = try SwiftUIRuns.trace("disclosure")
    let more = "• ▾ More |     Returns within 30 days | • [Hide more]"
    #expect(trace.screens == [
      "0 • ▸ Shipping | \(more)",
      "10 • ▾ Shipping |     ticks 0 | \(more)",
      "110 • ▾ Shipping |     ticks 1 | \(more)",
      "210 • ▾ Shipping |     ticks 2 | \(more)",
      "250 • ▸ Shipping | \(more)",
      "300 • ▸ Shipping | • ▸ More | • [Show more]",
      "310 • ▸ Shipping | \(more)",
      "400 • ▾ Shipping |     ticks 0 | \(more)",
      "450 • ▸ Shipping | \(more)",
    ])
    #expect(trace.lines(.appear, .disappear).map { $0.components(separatedBy: " ").suffix(2).joined(separator: " ") }
      == ["appear FAQ", "appear LiveCounter", "disappear LiveCounter", "appear LiveCounter", "disappear LiveCounter"])
    let ends = trace.events.filter { $0.kind == .taskEnd && ($0.task ?? "").hasPrefix(".task in LiveCounter") }
    #expect(ends.map { "\(Milliseconds.format($0.nanos)) \($0.task ?? "") \($0.outcome ?? "")" } == [
      "250 .task in LiveCounter cancelled", "450 .task in LiveCounter #2 cancelled",
    ])
  }
}

/// The README's controls examples are fixtures, and their screens are the fixtures' runs.
@Suite struct ControlReadmeTests {
  /// Each catalogue paragraph's marker and the fixture that runs its example.
  static let examples = [
    ("*Text fields and toggles.*", "readme-form"), ("*Steppers and labeled content.*", "readme-stepper"),
    ("*Disclosure groups.*", "readme-disclosure"),
  ]

  @Test func theExamplesAreTheirRuns() throws {
    let sources = try CatalogueExampleTests.fixtureSources()
    for (marker, fixture) in Self.examples {
      let example = try CatalogueExampleTests.example(after: marker)
      #expect(sources.contains(example.code), "\(marker)")
      #expect(CatalogueExampleTests.screens(of: example.screens) == (try SwiftUIRuns.trace(fixture)).screens,
              "\(marker)")
    }
  }
}
