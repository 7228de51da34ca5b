import AsyncSimulation
import Foundation
import Testing

/// `@FocusState`, `.focused(_:)` and `.focused(_:equals:)`: focus is what the focus states say, drawn as a caret.
@Suite struct FocusTests {
  /// Apple docs https://developer.apple.com/documentation/swiftui/focusstate — "SwiftUI updates the value … as the
  /// placement of focus changes"; https://developer.apple.com/documentation/swiftui/view/focused(_:equals:) — the
  /// field is focused while the binding equals its value, and setting the binding moves focus to it. Setting the
  /// value in `onAppear` focuses Email before the first frame; `type` without a label goes to the focused field;
  /// `submit` ends the editing (the binding lets go) before `.onSubmit` moves focus on
  /// (https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)); typing into another field moves
  /// focus there, a Bool focus state of another field lets go of the enum's; `false` unfocuses.
  @Test func focusMovesWithTypingSubmittingAndCode() throws {
    let trace = try SwiftUIRuns.trace("focus-login")
    let buttons = "[Clear] | [Done]"
    #expect(trace.screens == [
      "0 ✎ Email▏ | ✎ Password | ✎ Notes | \(buttons) | Log: ",
      "10 ✎ Email: mia▏ | ✎ Password | ✎ Notes | \(buttons) | Log: ",
      "20 ✎ Email: mia | ✎ Password▏ | ✎ Notes | \(buttons) | Log: ",
      "30 ✎ Email: mia | ✎ Password: •••••••▏ | ✎ Notes | \(buttons) | Log: ",
      "40 ✎ Email: mia | ✎ Password: ••••••• | ✎ Notes | \(buttons) | Log: sign in",
      "50 ✎ Email▏ | ✎ Password: ••••••• | ✎ Notes | \(buttons) | Log: sign in",
      "60 ✎ Email | ✎ Password: •▏ | ✎ Notes | \(buttons) | Log: sign in",
      "70 ✎ Email | ✎ Password: • | ✎ Notes: n▏ | \(buttons) | Log: sign in",
      "80 ✎ Email | ✎ Password: • | ✎ Notes: n | \(buttons) | Log: sign in",
    ])
    #expect(trace.actions == [
      "type \"mia\" into Email", "submit \"Email\"", "type \"hunter2\" into Password", "submit \"Password\"",
      "tap \"Clear\"", "type \"x\" into Password", "type \"n\" into Notes", "tap \"Done\"",
    ])
    let focus = trace.lines(.state).filter { $0.contains("Focused") || $0.contains(".focused ") }
      .map { $0.components(separatedBy: " state ").last ?? "" }
    #expect(focus == [
      "FocusLoginForm.focused nil -> email", "FocusLoginForm.focused email -> nil",
      "FocusLoginForm.focused nil -> password", "FocusLoginForm.focused password -> nil",
      "FocusLoginForm.focused nil -> email", "FocusLoginForm.focused email -> password",
      "FocusLoginForm.focused password -> nil", "FocusLoginForm.notesFocused false -> true",
      "FocusLoginForm.notesFocused true -> false",
    ])
  }
}
