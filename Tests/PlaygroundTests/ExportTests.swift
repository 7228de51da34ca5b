import AsyncSimulation
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import Playground
import Scenarios
import Testing
@testable import TraceRendering

/// Exports of a run: Chrome trace JSON, SVG timeline, Markdown; from the command line and from the REPL.
@Suite("Exports")
struct ExportTests {
  /// A real trace: task-id with cancellation ignored (7 tasks, sleeps cut short, state changes, screens).
  static func trace(_ arguments: [String] = ["task-id", "cancellation=ignored"]) throws -> Trace {
    let result = try Binary.run(["run"] + arguments + ["--json", "--lang", "zh"])
    return try Trace(jsonLines: result.outputText)
  }

  @Test("the Chrome trace is JSON with ph, ts (µs), pid, tid and name on every event, and every span nests")
  func chromeTrace() throws {
    let trace = try Self.trace()
    let text = ChromeTraceRenderer(title: "task-id").render(trace)
    let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let events = try #require(root["traceEvents"] as? [[String: Any]])
    for event in events {
      for field in ["ph", "pid", "tid", "name"] { #expect(event[field] != nil, "\(field) missing in \(event)") }
      if event["ph"] as? String != "M" { #expect(event["ts"] is NSNumber, "ts missing in \(event)") }
    }
    // One track per task, named after it.
    let names = events.filter { $0["ph"] as? String == "M" && $0["name"] as? String == "thread_name" }
      .compactMap { ($0["args"] as? [String: Any])?["name"] as? String }
    #expect(names == TaskLifeline.build(from: trace.body).map(\.name))
    // µs: task#1's debounce sleep runs from 0 and is cut short by the cancellation at 120 ms.
    let sleep = events.first { $0["ph"] as? String == "X" && $0["name"] as? String == "sleep (cut short)" }
    #expect((sleep?["ts"] as? NSNumber)?.intValue == 0)
    #expect((sleep?["dur"] as? NSNumber)?.intValue == 120_000)
    // Complete events on one track nest: each lies inside the task's own span.
    let complete = events.filter { $0["ph"] as? String == "X" }
    for tid in Set(complete.compactMap { $0["tid"] as? Int }) {
      let spans = complete.filter { $0["tid"] as? Int == tid }
        .map { (start: ($0["ts"] as! NSNumber).doubleValue, end: ($0["ts"] as! NSNumber).doubleValue
            + ($0["dur"] as! NSNumber).doubleValue, cat: $0["cat"] as? String) }
      let task = try #require(spans.first { $0.cat == "task" })
      for span in spans where span.cat != "task" {
        #expect(span.start >= task.start && span.end <= task.end, "a span of tid \(tid) leaves its task's span")
      }
      // Spans of one task never overlap partially.
      let inner = spans.filter { $0.cat != "task" }.sorted { $0.start < $1.start }
      for (a, b) in zip(inner, inner.dropFirst()) { #expect(a.end <= b.start || b.end <= a.end) }
    }
    #expect(events.contains { $0["ph"] as? String == "i" && $0["cat"] as? String == "cancel" })
  }

  final class LaneCounter: NSObject, XMLParserDelegate {
    var lanes: [String] = []
    var elements = 0
    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
      elements += 1
      if elementName == "g", attributes["class"] == "lane", let task = attributes["data-task"] { lanes.append(task) }
    }
  }

  @Test("the SVG is well-formed XML with one lane per task", arguments: ["task-id", "timeout", "main-actor"])
  func svg(_ scenario: String) throws {
    let trace = try Self.trace([scenario])
    let svg = SVGTimelineRenderer(title: "\(scenario) <&> \"quoted\"").render(trace)
    let parser = XMLParser(data: Data(svg.utf8))
    let counter = LaneCounter()
    parser.delegate = counter
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    #expect(counter.lanes == TaskLifeline.build(from: trace.body).map(\.name))
    #expect(counter.elements > counter.lanes.count * 3)
  }

  @Test("Markdown has a heading, the parameters and one table row per event")
  func markdown() throws {
    let trace = try Self.trace(["async-let"])
    let md = MarkdownRenderer(title: "async-let", parameters: ["mode=concurrent"], language: .en).render(trace)
    #expect(md.hasPrefix("# async-let\n\n`mode=concurrent`\n"))
    #expect(md.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| t (ms)") }.count
      == trace.body.count)
    #expect(md.contains("| 40 | task#2 | GET https://api.example.com/orders answered 200 |"))
  }

  @Test("run --export writes every format, and the files match the trace")
  func cliExport() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    var arguments = ["run", "timeout", "--lang", "en"]
    for format in ExportFormat.allCases { arguments += ["--export", "\(format.rawValue)=\(directory.path)/out.\(format.rawValue)"] }
    let result = try Binary.run(arguments)
    #expect(result.termination == .exited(0))
    let json = try #require(directory.contents(of: "out.json"))
    #expect(try Trace(jsonLines: json).endNanos == 300_000_000)
    #expect(directory.contents(of: "out.svg")?.hasPrefix("<?xml") == true)
    #expect(directory.contents(of: "out.trace")?.hasPrefix("{\"displayTimeUnit\":\"ms\"") == true)
    #expect(directory.contents(of: "out.md")?.hasPrefix("# timeout") == true)
    let bad = try Binary.run(["run", "timeout", "--export", "pdf=x"])
    #expect(bad.termination == .exited(2))
    #expect(bad.errorText == "asyncplay: unknown export format \"pdf\"; did you mean md? (formats: json, trace, svg, md)\n")
  }

  @Test("the REPL exports the current run and compares two values, marking the events that differ")
  func replExportAndCompare() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let session = "open task-id\nexport svg \(directory.path)/t.svg\ncompare cancellation=handled,ignored\n"
    let result = try REPLTranscriptTests.transcript(session, flags: ["--lang", "en"], in: directory)
    #expect(result.termination == .exited(0))
    let lane = "<g class=\"lane\" data-task=\".task(id: &quot;sw&quot;) in DebouncedSearch\">"
    #expect(directory.contents(of: "t.svg")?.contains(lane) == true)
    let text = result.outputText
    #expect(text.contains("cancellation=handled  done at 760 ms · 5 tasks · 2 cancelled"))
    #expect(text.contains("cancellation=ignored  done at 1120 ms · 8 tasks · 2 cancelled"))
    #expect(text.contains("- [120 ms] .task(id: \"s\") in DebouncedSearch finished (cancelled)"))
    #expect(text.contains("+ [1120 ms] task#1 GET https://packages.example.com/search?q=s answered 200"))
  }
}
