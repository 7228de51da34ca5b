import AsyncSimulation
import TextBase

/// `explain` for refresh: when the first headlines appeared, whether the pull kept the List on screen (a Refreshable
/// state) or swapped it for a spinner — which makes SwiftUI cancel the refresh the List was running — and what the
/// refresh left on screen.
struct RefreshExplanation: ScenarioExplanation {
  /// The trace.
  let facts: TraceFacts
  /// The parameter values.
  let settings: RunSettings
  /// The language.
  let language: Language

  /// The points, in order.
  func points() -> [String] {
    let changes = facts.changes(of: "state")
    guard let first = changes.first(where: { TraceFacts.kind(of: $0.to) == "loaded" }) else {
      return [language.pick("这次运行里新闻从没加载出来。", "The headlines never loaded in this run.")]
    }
    let headlines = TraceFacts.strings(in: first.to)
    var points = [language.pick(
      "首次加载在 \(facts.ms(first.nanos)) 显示了 \(headlines.count) 条新闻：\(TraceFacts.list(headlines, language))。",
      "The first load showed \(headlines.count) headlines at \(facts.ms(first.nanos)): "
        + "\(TraceFacts.list(headlines, language)).")]
    guard let pull = facts.events.first(where: { $0.kind == .action && $0.text == "pull" }),
          let refresh = changes.first(where: { $0.seq > pull.seq }) else {
      points.append(language.pick("这次运行里没有下拉刷新。", "Nobody pulled to refresh in this run."))
      return points
    }
    let name = refresh.name ?? "state"
    let request = facts.events.last { $0.kind == .request && $0.outcome != nil && $0.seq > pull.seq }
    let cancel = facts.events.first {
      $0.kind == .cancel && $0.seq > pull.seq && ($0.task ?? "").hasPrefix(".refreshable")
    }
    let end = changes.last { $0.seq > refresh.seq }
    let left = end.map(remaining) ?? []
    if let cancel {
      points.append(language.pick(
        "\(facts.ms(pull.nanos)) 用户下拉刷新，.refreshable 调用 load()，它先把 \(name) 设成 \(refresh.to ?? "")：不带新闻，"
          + "视图只好把 List 换成 ProgressView。List 一消失，SwiftUI 就取消了它正在运行的刷新（\(cancel.task ?? "")）。",
        "At \(facts.ms(pull.nanos)) the user pulled to refresh; .refreshable called load(), which first set \(name) to "
          + "\(refresh.to ?? ""): no headlines, so the view swapped its List for a ProgressView. With the List gone, "
          + "SwiftUI cancelled the refresh it was running (\(cancel.task ?? ""))."))
      if let request, let end {
        points.append(language.pick(
          "刷新的请求也停了（\(request.label ?? "") \(request.outcome ?? "")）；load() 的 catch 把这次取消当成了失败："
            + "\(name) 变成 \(end.to ?? "")。服务器根本没有出错，\(headlines.count) 条新闻却都没了，屏幕上只剩「加载失败」。",
          "The refresh's request stopped with it (\(request.label ?? "") \(request.outcome ?? "")); load()'s catch "
            + "took the cancellation for a failure: \(name) became \(end.to ?? ""). The server never failed, yet "
            + "the \(headlines.count) headlines are gone and the screen says Loading failed."))
      }
      return points
    }
    let until = end.map { facts.ms($0.nanos) } ?? facts.ms(facts.endNanos)
    points.append(language.pick(
      "\(facts.ms(pull.nanos)) 用户下拉刷新：\(name) 变成 \(refresh.to ?? "")，带着旧新闻，同一个 List 一直在屏幕上，"
        + "顶上是刷新的转圈，直到 \(until)。",
      "At \(facts.ms(pull.nanos)) the user pulled to refresh: \(name) became \(refresh.to ?? ""), carrying the old "
        + "headlines, so the same List stayed on screen with the refresh spinner at its top until \(until)."))
    guard let end else { return points }
    if TraceFacts.kind(of: end.to) == "failed" {
      points.append(language.pick(
        "刷新的请求在 \(facts.ms(end.nanos)) 以 \(request?.outcome ?? "?") 结束：failed 带着 previous，错误显示在列表上方，"
          + "\(left.count) 条旧新闻仍然可见。",
        "The refresh's request ended with \(request?.outcome ?? "?") at \(facts.ms(end.nanos)): failed carries "
          + "previous, so the error sits above the list and the \(left.count) old headlines are still visible."))
    } else {
      points.append(language.pick(
        "刷新在 \(facts.ms(end.nanos)) 成功，列表现在有 \(left.count) 条新闻。这次刷新没有失败，试试 outcome=failure。",
        "The refresh succeeded at \(facts.ms(end.nanos)); the list now has \(left.count) headlines. It did not fail "
          + "this time; try outcome=failure."))
    }
    return points
  }

  /// The headlines a state value still holds: a loaded value's, or a failure's previous ones (its first quoted
  /// string is the message).
  private func remaining(_ change: TraceEvent) -> [String] {
    let strings = TraceFacts.strings(in: change.to)
    return TraceFacts.kind(of: change.to) == "failed" ? Array(strings.dropFirst()) : strings
  }
}
