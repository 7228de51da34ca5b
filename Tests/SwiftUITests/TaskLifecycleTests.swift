import AsyncSimulation
import Testing

/// `.task`, `.task(id:)`, `onAppear`, `onDisappear` and `onChange`, run in the simulator through a window.
@Suite struct TaskLifecycleTests {
  /// `.task(id:)` cancels and restarts on every id change, so a sleep in it is a debounce: typing s@0, sw@120,
  /// swift@260 shows swift's results at 560 ms and never s's or sw's. Sources: Apple docs `task(id:priority:_:)`
  /// ("SwiftUI cancels the task and starts a new one when the id changes"); lesson 46.2's stated result.
  @Test func taskIDRestartsOnEveryKeystroke() throws {
    let trace = try SwiftUIRuns.trace("debounce")
    #expect(trace.screens == [
      "0 🔍 Search words", "0 🔍 s", "120 🔍 sw", "260 🔍 swift",
      "560 🔍 swift | • swift result A | • swift result B",
    ])
    #expect(trace.lines(.action) == [
      "0 main action type \"s\" into Search", "120 main action type \"sw\" into Search",
      "260 main action type \"swift\" into Search",
    ])
    let ends = trace.lines(.taskEnd).filter { $0.contains(".task(id:") }
    #expect(ends == [
      "0 .task(id: \"\") in DebouncedSearch task_end cancelled",
      "120 .task(id: \"s\") in DebouncedSearch task_end cancelled",
      "260 .task(id: \"sw\") in DebouncedSearch task_end cancelled",
      "560 .task(id: \"swift\") in DebouncedSearch task_end returned",
    ])
  }

  /// One search-binding write per keystroke: `type` is one edit, one `state` event (Apple docs
  /// `searchable(text:placement:prompt:)`: the field edits the binding; per keystroke is inferred).
  @Test func typingWritesTheBindingOnce() throws {
    let trace = try SwiftUIRuns.trace("debounce")
    #expect(trace.lines(.state).filter { $0.contains("query") } == [
      "0 main state DebouncedSearch.query \"\" -> \"s\"", "120 main state DebouncedSearch.query \"s\" -> \"sw\"",
      "260 main state DebouncedSearch.query \"sw\" -> \"swift\"",
    ])
  }

  /// A `.task` is cancelled when its view disappears; appearing again starts a new one, and the state is kept:
  /// leaving at 2 s and returning at 3 s shows the result at 8 s, never a failure. Sources: Apple docs
  /// `task(priority:_:)` ("SwiftUI will automatically cancel the task at some point after the view disappears");
  /// lesson 46.5's stated result.
  @Test func leavingCancelsAndReturningStartsAgain() throws {
    let trace = try SwiftUIRuns.trace("leave-return")
    #expect(trace.screens == ["0 empty", "2000 ", "3000 empty", "8000 result"])
    #expect(trace.lines(.appear, .disappear) == [
      "0 main appear SlowLoad", "2000 main disappear SlowLoad", "3000 main appear SlowLoad",
    ])
    #expect(trace.lines(.taskEnd).filter { $0.contains(".task") } == [
      "2000 .task in SlowLoad task_end cancelled", "8000 .task in SlowLoad #2 task_end returned",
    ])
  }

  /// Appear actions run deepest first, `onAppear` and `onChange(initial: true)` in the order written, and tasks
  /// start after all of them, as measured on iOS 17 (android.benigumo.com/20240328/onappear-onchange-task);
  /// OpenSwiftUI `Update.swift` queues actions after the update and runs them in order.
  @Test func appearActionsRunDeepestFirstAndTasksLast() throws {
    let trace = try SwiftUIRuns.trace("appear-order")
    #expect(trace.printed == [
      "Text onChange", "Text onAppear", "VStack onChange", "VStack onAppear", "Group onChange", "Group onAppear",
      "Text task", "VStack task", "Group task",
    ])
  }

  /// `onAppear` completes before the first frame: state it sets is in the first screen (Apple docs
  /// `onAppear(perform:)`: "an action to perform before this view appears").
  @Test func onAppearRunsBeforeTheFirstScreen() throws {
    let trace = try SwiftUIRuns.trace("appear-sets-state")
    #expect(trace.screens == ["0 after"])
  }

  /// `onChange(of:)` fires with (old, new) after the update, and the closure sees the new state; both closure forms
  /// run, in the order written (Apple docs `onChange(of:initial:_:)`; OpenSwiftUI `ValueActionModifier.swift`).
  @Test func onChangeSeesOldNewAndTheNewState() throws {
    let trace = try SwiftUIRuns.trace("on-change")
    #expect(trace.printed == [
      "changed 0 → 1, body sees 1", "changed again", "changed 1 → 2, body sees 2", "changed again",
    ])
  }

  /// A `.task(id:)` id that changes while the view is not visible starts nothing; the next appearance starts one
  /// task with the id current then (Apple docs `task(id:priority:_:)`; OpenSwiftUI `TaskModifier.swift`).
  @Test func idChangeWhileHiddenStartsOnNextAppearance() throws {
    let trace = try SwiftUIRuns.trace("hidden-id-change")
    #expect(trace.printed == ["task for 0", "task for 1"])
    #expect(trace.lines(.taskEnd).filter { $0.contains(".task") } == [
      "0 .task(id: 0) in HiddenIDChange task_end returned", "20 .task(id: 1) in HiddenIDChange task_end returned",
    ])
  }

  /// Re-rendering a view does not restart its `.task`: the handle lives in the node, not in a closure (Tokamak
  /// `TaskModifier.swift` and JohnSundell/AsyncCompatibilityKit#3 got this wrong; chris.eidhof.nl/post/
  /// swiftui-task-identity).
  @Test func rerenderKeepsTheRunningTask() throws {
    let trace = try SwiftUIRuns.trace("rerender-keeps-task")
    #expect(trace.printed == ["task finished"])
    #expect(trace.events.filter { $0.kind == .taskStart && $0.task?.hasPrefix(".task") == true }.count == 1)
  }
}
