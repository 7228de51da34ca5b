import AsyncSimulation

/// `explain` for async-image: how many times the page appeared and how many requests the server got, what each
/// visit's avatar went through (empty, then success or failure, or straight from the cache), and the cost.
struct AsyncImageExplanation: ScenarioExplanation {
  /// The trace.
  let facts: TraceFacts
  /// The parameter values.
  let settings: RunSettings
  /// The language.
  let language: Language

  /// The points, in order.
  func points() -> [String] {
    let visits = facts.lifelines.filter { $0.label == ".task" }
    guard !visits.isEmpty else { return [language.pick("这次运行里主页一次也没打开。", "The profile never opened in this run.")] }
    // A visit that made a request slept in the server for the download.
    let requesting = visits.filter { line in line.spans.contains { $0.kind == .sleeping } }
    var points = [language.pick(
      "主页出现了 \(visits.count) 次，服务器收到 \(requesting.count) 次头像请求。",
      "The profile appeared \(visits.count) time\(visits.count == 1 ? "" : "s"); the server got \(requesting.count) "
        + "avatar request\(requesting.count == 1 ? "" : "s").")]
    let phases = facts.changes(of: "phase")
    for (number, visit) in visits.enumerated() {
      let start = visit.start
      let changes = phases.filter { $0.task == visit.name }
      // A cached image was set when the page was made, before its .task ran.
      let cached = phases.last { $0.nanos == start && $0.task != visit.name && TraceFacts.kind(of: $0.to) == "success" }
      if let cached {
        points.append(language.pick(
          "第 \(number + 1) 次（\(facts.ms(start))）：缓存里已经有图，阶段一开始就是 \(cached.to ?? "?")，没有转圈，也没有请求。",
          "Visit \(number + 1) (\(facts.ms(start))): the image was in the cache, so the phase was \(cached.to ?? "?") "
            + "from the start — no spinner, no request."))
      } else if let end = changes.first {
        points.append(language.pick(
          "第 \(number + 1) 次（\(facts.ms(start))）：阶段从 empty 开始，页面转圈 \(facts.ms(end.nanos - start))，"
            + "\(facts.ms(end.nanos)) 变成 \(end.to ?? "?")。",
          "Visit \(number + 1) (\(facts.ms(start))): the phase began as empty and the page spun for "
            + "\(facts.ms(end.nanos - start)); at \(facts.ms(end.nanos)) it became \(end.to ?? "?")."))
      } else {
        points.append(language.pick(
          "第 \(number + 1) 次（\(facts.ms(start))）：页面关闭时还在 empty，图片没来得及显示。",
          "Visit \(number + 1) (\(facts.ms(start))): the page closed while the phase was still empty."))
      }
    }
    if requesting.count > 1 {
      points.append(language.pick(
        "同一张图请求了 \(requesting.count) 次：AsyncImage 自己不留图片，服务器的 no-store 又让 URLCache 什么也不存，每出现一次就请求一次。",
        "The same image was requested \(requesting.count) times: AsyncImage keeps no images, and the server's "
          + "no-store leaves URLCache nothing to keep, so every appearance asks again."))
    }
    return points
  }
}
