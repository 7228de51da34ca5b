import AsyncSimulation
import Scenarios

/// `explain`: what to look at in a run, in the session's language, worked out from the run's trace (never from
/// what the scenario is supposed to do), so that changing a parameter changes the explanation.
struct REPLExplainer {
  /// The run to explain.
  let run: REPLLoadedRun
  /// The parameter values it ran with.
  let settings: REPLSettings
  /// The language of the explanation.
  let language: Language
  /// Colours (or none).
  let palette: Palette
  /// The width to wrap the points to, in columns.
  var width = 80

  /// The explanation, every line ending in a newline.
  func explain() -> String {
    let points: [String]
    switch run.key.scenario {
    case "task-id": points = REPLExplainTaskID(facts: facts, settings: settings, language: language).points()
    case "async-let": points = REPLExplainAsyncLet(facts: facts, language: language).points()
    case "timeout": points = REPLExplainTimeout(facts: facts, settings: settings, language: language).points()
    case "three-state": points = REPLExplainThreeState(facts: facts, settings: settings, language: language).points()
    case "refresh": points = REPLExplainRefresh(facts: facts, language: language).points()
    case "task-lifecycle": points = REPLExplainTaskLifecycle(facts: facts, language: language).points()
    case "task-group": points = REPLExplainTaskGroup(facts: facts, language: language).points()
    case "cancel-vs-fail": points = REPLExplainCancelVsFail(facts: facts, language: language).points()
    case "http-status": points = REPLExplainHTTPStatus(facts: facts, language: language).points()
    case "cancel-previous": points = REPLExplainCancelPrevious(facts: facts, language: language).points()
    case "pagination": points = REPLExplainPagination(facts: facts, language: language).points()
    case "main-actor": points = REPLExplainMainActor(facts: facts, language: language).points()
    case "persistence": points = REPLExplainPersistence(facts: facts, language: language).points()
    default: points = general()
    }
    let heading = language.pick("这次运行（\(run.key.scenario)）值得看的地方：",
                                "What to look at in this run of \(run.key.scenario):")
    var out = palette.paint(heading, .bold) + "\n"
    for point in points {
      // A point's own lines (e.g. one per combination) each wrap with the point's indent.
      var first = true
      for piece in point.split(separator: "\n", omittingEmptySubsequences: false) {
        for line in REPLWrap.lines(String(piece), width: width - 2) {
          out += (first ? "• " : "  ") + line + "\n"
          first = false
        }
      }
    }
    return out
  }

  private var facts: REPLTraceFacts { REPLTraceFacts(events: run.events) }

  /// For a scenario without its own explanation: the tasks and what cancelled them.
  private func general() -> [String] {
    let lines = TaskLifeline.build(from: run.events)
    var points = [language.pick("共 \(lines.count) 个任务，结束于 \(facts.ms(run.endNanos))。",
                                "\(lines.count) tasks ran; the last event is at \(facts.ms(run.endNanos)).")]
    for line in lines {
      if let cancelled = line.cancelledAt {
        points.append(language.pick("\(line.name) 在 \(facts.ms(cancelled)) 被取消。",
                                    "\(line.name) was cancelled at \(facts.ms(cancelled))."))
      }
    }
    return points
  }
}

/// Questions about a trace that every explanation asks.
struct REPLTraceFacts {
  /// The events before `done`.
  let events: [TraceEvent]

  /// `760 ms`.
  func ms(_ nanos: Int64) -> String { Milliseconds.format(nanos) + " ms" }

  /// Every task's lifeline, in order of first appearance.
  var lifelines: [TaskLifeline] { TaskLifeline.build(from: events) }

  /// The events of one task.
  func events(of task: String) -> [TraceEvent] { events.filter { $0.task == task } }

  /// The tasks `parent` created, in the order they started.
  func children(of parent: String) -> [TaskLifeline] { lifelines.filter { $0.parent == parent } }

  /// The changes of one observed property, in order.
  func changes(of name: String) -> [TraceEvent] { events.filter { $0.kind == .state && $0.name == name } }

  /// The first quoted string in `text` (`.task(id: "sw")` → `sw`), if any.
  static func quoted(_ text: String?) -> String? {
    guard let text, let open = text.firstIndex(of: "\""), let close = text.lastIndex(of: "\""), open < close
    else { return nil }
    return String(text[text.index(after: open)..<close])
  }
}
