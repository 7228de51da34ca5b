import AsyncSimulation
import Testing

/// Popovers on a compact iPhone, and screens that limit how the user leaves them.
@Suite struct PresentationLimitTests {
  /// A popover is a sheet on a compact width (Apple docs `popover(isPresented:attachmentAnchor:arrowEdge:content:)`:
  /// in compact size classes the popover adapts to a sheet, the default `presentationCompactAdaptation`); its content's
  /// `.interactiveDismissDisabled()` refuses the user's `dismiss` with one line (Apple docs
  /// `interactiveDismissDisabled(_:)`: it "prevents interactive dismissal of presentations like popovers and
  /// sheets").
  @Test func aPopoverIsASheetWhoseSwipeDownCanBeRefused() throws {
    let trace = try SwiftUIRuns.trace("popover-dismiss-refused")
    #expect(trace.screens == [
      "0 Home | [Tip] | [Locked ›]",
      "10 Home | [Tip] | [Locked ›] | ┌──────────┐ | │ A tip    │ | │ [Got it] │ | └──────────┘",
    ])
    #expect(trace.printed == ["action failed: cannot dismiss: the sheet disables interactive dismissal "
      + "(interactiveDismissDisabled); tap one of its buttons"])
  }

  /// The content's own button closes it with `\.dismiss` ("The presentation can still be dismissed
  /// programmatically"). `.navigationBarBackButtonHidden()` hides a pushed screen's back button (Apple docs: "Hides
  /// the navigation bar back button for the view"): no `‹` line, and `back` is refused with one line, while the
  /// screen's own `dismiss()` still pops it.
  @Test func programmaticDismissStillWorksAndAHiddenBackButtonRefusesBack() throws {
    let trace = try SwiftUIRuns.trace("popover-locked")
    #expect(trace.screens == [
      "0 Home | [Tip] | [Locked ›]",
      "10 Home | [Tip] | [Locked ›] | ┌──────────┐ | │ A tip    │ | │ [Got it] │ | └──────────┘",
      "20 Home | [Tip] | [Locked ›]", "30 Locked | Locked in | [Leave]", "40 Home | [Tip] | [Locked ›]",
      "50 Locked | Locked in | [Leave]",
    ])
    #expect(trace.printed == ["action failed: cannot go back: the screen hides its back button "
      + "(navigationBarBackButtonHidden); tap one of its buttons"])
  }
}
