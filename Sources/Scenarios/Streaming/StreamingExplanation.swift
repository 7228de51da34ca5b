import AsyncSimulation

/// `explain` for streaming: how far the download got, when the user cancelled and what the loop and the screen did
/// then, whether the producer stopped or kept sending chunks nobody received, and how an error ended the stream.
struct StreamingExplanation: ScenarioExplanation {
  /// The trace.
  let facts: TraceFacts
  /// The parameter values.
  let settings: RunSettings
  /// The language.
  let language: Language

  /// The points, in order.
  func points() -> [String] {
    var points: [String] = []
    let lines = facts.lifelines
    let progress = facts.changes(of: "progress")
    let status = facts.changes(of: "status")
    let last = progress.last.map { "\($0.to ?? "0")%" } ?? "0%"
    let download = lines.first { $0.name == "download" }
    if let cancelled = download?.cancelledAt {
      let before = progress.last { $0.nanos <= cancelled }.map { "\($0.to ?? "0")%" } ?? "0%"
      points.append(language.pick(
        "用户在 \(facts.ms(cancelled)) 取消了 download 任务，那时进度是 \(before)；for try await 循环就在这一刻结束——没有抛错，"
          + "只是不再有下一块。",
        "The user cancelled the download task at \(facts.ms(cancelled)), at \(before); the for try await loop ended "
          + "right then — without an error: there was simply no next chunk."))
      if let final = status.last, final.nanos >= cancelled {
        points.append(TraceFacts.kind(of: final.to) == "done"
          ? language.pick(
            "循环后的代码没有检查取消：status 在 \(facts.ms(final.nanos)) 变成 done，屏幕上写着「下载完成」，其实只下载了 \(before)。",
            "The code after the loop did not check for cancellation: status became done at \(facts.ms(final.nanos)) "
              + "and the screen says the download is complete, with only \(before) received.")
          : language.pick("循环后检查了取消：status 在 \(facts.ms(final.nanos)) 变成 \(final.to ?? "?")。",
                          "The code after the loop checked for cancellation: status became \(final.to ?? "?") at "
                            + "\(facts.ms(final.nanos))."))
      }
    } else if let final = status.last, TraceFacts.kind(of: final.to) == "failed" {
      points.append(language.pick(
        "下载在 \(last) 时中断：服务器在 \(facts.ms(final.nanos)) 以错误结束了流，for try await 把错误抛了出来，"
          + "status 变成 \(final.to ?? "?")。",
        "The download broke off at \(last): at \(facts.ms(final.nanos)) the server finished the stream with an error, "
          + "for try await threw it, and status became \(final.to ?? "?")."))
    } else if let final = status.last {
      points.append(language.pick("下载到 \(last) 结束，status 在 \(facts.ms(final.nanos)) 变成 \(final.to ?? "?")。",
                                  "The download ended at \(last); status became \(final.to ?? "?") at "
                                    + "\(facts.ms(final.nanos))."))
    }
    if let producer = lines.first(where: { $0.name == "producer" }) {
      let failed = status.last.map { TraceFacts.kind(of: $0.to) == "failed" } ?? false
      points.append(describe(producer, cancelledDownload: download?.cancelledAt, failed: failed))
    }
    return points
  }

  /// What the producer did: stopped with the stream, or sent on into a stream nobody iterated any more.
  private func describe(_ producer: TaskLifeline, cancelledDownload: Int64?, failed: Bool) -> String {
    let sleeps = producer.spans.filter { $0.kind == .sleeping }
    // Each sleep that ran its course is followed by a chunk, except the last one of a dropped connection.
    let sent = sleeps.filter { ($0.ended ?? $0.due) >= $0.due }.count - (failed ? 1 : 0)
    let end = producer.end.map { facts.ms($0.at) } ?? facts.ms(producer.lastEvent)
    if let stopped = sleeps.first(where: { ($0.ended ?? $0.due) < $0.due }) {
      return language.pick(
        "onTermination 在 \(facts.ms(stopped.ended ?? stopped.from)) 取消了 producer：它发了 \(sent) 块就停下了。",
        "onTermination cancelled the producer at \(facts.ms(stopped.ended ?? stopped.from)): it stopped after "
          + "\(sent) chunks.")
    }
    if let cancelled = cancelledDownload {
      let late = sleeps.filter { $0.due > cancelled }.count
      return language.pick(
        "没有 onTermination，谁也没告诉 producer 停下：取消之后它又发了 \(late) 块，没人接收，到 \(end) 才结束。",
        "Without onTermination nobody told the producer to stop: after the cancel it sent \(late) more chunks that "
          + "nobody received, and it ended only at \(end).")
    }
    return language.pick("producer 发了 \(sent) 块，在 \(end) 结束。", "The producer sent \(sent) chunks and ended at \(end).")
  }
}
