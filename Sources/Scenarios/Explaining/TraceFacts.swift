import AsyncSimulation

/// Questions about a finished run's trace that every explanation asks: its tasks, their events, the changes of an
/// observed property.
public struct TraceFacts: Sendable {
  /// The events before `done`.
  public let events: [TraceEvent]

  /// Facts about `events` (a trace's body: everything before `done`).
  public init(events: [TraceEvent]) { self.events = events }

  /// `760 ms`.
  func ms(_ nanos: Int64) -> String { Milliseconds.format(nanos) + " ms" }

  /// Every task's lifeline, in order of first appearance.
  var lifelines: [TaskLifeline] { TaskLifeline.build(from: events) }

  /// The events of one task.
  func events(of task: String) -> [TraceEvent] { events.filter { $0.task == task } }

  /// The tasks `parent` created, in the order they started.
  func children(of parent: String) -> [TaskLifeline] { lifelines.filter { $0.parent == parent } }

  /// The changes of one observed property, in order: the state called `name`, or a property `name` of any type
  /// (`query` finds `DebouncedSearch.query` and `SearchIgnoringCancellation.query`, as the SwiftUI module names
  /// `@State` and `@Observable` properties).
  func changes(of name: String) -> [TraceEvent] {
    events.filter { $0.kind == .state && ($0.name == name || $0.name?.hasSuffix("." + name) == true) }
  }

  /// The time of the last event (ns), 0 for an empty run.
  var endNanos: Int64 { events.last?.nanos ?? 0 }

  /// The first quoted string in `text` (`.task(id: "sw")` → `sw`), if any.
  static func quoted(_ text: String?) -> String? {
    guard let text, let open = text.firstIndex(of: "\""), let close = text.lastIndex(of: "\""), open < close
    else { return nil }
    return String(text[text.index(after: open)..<close])
  }
}
