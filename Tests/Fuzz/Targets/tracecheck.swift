// Fuzz target: the trace-check language of lessons and exercises. A check either parses, and then evaluates on a
// real-shaped trace without trapping, or is refused with one line.
import AsyncSimulation
@testable import Playground
import Scenarios
@testable import TextBase
@testable import Course

let trace = Trace(events: [
  TraceEvent(nanos: 0, seq: 0, kind: .taskStart, task: "main"),
  TraceEvent(nanos: 0, seq: 1, kind: .taskStart, task: "task#1", label: ".task(id: \"s\")", parent: "main"),
  TraceEvent(nanos: 0, seq: 2, kind: .sleep, task: "task#1", untilNanos: 120_000_000),
  TraceEvent(nanos: 0, seq: 3, kind: .state, task: "main", name: "results", from: "[]", to: "[\"s\"]"),
  TraceEvent(nanos: 0, seq: 4, kind: .screen, task: "main", text: "🔍 s\n• A"),
  TraceEvent(nanos: 120_000_000, seq: 5, kind: .cancel, task: "task#1"),
  TraceEvent(nanos: 120_000_000, seq: 6, kind: .wake, task: "task#1", outcome: "cancelled"),
  TraceEvent(nanos: 300_000_000, seq: 7, kind: .print, task: "main", text: "hello"),
  TraceEvent(nanos: 760_000_000, seq: 8, kind: .taskEnd, task: "main", outcome: "returned"),
  TraceEvent(nanos: 760_000_000, seq: 9, kind: .done, outcome: "finished", tasks: 2, cancelled: 1),
])

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTraceCheck(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  do {
    let check = try TraceCheck.parse(text)
    _ = check.holds(in: trace)
    _ = check.evidence(in: trace)
  } catch {
    // A check's error is shown in a lesson's or an exercise's `file:line:` report.
    let report = LessonFileError(file: "fuzz.lesson", line: 1, message: error.message).description
    precondition(!ControlCharacters.appear(in: report), "a report with a control character: \(report)")
  }
  return 0
}
