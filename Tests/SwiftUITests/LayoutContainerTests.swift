import AsyncSimulation
import Testing

/// Layout containers and backgrounds as a text rendering draws them.
@Suite struct LayoutContainerTests {
  /// `background(alignment:content:)` and the deprecated `background(_:alignment:)` take views: they are part of
  /// the modified view (Apple docs `background(alignment:content:)`: "Layers the views that you specify behind this
  /// view") — their `onAppear` runs, their buttons can be tapped — and a text rendering, which has no depth, draws
  /// them before the content on its line (the layer behind first). A colour draws nothing, as before.
  @Test func backgroundViewsRunAndAreDrawnBeforeTheContent() throws {
    let trace = try SwiftUIRuns.trace("background-views")
    #expect(trace.screens == ["0 behind Card | Tile | [Under] Badge | Plain"])
    #expect(trace.printed == ["background appeared", "under tapped"])
  }

  /// `Grid` draws each `GridRow` as one line of cells separated by `│`, as `LazyVGrid` draws its rows; a view
  /// outside a row (a `Divider`) takes its own line (Apple docs `Grid`: a view that isn't in a `GridRow` spans the
  /// grid's columns); `gridCellColumns` changes nothing. `ViewThatFits` shows the first child that fits (Apple docs:
  /// "selects the first child whose ideal size on the constrained axes fits within the proposed size"): a line of
  /// more than 46 characters does not fit the compact width, so the short label is drawn.
  @Test func gridRowsAreLinesOfCellsAndViewThatFitsPicksTheFirstThatFits() throws {
    let trace = try SwiftUIRuns.trace("grid-fits")
    #expect(trace.screens == ["0 Name │ Score | ──────────────────── | Ada │ 12 | Short label | Only choice"])
  }
}
