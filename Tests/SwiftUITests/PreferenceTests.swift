import AsyncSimulation
import Testing

/// `PreferenceKey`, `preference(key:value:)`, `transformPreference`, `onPreferenceChange`.
@Suite struct PreferenceTests {
  /// Values flow up: the first child's value reduced with the next ones' in tree order (`a`, then `[b]`, then `D`);
  /// `transformPreference` changes what its content passes up; `preference(key:value:)` replaces what its content
  /// set (`D`, not `d`). The action runs after the update that changed the value, once for the first value, and
  /// not when the value is unchanged (`Taps` changes other state); a key that nothing sets never calls its action.
  /// Sources: Apple docs `PreferenceKey` ("A view with multiple children automatically combines its values for a
  /// given preference into a single value visible to its ancestors"), `reduce(value:nextValue:)` ("This method
  /// receives its values in view-tree order"), `onPreferenceChange(_:perform:)`; OpenSwiftUI
  /// `PreferenceActionModifier` (the action is enqueued when `lastValue == nil` or the value changed) and
  /// `PreferenceCombiner`.
  @Test func valuesAreCombinedInTreeOrderAndTheActionRunsOnChange() throws {
    let trace = try SwiftUIRuns.trace("preferences")
    #expect(trace.printed == ["preference a[b]D", "preference a[bc]D", "preference a[b]D"])
    #expect(trace.screens == [
      "0 Reported a[b]D | A | B | D | [Toggle C] | [Taps 0]",
      "10 Reported a[bc]D | A | B | C | D | [Toggle C] | [Taps 0]",
      "20 Reported a[bc]D | A | B | C | D | [Toggle C] | [Taps 1]",
      "30 Reported a[b]D | A | B | D | [Toggle C] | [Taps 1]",
    ])
  }
}
