import AsyncSimulation

/// `explain` for http-status: whether the reply or the time limit came first, what status came back, whether a
/// non-2xx reply went on to the decoder, and the message the user read.
struct HTTPStatusExplanation: ScenarioExplanation {
  /// The trace.
  let facts: TraceFacts
  /// The parameter values.
  let settings: RunSettings
  /// The language.
  let language: Language

  /// The points, in order.
  func points() -> [String] {
    guard let load = facts.children(of: "main").first else {
      return [language.pick("main 没有启动加载任务。", "main started no load.")]
    }
    let racers = facts.children(of: load.name)
    guard racers.count >= 2 else {
      return [language.pick("请求没有和时限赛跑。", "The request did not race a time limit.")]
    }
    let request = racers[0], timer = racers[1]
    var points: [String] = []
    let reply = facts.events(of: load.name).first { $0.kind == .print }
    let status = TraceFacts.integers(in: reply?.text).first
    let bad = status.map { !(200..<300).contains($0) } ?? false
    if let stopped = request.cancelledAt {
      points.append(language.pick(
        "服务器一直没有回应：\(facts.ms(stopped)) \(timer.name) 醒来，\(request.name) 被取消。没有时限的话，转圈会一直转下去。",
        "The server never answered: at \(facts.ms(stopped)) \(timer.name) woke and \(request.name) was cancelled. "
          + "Without the time limit the spinner would turn forever."))
    } else if let status, let answered = reply?.nanos {
      let cancelled = timer.cancelledAt.map {
        language.pick("；\(timer.name) 在 \(facts.ms($0)) 被取消", "; \(timer.name) was cancelled at \(facts.ms($0))")
      } ?? ""
      points.append(language.pick(
        "服务器在 \(facts.ms(answered)) 回应，状态码 \(status)" + (bad ? "——URLSession 不会因为它抛错" : "")
          + "\(cancelled)。",
        "The server answered at \(facts.ms(answered)) with status \(status)"
          + (bad ? ", which URLSession does not throw for" : "") + "\(cancelled)."))
    }
    let decoder = facts.events(of: load.name).first { $0.kind == .print && ($0.text ?? "").contains("DecodingError") }
    let thrown = decoder?.text?.split(separator: " ").first { $0.hasPrefix("DecodingError") }.map(String.init)
    if let decoder, let status {
      points.append(language.pick(
        "状态码 \(status) 的正文被交给了 JSONDecoder，它在 \(facts.ms(decoder.nanos)) 抛出 \(thrown ?? "DecodingError")："
          + (bad ? "解码前没有检查状态码。" : "数据本身不对。"),
        "The body of the \(status) reply went on to JSONDecoder, which threw \(thrown ?? "DecodingError") at "
          + "\(facts.ms(decoder.nanos)): " + (bad ? "nothing checked the status before decoding." : "the data was wrong.")))
    } else if bad, let status {
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
