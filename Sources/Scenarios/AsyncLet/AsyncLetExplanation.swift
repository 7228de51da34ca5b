import AsyncSimulation
import TextBase

/// `explain` for async-let: when each request was sent and answered, whether they went out together (`async let`)
/// or one after another (plain `await`s), the order the answers came in against the order the code asks, how long
/// the screen waited for its data, and, for mode=three, the two passes `HomeLoadTimes` timed.
struct AsyncLetExplanation: ScenarioExplanation {
  /// The trace.
  let facts: TraceFacts
  /// The parameter values.
  let settings: RunSettings
  /// The language.
  let language: Language

  /// One request: its path, when it was sent and when it ended.
  private struct Request {
    let path: String
    let task: String
    let sent: Int64
    let ended: Int64?
  }

  /// The points, in order.
  func points() -> [String] {
    let requests = self.requests()
    guard let first = requests.first else {
      return [language.pick("没有发出任何请求。", "No request was sent.")]
    }
    var points: [String] = []
    let passes = self.passes(requests)
    for (index, pass) in passes.enumerated() {
      let prefix = passes.count > 1 ? language.pick("第 \(index + 1) 遍：", "Pass \(index + 1): ") : ""
      points.append(prefix + describe(pass))
    }
    if passes.count == 1, let done = loaded(after: first.sent) {
      let sum = requests.reduce(Int64(0)) { $0 + (($1.ended ?? $1.sent) - $1.sent) }
      let slowest = requests.map { ($0.ended ?? $0.sent) - $0.sent }.max() ?? 0
      let waited = done - first.sent
      points.append(waited < sum
        ? language.pick("页面在 \(facts.ms(done)) 显示了数据：等了 \(facts.ms(waited))，是最慢那个请求的时间（\(facts.ms(slowest))），而不是总和（\(facts.ms(sum))）。",
                        "The screen showed its data at \(facts.ms(done)): it waited \(facts.ms(waited)), the "
                          + "slowest request's time (\(facts.ms(slowest))), not the sum (\(facts.ms(sum))).")
        : language.pick("页面在 \(facts.ms(done)) 显示了数据：等了 \(facts.ms(waited))，是各个请求耗时的总和。用 async let 让它们同时出发，就只需等最慢的那个（\(facts.ms(slowest))）。",
                        "The screen showed its data at \(facts.ms(done)): it waited \(facts.ms(waited)), the sum "
                          + "of the requests' times. Started together with async let, it would wait only for the "
                          + "slowest (\(facts.ms(slowest)))."))
    }
    for (name, label) in [("oneByOne", language.pick("逐个等待", "One by one")),
                          ("together", language.pick("一起等待", "Together"))] {
      guard let change = facts.events.last(where: { $0.kind == .state && $0.name?.hasSuffix("." + name) == true })
      else { continue }
      points.append(language.pick("\(label)：ContinuousClock 在 \(facts.ms(change.nanos)) 量出 \(change.to ?? "")（模拟中它读的是虚拟时间）。",
                                  "\(label): ContinuousClock measured \(change.to ?? "") at "
                                    + "\(facts.ms(change.nanos)) (in the simulation it reads virtual time)."))
    }
    return points
  }

  /// Every request, in the order it was sent, with the end of the same request.
  private func requests() -> [Request] {
    var open: [(label: String, index: Int)] = []
    var requests: [Request] = []
    for event in facts.events where event.kind == .request {
      guard let label = event.label else { continue }
      let path = label.split(separator: "/").last.map(String.init) ?? label
      if event.outcome == nil {
        open.append((label, requests.count))
        requests.append(Request(path: "/" + path, task: event.task ?? "?", sent: event.nanos, ended: nil))
      } else if let i = open.firstIndex(where: { $0.label == label }) {
        let r = requests[open[i].index]
        requests[open[i].index] = Request(path: r.path, task: r.task, sent: r.sent, ended: event.nanos)
        open.remove(at: i)
      }
    }
    return requests
  }

  /// The requests split into passes: a pass ends when all its requests have ended before the next one is sent
  /// and the screen's timing state changed (mode=three); otherwise one pass.
  private func passes(_ requests: [Request]) -> [[Request]] {
    let marks = facts.events.filter { $0.kind == .state && $0.name?.hasSuffix(".oneByOne") == true }.map(\.nanos)
    guard let mark = marks.first else { return [requests] }
    let before = requests.filter { $0.sent < mark }
    let after = requests.filter { $0.sent >= mark }
    return after.isEmpty ? [before] : [before, after]
  }

  private func describe(_ pass: [Request]) -> String {
    let sentTogether = Set(pass.map(\.sent)).count == 1
    let lines = pass.map { request in
      let ended = request.ended.map { facts.ms($0) } ?? "?"
      return language.pick("\(request.path) \(facts.ms(request.sent)) 发出、\(ended) 回来",
                           "\(request.path) sent at \(facts.ms(request.sent)), answered at \(ended)")
    }
    let listed = lines.joined(separator: language.pick("；", "; "))
    guard sentTogether, pass.count > 1 else {
      return language.pick("逐个 await：每个请求要等前一个回来才发出——\(listed)。",
                           "Awaited one by one: each request is sent only when the one before it has answered: "
                             + "\(listed).")
    }
    let owner = facts.lifelines.first { $0.name == pass[0].task }?.parent ?? pass[0].task
    var text = language.pick("async let 让 \(pass.count) 个请求同时出发（由 \(owner) 的子任务发出）：\(listed)。",
                             "async let sent \(pass.count) requests together (from child tasks of \(owner)): "
                               + "\(listed).")
    let order = pass.enumerated().sorted { ($0.element.ended ?? 0, $0.offset) < ($1.element.ended ?? 0, $1.offset) }
    if let firstBack = order.first, firstBack.offset > 0 {
      text += language.pick(" 写在后面的 \(firstBack.element.path) 先回来：它们确实在同时运行。",
                            " \(firstBack.element.path), asked for later in the code, came back first: they "
                              + "really ran at the same time.")
    }
    return text
  }

  /// When the screen's data arrived: the last state change after `start`.
  private func loaded(after start: Int64) -> Int64? {
    facts.events.last { $0.kind == .state && $0.nanos >= start }?.nanos
  }
}
