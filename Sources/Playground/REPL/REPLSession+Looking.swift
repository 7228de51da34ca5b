import AsyncSimulation
import Scenarios

// The views of the run at the cursor: tasks, state, screen, trace, timeline; and of the scenario: code, explain.
extension REPLSession {
  /// `tasks`: one row per task that has started by the cursor.
  mutating func tasks() -> REPLReply {
    var reply = REPLReply()
    guard let run = currentRun(&reply) else { return reply }
    reply.text += REPLTaskTable(run: run, cursor: cursor, language: language, palette: palette).render()
    return reply
  }

  /// `state`: the latest value of each observed property at the cursor.
  mutating func state() -> REPLReply {
    var reply = REPLReply()
    guard let run = currentRun(&reply) else { return reply }
    reply.text += REPLModelView(run: run, cursor: cursor, language: language, palette: palette).state()
    return reply
  }

  /// `screen`: the latest screen at the cursor.
  mutating func screen() -> REPLReply {
    var reply = REPLReply()
    guard let run = currentRun(&reply) else { return reply }
    let view = REPLModelView(run: run, cursor: cursor, language: language, palette: palette, unicode: unicode)
    reply.text += view.screen()
    return reply
  }

  /// `trace`: every event up to the cursor, as `run` prints them.
  mutating func trace() -> REPLReply {
    var reply = REPLReply()
    guard let run = currentRun(&reply) else { return reply }
    reply.text += run.lines(0..<cursor.position, renderer: renderer)
    let at = Milliseconds.format(cursor.time)
    reply.line(palette.paint(language.pick(
      "（游标：\(at) ms，\(cursor.position)/\(run.events.count) 个事件）",
      "(cursor at \(at) ms: \(cursor.position) of \(run.events.count) events)"), .dim))
    return reply
  }

  /// `timeline [--ascii]`: the whole run as lanes, fitted to the terminal, the cursor marked.
  mutating func timeline(ascii: Bool) -> REPLReply {
    var reply = REPLReply()
    guard let run = currentRun(&reply) else { return reply }
    let renderer = TimelineRenderer(width: columns(), glyphs: ascii || !unicode ? .ascii : .unicode,
                                    cursor: cursor.time, palette: palette)
    reply.text += renderer.render(run.trace.events, language: language) + "\n"
    return reply
  }

  /// `code`: the open scenario's Swift source, with line numbers.
  func code() -> REPLReply {
    guard let scenario else { return .failed(noScenario) }
    guard let file = ScenarioSource.file(forScenario: scenario.name), let text = ScenarioSource.text(ofFile: file)
    else {
      return .failed(language.pick("这个 asyncplay 里没有 \(scenario.name) 的源代码",
                                   "the source of \(scenario.name) is not built into this asyncplay"))
    }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    let width = String(lines.count).count
    var reply = REPLReply()
    reply.line(palette.paint("// Sources/Scenarios/\(file)", .dim))
    for (index, line) in lines.enumerated() {
      let number = String(index + 1)
      let gutter = palette.paint(String(repeating: " ", count: width - number.count) + number, .dim)
      reply.line(line.isEmpty ? gutter : gutter + "  " + line)
    }
    return reply
  }

  /// `explain`: what to look at in this run, derived from its trace.
  mutating func explain() -> REPLReply {
    var reply = REPLReply()
    guard let scenario, let run = currentRun(&reply) else { return reply }
    let settings = REPLSettings(parameters: scenario.parameters, values: values)
    let explainer = REPLExplainer(run: run, settings: settings, language: language, palette: palette,
                                  width: min(columns(), 100))
    reply.text += explainer.explain()
    return reply
  }
}

/// The open scenario's values by parameter name, for code that needs one of them.
struct REPLSettings: Sendable {
  /// The parameters, in order.
  let parameters: [ScenarioParameter]
  /// Their canonical values, in the same order.
  let values: [String]

  /// The value of the parameter called `name` (nil if there is none).
  func value(_ name: String) -> String? {
    parameters.firstIndex { $0.name == name }.map { values[$0] }
  }

  /// A duration parameter's value in nanoseconds.
  func nanos(_ name: String) -> Int64? {
    value(name).flatMap(DurationSyntax.parse).map(\.nanosecondsClamped)
  }
}
