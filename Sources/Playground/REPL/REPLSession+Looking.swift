import AsyncSimulation
import Scenarios
import TraceRendering

// The views of the run at the cursor: tasks, state, screen, trace, timeline; and explain (code: REPLSession+Code).
extension REPLSession {
  /// `tasks`: one row per task that has started by the cursor.
  mutating func tasks() -> REPLReply {
    var reply = REPLReply()
    guard let run = currentRun(&reply) else { return reply }
    reply.text += REPLTaskTable(run: run, cursor: cursor, language: language, palette: palette,
                                width: columns()).render()
    return reply
  }

  /// `state`: the latest value of each observed property at the cursor.
  mutating func state() -> REPLReply {
    var reply = REPLReply()
    guard let run = currentRun(&reply) else { return reply }
    reply.text += REPLModelView(run: run, cursor: cursor, language: language, palette: palette,
                                width: columns()).state()
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

  /// `explain`: what to look at in this run, derived from its trace.
  mutating func explain() -> REPLReply {
    guard let scenario else { return .failed(noScenario) }
    var reply = REPLReply()
    guard let run = currentRun(&reply) else { return reply }
    let settings = RunSettings(values: Dictionary(zip(scenario.parameters.map(\.name), values)) { first, _ in first })
    let explainer = REPLExplainer(scenario: scenario, run: run, settings: settings, language: language,
                                  palette: palette, width: min(columns(), 100))
    reply.text += explainer.explain()
    // The analyses every run gets, after the scenario's own; only what they found (the scenario's points already
    // say what its run shows).
    let review = TraceReviewText(events: run.trace.events, language: language, palette: palette,
                                 width: min(columns(), 100), heading: false, quietWhenClean: true)
    reply.text += review.render()
    return reply
  }
}
