import AsyncSimulation
import TextBase

/// `explain` for http-status: how GET /posts ended (its `request` events: the status, or `URLError(.timedOut)` and
/// which limit struck), how a trickle kept the idle timer from firing, whether a non-2xx reply went on to the decoder,
/// and the phase the user was left with (`PostsStore.phase`).
struct HTTPStatusExplanation: ScenarioExplanation {
  /// The trace.
  let facts: TraceFacts
  /// The parameter values.
  let settings: RunSettings
  /// The language.
  let language: Language

  /// The points, in order.
  func points() -> [String] {
    let requests = facts.events.filter { $0.kind == .request }
    guard let sent = requests.first(where: { $0.outcome == nil }) else {
      return [language.pick("没有发出请求。", "No request was sent.")]
    }
    let ended = requests.first { $0.outcome != nil }
    let idle = settings.value("timeout") ?? "?"
    var points: [String] = []
    if let ended, let outcome = ended.outcome {
      points += ending(sent, ended, outcome, idle: idle)
    }
    let phase = facts.changes(of: "phase").last
    let status = ended?.outcome.flatMap { Int($0) }
    let bad = status.map { !(200..<300).contains($0) } ?? false
    let decoding = phase?.to?.contains("decoding") == true
    if let status, bad, let at = ended?.nanos {
      if decoding {
        points.append(language.pick(
          "状态码 \(status) 的正文被交给了 JSONDecoder，它没法把它读成文章，于是加载以 PostsError.decoding 失败："
            + "解码前没有检查状态码（PostsAPIWithoutStatusCheck 丢掉了 response）。",
          "The body of the \(status) reply went on to JSONDecoder, which could not read it as posts, so the "
            + "load failed with PostsError.decoding: nothing checked the status before decoding "
            + "(PostsAPIWithoutStatusCheck drops the response)."))
      } else {
        points.append(language.pick(
          "状态码 \(status) 在 \(facts.ms(at)) 解码之前就被检查出来了：PostsAPI 抛出 PostsError.badStatus(\(status))，"
            + "错误页没有交给解码器。",
          "The status \(status) was caught before decoding at \(facts.ms(at)): PostsAPI threw "
            + "PostsError.badStatus(\(status)), and the error page never reached the decoder."))
      }
    }
    if let phase {
      if TraceFacts.kind(of: phase.to) == "failed" {
        let misleading = decoding && bad
        points.append(language.pick(
          "\(facts.ms(phase.nanos)) 用户看到的是 \(phase.to ?? "")" + (misleading ? "——误导：服务器说的是 \(status ?? 0)。" : "。"),
          "At \(facts.ms(phase.nanos)) the user reads \(phase.to ?? "")"
            + (misleading ? " — misleading: the server said \(status ?? 0)." : ".")))
      } else {
        points.append(language.pick("\(facts.ms(phase.nanos)) phase 变成 \(phase.to ?? "")。",
                                    "At \(facts.ms(phase.nanos)) phase became \(phase.to ?? "")."))
      }
    }
    return points
  }

  /// How the request ended: the status (after a trickle, the arrivals and why the idle timer never fired), or
  /// `URLError(.timedOut)` and the limit that struck.
  private func ending(_ sent: TraceEvent, _ ended: TraceEvent, _ outcome: String, idle: String) -> [String] {
    let took = ended.nanos - sent.nanos
    if outcome.contains("timedOut") {
      let deadline = settings.value("deadline") ?? "?"
      if settings.value("limit") == "total", facts.ms(took) == spoken(deadline) {
        return [language.pick(
          "\(facts.ms(ended.nanos)) 请求以 URLError(.timedOut) 结束：会话的 timeoutIntervalForResource（deadline=\(deadline)）"
            + "到了，不管数据是不是还在来。这才是“整个请求最多多久”。",
          "At \(facts.ms(ended.nanos)) the request ended with URLError(.timedOut): the session's "
            + "timeoutIntervalForResource (deadline=\(deadline)) struck, data coming or not. That is \"at most this "
            + "long in all\".")]
      }
      return [language.pick(
        "\(facts.ms(ended.nanos)) 请求以 URLError(.timedOut) 结束：已经 \(idle) 没有收到任何数据，"
          + "空闲计时器（timeoutInterval=\(idle)）到点了。",
        "At \(facts.ms(ended.nanos)) the request ended with URLError(.timedOut): no data had arrived for \(idle), so "
          + "the idle timer (timeoutInterval=\(idle)) fired.")]
    }
    guard let status = Int(outcome) else {
      return [language.pick("\(facts.ms(ended.nanos)) 请求以 \(outcome) 结束。",
                            "At \(facts.ms(ended.nanos)) the request ended with \(outcome).")]
    }
    var points: [String] = []
    if settings.value("server") == "trickle" {
      let gap = Int64(HTTPStatusScenario.trickleGap.components.seconds) * 1_000_000_000
        + HTTPStatusScenario.trickleGap.components.attoseconds / 1_000_000_000
      let pieces = Int64(HTTPStatusScenario.tricklePieces)
      let headers = ended.nanos - gap * pieces
      let arrivals = (0...pieces).map { facts.ms(headers + gap * $0) }
      points.append(language.pick(
        "回应分 \(pieces + 1) 次到达（\(arrivals.joined(separator: "、"))：先是状态码，再是 \(pieces) 段正文），"
          + "每次间隔 \(facts.ms(gap))，没有超过 timeoutInterval=\(idle)：每收到一点数据，空闲计时器就重新开始，所以它从没到点。",
        "The reply came in \(pieces + 1) arrivals (at \(arrivals.joined(separator: ", ")): the status, then \(pieces) "
          + "pieces of the body), \(facts.ms(gap)) apart, within timeoutInterval=\(idle): each arrival restarted the "
          + "idle timer, so it never fired."))
      points.append(language.pick(
        "整个请求用了 \(facts.ms(took))，远远超过 \(idle)：timeoutInterval 限制的是沉默，不是总时长。",
        "The whole request took \(facts.ms(took)), far more than \(idle): timeoutInterval limits silence, not the "
          + "total time."))
    }
    let bad = !(200..<300).contains(status)
    points.append(language.pick(
      "\(facts.ms(ended.nanos)) 服务器回答了 \(status)" + (bad ? "：URLSession 不会因为它抛错，data(for:) 照样交回正文和 response。" : "。"),
      "At \(facts.ms(ended.nanos)) the server answered \(status)"
        + (bad ? ": URLSession does not throw for it; data(for:) hands back the body and the response." : ".")))
    if settings.value("limit") == "total" {
      let deadline = settings.value("deadline") ?? "?"
      points.append(language.pick(
        "总时限（timeoutIntervalForResource，deadline=\(deadline)）没有用上：请求在时限之前结束了。",
        "The limit on the whole request (timeoutIntervalForResource, deadline=\(deadline)) was not needed: the request "
          + "ended before it."))
    }
    return points
  }

  /// A parameter's duration as the trace's times read (`3s` → `3000 ms`).
  private func spoken(_ value: String) -> String {
    guard let duration = DurationSyntax.parse(value) else { return value }
    let (seconds, attoseconds) = duration.components
    return facts.ms(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
  }
}
