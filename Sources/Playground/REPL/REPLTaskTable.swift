import AsyncSimulation
import Scenarios
import TextBase
import TraceRendering
import TerminalIO

/// The `tasks` table: every task that has started by the cursor, with its state there and its parent.
///
/// The state is read from the task's lifeline up to the cursor and, for tasks that are neither asleep nor done,
/// from when the trace shows them next: a task parked on a continuation (a `wait` not yet resumed) is waiting there;
/// otherwise a task whose next event is at the cursor's instant is ready, one whose next event is later is suspended
/// (awaiting a child, an unsafe continuation, a stream or the main actor).
struct REPLTaskTable {
  /// The run.
  let run: REPLLoadedRun
  /// Where to look.
  let cursor: REPLCursor
  /// The language of the states.
  let language: Language
  /// Colours (or none).
  let palette: Palette
  /// The terminal's width, which the table is fitted to.
  var width = REPLTerminal.defaultColumns

  /// What a task is doing at the cursor.
  enum State: Equatable {
    /// Its event was the last one passed and it has not suspended since.
    case running
    /// Not asleep, and it runs again at this very instant.
    case ready
    /// In `Task.sleep` until this time.
    case sleeping(until: Int64)
    /// In simulated work until this time.
    case working(until: Int64)
    /// Holding its thread with synchronous work until this time: nothing else on that thread runs.
    case blocking(until: Int64)
    /// Parked on a continuation (`label`, e.g. `withCheckedContinuation in receive()`) since this time.
    case waiting(in: String, since: Int64)
    /// Waiting since this time for something other than a timer.
    case suspended(since: Int64)
    /// Never seen again after this time, without a recorded end (child tasks of `async let` and task groups,
    /// detached tasks whose end the trace does not show).
    case lastSeen(at: Int64)
    /// Done, at this time, in this way (`returned`, `cancelled`, `threw …`).
    case finished(at: Int64, outcome: String)
  }

  /// The table, every line ending in a newline.
  func render() -> String {
    let lines = TaskLifeline.build(from: run.events[0..<cursor.position])
    let at = Milliseconds.format(cursor.time)
    guard !lines.isEmpty else {
      return language.pick("（\(at) ms 时还没有任务开始；用 step 或 run 往前走）\n",
                           "(no task has started by \(at) ms; step or run to move on)\n")
    }
    let header = [language.pick("任务", "task"), language.pick("状态（\(at) ms）", "state at \(at) ms"),
                  language.pick("父任务", "parent"), language.pick("创建方式", "started by")]
    let rows = lines.map { line -> [String] in
      var text = describe(state(of: line))
      let words = CancelCauseWords(language: language)
      if let cancelled = line.cancelledAt, line.end == nil {
        text += language.pick("，", ", ") + words.cancelled(at: cancelled, by: line.cancelledBy)
      } else if line.cancelledAt != nil, let by = line.cancelledBy, by != "unknown" {
        text += language.pick("，", ", ") + words.cancelled(by: by)
      }
      return [line.name, text, line.parent ?? "-", line.label ?? "-"]
    }
    return REPLTable(header: header, rows: rows, palette: palette, width: width).render()
  }

  /// The state of one task at the cursor.
  func state(of line: TaskLifeline) -> State {
    if let end = line.end { return .finished(at: end.at, outcome: end.outcome) }
    if let span = line.spans.last, span.due > cursor.time {
      switch span.kind {
      case .blocking: return .blocking(until: span.due)  // recorded as ended at once: it cannot be cut short
      case .sleeping where span.ended == nil: return .sleeping(until: span.due)
      case .working where span.ended == nil: return .working(until: span.due)
      default: break
      }
    }
    // Parked on a continuation: it waits until something resumes it, whatever runs meanwhile.
    if let wait = line.openWait { return .waiting(in: wait.label, since: wait.from) }
    let timerFired = line.spans.last.map { $0.ended == nil && $0.kind != .blocking } ?? false
    // At the end of the run nothing runs any more; a task whose end was not recorded was last seen then.
    let atEnd = cursor.position >= run.events.count
    if !atEnd, !timerFired, cursor.position > 0, run.events[cursor.position - 1].task == line.name { return .running }
    guard let next = run.events[cursor.position...].first(where: { $0.task == line.name }) else {
      return .lastSeen(at: line.lastEvent)
    }
    if next.nanos <= cursor.time || timerFired { return .ready }
    return .suspended(since: line.lastEvent)
  }

  /// A state in words.
  func describe(_ state: State) -> String {
    func ms(_ nanos: Int64) -> String { Milliseconds.format(nanos) + " ms" }
    switch state {
    case .running: return language.pick("运行中", "running")
    case .ready: return language.pick("就绪", "ready")
    case .sleeping(let until): return language.pick("睡眠至 ", "sleeping until ") + ms(until)
    case .working(let until): return language.pick("计算至 ", "working until ") + ms(until)
    case .blocking(let until): return language.pick("阻塞线程至 ", "blocking its thread until ") + ms(until)
    case .waiting(let label, let since):
      return language.pick("在 \(EventWords.waitPlace(label, .zh)) 中等待（自 \(ms(since)) 起）",
                           "waiting in \(label) since \(ms(since))")
    case .suspended(let since): return language.pick("挂起（自 \(ms(since)) 起）", "suspended since \(ms(since))")
    case .lastSeen(let at):
      return language.pick("最后一次活动于 \(ms(at))（没有记录结束）", "last seen at \(ms(at)) (no recorded end)")
    case .finished(let at, let outcome):
      return EventWords(language: language).finished(outcome: outcome) + language.pick("，于 ", " at ") + ms(at)
    }
  }
}
