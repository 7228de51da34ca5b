import AsyncSimulation
import Testing

/// The graph's core: what a row closure reads, the order of lifecycle events and their actions, and how values
/// appear in `state` events.
@Suite struct GraphCoreTests {
  /// A `List` row closure that is the only reader of a `@State` is evaluated again when it changes: SwiftUI
  /// tracks the dependencies of the view that evaluates the closure (Apple docs "Managing user interface state":
  /// "When the value changes, SwiftUI updates the parts of the view hierarchy that depend on the value";
  /// OpenSwiftUI `ForEach.swift` makes each row's view in its own attribute, which reads the state).
  @Test func rowClosureReadingStateIsUpdated() throws {
    let trace = try SwiftUIRuns.trace("row-reads-state")
    #expect(trace.screens == [
      "0 [Next] | • Row 0 ◀ | • Row 1 | • Row 2",
      "10 [Next] | • Row 0 | • Row 1 ◀ | • Row 2",
    ])
  }

  /// The same for an `@Observable` property read only inside a `ForEach` row (Apple docs "Managing model data in
  /// your app": "SwiftUI tracks only the properties that a view's body reads", here the rows' content).
  @Test func rowClosureReadingObservableIsUpdated() throws {
    let trace = try SwiftUIRuns.trace("row-reads-model")
    #expect(trace.screens == ["0 [Pick a] | a | b ✓", "10 [Pick a] | a ✓ | b"])
  }

  /// A view's `appear` event comes before what its `onAppear` changes (Apple docs `onAppear(perform:)`: "an action
  /// to perform before this view appears" — the view is appearing when the action runs; the trace's order is our
  /// choice, README "The action queue").
  @Test func appearEventComesBeforeTheActionsStateChanges() throws {
    let trace = try SwiftUIRuns.trace("feed-on-appear")
    #expect(trace.lines(.appear, .state).map { $0.replacingOccurrences(of: "\\\"", with: "'") } == [
      "0 main appear FeedOnAppear",
      "0 main state FeedOnAppear.posts [] -> [FeedPost(id: 1, title: \"First 'post' Swift.Int\", kind: FeedPost.Kind.draft)]",
    ])
  }

  /// A parent's appear event comes before its child's, and each before the state its actions change, while the
  /// `onAppear` actions themselves run deepest first (android.benigumo.com/20240328/onappear-onchange-task).
  @Test func nestedAppearEventsComeParentFirstActionsDeepestFirst() throws {
    let trace = try SwiftUIRuns.trace("nested-appear")
    #expect(trace.lines(.appear, .state) == [
      "0 main appear NestedAppear", "0 main appear NestedAppearChild",
      "0 main state NestedAppearChild.seen false -> true", "0 main state NestedAppear.count 0 -> 1",
    ])
    #expect(trace.screens == ["0 count 1 | seen"])
  }
}
