import AsyncSimulation
import Testing

/// `.toolbar` and `.overlay`, run in the simulator.
@Suite struct ToolbarOverlayTests {
  /// Toolbar items are drawn on the title line of their screen — a leading placement (`.cancellationAction`)
  /// before the title, `.primaryAction` and plain buttons after it, `.bottomBar` (here from your own
  /// `ToolbarContent`) below the content — and their buttons answer `tap`; an `if` in a toolbar adds and removes
  /// items; a pushed screen shows its own toolbar, and the covered screen's items cannot be tapped while it is
  /// covered, nor the popped screen's afterwards (Apple docs `toolbar(content:)`, `ToolbarItemPlacement`: "the
  /// cancellation action … leading edge", `ToolbarContent`).
  @Test func toolbarItemsAreOnTheTitleLineAndTappable() throws {
    let trace = try SwiftUIRuns.trace("toolbar-overlay")
    let bar = "[Reset] Notes [Reload]"
    #expect(trace.screens == [
      "0 \(bar) | • 🖼 bell 0 | • [Detail ›]",
      "10 \(bar) | • 🖼 bell 0 | • [Detail ›] | ⟳ Reloading",
      "110 \(bar) ✓ | • 🖼 bell 1 | • [Detail ›]",
      "200 \(bar) ✓ | • 🖼 bell 1 | • [Detail ›] | ⟳ Reloading",
      "300 \(bar) ✓ | • 🖼 bell 2 | • [Detail ›] | Reloaded 2 times",
      "400 ‹ Notes | Detail [Share] | Shared 0",
      "410 ‹ Notes | Detail [Share] | Shared 1",
      "420 \(bar) ✓ | • 🖼 bell 2 | • [Detail ›] | Reloaded 2 times",
      "430 \(bar) | • 🖼 bell 0 | • [Detail ›]",
    ])
    #expect(trace.printed == [
      "action failed: cannot tap \"Share\": the screen offers tap \"Detail\", tap \"Reset\", tap \"Reload\"",
    ])
  }

  /// An overlay is drawn after the view it covers — on its line when both are one line (the badge `🖼 bell 0`),
  /// else below (`⟳ Reloading` under the list) — and its views come and go with its content (Apple docs
  /// `overlay(alignment:content:)`: "layers the views that you specify in front of this view"); a colour overlay
  /// draws nothing. Checked by the same run: the progress view shows only while the reload runs.
  @Test func overlaysAreDrawnAfterTheirContent() throws {
    let screens = try SwiftUIRuns.trace("toolbar-overlay").screens
    #expect(screens.filter { $0.hasSuffix("⟳ Reloading") }.map { $0.prefix(while: { $0 != " " }) } == ["10", "200"])
    #expect(screens.allSatisfy { !$0.contains("black") })
  }

  /// The deprecated value form `overlay(_:alignment:)` compiles, with Apple's deprecation warning, and a colour
  /// (both a view and a shape style) picks the shape-style form without ambiguity.
  @Test func theDeprecatedOverlayCompiles() throws {
    let source = """
      import SwiftUI
      struct Badge: View {
        var body: some View {
          Image(systemName: "bell").overlay(Text("3"), alignment: .topTrailing).overlay(Color.red)
        }
      }
      """
    let output = try StudentCompile.typecheck(source)
    #expect(output.contains("'overlay(_:alignment:)' is deprecated: Use `overlay(alignment:content:)` instead."))
    #expect(!output.contains("error:"))
  }

  /// What a toolbar cannot do in text says so.
  @Test func hiddenBarsAreACompileError() throws {
    let source = """
      import SwiftUI
      struct Bare: View {
        var body: some View { Text("x").toolbar(.hidden, for: .navigationBar) }
      }
      """
    #expect(try StudentCompile.typecheck(source).contains("toolbar(_:for:) is not simulated by asyncplay"))
  }
}
