import AsyncSimulation
import TextBase
import TraceRendering
import TerminalIO
import CommandLineGrammar

// Exporting the current run, and comparing two runs that differ in one parameter.
extension REPLSession {
  /// The current parameters as `name=value` words.
  var assignments: [String] {
    guard let scenario else { return [] }
    return zip(scenario.parameters, values).map { "\($0.name)=\($1)" }
  }

  /// `export <format> <file>`: writes the current run (simulating it if needed).
  mutating func export(_ formatName: String, to path: String) -> REPLReply {
    let format: ExportFormat
    switch ExportFormat.named(formatName) {
    case .success(let found): format = found
    case .failure(let error): return .failed(error.message(language))
    }
    var reply = REPLReply()
    guard let run = currentRun(&reply), let name = exercises.studentRun?.program.name ?? scenario?.name else {
      return reply
    }
    // The current run's own inputs are never outputs (issue 32): its file(s) and routes file, by file identity.
    if let student = exercises.studentRun {
      let files = student.preview?.files ?? [student.program.file]
      do throws(UsageError) {
        try CommandLineParser.refuseExportsOverInputs([RunRequest.Export(format: format, path: path)], files: files,
                                                      routes: student.preview?.settings.routes)
      } catch {
        return .failed(language.pick(error.chinese, error.message))
      }
    }
    let parameters = exercises.studentRun == nil ? assignments : []
    let changed = exercises.studentRun != nil ? nil
      : SlideTitle.changed(zip(scenario?.parameters ?? [], values).map { ($0.name, $1) }, of: scenario)
    let title = exercises.studentRun?.preview.map { SlideTitle.preview(name, root: $0.root, language: language) }
    let text = format.render(run.trace, scenario: title ?? name, parameters: parameters, changed: changed,
                             language: language)
    if let problem = writeExport(text, to: path, into: &reply) { return .failed(problem) }
    if format == .svg, let warning = SlideFonts.warning(language) { Output.standardError.line(warning) }
    reply.line(ControlCharacters.escaped(language.pick("已写入 \(path)（\(format.rawValue)，\(text.utf8.count) 字节）",
                                                       "wrote \(path) (\(format.rawValue), \(text.utf8.count) bytes)")))
    return reply
  }

  /// `compare name=a,b [--svg FILE]`: runs the open scenario with each value, prints both timelines one above the
  /// other on one time scale, then the events that differ (`-` only with a, `+` only with b; times included).
  /// `--svg FILE` also writes both timelines, on one time axis, as an SVG for a slide.
  mutating func compare(_ word: String, svg svgPath: String? = nil) -> REPLReply {
    guard let scenario else { return .failed(noScenario) }
    if word.hasPrefix("schedule=") { return compareSchedules(String(word.dropFirst("schedule=".count)), svg: svgPath) }
    guard let eq = word.firstIndex(of: "="), eq != word.startIndex else {
      return .failed(language.pick("compare 的写法是 名字=a,b，例如 compare cancellation=handled,ignored",
                                   "compare takes name=a,b, e.g. compare cancellation=handled,ignored"))
    }
    let name = String(word[..<eq])
    let choices = word[word.index(after: eq)...].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    guard let index = scenario.parameters.firstIndex(where: { $0.name == name }) else {
      return .failed(noParameter(name, in: scenario))
    }
    guard choices.count == 2, !choices[0].isEmpty, !choices[1].isEmpty else {
      return .failed(language.pick("compare 需要两个用逗号隔开的值，例如 compare \(name)=a,b",
                                   "compare takes two values separated by a comma, e.g. compare \(name)=a,b"))
    }
    var canonical: [String] = []
    for choice in choices {
      switch scenario.parameters[index].normalize(choice, language: language) {
      case .success(let value): canonical.append(value)
      case .failure(let error): return .failed(badValue(error))
      }
    }
    let requests = canonical.map { value in
      var request = self.request()!
      request.assignments[index] = Assignment(name: name, value: value)
      return request
    }
    var reply = REPLReply()
    guard let traces = runAll(requests, into: &reply) else { return reply }
    return finishComparison(traces, labels: canonical.map { "\(name)=\($0)" }, svg: svgPath, reply: reply)
  }

  /// The traces of `requests`, run one after the other; nil, with the reply's failure or note set, when one fails or
  /// is interrupted.
  func runAll(_ requests: [RunRequest], into reply: inout REPLReply) -> [Trace]? {
    var traces: [Trace] = []
    for request in requests {
      let (outcome, errors) = runner.run(request)
      reply.text += errors
      switch outcome {
      case .trace(let trace): traces.append(trace)
      case .failed(let message), .refused(_, let message):
        reply.failure = message
        return nil
      case .interrupted:
        reply.line(language.pick("（已中断）", "(interrupted)"))
        return nil
      }
    }
    return traces
  }

  /// Both timelines and the events that differ, and with `svgPath` the SVG of both runs on one axis.
  func finishComparison(_ traces: [Trace], labels: [String], svg svgPath: String?, reply: REPLReply) -> REPLReply {
    var reply = reply
    reply.text += comparison(traces, labels: labels)
    if let path = svgPath, let scenario {
      let panels = zip(labels, traces).map { SVGTimelineRenderer.Panel(heading: $0, trace: $1) }
      let title = "\(scenario.name): \(labels[0]) / \(labels[1])"
      let svg = SVGTimelineRenderer(title: title, language: language).render(panels: panels)
      if let problem = writeExport(svg, to: path, into: &reply) {
        reply.failure = problem
        return reply
      }
      if let warning = SlideFonts.warning(language) { Output.standardError.line(warning) }
      reply.line(ControlCharacters.escaped(language.pick("已写入 \(path)（svg，两次运行共用一条时间轴，\(svg.utf8.count) 字节）",
                                                         "wrote \(path) (svg, both runs on one time axis, \(svg.utf8.count) bytes)")))
    }
    return reply
  }
}

extension REPLSession {
  /// What `compare` takes, when `--svg` and its file do not go together.
  var compareUsage: String {
    language.pick("compare 的写法是 compare 名字=a,b [--svg 文件]，例如 compare cancellation=handled,ignored --svg cmp.svg",
                  "compare takes name=a,b [--svg FILE], e.g. compare cancellation=handled,ignored --svg cmp.svg")
  }

  /// Writes an export to `path`, or, when `path` names the session's own standard output (`/dev/stdout`), into
  /// `reply`, so that it stands where the command's output does (after a note); returns why it was not written.
  private func writeExport(_ text: String, to path: String, into reply: inout REPLReply) -> String? {
    guard AtomicFile.openDescriptor(named: path) == 1 else {
      return ExportFormat.write(text, to: path, language: language)
    }
    reply.text += text.hasSuffix("\n") || text.isEmpty ? text : text + "\n"
    return nil
  }
}
