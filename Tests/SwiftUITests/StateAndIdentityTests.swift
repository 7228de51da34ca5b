import AsyncSimulation
import Testing

/// State storage, bindings, observation and identity, run in the simulator through a window.
@Suite struct StateAndIdentityTests {
  /// Only bodies whose dependencies changed run again: a change of a property the body read re-evaluates it once;
  /// a property nobody read changes nothing; a child whose inputs are unchanged is not evaluated again. Sources:
  /// Apple "Migrating from the ObservableObject protocol to the Observable macro" (views update on the
  /// properties their body reads); OpenSwiftUI `CompareValues` (view inputs compared before a body runs).
  @Test func onlyChangedDependenciesReevaluate() throws {
    let trace = try SwiftUIRuns.trace("observable")
    #expect(trace.printed == ["CounterScreen body", "StaticLabel body", "CounterScreen body"])
    #expect(trace.lines(.state) == [
      "10 main state Counter.count 0 -> 1", "20 main state Counter.unrelated \"\" -> \"x\"",
    ])
    #expect(trace.screens.count == 2)
  }

  /// `@State` storage is made once per identity; its initial value is used only then, even though the view's
  /// initialiser runs again with a new start (Apple docs `State`: "SwiftUI initializes a state variable only once
  /// for each container instance").
  @Test func stateInitialValueIsUsedOnce() throws {
    let trace = try SwiftUIRuns.trace("state-initial-once")
    #expect(trace.screens == ["0 start 1 value 1 | [Bump]", "10 start 11 value 1 | [Bump]"])
  }

  /// A `Binding` writes through to its source of truth; the view that owns the state shows the change (Apple
  /// docs `Binding`).
  @Test func bindingWritesToTheOwner() throws {
    let trace = try SwiftUIRuns.trace("binding")
    #expect(trace.lines(.state) == ["10 main state BindingParent.name \"Mia\" -> \"Mia!\""])
    #expect(trace.screens.last == "10 name Mia! | [Rename]")
  }

  /// `if`/`else` branches are distinct identities: switching destroys the other branch's state, with disappear
  /// before the new branch appears (ole/swiftui-view-lifecycle; OpenSwiftUI `_ConditionalContent`).
  @Test func branchesAreDistinctIdentities() throws {
    let trace = try SwiftUIRuns.trace("branch-toggle")
    #expect(trace.screens == [
      "0 [first 0] | [Toggle]", "10 [first 1] | [Toggle]", "20 [second 0] | [Toggle]", "30 [first 0] | [Toggle]",
    ])
    #expect(trace.printed == ["first appeared", "first disappeared", "second appeared", "second disappeared",
                              "first appeared"])
  }

  /// `.id(_:)`: a new id makes a new view — the old one disappears with its state, a fresh one appears (Apple docs
  /// `id(_:)`; OpenSwiftUI `IDView.swift`).
  @Test func explicitIDResetsState() throws {
    let trace = try SwiftUIRuns.trace("reset-by-id")
    #expect(trace.screens == ["0 [tally 0] | [Reset]", "10 [tally 1] | [Reset]", "20 [tally 0] | [Reset]"])
    #expect(trace.printed == ["tally appeared", "tally disappeared", "tally appeared"])
  }

  /// `ForEach` rows are identified by their ids: reordering moves a row with its state, nothing disappears (Apple
  /// docs `ForEach`: "the identity of each element").
  @Test func forEachRowsKeepStateWhenReordered() throws {
    let trace = try SwiftUIRuns.trace("reorder-rows")
    #expect(trace.screens.last == "20 • [b 0] | • [a 1] | ── tools ── | • [Reverse]")
    #expect(trace.printed == ["a appeared", "b appeared"])
  }
}
