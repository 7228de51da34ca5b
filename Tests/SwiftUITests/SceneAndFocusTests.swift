import AsyncSimulation
import Testing

/// Focused values, and the scene and keyboard API that has no effect on a touch-only iPhone.
@Suite struct SceneAndFocusTests {
  /// `.focusedSceneValue` publishes to the scene, which the window always is (Apple docs `focusedSceneValue(_:_:)`:
  /// "for use by other views whose state depends on the focused scene"), and `@FocusedValue` reads it and follows
  /// its changes; `.focusedValue` publishes only while focus is within its view (Apple docs `focusedValue(_:_:)`:
  /// "…whose state depends on the focused view hierarchy"): while its text field is focused, nil after `submit`
  /// ends the editing. With no hardware keyboard or pointer, `onKeyPress` and `onHover` never run (Apple docs
  /// `onKeyPress(_:action:)`: "if the user presses a key on a hardware keyboard"; `onHover(perform:)`: "when the
  /// user moves the pointer"), `\.isFocused` is false and `\.layoutDirection` is `.leftToRight`.
  @Test func focusedValuesFollowTheSceneAndTheFocusedField() throws {
    let trace = try SwiftUIRuns.trace("focused-values")
    #expect(trace.screens == [
      "0 Selected Groceries, editing none, focused false, ltr | [Select Trip] | ✎ Draft | Hover me",
      "10 Selected Trip, editing none, focused false, ltr | [Select Trip] | ✎ Draft | Hover me",
      "20 Selected Trip, editing draft milk, focused false, ltr | [Select Trip] | ✎ Draft: milk▏ | Hover me",
      "30 Selected Trip, editing none, focused false, ltr | [Select Trip] | ✎ Draft: milk | Hover me",
    ])
    #expect(trace.printed.isEmpty)
  }

  /// `.commands { SidebarCommands(); CommandMenu …; CommandGroup … }` compiles and leaves the app's window as it is
  /// (Apple docs `Commands`: commands are "exposed to the user via the main menu on macOS and key commands on iOS" —
  /// no menu bar, no keyboard here); `.scenePadding()` draws nothing.
  @Test func commandsAndScenePaddingChangeNothing() throws {
    let trace = try SwiftUIRuns.trace("commands-app")
    #expect(trace.screens == ["0 Commands app"])
  }
}
