import AsyncSimulation
import Testing

/// `.sheet`, `.alert` and `.confirmationDialog`, run in the simulator.
@Suite struct PresentationTests {
  private static let sheetBox = "┌───────────┐ | │ Edit name │ | │ Edits 0   │ | │ [Add !]   │ | │ [Done]    │ | └───────────┘"

  /// A sheet is a box over the screen with its own title; its content edits the presenter's state through a
  /// binding; `\.dismiss` and the `dismiss` action close it. Sources: Apple docs `sheet(isPresented:onDismiss:
  /// content:)`, `DismissAction` ("Dismiss a modal presentation, like a sheet").
  @Test func aSheetIsABoxOverTheScreenThatDismissCloses() throws {
    let trace = try SwiftUIRuns.trace("sheet")
    #expect(trace.screens == [
      "0 Profile | Name: Mia | [Edit]", "10 Profile | Name: Mia | [Edit] | " + Self.sheetBox,
      "20 Profile | Name: Mia! | [Edit] | " + Self.sheetBox.replacingOccurrences(of: "Edits 0", with: "Edits 1"),
      "30 Profile | Name: Mia! | [Edit]", "40 Profile | Name: Mia! | [Edit] | " + Self.sheetBox,
      "50 Profile | Name: Mia! | [Edit]", "60 Profile | Name: Mia! | [Edit] | " + Self.sheetBox,
    ])
    #expect(trace.lines(.state).filter { $0.contains("editing") } == [
      "10 main state ProfileScreen.editing false -> true", "30 main state ProfileScreen.editing true -> false",
      "40 main state ProfileScreen.editing false -> true", "50 main state ProfileScreen.editing true -> false",
      "60 main state ProfileScreen.editing false -> true",
    ])
  }

  /// The presenter stays visible while its sheet is up (no disappear: ole/swiftui-view-lifecycle); the sheet's
  /// content appears when presented and is destroyed when dismissed — its state starts again (Edits 0), its task
  /// is cancelled — and `onDismiss` runs after its `onDisappear` (Apple docs `sheet(isPresented:onDismiss:content:)`).
  @Test func thePresenterStaysVisibleAndTheSheetLivesWhilePresented() throws {
    let trace = try SwiftUIRuns.trace("sheet")
    #expect(Array(trace.printed.prefix(8)) == [
      "profile appeared", "sheet appeared", "sheet disappeared", "sheet dismissed", "sheet task cancelled",
      "sheet appeared", "sheet disappeared", "sheet dismissed",
    ])
    #expect(trace.lines(.appear, .disappear).filter { $0.contains("ProfileScreen") } == [
      "0 main appear ProfileScreen",
    ])
  }

  /// What a sheet covers cannot be acted on: `tap Edit` under the sheet is refused, naming what the sheet offers.
  @Test func whatASheetCoversCannotBeTapped() throws {
    let trace = try SwiftUIRuns.trace("sheet")
    #expect(trace.printed.contains(
      "action failed: cannot tap \"Edit\": the screen offers tap \"Add !\", tap \"Done\", dismiss"))
  }

  /// `.sheet(item:)`: the item's id is the sheet's identity — another item while presented is another sheet (the
  /// old content disappears, the new one appears). A sheet is a presentation of its own: a link in it does not
  /// push onto the stack it was presented from (Apple docs `sheet(item:onDismiss:content:)`).
  @Test func anItemSheetIsIdentifiedByItsItem() throws {
    let trace = try SwiftUIRuns.trace("sheet-item")
    #expect(trace.printed == [
      "apple appeared", "apple disappeared", "apple+ appeared",
      "action failed: cannot tap \"More\": the screen offers tap \"Next\", dismiss",
    ])
    #expect(trace.screens.last == "20 • [Apple] | ┌────────┐ | │ apple+ │ | │ [Next] │ | │ More › │ | └────────┘")
  }

  /// An alert shows its title, message and actions in a box; tapping an action sets `isPresented` to false and
  /// then runs it (the action sees `false`); `dismiss` taps the cancel-role button. Source: Apple docs
  /// `alert(_:isPresented:actions:message:)` ("When the user presses or taps one of the alert's actions, the system
  /// sets this value to false and dismisses").
  @Test func alertActionsDismissThenRun() throws {
    let trace = try SwiftUIRuns.trace("alert")
    let box = "┌──────────────────────┐ | │ Could not load       │ | │ The server said 503. │ | "
      + "│ [Retry] [Cancel]     │ | └──────────────────────┘"
    #expect(trace.screens == [
      "0 idle | [Load]", "10 failed 1 | [Load] | " + box, "20 retrying, failed is false | [Load]",
      "30 failed 2 | [Load] | " + box, "40 cancelled | [Load]", "50 failed 3 | [Load] | " + box,
    ])
    #expect(trace.lines(.state).filter { $0.hasPrefix("20 ") || $0.hasPrefix("40 ") } == [
      "20 main state RetryLoad.failed true -> false",
      "20 main state RetryLoad.status \"failed 1\" -> \"retrying, failed is false\"",
      "40 main state RetryLoad.failed true -> false", "40 main state RetryLoad.status \"failed 2\" -> \"cancelled\"",
    ])
    #expect(trace.printed == [
      "action failed: cannot tap \"Load\": the screen offers tap \"Retry\", tap \"Cancel\", dismiss",
    ])
  }

  /// The `error:` form takes its title from the error's `errorDescription` (Apple docs
  /// `alert(isPresented:error:actions:message:)`); an alert without actions gets OK, which `dismiss` taps; an alert
  /// whose actions have no cancel button cannot be dismissed otherwise.
  @Test func errorAlertsAndTheDefaultOK() throws {
    let trace = try SwiftUIRuns.trace("alert-error")
    #expect(trace.screens == [
      "0 [Fail] | [Save]",
      "10 [Fail] | [Save] | ┌──────────────────┐ | │ You are offline  │ | │ Try again later. │ | "
        + "│ [Understood]     │ | └──────────────────┘",
      "20 [Fail] | [Save]", "30 [Fail] | [Save] | ┌───────┐ | │ Saved │ | │ [OK]  │ | └───────┘", "40 [Fail] | [Save]",
      "50 [Fail] | [Save] | ┌──────────────────┐ | │ You are offline  │ | │ Try again later. │ | "
        + "│ [Understood]     │ | └──────────────────┘",
    ])
    #expect(trace.printed == ["action failed: cannot dismiss: the screen offers tap \"Understood\""])
  }

  /// A confirmation dialog lists its actions one per line and, as iOS does, gets Cancel when none has the cancel
  /// role; `dismiss` cancels, a destructive action runs (Apple docs `confirmationDialog(_:isPresented:
  /// titleVisibility:actions:)`).
  @Test func aConfirmationDialogGetsCancel() throws {
    let trace = try SwiftUIRuns.trace("dialog")
    let box = "┌─────────────┐ | │ Delete all? │ | │ [Delete]    │ | │ [Cancel]    │ | └─────────────┘"
    #expect(trace.screens == [
      "0 2 items | [Delete…]", "10 2 items | [Delete…] | " + box, "20 2 items | [Delete…]",
      "30 2 items | [Delete…] | " + box, "40 0 items | [Delete…]",
    ])
  }
}
