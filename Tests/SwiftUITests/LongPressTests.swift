import AsyncSimulation
import SwiftUI
import Testing

/// `hold LABEL`: `.contextMenu` and `.onLongPressGesture`.
@Suite struct LongPressTests {
  /// `hold Milk` opens the context menu (Apple docs `contextMenu(menuItems:)`: people "touch and hold the view to
  /// display the menu"): its items are drawn below the view and offered as an open menu's are — a tapped item runs
  /// and closes it, `dismiss` closes it. `hold Bread` runs the long-press action, between `onPressingChanged(true)`
  /// and `onPressingChanged(false)` (Apple docs `onLongPressGesture(minimumDuration:maximumDistance:perform:
  /// onPressingChanged:)`). A view that is only held offers no `tap`: the error names `hold`.
  @Test func holdOpensAContextMenuAndRunsALongPress() throws {
    let trace = try SwiftUIRuns.trace("hold-actions")
    let menu = " | ┌─────────┐ | │ [Copy]  │ | │ [Share] │ | └─────────┘"
    #expect(trace.screens == [
      "0 Log - | Milk | Bread", "10 Log - | Milk\(menu) | Bread", "20 Log copied | Milk | Bread",
      "30 Log copied | Milk\(menu) | Bread", "40 Log copied | Milk | Bread", "50 Log held | Milk | Bread",
    ])
    #expect(trace.printed == [
      "pressing true", "pressing false",
      "action failed: cannot tap \"Milk\": the screen offers hold \"Milk\", hold \"Bread\"",
    ])
  }

  /// The script word: `hold LABEL [#N]`, printed as it is read back; without a label it is one line.
  @Test func holdIsAScriptWord() throws {
    #expect(try UserActionScript.parse("hold Milk @10ms; hold 'Buy more' #2").steps.map(\.action) == [
      .hold("Milk", occurrence: nil), .hold("Buy more", occurrence: 2),
    ])
    #expect(UserAction.hold("Buy more", occurrence: 2).traceText == "hold \"Buy more\" #2")
    #expect(throws: UserActionScriptError.self) { try UserActionScript.parse("hold @1s") }
  }
}
