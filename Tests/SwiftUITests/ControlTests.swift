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

/// The README's controls examples are fixtures, and their screens are the fixtures' runs.
@Suite struct ControlReadmeTests {
  /// Each catalogue paragraph's marker and the fixture that runs its example.
  static let examples = [("*Text fields and toggles.*", "readme-form")]

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
