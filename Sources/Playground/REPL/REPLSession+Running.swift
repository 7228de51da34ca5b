import AsyncSimulation
import TextBase
import TraceRendering
import CommandLineGrammar

// Running the open scenario and moving the cursor through the run: run, run --real, step, back, advance, until,
// end, restart.
extension REPLSession {
  /// The request that runs the open scenario with the current values and language.
  func request(real: Bool = false) -> RunRequest? {
    if let student = exercises.studentRun {
      var request = student.program.runRequest(library: student.library, language: language)
      if let preview = student.preview { request.preview = preview.settings }
      request.real = real
      request.schedule = real ? nil : schedule
      request.cores = real ? nil : cores
      return request
    }
    guard let scenario else { return nil }
    var request = RunRequest(scenario: scenario.name)
    request.assignments = zip(scenario.parameters, values).map { Assignment(name: $0.name, value: $1) }
    request.language = language
    request.real = real
    request.schedule = real ? nil : schedule
    request.cores = real ? nil : cores
    return request
  }

  /// The run for the current scenario, values and language: the stored one, or a new simulation (the cursor then
  /// starts at 0 ms and a note says so). Nil, with the reply's failure set, when there is none.
  mutating func currentRun(_ reply: inout REPLReply, announce: Bool = true) -> REPLLoadedRun? {
    guard let key = runKey, let request = request() else {
      reply.failure = noScenario
      return nil
    }
    if let loaded, loaded.key == key { return loaded }
    let (outcome, errors) = runner.run(request)
    reply.text += errors
    switch outcome {
    case .interrupted:
      reply.line(interruptedNote)
      return nil
    case .failed(let message):
      reply.failure = message
      return nil
    case .refused(let simulated, let line):
      // The run up to the refused action is current, the cursor at its end; what the screen offered is the error.
      let trace = exercises.studentRun.map { simulated.compiled(with: $0.program.project.name) } ?? simulated
      let run = REPLLoadedRun(key: key, trace: trace, width: columns())
      var cursor = REPLCursor.start
      _ = cursor.finish(in: run.events)
      keep(run, cursor: cursor)
      reply.failure = line
      return run
    case .trace(let simulated):
      // A run of compiled files names the project settings they were compiled with.
      let trace = exercises.studentRun.map { simulated.compiled(with: $0.program.project.name) } ?? simulated
      let run = REPLLoadedRun(key: key, trace: trace, width: columns())
      // Only the words change with the language: the same events happen at the same times, so the cursor stays.
      let translated = loaded.map {
        $0.key.scenario == key.scenario && $0.key.values == key.values && $0.key.schedule == key.schedule
          && $0.key.cores == key.cores
      } ?? false
      keep(run, cursor: translated && cursor.position <= run.events.count ? cursor : .start)
      if announce {
        let summary = TextRenderer(language: language).summary(trace)
        let at = Milliseconds.format(cursor.time)
        reply.text += fitted(language.pick(
          "（已模拟 \(key.scenario)：\(run.events.count) 个事件，\(summary)；游标在 \(at) ms）",
          "(simulated \(key.scenario): \(run.events.count) events, \(summary); cursor at \(at) ms)"), .dim, indent: 1)
      }
      return run
    }
  }

  /// The renderer for event lines.
  var renderer: TextRenderer { TextRenderer(language: language, palette: palette, width: columns()) }

  /// `run`: the whole run as `asyncplay run` prints it; the cursor ends at the end.
  mutating func run() -> REPLReply {
    var reply = REPLReply()
    guard let run = currentRun(&reply, announce: false) else { return reply }
    var cursor = REPLCursor.start
    _ = cursor.finish(in: run.events)
    moveCursor(cursor)
    reply.text += renderer.render(run.trace)
    if run.trace.outcome != .finished {
      reply.failure = language.pick("这次运行以\(Self.outcomeWord(run.trace.outcome))结束（见上面的报告）",
                                    "the run ended with \(run.trace.outcome.rawValue) (see the report above)")
    }
    return reply
  }

  /// How a run ended, in Chinese (the English is the outcome's own name).
  static func outcomeWord(_ outcome: Trace.Outcome) -> String {
    switch outcome {
    case .finished: "运行完"
    case .deadlock: "死锁"
    case .budget: "超出预算"
    case .escaped: "工作逃出模拟器"
    case .crashed: "崩溃"
    }
  }

  /// `run --real`: the scenario on the real executors and clock, shown for comparison; the simulated run and the
  /// cursor stay as they are.
  func runReal() -> REPLReply {
    guard let request = request(real: true) else { return .failed(noScenario) }
    var reply = REPLReply()
    let (outcome, errors) = runner.run(request)
    reply.text += errors
    switch outcome {
    case .interrupted:
      reply.line(interruptedNote)
    case .failed(let message):
      reply.failure = message
    case .refused(let trace, let line):
      reply.text += renderer.render(trace)
      reply.failure = line
    case .trace(let trace):
      reply.text += renderer.render(trace)
      reply.line(palette.paint(language.pick(
        "（真实执行器与时钟：每次运行时间都不同；step 等仍然基于模拟运行）",
        "(real executors and clock: the times vary from run to run; stepping still uses the simulated run)"), .dim))
      if trace.outcome != .finished {
        reply.failure = language.pick("真实运行以\(Self.outcomeWord(trace.outcome))结束（见上面的报告）",
                                      "the real run ended with \(trace.outcome.rawValue) (see the report above)")
      }
    }
    return reply
  }

  /// `step [n]`: the next n events.
  mutating func step(_ word: String?) -> REPLReply {
    let count: Int
    switch eventCount(word, for: "step") {
    case .success(let n): count = n
    case .failure(let error): return .failed(error.message)
    }
    var reply = REPLReply()
    guard let run = currentRun(&reply) else { return reply }
    var cursor = self.cursor
    let passed = cursor.step(count, in: run.events)
    moveCursor(cursor)
    reply.text += run.lines(passed, renderer: renderer)
    if passed.count < count { reply.line(endNote(run)) }
    return reply
  }

  /// `back [n]`: back over n events; says where the cursor now is and what comes next.
  mutating func back(_ word: String?) -> REPLReply {
    let count: Int
    switch eventCount(word, for: "back") {
    case .success(let n): count = n
    case .failure(let error): return .failed(error.message)
    }
    var reply = REPLReply()
    guard let run = currentRun(&reply) else { return reply }
    var cursor = self.cursor
    let moved = cursor.back(count, in: run.events)
    moveCursor(cursor)
    reply.line(positionNote(run, movedBack: moved))
    return reply
  }

  /// `advance <duration>`: forward by a duration, printing the events passed.
  mutating func advance(_ word: String) -> REPLReply {
    let duration: Duration
    switch DurationSyntax.read(word) {
    case .success(let read): duration = read
    case .failure(let problem): return .failed(badDuration(word, for: "advance", problem))
    }
    var reply = REPLReply()
    guard let run = currentRun(&reply) else { return reply }
    return move(to: cursor.time + duration.nanosecondsClamped, in: run, reply: reply)
  }

  /// `until <time>`: to a time since the start, printing the events passed (or moving back).
  mutating func until(_ word: String) -> REPLReply {
    let time: Duration
    switch DurationSyntax.read(word) {
    case .success(let read): time = read
    case .failure(let problem): return .failed(badDuration(word, for: "until", problem))
    }
    var reply = REPLReply()
    guard let run = currentRun(&reply) else { return reply }
    return move(to: time.nanosecondsClamped, in: run, reply: reply)
  }

  /// `end`: the rest of the run.
  mutating func end() -> REPLReply {
    var reply = REPLReply()
    guard let run = currentRun(&reply) else { return reply }
    var cursor = self.cursor
    let passed = cursor.finish(in: run.events)
    moveCursor(cursor)
    reply.text += run.lines(passed, renderer: renderer, folding: true)
    reply.line(endNote(run))
    return reply
  }

  /// `restart`: back to 0 ms.
  mutating func restart() -> REPLReply {
    var reply = REPLReply()
    guard let run = currentRun(&reply) else { return reply }
    moveCursor(.start)
    reply.line(positionNote(run, movedBack: nil))
    return reply
  }

  private mutating func move(to target: Int64, in run: REPLLoadedRun, reply: REPLReply) -> REPLReply {
    var reply = reply
    var cursor = self.cursor
    let before = cursor
    let passed = cursor.move(to: target, in: run.events)
    moveCursor(cursor)
    reply.text += run.lines(passed, renderer: renderer, folding: true)
    if cursor.time < before.time {
      reply.line(positionNote(run, movedBack: before.position - cursor.position))
    } else if target > run.endNanos {
      reply.line(endNote(run))
    } else {
      reply.line(palette.paint(language.pick("（游标：\(Milliseconds.format(cursor.time)) ms）",
                                             "(cursor at \(Milliseconds.format(cursor.time)) ms)"), .dim))
    }
    return reply
  }

  // MARK: notes and argument checks

  /// The note printed when a run was interrupted.
  var interruptedNote: String {
    palette.paint(language.pick("已中断：场景进程已停止", "interrupted: the scenario's process was stopped"), .yellow)
  }

  /// Says that the cursor is at the end of `run`.
  func endNote(_ run: REPLLoadedRun) -> String {
    palette.paint(language.pick(
      "（运行在 \(Milliseconds.format(run.endNanos)) ms 结束，共 \(run.events.count) 个事件；restart 回到开头）",
      "(the run ends at \(Milliseconds.format(run.endNanos)) ms after \(run.events.count) events; restart goes back "
        + "to the start)"), .dim)
  }

  /// Says where the cursor is and which event comes next.
  func positionNote(_ run: REPLLoadedRun, movedBack: Int?) -> String {
    let at = Milliseconds.format(cursor.time)
    var text = language.pick("游标：\(at) ms，已过 \(cursor.position)/\(run.events.count) 个事件",
                             "cursor at \(at) ms, \(cursor.position) of \(run.events.count) events passed")
    if let movedBack {
      text += language.pick("（退回 \(movedBack) 个）", " (\(movedBack) back)")
    }
    var out = palette.paint(text, .dim)
    if cursor.position < run.events.count {
      let next = run.lines(cursor.position..<cursor.position + 1, renderer: renderer)
      out += "\n" + palette.paint(language.pick("下一个：", "next:"), .dim) + "\n" + String(next.dropLast())
    }
    return out
  }

  /// Reads an optional event count: a whole number from 1 to 100 000 (default 1).
  func eventCount(_ word: String?, for command: String) -> Result<Int, CountError> {
    guard let word else { return .success(1) }
    guard let n = Int(word), (1...100_000).contains(n) else {
      let shown = REPLQuote.shorten(word)
      return .failure(CountError(message: language.pick(
        "\(command) 的个数 \"\(shown)\" 不对；应是 1 到 100000 的整数（用法：\(command) [n]）",
        "bad count \"\(shown)\" for \(command); expected a whole number from 1 to 100000 (usage: \(command) [n])")))
    }
    return .success(n)
  }

  /// The message for a duration that does not parse.
  func badDuration(_ word: String, for command: String, _ problem: DurationSyntax.Problem = .notADuration) -> String {
    let shown = REPLQuote.shorten(word)
    return language.pick("\(command) 的时长 \"\(shown)\" 不对；", "bad duration \"\(shown)\" for \(command); ")
      + problem.explanation(language)
  }
}

/// A count argument that is not accepted.
struct CountError: Error {
  /// What is wrong and what is accepted.
  let message: String
}
