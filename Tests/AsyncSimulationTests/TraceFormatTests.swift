import AsyncSimulation
import Testing

/// The JSON Lines trace format: a lossless round trip, and errors that name the line.
@Suite("Trace JSON Lines")
struct TraceFormatTests {
  /// One event of every kind, with every field, awkward text and awkward times.
  static let sample = Trace(events: [
    TraceEvent(nanos: 0, seq: 0, kind: .taskStart, task: "main"),
    TraceEvent(nanos: 1, seq: 1, kind: .taskStart, task: "task#1", label: ".task(id: \"s\")", parent: "main"),
    TraceEvent(nanos: 1_500_000, seq: 2, kind: .sleep, task: "task#1", untilNanos: 301_500_000),
    TraceEvent(nanos: 2_000_000, seq: 3, kind: .work, task: "task#1", untilNanos: .max),
    TraceEvent(nanos: 3_000_001, seq: 4, kind: .wake, task: "task#1", outcome: "cancelled"),
    TraceEvent(nanos: 3_000_001, seq: 5, kind: .cancel, task: "task#1", by: ".task(id:) restart: query became \"s\""),
    TraceEvent(nanos: 4_000_000, seq: 6, kind: .state, task: "main", name: "query", from: "\"\"", to: "\"s\\w\""),
    TraceEvent(nanos: 5_000_000, seq: 7, kind: .print, task: nil,
               text: "订单请求完成 \"quoted\" back\\slash\ttab\nnewline \u{1} 🦊 \r"),
    TraceEvent(nanos: 6_000_000, seq: 8, kind: .screen, task: "main", text: "🔍 swift\n• swift 的结果 A"),
    TraceEvent(nanos: 7_000_000, seq: 9, kind: .sleep, task: "main", untilNanos: -1_000_000_000),
    TraceEvent(nanos: 7_000_000, seq: 10, kind: .taskEnd, task: "main", outcome: "threw TimeoutError()"),
    TraceEvent(nanos: 7_000_000, seq: 11, kind: .done, outcome: "deadlock", tasks: 2, cancelled: 1,
               report: "deadlock at 7 ms\n  consumer is waiting in withCheckedContinuation in receive() since 0 ms"),
  ])

  @Test("a hand-made trace with every field survives the round trip")
  func sampleRoundTrip() throws {
    let text = Self.sample.jsonLines
    let parsed = try Trace(jsonLines: text)
    #expect(parsed == Self.sample)
    #expect(parsed.jsonLines == text)
    #expect(text.split(separator: "\n").count == Self.sample.events.count)
  }

  /// Escapes next to what joins with them into one Character (a combining mark after a quote, `\r\n`), long text
  /// and text that is nothing but escapes: the writer copies and the reader reads the runs between escapes whole.
  @Test("text around escapes survives the round trip", arguments: [
    "\"\u{301}é\\\u{308}", "line\r\nnext\r\n", "\n\n\t\"\\", "", String(repeating: "结果 · \"x\"\n", count: 500),
    "\u{1}\u{1F}\u{7F}\u{85}", "🦊\u{200D}🔥\"",
  ])
  func textAroundEscapes(text: String) throws {
    let event = TraceEvent(nanos: 0, seq: 0, kind: .print, task: "main", text: text)
    let line = event.jsonLine
    #expect(!line.contains("\n") && !line.contains("\r"))
    #expect(try Trace(jsonLines: line).events == [event])
    #expect(line == #"{"t_ms":0,"seq":0,"kind":"print","task":"main","text":"# + JSONText.quoted(text) + "}")
  }

  @Test("the writer's exact bytes for a few events")
  func exactLines() {
    #expect(Self.sample.events[2].jsonLine
      == #"{"t_ms":1.5,"seq":2,"kind":"sleep","task":"task#1","until_ms":301.5}"#)
    #expect(Self.sample.events[4].jsonLine
      == #"{"t_ms":3.000001,"seq":4,"kind":"wake","task":"task#1","outcome":"cancelled"}"#)
    #expect(Self.sample.events[5].jsonLine
      == #"{"t_ms":3.000001,"seq":5,"kind":"cancel","task":"task#1","by":".task(id:) restart: query became \"s\""}"#)
    #expect(Self.sample.events[7].jsonLine.contains(#""task":null"#))
    #expect(Self.sample.events[7].jsonLine.contains(#"\"quoted\" back\\slash\ttab\nnewline \u0001 🦊 \r"#))
    #expect(Self.sample.events[11].jsonLine.hasPrefix(#"{"t_ms":7,"seq":11,"kind":"done","outcome":"deadlock""#))
  }

  @Test("a child's trace parses, re-serialises to the same bytes, and round-trips", arguments: [
    "cancel-sleep", "clock-sleeps", "deadlock-channel", "budget-events",
  ])
  func childRoundTrip(fixture: String) async throws {
    let run = try await Fixtures.run([fixture])
    let trace = try run.trace()
    #expect(trace.done != nil)
    #expect(trace.jsonLines == run.output)
    #expect(try Trace(jsonLines: trace.jsonLines) == trace)
  }

  @Test("a malformed line gives a TraceFormatError naming that line", arguments: [
    (#"{"t_ms":1,"seq":1,"kind":"print""#, "the object is not closed"),
    (#"{"t_ms":1,"seq":1,"kind":"sneeze"}"#, "unknown kind \"sneeze\""),
    (#"{"t_ms":"soon","seq":1,"kind":"print"}"#, "an event needs t_ms, seq and kind"),
    (#"{"t_ms":1.2.3,"seq":1,"kind":"print"}"#, "t_ms is not a time in ms: 1.2.3"),
    (#"{"seq":1,"kind":"print"}"#, "an event needs t_ms, seq and kind"),
    (#"not json"#, "expected '{' at column 1"),
  ])
  func malformedLine(line: String, message: String) {
    let good = #"{"t_ms":0,"seq":0,"kind":"task_start","task":"main"}"#
    // An empty line between: skipped, but still counted, so the number is the file's line number.
    let text = good + "\n\n" + line + "\n" + good + "\n"
    #expect {
      try Trace(jsonLines: text)
    } throws: { error in
      guard let error = error as? TraceFormatError else { return false }
      return error.line == 3 && error.message.contains(message) && error.description.hasPrefix("line 3: ")
    }
  }

  @Test("millisecond figures: whole when exact, up to six decimals, negative and extreme values parse back")
  func milliseconds() {
    let cases: [(Int64, String)] = [(0, "0"), (300_000_000, "300"), (1_500_000, "1.5"), (1, "0.000001"),
                                    (-500_000, "-0.5"), (-1_500_000, "-1.5"),
                                    (.max, "9223372036854.775807"), (.min, "-9223372036854.775808")]
    for (nanos, text) in cases {
      #expect(Milliseconds.format(nanos) == text)
      #expect(Milliseconds.parseNanos(text) == nanos)
    }
    #expect(Milliseconds.parseNanos("1.") == nil)
    #expect(Milliseconds.parseNanos("1.1234567") == nil)
    #expect(Milliseconds.parseNanos("abc") == nil)
  }

  @Test("an exit status maps to its outcome and back")
  func exitStatuses() {
    for (outcome, status) in [(Trace.Outcome.finished, Int32(0)), (.deadlock, 3), (.budget, 4), (.escaped, 5)] {
      #expect(outcome.exitStatus == status)
      #expect(Trace.Outcome(exitStatus: status) == outcome)
    }
    #expect(Trace.Outcome(exitStatus: 1) == nil)
  }
}
