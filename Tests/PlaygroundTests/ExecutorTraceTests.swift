import AsyncSimulation
@testable import Playground
import Scenarios
import Testing
@testable import TraceRendering
@testable import Course

/// A run that records executors names, for every event, the executor its code ran on; the trace format, the text
/// rendering and the lesson checks carry it. Other runs are unchanged.
@Suite("Executors in the trace")
struct ExecutorTraceTests {
  /// The isolation scenario's run with `assignments`, read back from its JSON Lines.
  static func isolation(_ assignments: [String]) throws -> Trace {
    let result = try Binary.run(["run", "isolation"] + assignments + ["--json", "--lang", "en"])
    #expect(result.termination == .exited(0))
    return try Trace(jsonLines: result.outputText)
  }

  /// The executor of the first print with `text`.
  static func executor(ofPrint text: String, in trace: Trace) -> String? {
    trace.body.first { $0.kind == .print && $0.text == text }?.executor
  }

  @Test("Task {} and .task code runs on main, Task.detached on default, MainActor.run and @concurrent hop")
  func whereCodeRuns() throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    for start in ["task-modifier", "task"] {
      let trace = try Self.isolation(["start=\(start)"])
      #expect(Self.executor(ofPrint: "decoding beach.heic", in: trace) == "main", "\(start)")
      #expect(Self.executor(ofPrint: "showing beach.heic", in: trace) == "main", "\(start)")
      #expect(trace.body.contains { $0.kind == .block && $0.executor == "main" }, "\(start) blocks the main actor")
    }
    for start in ["detached", "concurrent"] {
      let trace = try Self.isolation(["start=\(start)"])
      #expect(Self.executor(ofPrint: "decoding beach.heic", in: trace) == "default", "\(start)")
      #expect(Self.executor(ofPrint: "showing beach.heic", in: trace) == "main", "\(start)")
      // Thread.sleep in PhotoDecoder holds a pool thread: the block is on the default executor, the main actor free.
      #expect(trace.body.contains { $0.kind == .block && $0.executor == "default" }, "\(start) blocks a pool thread")
      #expect(!trace.body.contains { $0.kind == .block && $0.executor == "main" }, "\(start) leaves main free")
    }
  }

  @Test("every event of a recording run has an executor, except wakes, readies, task ends and main's start")
  func whichEventsHaveOne() throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    // start=task has a `ready` event (the driver's tap waits for the blocked main actor), start=detached none.
    for start in ["task", "detached"] {
      let trace = try Self.isolation(["start=\(start)"])
      let body = Array(trace.body)
      #expect(body.first?.kind == .taskStart && body.first?.executor == nil, "main started before it asked")
      for event in body.dropFirst() {
        #expect((event.executor == nil) == [.wake, .ready, .taskEnd].contains(event.kind), "\(event.jsonLine)")
        if let executor = event.executor { #expect(["main", "default"].contains(executor)) }
      }
      #expect(trace.done?.executor == nil)
    }
  }

  /// Issue 18: a release build dropped the hop back to the default executor after the detached task's last
  /// `await MainActor.run { … }`, and its end was traced on `main` (a debug build's on `default`). Where code ran
  /// is the program's; where the runtime completes a task after its last line is the optimiser's.
  @Test("a task's end names no executor (Tests/Transcripts/isolation.play: explain names no hop after the last line)")
  func endsHaveNoExecutor() throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    for start in ["task", "detached", "concurrent"] {
      let trace = try Self.isolation(["start=\(start)"])
      let ends = trace.body.filter { $0.kind == .taskEnd }
      #expect(ends.count == 2, "\(start): main (the driver, which taps) and the page's task end")
      #expect(ends.allSatisfy { $0.executor == nil }, "\(start)")
    }
  }

  /// In a real run, output taken while the real scheduler ran one of the runtime's sleep tasks (an internal job) was
  /// recorded under that job's slot, -2, which no row can hold: the trace's names trapped (Index out of range).
  @Test("asyncplay run isolation --real finishes, with the decoding and the Like on the threads the code says")
  func realRun() throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    for start in ["task-modifier", "detached"] {
      let result = try Binary.run(["run", "isolation", "start=\(start)", "--real", "--json", "--lang", "en"])
      #expect(result.termination == .exited(0), "\(start)")
      let trace = try Trace(jsonLines: result.outputText)
      #expect(trace.done?.outcome == "finished", "\(start)")
      #expect(Self.executor(ofPrint: "showing beach.heic", in: trace) == "main", "\(start)")
      #expect(trace.body.contains { $0.kind == .state && $0.name == "PhotoModel.likes" }, "\(start)")
    }
  }

  @Test("a run that does not ask records no executor, in JSON nor in text")
  func otherRunsUnchanged() throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let json = try Binary.run(["run", "async-let", "--json"])
    #expect(!json.outputText.contains("\"executor\""))
    let text = try Binary.run(["run", "async-let", "--lang", "en"])
    #expect(!text.outputText.contains("[main]") && !text.outputText.contains("[default]"))
  }

  @Test("the outline puts an event's executor before its kind")
  func outline() {
    let trace = Trace(events: [
      TraceEvent(nanos: 0, seq: 0, kind: .print, task: "task#1", text: "decoding", executor: "default"),
      TraceEvent(nanos: 0, seq: 1, kind: .done, outcome: "finished", tasks: 1, cancelled: 0),
    ])
    #expect(trace.outline.split(separator: "\n").first == "0 ms  task#1  [default] print decoding")
  }

  @Test("the executor field comes after task in JSON and reads back")
  func jsonField() throws {
    let event = TraceEvent(nanos: 300_000_000, seq: 4, kind: .print, task: "task#1", text: "x", executor: "main")
    #expect(event.jsonLine == #"{"t_ms":300,"seq":4,"kind":"print","task":"task#1","executor":"main","text":"x"}"#)
    #expect(try TraceEvent(jsonLine: Substring(event.jsonLine), lineNumber: 1) == event)
  }

  @Test("text shows the executor after the task, padded, and leaves the column blank for a wake")
  func textColumn() {
    let trace = Trace(events: [
      TraceEvent(nanos: 0, seq: 0, kind: .sleep, task: "task#1", untilNanos: 100_000_000, executor: "default"),
      TraceEvent(nanos: 100_000_000, seq: 1, kind: .wake, task: "task#1", outcome: "timer"),
      TraceEvent(nanos: 100_000_000, seq: 2, kind: .print, task: "task#1", text: "on main", executor: "main"),
      TraceEvent(nanos: 100_000_000, seq: 3, kind: .done, outcome: "finished", tasks: 1, cancelled: 0),
    ])
    let lines = TextRenderer(language: .en).render(trace).split(separator: "\n")
    #expect(lines[0] == "[    0 ms] task#1 [default] sleeps until 100 ms")
    #expect(lines[1] == "[  100 ms] task#1           woke")
    #expect(lines[2] == "[  100 ms] task#1 [main]    on main")
    let chinese = TextRenderer(language: .zh).render(trace).split(separator: "\n")
    #expect(chinese[2] == "[  100 ms] task#1 [主]   on main")
  }

  @Test("print \"T\" on main|default holds when that print ran there; other executors are refused")
  func check() throws {
    let trace = Trace(events: [
      TraceEvent(nanos: 0, seq: 0, kind: .print, task: "task#1", text: "decoding", executor: "default"),
      TraceEvent(nanos: 0, seq: 1, kind: .done, outcome: "finished", tasks: 1, cancelled: 0),
    ])
    #expect(try TraceCheck.parse("print \"decoding\" on default").holds(in: trace))
    #expect(try !TraceCheck.parse("print \"decoding\" on main").holds(in: trace))
    #expect(try TraceCheck.parse("print 'decoding' on main").description == "print \"decoding\" on main")
    #expect(throws: TraceCheck.SyntaxError.self) { try TraceCheck.parse("print \"decoding\" on moon") }
  }
}
