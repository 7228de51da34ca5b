import AsyncSimulation

/// `explain` for http-status: how the reply arrived (and how often the idle timer restarted), which time limit
/// struck if one did, what status came back, whether a non-2xx reply went on to the decoder, and the message the
/// user read.
struct HTTPStatusExplanation: ScenarioExplanation {
  /// The trace.
  let facts: TraceFacts
  /// The parameter values.
  let settings: RunSettings
  /// The language.
  let language: Language

  /// The points, in order.
  func points() -> [String] {
    let lines = facts.lifelines
    let receives = lines.filter { $0.name.hasPrefix("receive ") }
    let timers = lines.filter { $0.name.hasPrefix("idle timer ") }
    guard let loader = receives.first?.parent ?? lines.first(where: { $0.label == ".task" })?.name else {
      return [language.pick("没有发出请求。", "No request was sent.")]
    }
    let idle = settings.value("timeout") ?? "?"
    let status = settings.value("status").flatMap { Int($0) }
    // The line printed once the whole reply is in (absent when a time limit struck first).
    let reply = facts.events(of: loader).first { $0.kind == .print && TraceFacts.integers(in: $0.text).first == status }
    var points: [String] = []
    // The idle timer: one per wait for data; it fired only if no data came in time.
    func wokeOnTime(_ line: TaskLifeline) -> Int64? {
      facts.events(of: line.name).first { $0.kind == .wake && $0.outcome == "timer" }?.nanos
    }
    let arrived = receives.compactMap(wokeOnTime)
    if let fired = timers.first(where: { wokeOnTime($0) != nil }), let at = wokeOnTime(fired) {
      let got = arrived.count
      points.append(language.pick(
        "\(facts.ms(at)) 空闲计时器（\(fired.name)）到点：已经 \(idle) 没有收到任何数据（此前收到 \(got) 段），"
          + "请求以 URLError(.timedOut) 结束。",
        "At \(facts.ms(at)) the idle timer (\(fired.name)) fired: no data for \(idle) (\(got) piece\(got == 1 ? "" : "s") "
          + "had arrived before), so the request ended with URLError(.timedOut)."))
    } else if arrived.count > 1, let start = receives.first?.start, let end = arrived.last {
      let times = arrived
      let gaps = zip(times.dropFirst(), times).map { $0 - $1 }
      let widest = gaps.max() ?? 0
      points.append(language.pick(
        "数据分 \(arrived.count) 段到达（\(times.map(facts.ms).joined(separator: "、"))），最长的间隔是 \(facts.ms(widest))，"
          + "没有超过 timeoutInterval=\(idle)：每收到一段，空闲计时器就重新开始，所以它从没到点。",
        "The data came in \(arrived.count) pieces (at \(times.map(facts.ms).joined(separator: ", "))); the widest gap "
          + "was \(facts.ms(widest)), within timeoutInterval=\(idle): each piece restarted the idle timer, so it never "
          + "fired."))
      if reply != nil {
        points.append(language.pick(
          "整个请求用了 \(facts.ms(end - start))，远远超过 \(idle)：timeoutInterval 限制的是沉默，不是总时长。",
          "The whole request took \(facts.ms(end - start)), far more than \(idle): timeoutInterval limits silence, "
            + "not the total time."))
      }
    }
    // A limit on the whole load: the withTimeout race in the store.
    if settings.value("limit") == "total", let load = lines.first(where: { $0.label == ".task" }) {
      // withTimeout's two children: the operation (the request's parent) and the timer.
      let deadline = settings.value("deadline") ?? "?"
      if let operation = facts.children(of: load.name).first(where: { $0.name == loader }), let at = operation.cancelledAt {
        points.append(language.pick(
          "\(facts.ms(at)) 总时限（deadline=\(deadline)）到了：整个加载被取消，不管数据是不是还在来。"
            + "这才是“整个请求最多多久”，对应 timeoutIntervalForResource。",
          "At \(facts.ms(at)) the limit on the whole load (deadline=\(deadline)) struck: the load was cancelled, data "
            + "coming or not. That is \"at most this long in all\", what timeoutIntervalForResource means."))
      } else {
        points.append(language.pick(
          "总时限（deadline=\(deadline)）没有用上：加载在时限之前结束了。",
          "The limit on the whole load (deadline=\(deadline)) was not needed: the load ended before it."))
      }
    }
    let bad = status.map { !(200..<300).contains($0) } ?? false
    if let status, let answered = reply?.nanos {
      points.append(language.pick(
        "\(facts.ms(answered)) 回应完整收到，状态码 \(status)" + (bad ? "——URLSession 不会因为它抛错。" : "。"),
        "At \(facts.ms(answered)) the whole reply was in, with status \(status)"
          + (bad ? ", which URLSession does not throw for." : ".")))
    }
    let decoder = facts.events.first { $0.kind == .print && ($0.text ?? "").contains("DecodingError") }
    let thrown = decoder?.text?.split(separator: " ").first { $0.hasPrefix("DecodingError") }.map(String.init)
    if let decoder, let status {
      points.append(language.pick(
        "状态码 \(status) 的正文被交给了 JSONDecoder，它在 \(facts.ms(decoder.nanos)) 抛出 \(thrown ?? "DecodingError")："
          + (bad ? "解码前没有检查状态码。" : "数据本身不对。"),
        "The body of the \(status) reply went on to JSONDecoder, which threw \(thrown ?? "DecodingError") at "
          + "\(facts.ms(decoder.nanos)): " + (bad ? "nothing checked the status before decoding." : "the data was wrong.")))
    } else if bad, let status, reply != nil {
      points.append(language.pick(
        "状态码 \(status) 在解码之前就被检查出来了：加载以这个状态码失败，没有去解码 HTML。",
        "The status \(status) was caught before decoding: the load failed with the status itself, and no HTML "
          + "reached the decoder."))
    }
    if let phase = facts.changes(of: "phase").last {
      if TraceFacts.kind(of: phase.to) == "failed" {
        let misleading = decoder != nil && bad
        points.append(language.pick(
          "\(facts.ms(phase.nanos)) 用户看到：\(phase.to ?? "")" + (misleading ? "——误导：服务器说的是 \(status ?? 0)。" : "。"),
          "At \(facts.ms(phase.nanos)) the user reads \(phase.to ?? "")"
            + (misleading ? " — misleading: the server said \(status ?? 0)." : ".")))
      } else {
        points.append(language.pick("\(facts.ms(phase.nanos)) phase 变成 \(phase.to ?? "")。",
                                    "At \(facts.ms(phase.nanos)) phase became \(phase.to ?? "")."))
      }
    }
    return points
  }
}
