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
}
