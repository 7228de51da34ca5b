import AsyncSimulation

/// What a SwiftUI run adds to a timeline, read from its `request`, `appear`, `disappear` and `action` events: each
/// request as a span on the lane of the task that awaited it (from its start to its end, with its outcome — never a
/// sleep), each view's time on screen, and the user's actions. The text timeline, the SVG and the Chrome trace all
/// draw these.
package struct InterfaceMarks: Sendable, Equatable {
  /// One request.
  package struct Request: Sendable, Equatable {
    /// The task that awaited it.
    package var task: String
    /// `GET https://…`.
    package var label: String
    /// When it started.
    package var from: Int64
    /// When it ended, or nil when the trace does not say (it was still going at the end).
    package var to: Int64?
    /// `200`, `cancelled`, `URLError(.timedOut)`, `no route`; nil while it had not ended.
    package var outcome: String?
  }

  /// A view's time on screen: from each `appear` to its `disappear` (several of one type on screen count once).
  package struct Visibility: Sendable, Equatable {
    /// The view's type name.
    package var name: String
    /// When it was on screen; an interval without an end lasts to the end of the trace.
    package var intervals: [(from: Int64, to: Int64?)]

    package static func == (a: Visibility, b: Visibility) -> Bool {
      a.name == b.name && a.intervals.map(\.from) == b.intervals.map(\.from)
        && a.intervals.map(\.to) == b.intervals.map(\.to)
    }
  }

  /// One thing the user did.
  package struct Action: Sendable, Equatable {
    /// When.
    package var at: Int64
    /// What, in the words of `--do`: `type "sw" into Search`.
    package var text: String
  }

  /// The requests, in order of their start.
  package var requests: [Request] = []
  /// The views, in order of first appearance.
  package var views: [Visibility] = []
  /// The user's actions, in order.
  package var actions: [Action] = []

  /// Whether the run has anything of a SwiftUI app to draw.
  package var isEmpty: Bool { requests.isEmpty && views.isEmpty && actions.isEmpty }

  /// The marks of `events`.
  package init(_ events: some Sequence<TraceEvent>) {
    var open: [String: Int] = [:]
    for event in events {
      switch event.kind {
      case .request:
        let task = event.task ?? "-", label = event.label ?? "?"
        // A task awaits at most one request at a time: an end closes the request its task started with that label.
        if let outcome = event.outcome, let index = requests.lastIndex(where: {
          $0.task == task && $0.label == label && $0.to == nil }) {
          requests[index].to = event.nanos
          requests[index].outcome = outcome
        } else if event.outcome == nil {
          requests.append(Request(task: task, label: label, from: event.nanos))
        }
      case .appear:
        let name = event.name ?? "?"
        let count = open[name, default: 0]
        open[name] = count + 1
        guard count == 0 else { continue }
        if let index = views.firstIndex(where: { $0.name == name }) {
          views[index].intervals.append((event.nanos, nil))
        } else {
          views.append(Visibility(name: name, intervals: [(event.nanos, nil)]))
        }
      case .disappear:
        let name = event.name ?? "?"
        let count = open[name, default: 0]
        guard count > 0 else { continue }
        open[name] = count - 1
        if count == 1, let index = views.firstIndex(where: { $0.name == name }) {
          views[index].intervals[views[index].intervals.count - 1].to = event.nanos
        }
      case .action:
        actions.append(Action(at: event.nanos, text: event.text ?? ""))
      default:
        continue
      }
    }
  }

  /// The requests `task` awaited.
  package func requests(of task: String) -> [Request] { requests.filter { $0.task == task } }
}
