import AsyncSimulation
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import Playground
import Scenarios
import Testing
@testable import TextBase
@testable import TraceRendering

/// The SVG timeline, read back as XML: every state change labelled (elided values keep the full one in a tooltip),
/// a legend of exactly the marks drawn, the run's language, one shared axis for a comparison; and every picture
/// renders to PNG.
@Suite("SVG timelines")
struct SVGTimelineTests {
  /// What an SVG holds, as the tests look at it.
  final class Reading: NSObject, XMLParserDelegate {
    struct Change {
      var value: String
      var title = ""
      var label = ""
      var x = ""
    }
    /// The state changes, per state lane (in panel order), in drawing order.
    var changes: [(state: String, changes: [Change])] = []
    /// The marks drawn in the lanes and in the legend.
    var drawn = Set<String>(), legend = Set<String>()
    var legendTexts: [String] = [], ticks: [String] = [], captions: [String] = []
    private var path: [(name: String, attributes: [String: String])] = []
    private var text = ""

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
      path.append((name, attributes))
      text = ""
      let inLegend = path.contains { $0.attributes["class"] == "legend" }
      if name == "g", attributes["class"] == "state", let state = attributes["data-state"] {
        changes.append((state, []))
      } else if name == "g", attributes["class"] == "change", let value = attributes["data-value"] {
        changes[changes.count - 1].changes.append(Change(value: value))
        drawn.insert("stateChange")
      } else if name == "g", attributes["class"] == "key", let mark = attributes["data-mark"] {
        legend.insert(mark)
      } else if !inLegend, let kind = attributes["class"] {
        let marks = ["start": "start", "waiting": "waiting", "sleeping": "sleeping", "working": "working",
                     "blocking": "blocking", "cancel": "cancelRequested", "returned": "returned",
                     "ended": "endedOtherwise", "continuation": "continuation", "request": "request",
                     "on-screen": "onScreen", "action": "userAction", "ready": "readyWaiting"]
        if let mark = marks[kind] { drawn.insert(mark) }
      }
      if name == "line", path.dropLast().last?.attributes["class"] == "change", let x = attributes["x1"] {
        changes[changes.count - 1].changes[changes[changes.count - 1].changes.count - 1].x = x
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
      let element = path.removeLast()
      let parent = path.last
      if parent?.attributes["class"] == "change" {
        let last = changes.count - 1, index = changes[last].changes.count - 1
        if name == "title" { changes[last].changes[index].title = text }
        if name == "text" { changes[last].changes[index].label = text }
      }
      if name == "text", path.contains(where: { $0.attributes["class"] == "key" }) { legendTexts.append(text) }
      if name == "text", element.attributes["class"] == "tick" { ticks.append(text) }
      if name == "text", element.attributes["class"] == "caption" { captions.append(text) }
      text = ""
    }
  }

  static func read(_ svg: String) throws -> Reading {
    let parser = XMLParser(data: Data(svg.utf8))
    let reading = Reading()
    parser.delegate = reading
    try #require(parser.parse(), "not well-formed: \(parser.parserError.map { "\($0)" } ?? "")")
    return reading
  }

  static func trace(_ arguments: [String], language: Language) throws -> Trace {
    let result = try Binary.run(["run"] + arguments + ["--json", "--lang", language.rawValue])
    return try Trace(jsonLines: result.outputText)
  }

  /// Pitfall runs that crowd the state lanes or use every kind of mark.
  static let runs: [[String]] = [
    ["task-id", "cancellation=ignored"], ["pagination", "guard=off"], ["main-actor"], ["timeout", "operation=cpu"],
    ["three-state", "model=booleans", "outcome=failure"], ["cancel-vs-fail", "handling=together"], ["continuations"],
  ]

  @Test("every state change is labelled: the whole value, or its ends around … with the whole value in its tooltip",
        arguments: runs, Language.allCases)
  func everyChangeLabelled(run: [String], language: Language) throws {
    let trace = try Self.trace(run, language: language)
    let reading = try Self.read(SVGTimelineRenderer(title: run.joined(separator: " "), language: language)
      .render(trace))
    let states = trace.body.filter { $0.kind == .state }
    #expect(reading.changes.flatMap(\.changes).count == states.count)
    for (state, changes) in reading.changes {
      let events = states.filter { $0.name == state }
      #expect(changes.map(\.value) == events.map { $0.to ?? "" }, "\(state)")
      for (change, event) in zip(changes, events) {
        #expect(!change.label.isEmpty, "\(state) at \(event.nanos) has no label")
        let full = change.value.replacingOccurrences(of: "\n", with: "⏎")
        // Elided in the middle: the label keeps both ends of the value.
        let parts = change.label.split(separator: "…", maxSplits: 1, omittingEmptySubsequences: false)
        #expect(change.label == full || (parts.count == 2 && full.hasPrefix(parts[0]) && full.hasSuffix(parts[1])
                  && parts[0].count + parts[1].count < full.count), "\(state): \(change.label) for \(full)")
        #expect(change.title.hasSuffix("→ " + full), "\(state): tooltip \(change.title)")
      }
    }
  }

  @Test("the stale results of cancellation=ignored are labelled in full: the lane does not end on a bare mark")
  func staleResultsLabelled() throws {
    let trace = try Self.trace(["task-id", "cancellation=ignored"], language: .zh)
    let reading = try Self.read(SVGTimelineRenderer(title: "task-id", language: .zh).render(trace))
    let results = try #require(reading.changes.first { $0.state == "SearchIgnoringCancellation.results" }?.changes)
    #expect(results.last?.label == "[\"safari-kit\", \"sketch-io\"]")
  }

  @Test("a task parked in a continuation is drawn so, until its resume, its tooltip naming where and how it ended")
  func continuationWaits() throws {
    let trace = try Self.trace(["continuations"], language: .en)
    let waits = trace.body.filter { $0.kind == .wait }
    try #require(!waits.isEmpty, "the continuations scenario parks a task in a continuation")
    let svg = SVGTimelineRenderer(title: "continuations", language: .en).render(trace)
    let reading = try Self.read(svg)
    #expect(reading.drawn.contains("continuation") && reading.legend.contains("continuation"))
    let rects = svg.split(separator: "\n").filter { $0.contains("class=\"continuation\"") }
    #expect(rects.count == waits.count)
    let label = try #require(waits.first?.label)
    #expect(rects.first?.contains("waiting in \(label) 0 ms–") == true, "\(rects.first ?? "")")
    let zh = SVGTimelineRenderer(title: "continuations", language: .zh)
      .render(try Self.trace(["continuations"], language: .zh))
    #expect(zh.contains(">等待续体</text>"), "the terminal's word")
  }

  @Test("the legend shows exactly the marks drawn, in the run's language", arguments: runs, Language.allCases)
  func legend(run: [String], language: Language) throws {
    let trace = try Self.trace(run, language: language)
    let reading = try Self.read(SVGTimelineRenderer(title: "t", language: language).render(trace))
    #expect(reading.legend == reading.drawn)
    let expected = SVGTimelineRenderer.Mark.allCases.filter { reading.drawn.contains("\($0)") }
      .map { $0.word.text(language) }
    #expect(reading.legendTexts == expected)
    // The words of the marks the terminal draws too are the terminal timeline's own.
    let terminal = TimelineRenderer(width: 200).render(trace.events, language: language)
    for mark in SVGTimelineRenderer.Mark.allCases where reading.drawn.contains("\(mark)")
      && ![.returned, .endedOtherwise, .stateChange].contains(mark) {
      #expect(terminal.contains(" " + mark.word.text(language)), "\(mark): \(terminal.suffix(200))")
    }
    #expect(reading.captions == [language.pick("ms（虚拟时间）", "ms (virtual time)")])
    #expect(reading.ticks.first == "0")
  }

  @Test("a lane is named by what started the task, the task's name below it; a task started plainly by its name")
  func laneTitles() throws {
    // The SDK's own task is started plainly (Task { }), so its lane is its name.
    let trace = try Self.trace(["task-id", "cancellation=ignored"], language: .en)
    let svg = SVGTimelineRenderer(title: "task-id", language: .en).render(trace)
    // Too long for the column, the label is shortened at its end (issue 35: it was cut in its middle, `in …ellation`).
    #expect(svg.contains("fill=\"#111111\">.task(id: &quot;s&quot;) in…</text>"), "\(svg.prefix(1500))")
    #expect(svg.contains("fill=\"#111111\">task#1</text>"))
    #expect(svg.contains("fill=\"#111111\">main</text>"))
  }

  @Test("the time axis runs to the right edge unless a last value needs the room, then elides it past 30 %")
  func axisFillsTheWidth() throws {
    // async-image has no state lane: nothing needs room at the right.
    let short = SVGTimelineRenderer(title: "async-image", language: .en)
      .render(try Self.trace(["async-image"], language: .en))
    let axis = try #require(short.split(separator: "\n").first { $0.contains("stroke-width=\"2\"/>") && $0.contains("y1=") }
      .flatMap { line in line.split(separator: " ").first { $0.hasPrefix("x2=") } })
    let right = Double(axis.dropFirst(4).dropLast()) ?? 0
    #expect(right >= 1280 - 24 - 16 - 1, "the axis ends at \(right)")
  }

  @Test("a slide's title is the scenario and what was changed, the same from the REPL and the command line")
  func titles() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    var session = REPLSessionTests.session(.en)
    _ = session.execute("open task-id")
    _ = session.execute("set latency=0.2s cancellation=ignored debounce=250ms")
    #expect(session.execute("export svg \(directory.path)/repl.svg").failure == nil)
    let cli = try Binary.run(["run", "task-id", "cancellation=ignored", "latency=200ms", "debounce=0.25s",
                              "--export", "svg=\(directory.path)/cli.svg", "--lang", "en"])
    #expect(cli.termination == .exited(0))
    let title = "<title>task-id: debounce=250ms, cancellation=ignored</title>"
    #expect(directory.contents(of: "repl.svg")?.contains(title) == true)
    #expect(directory.contents(of: "cli.svg")?.contains(title) == true)
    #expect(SlideTitle.text("task-id", changed: [], language: .zh) == "task-id，默认参数")
    #expect(SlideTitle.text("task-id", changed: ["a=1", "b=2"], language: .zh) == "task-id：a=1、b=2")
  }

  @Test("a Chinese slide on a machine without a CJK font warns on stderr, naming fonts-noto-cjk; English does not")
  func fontWarning() throws {
    try #require(access("/usr/bin/fc-list", X_OK) == 0, "fc-list must be installed (fontconfig)")
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    // A fontconfig without fonts: what a fresh container has.
    directory.write("<?xml version=\"1.0\"?>\n<fontconfig></fontconfig>\n", to: "fonts.conf")
    for language in ["zh", "en"] {
      let result = try ChildProcess(executable: "/usr/bin/env", arguments: [
        "FONTCONFIG_FILE=\(directory.path)/fonts.conf", Binary.path, "run", "task-id",
        "--export", "svg=\(directory.path)/\(language).svg", "--lang", language,
      ], wallLimit: .seconds(60)).run()
      #expect(result.termination == .exited(0))
      #expect(result.errorText.contains("fonts-noto-cjk") == (language == "zh"), "\(language): \(result.errorText)")
      let svg = directory.contents(of: "\(language).svg") ?? ""
      #expect(svg.contains(language == "zh" ? "font-family=\"'Noto Sans CJK SC'" : "font-family=\"Helvetica"))
    }
  }

  @Test("a comparison draws both runs on one axis: the same time has the same x in both panels")
  func comparisonSharesTheAxis() throws {
    let short = try Self.trace(["task-id", "debounce=100ms"], language: .en)
    let long = try Self.trace(["task-id", "debounce=300ms"], language: .en)
    #expect(short.endNanos < long.endNanos)
    let svg = SVGTimelineRenderer(title: "task-id", language: .en).render(panels: [
      .init(heading: "debounce=100ms", trace: short), .init(heading: "debounce=300ms", trace: long),
    ])
    let reading = try Self.read(svg)
    #expect(svg.components(separatedBy: "class=\"panel-heading\"").count == 3)
    #expect(svg.components(separatedBy: "<g class=\"axis\">").count == 2, "one axis")
    // query changes at 0, 120 and 260 ms in both runs: the same x.
    let queries = reading.changes.filter { $0.state == "DebouncedSearch.query" }
    #expect(queries.count == 2)
    #expect(queries[0].changes.map(\.x) == queries[1].changes.map(\.x))
    #expect(Milliseconds.format(long.endNanos).hasPrefix(reading.ticks.last ?? "-") || reading.ticks.count > 3)
    // The end of the shorter run lies left of the longer one's.
    let results = reading.changes.filter { $0.state == "DebouncedSearch.results" }.map { Double($0.changes.last?.x ?? "") ?? 0 }
    #expect(results.count == 2 && results[0] < results[1])
  }

  @Test("every picture renders to a PNG of the slide's width (rsvg-convert)", arguments: Language.allCases)
  func rendersToPNG(language: Language) throws {
    try #require(access("/usr/bin/rsvg-convert", X_OK) == 0, "rsvg-convert must be installed (.ci/setup does it)")
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    for (index, run) in Self.runs.enumerated() {
      let trace = try Self.trace(run, language: language)
      directory.write(SVGTimelineRenderer(title: run.joined(separator: " "), language: language).render(trace),
                      to: "\(index).svg")
      let result = try ChildProcess(executable: "/usr/bin/rsvg-convert",
                                    arguments: ["-o", "\(directory.path)/\(index).png", "\(directory.path)/\(index).svg"],
                                    wallLimit: .seconds(60)).run()
      #expect(result.termination == .exited(0), "\(run): \(result.errorText)")
      let png = try #require(FileManager.default.contents(atPath: "\(directory.path)/\(index).png").map { [UInt8]($0) })
      // A PNG signature, then the IHDR chunk whose first field is the width (big-endian).
      #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "\(run)")
      let width = png.count > 24 ? png[16..<20].reduce(0) { $0 << 8 | Int($1) } : 0
      #expect(width == 1280, "\(run)")
    }
  }

  @Test("compare in the terminal draws both timelines on one scale; --svg writes the comparison, ~ expanded")
  func terminalComparison() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    var session = REPLSessionTests.session(.en)
    _ = session.execute("open task-id")
    let reply = session.execute("compare debounce=100ms,300ms --svg \(directory.path)/cmp.svg")
    #expect(reply.failure == nil)
    let lines = reply.text.split(separator: "\n").map(String.init)
    // Both axes are the same line, and so are both query lanes (the same changes at the same times).
    let axes = lines.filter { $0.hasSuffix(" ms") && $0.drop { $0 == " " }.hasPrefix("0 ") }
    #expect(axes.count == 2 && axes[0] == axes[1], "\(axes)")
    let queries = lines.filter { $0.contains("\"s\"···\"sw\"···\"swift\"") }
    #expect(queries.count == 2 && queries[0] == queries[1], "\(queries)")
    // The shorter run's last event sits left of the longer run's.
    let mains = lines.filter { $0.hasPrefix(".task(id: …ift\")") }
    #expect(mains.count == 2 && mains[0].count < mains[1].count, "\(mains)")
    #expect(reply.text.contains("wrote \(directory.path)/cmp.svg (svg, both runs on one time axis, "))
    let svg = try #require(directory.contents(of: "cmp.svg"))
    #expect(try Self.read(svg).changes.filter { $0.state == "DebouncedSearch.query" }.count == 2)
    #expect(session.execute("compare debounce=100ms,300ms \(directory.path)/x.svg").failure
      == "compare takes name=a,b [--svg FILE], e.g. compare cancellation=handled,ignored --svg cmp.svg")
  }
}
