import AsyncSimulation
import Testing

/// `NavigationSplitView` on the module's compact iPhone: collapsed into one stack.
@Suite struct SplitViewTests {
  /// A two-column split view is a stack whose root is the sidebar. A link in the sidebar's `List(selection:)`
  /// selects its value, which pushes the detail column; `back` pops it and clears the selection; a selection made
  /// by code pushes it, and one cleared by code pops it. Sources: Apple docs `NavigationSplitViewColumn` ("A
  /// NavigationSplitView collapses into a single stack in some contexts, like on iPhone"), `NavigationSplitView`
  /// ("the navigation split view coordinates with the List in its first column, so that when people make a
  /// selection, the detail view updates accordingly. Programmatic changes that you make to the selection property
  /// also affect both the list appearance and the presented detail view"); WWDC22 "The SwiftUI cookbook for
  /// navigation" (a sidebar `List(selection:)` of `NavigationLink(value:)`).
  @Test func aSidebarSelectionPushesTheDetailAndBackClearsIt() throws {
    let trace = try SwiftUIRuns.trace("split-two")
    let sidebar = "Fruits [Choose Pear] | • [Apple ›] | • [Pear ›]"
    #expect(trace.screens == [
      "0 \(sidebar)", "10 ‹ Fruits | Apple | Detail of Apple | [Clear]", "20 \(sidebar)",
      "30 ‹ Fruits | Pear | Detail of Pear | [Clear]", "40 \(sidebar)",
    ])
    #expect(trace.lines(.state).map { $0.split(separator: " ").dropFirst(3).joined(separator: " ") } == [
      "SplitTwoColumns.selected nil -> \"Apple\"", "SplitTwoColumns.selected \"Apple\" -> nil",
      "SplitTwoColumns.selected nil -> \"Pear\"", "SplitTwoColumns.selected \"Pear\" -> nil",
    ])
  }

  /// Three columns: the sidebar's selection pushes the content column, the content's selection the detail; a
  /// `NavigationStack` in the detail column merges into the one stack (its push sits above the column and the
  /// first `back` pops it); each `back` after that pops a column and clears the selection that pushed it. The
  /// `preferredCompactColumn:` binding follows the column on top. Sources: Apple docs `NavigationSplitView` ("The
  /// selection in the first column affects the second, and the selection in the second column affects the
  /// third"), `init(preferredCompactColumn:sidebar:content:detail:)` ("controls which column appears on top when
  /// the view collapses").
  @Test func threeColumnsPushInTurnAndAStackInTheDetailMerges() throws {
    let trace = try SwiftUIRuns.trace("split-three")
    let content = "‹ Kinds | Fruit | • [Fruit 1 ›] | • [Fruit 2 ›]"
    let detail = "‹ Fruit | Detail | Fruit 1 | [More ›]"
    #expect(trace.screens == [
      "0 Kinds | • Fruit | • Veg", "10 \(content)", "20 \(detail)", "30 ‹ Detail | More about Fruit 1",
      "40 \(detail)", "50 \(content)", "60 Kinds | • Fruit | • Veg",
    ])
    #expect(trace.printed == ["top column content", "top column detail", "top column content", "top column sidebar"])
  }

  /// A link whose value has a `navigationDestination(for:)` in the sidebar pushes that destination over the
  /// sidebar (a list without a selection); `preferredCompactColumn: .detail` starts with the detail column on top
  /// and `back` shows the sidebar, writing `.sidebar` to the binding (Apple docs `NavigationSplitViewColumn`: "Use
  /// this type with the preferredCompactColumn parameter to control which column of the navigation split view
  /// appears on top of the collapsed stack").
  @Test func aDestinationInTheSidebarPushesAndThePreferredColumnStartsOnTop() throws {
    let trace = try SwiftUIRuns.trace("split-destination")
    #expect(trace.screens == [
      "0 ‹ Resorts | Welcome", "10 Resorts | • [Alps ›] | • [Rockies ›]", "20 ‹ Resorts | Alps | Resort Alps",
      "30 Resorts | • [Alps ›] | • [Rockies ›]",
    ])
    #expect(trace.lines(.state).contains { $0.hasSuffix("SplitDestinations.column NavigationSplitViewColumn(name: \"detail\") -> NavigationSplitViewColumn(name: \"sidebar\")") })
  }
}
