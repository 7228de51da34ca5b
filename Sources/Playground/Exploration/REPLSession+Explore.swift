import Foundation
import AsyncSimulation
import Scenarios
import TextBase
import CommandLineGrammar

// Exploring the open scenario's schedules and replaying one: explore, run schedule=…, compare schedule=a,b.
extension REPLSession {
  /// `explore [max=N] [seed=N] [jitter=D] [--prints] [--all-orders]`: every order the runtime could run the open
  /// scenario in, grouped by outcome, with a witness schedule for each.
  mutating func explore(_ words: [String], flags: [String]) -> REPLReply {
    guard var request = request() else { return .failed(noScenario) }
    request.schedule = nil
    var given: Set<String> = []
    for word in words {
      guard let equals = word.firstIndex(of: "="), equals != word.startIndex else { return .failed(exploreUsage) }
      let name = String(word[..<equals]), value = String(word[word.index(after: equals)...])
      guard given.insert(name).inserted else {
        return .failed(language.pick("\(REPLQuote.shorten(name)) 给了两次；每个设置只给一次",
                                     "\(REPLQuote.shorten(name)) is given twice; give each setting once"))
      }
      let option: CommandOption
      switch name {
      case "max": option = .maxSchedules
      case "seed": option = .seed
      case "jitter": option = .jitter
      default:
        return .failed(language.pick("explore 没有设置 \"\(REPLQuote.shorten(name))\"；", "explore has no setting "
                                       + "\"\(REPLQuote.shorten(name))\"; ") + exploreUsage)
      }
      do {
        try option.apply(value, to: &request)
      } catch {
        return .failed(error.message.replacingOccurrences(of: option.rawValue, with: name))
      }
    }
    if flags.contains("--prints") { request.exploration.comparesPrints = true }
    if flags.contains("--all-orders") { request.exploration.reducesOrders = false }
    switch runner.explore(request) {
    case .interrupted:
      return REPLReply(text: interruptedNote + "\n")
    case .failed(_, let message, let errors):
      let line = message ?? errors.split(separator: "\n").last.map(String.init) ?? "the exploration failed"
      return .failed(line.hasPrefix("asyncplay: ") ? String(line.dropFirst("asyncplay: ".count)) : line)
    case .explored(let exploration, _):
      return REPLReply(text: ExplorationRenderer(language: language, palette: palette, width: columns())
        .render(exploration, replay: .playground))
    }
  }

  /// What `explore` takes.
  var exploreUsage: String {
    language.pick("用法：explore [max=N] [seed=N] [jitter=D] [--prints] [--all-orders]，例如 explore max=500 jitter=5ms",
                  "usage: explore [max=N] [seed=N] [jitter=D] [--prints] [--all-orders], e.g. explore max=500 "
                    + "jitter=5ms")
  }

  /// `run schedule=S`: the run with that schedule (a witness of `explore`), which stays the session's until another
  /// schedule, `schedule=fifo`, `set`, `reset` or `open`; `run` alone runs with the current schedule.
  mutating func run(_ word: String?) -> REPLReply {
    guard let word else { return run() }
    guard word.hasPrefix("schedule="), scenario != nil || exercises.studentRun != nil else {
      return .failed(scenario == nil ? noScenario : runUsage)
    }
    let text = String(word.dropFirst("schedule=".count))
    let parsed: Schedule
    do {
      parsed = try Schedule(text)
    } catch {
      return .failed(error.description)
    }
    let previous = schedule
    schedule = parsed.picks.isEmpty && parsed.jitter == .zero ? nil : parsed
    let reply = run()
    // A schedule that does not fit is not kept.
    if reply.failure != nil, loaded?.key.schedule != schedule { schedule = previous }
    return reply
  }

  /// `run --real` with a word: only a schedule could be meant, and a real run cannot follow one.
  func runReal(_ word: String?) -> REPLReply {
    guard word != nil else { return runReal() }
    return .failed(language.pick("run --real 在真实执行器上运行，它们的顺序无法选择：schedule= 只用于模拟运行",
                                 "run --real runs on the real executors, whose order cannot be chosen: schedule= "
                                   + "is for simulated runs"))
  }

  /// The note that the schedule no longer applies: the parameters it was found with changed.
  func scheduleDropped(_ schedule: Schedule) -> String {
    language.pick("（调度 \(schedule) 已不再使用：它属于原来的参数；运行回到先进先出）",
                  "(schedule \(schedule) dropped: it belongs to the old parameters; runs are first in, first out again)")
  }

  /// What `run` takes.
  var runUsage: String {
    language.pick("用法：run [schedule=S] [--real]，例如 run schedule=4:1（explore 给出调度）",
                  "usage: run [schedule=S] [--real], e.g. run schedule=4:1 (explore prints schedules)")
  }

  /// `compare schedule=a,b`: the open scenario run with two schedules, compared like two parameter values.
  mutating func compareSchedules(_ text: String, svg: String?) -> REPLReply {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
      return .failed(language.pick("compare schedule= 需要两个用逗号隔开的调度，例如 compare schedule=fifo,4:1",
                                   "compare schedule= takes two schedules separated by a comma, e.g. compare "
                                     + "schedule=fifo,4:1"))
    }
    var schedules: [Schedule] = []
    for part in parts {
      do {
        schedules.append(try Schedule(part))
      } catch {
        return .failed(error.description)
      }
    }
    guard let base = request() else { return .failed(noScenario) }
    let requests = schedules.map { schedule in
      var request = base
      request.schedule = schedule
      return request
    }
    var reply = REPLReply()
    guard let traces = runAll(requests, into: &reply) else { return reply }
    return finishComparison(traces, labels: schedules.map { "schedule=\($0)" }, svg: svg, reply: reply)
  }
}
