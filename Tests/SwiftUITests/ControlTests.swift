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

/// Pickers.
@Suite struct PickerTests {
  /// A picker's options are its content's views with their tags; a `ForEach` tags each with its element's id
  /// (Apple docs `Picker`). `.tag(x)` also tags `Optional<X>` unless `includeOptional: false`, and a tag of another
  /// type than the selection's selects nothing (Apple docs `tag(_:includeOptional:)`; OpenSwiftUI `Tag.swift`).
  /// The menu style takes two taps, as on iOS: the picker opens a box of its options, and while it is open only the
  /// options and `dismiss` can be acted on; the segmented and inline styles are tapped by option (Apple docs
  /// `PickerStyle`).
  @Test func optionsTagsAndStyles() throws {
    let trace = try SwiftUIRuns.trace("pickers")
    let menu = "┌──────────────┐ | │ ✓ Chocolate  │ | │   Vanilla    │ | │   Strawberry │ | └──────────────┘"
    let menu2 = "┌──────────────┐ | │   Chocolate  │ | │ ✓ Vanilla    │ | │   Strawberry │ | └──────────────┘"
    let none = "Topping |   ✓ None |     Nuts |     Sprinkles"
    let nuts = "Topping |     None |   ✓ Nuts |     Sprinkles"
    #expect(trace.screens == [
      "0 Flavor: Chocolate ▾ | Size: [Small] [✓ Medium] [Large] | \(none) | chocolate M none",
      "10 Flavor: Chocolate ▾ | \(menu) | Size: [Small] [✓ Medium] [Large] | \(none) | chocolate M none",
      "20 Flavor: Vanilla ▾ | Size: [Small] [✓ Medium] [Large] | \(none) | vanilla M none",
      "40 Flavor: Vanilla ▾ | Size: [✓ Small] [Medium] [Large] | \(none) | vanilla S none",
      "50 Flavor: Vanilla ▾ | Size: [✓ Small] [Medium] [Large] | \(nuts) | vanilla S 1",
      "70 Flavor: Vanilla ▾ | \(menu2) | Size: [✓ Small] [Medium] [Large] | \(nuts) | vanilla S 1",
      "80 Flavor: Vanilla ▾ | Size: [✓ Small] [Medium] [Large] | \(nuts) | vanilla S 1",
      "90 Flavor: Vanilla ▾ | \(menu2) | Size: [✓ Small] [Medium] [Large] | \(nuts) | vanilla S 1",
    ])
    // "Large" (tagged 3, an Int) and "Sprinkles" (not tagged for Int?) were tapped and selected nothing.
    #expect(trace.lines(.state).map { $0.components(separatedBy: " state ").last ?? "" } == [
      "FlavorPickers.flavor chocolate -> vanilla", "FlavorPickers.size \"M\" -> \"S\"", "FlavorPickers.topping nil -> 1",
    ])
    #expect(trace.printed == [
      "action failed: cannot tap \"Small\": the screen offers tap \"Chocolate\", tap \"Vanilla\", "
        + "tap \"Strawberry\", dismiss",
    ])
  }
}

/// Menus.
@Suite struct MenuTests {
  /// A menu is `[Sort ▾]`; a tap opens its content in a box, a tapped button runs its action and closes the menu
  /// (and the menus it was opened from), `dismiss` closes it, and while it is open nothing else can be acted on —
  /// as a menu covers the screen on iOS (Apple docs `Menu`). With `primaryAction:` a tap runs that action (Apple
  /// docs `Menu(_:content:primaryAction:)`).
  @Test func tapOpensThenTapChooses() throws {
    let trace = try SwiftUIRuns.trace("menus")
    let box = "┌──────────────────────┐ | │ [By name]            │ | │ [By date]            │ | "
      + "│ ──────────────────── │ | │ [More ▾]             │ | └──────────────────────┘"
    let sub = "┌──────────────────────┐ | │ [By name]            │ | │ [By date]            │ | "
      + "│ ──────────────────── │ | │ [More ▾]             │ | │ ┌───────────┐        │ | "
      + "│ │ [By size] │        │ | │ └───────────┘        │ | └──────────────────────┘"
    #expect(trace.screens == [
      "0 [Sort ▾] | [Refresh ▾] | order name, refreshed 0",
      "10 [Sort ▾] | \(box) | [Refresh ▾] | order name, refreshed 0",
      "20 [Sort ▾] | [Refresh ▾] | order date, refreshed 0",
      "30 [Sort ▾] | [Refresh ▾] | order date, refreshed 1",
      "40 [Sort ▾] | \(box) | [Refresh ▾] | order date, refreshed 1",
      "50 [Sort ▾] | \(sub) | [Refresh ▾] | order date, refreshed 1",
      "60 [Sort ▾] | [Refresh ▾] | order size, refreshed 1",
      "70 [Sort ▾] | \(box) | [Refresh ▾] | order size, refreshed 1",
      "80 [Sort ▾] | [Refresh ▾] | order size, refreshed 1",
    ])
    #expect(trace.printed == ["action failed: cannot tap \"By name\": the screen offers tap \"Sort\", tap \"Refresh\""])
  }
}

/// Tab views.
@Suite struct TabViewTests {
  /// `Tab(_:systemImage:value:content:)` in a `TabView(selection:)`: the bar marks the selected tab, `tap` writes
  /// the binding. Every tab's state is made when the tab view appears, only the selected tab is visible, and a
  /// switch is a leave and return: the old tab disappears with its state kept and its task cancelled, the new one
  /// appears, first (ole/swiftui-view-lifecycle `CaseStudyTabView`; Apple docs `TabView`, `Tab`).
  @Test func switchingTabsLeavesAndReturns() throws {
    let trace = try SwiftUIRuns.trace("tabs")
    let screens = trace.screens.filter { !$0.contains("ticks") || $0.hasPrefix("0 ") || $0.hasPrefix("300 ") }
    #expect(screens == [
      "0 ticks 0 | [● Inbox] [Settings]", "250 [Taps 0] | [Inbox] [● Settings]", "260 [Taps 1] | [Inbox] [● Settings]",
      "300 ticks 2 | [● Inbox] [Settings]", "450 [Taps 1] | [Inbox] [● Settings]",
    ])
    #expect(trace.screens.contains("400 ticks 3 | [● Inbox] [Settings]"), "the inbox's task runs again after return")
    // The first appearance (the tab view and its selected tab) is the graph's order; the switches are the tabs'.
    let lifecycle = trace.lines(.appear, .disappear).map { $0.components(separatedBy: " ").suffix(2).joined(separator: " ") }
    #expect(Set(lifecycle.prefix(2)) == ["appear LiveCounter", "appear MailTabs"])
    #expect(Array(lifecycle.dropFirst(2)) == [
      "appear TabTapCounter", "disappear LiveCounter",
      "appear LiveCounter", "disappear TabTapCounter", "appear TabTapCounter", "disappear LiveCounter",
    ])
    let ends = trace.events.filter { $0.kind == .taskEnd && ($0.task ?? "").hasPrefix(".task in LiveCounter") }
    #expect(ends.map { "\(Milliseconds.format($0.nanos)) \($0.task ?? "")" } == [
      "250 .task in LiveCounter", "450 .task in LiveCounter #2",
    ])
  }

  /// The older API: `.tabItem { Label(…) }` with `.tag(_:)` (the bar shows the label's title), a tab whose tag is
  /// of another type than the selection's cannot be selected (Apple docs `tabItem(_:)`, `tag(_:includeOptional:)`);
  /// without `selection:` the tab view keeps its own, the first tab at first (Apple docs `TabView`).
  @Test func tabItemsAndTags() throws {
    let items = try SwiftUIRuns.trace("tab-items")
    #expect(items.screens == [
      "0 Home screen | [● Home] [Count] [Wrong]", "10 [Taps 0] | [Home] [● Count] [Wrong]",
      "20 [Taps 1] | [Home] [● Count] [Wrong]", "40 Home screen | [● Home] [Count] [Wrong]",
      "50 [Taps 1] | [Home] [● Count] [Wrong]",
    ])
    #expect(items.lines(.state).count == 4, "tap Wrong wrote nothing")
    let own = try SwiftUIRuns.trace("tab-own")
    #expect(own.screens == ["0 First page | [● One] [Two]", "10 [Taps 0] | [One] [● Two]", "20 First page | [● One] [Two]"])
  }

  /// What the catalogue does not offer is a compile error that says so (the issue's rule; skiptools/skip-ui).
  @Test func unofferedControlsSaySo() throws {
    let source = """
      import SwiftUI
      struct Unoffered: View {
        @State private var n = 0.0
        @State private var on = false
        var body: some View {
          VStack {
            TabView { Text("a") }.tabViewStyle(.page)
            Toggle(sources: [$on], isOn: \\.self) { Text("all") }
          }
        }
      }
      """
    let output = try StudentCompile.typecheck(source)
    for api in [
                "the page tab view style is not simulated", "Toggle(sources:isOn:label:) is not simulated"] {
      #expect(output.contains(api), "\(api)")
    }
  }
}

/// The README's controls examples are fixtures, and their screens are the fixtures' runs.
@Suite struct ControlReadmeTests {
  /// Each catalogue paragraph's marker and the fixture that runs its example.
  static let examples = [
    ("*Text fields and toggles.*", "readme-form"), ("*Steppers and labeled content.*", "readme-stepper"),
    ("*Disclosure groups.*", "readme-disclosure"), ("*Tabs.*", "tab-items"),
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
