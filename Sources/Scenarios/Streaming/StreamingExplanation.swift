import AsyncSimulation
import TextBase

/// `explain` for streaming: how many rows came, when the user cancelled and what the loop and the status did then,
/// how the report's request ended — stopped with the reader by onTermination, or read to its end by a producer
/// nobody stopped — and how a dropped connection ended the stream.
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
    let total = StreamingScenario.report.split(separator: "\n").count
    let rows = facts.changes(of: "rows")
    let status = facts.changes(of: "status")
    func count(before nanos: Int64) -> Int {
      TraceFacts.strings(in: rows.last { $0.nanos <= nanos }?.to).count
    }
    let received = TraceFacts.strings(in: rows.last?.to).count
    let download = facts.lifelines.first { $0.name == "download" }
    let ended = facts.events.first { $0.kind == .request && $0.outcome != nil }
    if let cancelled = download?.cancelledAt {
      let before = count(before: cancelled)
      points.append(language.pick(
        "用户在 \(facts.ms(cancelled)) 取消了 download 任务，那时收到了 \(before)/\(total) 行；for try await 循环就在这一刻结束，"
          + "没有抛错，只是不再有下一行。",
        "The user cancelled the download task at \(facts.ms(cancelled)), with \(before) of \(total) rows in; the for "
          + "try await loop ended right then, without an error: there was simply no next row."))
      if let final = status.last, final.nanos >= cancelled {
        points.append(final.to == "done"
          ? language.pick(
            "循环后的代码没有检查取消：status 在 \(facts.ms(final.nanos)) 变成 done，屏幕上写着「下载完成」，其实只收到 \(before)/\(total) 行。",
            "The code after the loop did not check for cancellation: status became done at "
              + "\(facts.ms(final.nanos)) and the screen says the download is complete, with \(before) of \(total) "
              + "rows.")
          : language.pick("循环后检查了 Task.isCancelled：status 在 \(facts.ms(final.nanos)) 变成 \(final.to ?? "?")。",
                          "The code after the loop checked Task.isCancelled: status became \(final.to ?? "?") at "
                            + "\(facts.ms(final.nanos))."))
      }
      if let ended, let outcome = ended.outcome {
        if outcome == "cancelled" {
          points.append(language.pick(
            "onTermination 在 \(facts.ms(ended.nanos)) 取消了 producer：它的请求当场被取消（URLError(.cancelled)），回应没有再读下去。",
            "onTermination cancelled the producer at \(facts.ms(ended.nanos)): its request was cancelled there "
              + "(URLError(.cancelled)), and nothing more of the response was read."))
        } else {
          points.append(language.pick(
            "没有 onTermination，谁也没告诉 producer 停下：取消之后它又读了 \(total - before) 行，没人接收，请求到 "
              + "\(facts.ms(ended.nanos)) 才以 \(outcome) 结束。",
            "Without onTermination nobody told the producer to stop: after the cancel it read \(total - before) more "
              + "rows that nobody received, and its request ended only at \(facts.ms(ended.nanos)), answered "
              + "\(outcome)."))
        }
      }
    } else if let final = status.last, TraceFacts.kind(of: final.to) == "failed" {
      let outcome = ended?.outcome ?? "?"
      points.append(language.pick(
        "收到 \(received)/\(total) 行后连接中断：请求在 \(facts.ms(ended?.nanos ?? final.nanos)) 以 \(outcome) 结束，"
          + "producer 用 finish(throwing:) 把错误交给流，for try await 抛出了它，status 变成 \(final.to ?? "?")。",
        "The connection broke after \(received) of \(total) rows: the request ended with \(outcome) at "
          + "\(facts.ms(ended?.nanos ?? final.nanos)), the producer passed the error on with finish(throwing:), for "
          + "try await threw it, and status became \(final.to ?? "?")."))
    } else if let final = status.last {
      points.append(language.pick(
        "收到全部 \(received)/\(total) 行，请求在 \(facts.ms(ended?.nanos ?? final.nanos)) 结束，status 在 \(facts.ms(final.nanos)) 变成 \(final.to ?? "?")。",
        "All \(received) of \(total) rows came; the request ended at \(facts.ms(ended?.nanos ?? final.nanos)) and "
          + "status became \(final.to ?? "?") at \(facts.ms(final.nanos))."))
    }
    return points
  }
}
