import AsyncSimulation
@testable import Playground
import Scenarios
import Testing
@testable import TextBase
@testable import TraceRendering

/// Issue 18, "draw what happens": a task that ended by throwing is drawn with what it threw, apart from a cancelled
/// one, in the text timeline and the Chrome trace; long runs of identical periodic events fold in text output and
/// stay whole in the trace.
@Suite("Ends and folds in the renderers")
struct EndAndFoldRenderingTests {
  static let ms: Int64 = 1_000_000

  /// `timer` throws `TimeoutError()` at 300 ms; `operation` is cancelled at 300 ms and ends cancelled.
  static let raceTrace = Trace(events: [
    TraceEvent(nanos: 0, seq: 0, kind: .taskStart, task: "main"),
    TraceEvent(nanos: 0, seq: 1, kind: .taskStart, task: "timer", parent: "main"),
    TraceEvent(nanos: 0, seq: 2, kind: .sleep, task: "timer", untilNanos: 300 * Self.ms),
    TraceEvent(nanos: 0, seq: 3, kind: .taskStart, task: "operation", parent: "main"),
    TraceEvent(nanos: 0, seq: 4, kind: .sleep, task: "operation", untilNanos: 3000 * Self.ms),
    TraceEvent(nanos: 300 * Self.ms, seq: 5, kind: .wake, task: "timer", outcome: "timer"),
    TraceEvent(nanos: 300 * Self.ms, seq: 6, kind: .taskEnd, task: "timer", outcome: "threw TimeoutError()"),
    TraceEvent(nanos: 300 * Self.ms, seq: 7, kind: .cancel, task: "operation", by: "task group: timer threw TimeoutError()"),
    TraceEvent(nanos: 300 * Self.ms, seq: 8, kind: .wake, task: "operation", outcome: "cancelled"),
    TraceEvent(nanos: 300 * Self.ms, seq: 9, kind: .taskEnd, task: "operation", outcome: "cancelled"),
    TraceEvent(nanos: 600 * Self.ms, seq: 10, kind: .taskEnd, task: "main", outcome: "threw TimeoutError()"),
    TraceEvent(nanos: 600 * Self.ms, seq: 11, kind: .done, outcome: "finished", tasks: 3, cancelled: 1),
  ])

  @Test("the text timeline marks a thrown end ✗ with the error after it, a cancelled one ✕, and says which is which")
  func thrownApartFromCancelled() throws {
    let drawn = TimelineRenderer(width: 70).render(Self.raceTrace.events, language: .en)
    let lanes = drawn.split(separator: "\n").map(String.init)
    let timer = try #require(lanes.first { $0.hasPrefix("timer") })
    let operation = try #require(lanes.first { $0.hasPrefix("operation") })
    #expect(timer.hasSuffix("✗ TimeoutError"), "\(drawn)")
    #expect(!operation.contains("✗") && operation.hasSuffix("✕"), "\(drawn)")
    #expect(drawn.contains("✕ cancelled") && drawn.contains("✗ threw (what follows it)"), "\(drawn)")
    let ascii = TimelineRenderer(width: 70, glyphs: .ascii).render(Self.raceTrace.events, language: .zh)
    #expect(ascii.contains("! TimeoutError") && ascii.contains("! 抛出错误（后面写着是什么）"), "\(ascii)")
    // A run in which nothing threw says nothing of throwing.
    let returned = Trace(events: Self.raceTrace.events.filter { $0.task != "timer" && $0.task != "main" })
    #expect(!TimelineRenderer(width: 70).render(returned.events, language: .en).contains("✗"))
  }

  @Test("an error's text is cut to the room after the mark, and left out when there is almost none")
  func longErrorsAreCut() throws {
    var events = Self.raceTrace.events
    events[6].outcome = "threw Error Domain=NSURLErrorDomain Code=-1001 \"(null)\" and much more text than fits"
    let drawn = TimelineRenderer(width: 60).render(events, language: .en)
    let timer = try #require(drawn.split(separator: "\n").first { $0.hasPrefix("timer") })
    #expect(timer.contains("✗ Error Domain") && timer.hasSuffix("…"), "\(drawn)")
    #expect(drawn.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 60 }, "\(drawn)")
    #expect(TimelineRenderer.thrownError("threw TimeoutError()") == "TimeoutError")
    #expect(TimelineRenderer.thrownError("threw 不认识这个城市：亚特兰蒂斯") == "不认识这个城市：亚特兰蒂斯")
    #expect(TimelineRenderer.thrownError("cancelled") == nil)
  }

  @Test("the Chrome trace marks each end that did not return with how it ended")
  func chromeMarksEnds() {
    let chrome = ChromeTraceRenderer(title: "race").render(Self.raceTrace)
    #expect(chrome.contains(#"{"name":"threw TimeoutError()","cat":"task_end","ph":"i""#), "\(chrome)")
    #expect(chrome.contains(#"{"name":"cancelled","cat":"task_end","ph":"i""#), "\(chrome)")
    #expect(!chrome.contains(#""name":"returned""#))
  }

  /// A ticker that sleeps 16 ms and wakes `cycles` times from 16 ms on, with `main` starting it.
  static func tickerTrace(cycles: Int) -> Trace {
    var events = [TraceEvent(nanos: 0, seq: 0, kind: .taskStart, task: "display")]
    for k in 0..<cycles {
      let t = Int64(16 * k) * Self.ms
      events.append(TraceEvent(nanos: t, seq: events.count, kind: .sleep, task: "display", untilNanos: t + 16 * Self.ms))
      events.append(TraceEvent(nanos: t + 16 * Self.ms, seq: events.count, kind: .wake, task: "display", outcome: "timer"))
    }
    let end = Int64(16 * cycles) * Self.ms
    events.append(TraceEvent(nanos: end, seq: events.count, kind: .taskEnd, task: "display", outcome: "returned"))
    events.append(TraceEvent(nanos: end, seq: events.count, kind: .done, outcome: "finished", tasks: 1, cancelled: 0))
    return Trace(events: events)
  }

  @Test("thirty sleep-and-wake cycles print as the first, one folded line and the last; the trace keeps them all")
  func tickerFolds() {
    let trace = Self.tickerTrace(cycles: 30)
    let text = TextRenderer(language: .en).render(trace)
    #expect(text == """
      [    0 ms] display started
      [    0 ms] display sleeps until 16 ms
      [   16 ms] display woke
      [   16 ms] display ↻ repeats every 16 ms, 28 times, through 464 ms: sleeps 16 ms · woke
      [  464 ms] display sleeps until 480 ms
      [  480 ms] display woke
      [  480 ms] display finished (returned)
      done at 480 ms · 1 task · 0 cancelled

      """)
    #expect(TextRenderer(language: .zh).render(trace).contains("↻ 每 16 ms 重复一次，共 28 次，到 464 ms 为止：睡眠 16 ms · 醒来"))
    // --json folds nothing: read back, its lines are all 62 events, 30 wakes among them.
    let json = trace.jsonLines
    #expect(json.split(separator: "\n").filter { $0.contains("\"kind\":\"wake\"") }.count == 30)
    #expect((try? Trace(jsonLines: json))?.body.count == 62, "the trace keeps every event")
    // In the playground, `trace` and `step` show every event; `end` folds as `run` does.
    let run = REPLLoadedRun(key: REPLRunKey(scenario: "ticker", values: [], language: .en), trace: trace)
    let renderer = TextRenderer(language: .en)
    #expect(run.lines(0..<run.events.count, renderer: renderer).split(separator: "\n").count == 62)
    #expect(run.lines(0..<run.events.count, renderer: renderer, folding: true).split(separator: "\n").count == 7)
  }

  @Test("runs too short to save lines, and runs broken by another task's event, are not folded")
  func shortAndBrokenRunsStay() {
    let short = Self.tickerTrace(cycles: 3)
    #expect(!TextRenderer(language: .en).render(short).contains("↻"))
    var events = Self.tickerTrace(cycles: 12).events
    // Another task's event in the middle splits the run into two, of five and seven cycles.
    events.insert(TraceEvent(nanos: 80 * Self.ms, seq: 0, kind: .print, task: "main", text: "tap"), at: 11)
    let text = TextRenderer(language: .en).render(Trace(events: events))
    #expect(text.components(separatedBy: "↻").count - 1 == 2, "\(text)")
    #expect(text.contains("] main    tap\n"), "\(text)")
    // Events that differ in anything but their time do not fold.
    var differing = Self.tickerTrace(cycles: 10).events
    for k in stride(from: 1, to: differing.count - 2, by: 2) { differing[k].untilNanos! += Int64(k) * Self.ms }
    #expect(!TextRenderer(language: .en).render(Trace(events: differing)).contains("↻"))
  }

  @Test("a fold keeps whole repetitions of blocks up to four events long")
  func longerBlocks() {
    var events = [TraceEvent(nanos: 0, seq: 0, kind: .taskStart, task: "poller")]
    for k in 0..<6 {
      let t = Int64(100 * k) * Self.ms
      events.append(TraceEvent(nanos: t, seq: 0, kind: .print, task: "poller", text: "polling"))
      events.append(TraceEvent(nanos: t, seq: 0, kind: .sleep, task: "poller", untilNanos: t + 100 * Self.ms))
      events.append(TraceEvent(nanos: t + 100 * Self.ms, seq: 0, kind: .wake, task: "poller", outcome: "timer"))
    }
    let folds = PeriodicFolds(events).folds
    #expect(folds == [PeriodicFolds.Fold(range: 4..<16, blockLength: 3, period: 100 * Self.ms)])
    #expect(folds.first?.repetitions == 4)
  }
}
