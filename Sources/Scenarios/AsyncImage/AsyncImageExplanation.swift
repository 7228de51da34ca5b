import AsyncSimulation
import TextBase

/// `explain` for async-image: how many times the profile page appeared and how many avatar requests the server got,
/// what each visit's avatar went through (a spinner, then the image or the failure symbol, or the image at once from
/// the app's cache), and why the same image is downloaded again.
struct AsyncImageExplanation: ScenarioExplanation {
  /// The trace.
  let facts: TraceFacts
  /// The parameter values.
  let settings: RunSettings
  /// The language.
  let language: Language

  /// The points, in order.
  func points() -> [String] {
    let pages = ["ProfilePage", "CachedProfilePage"]
    let visits = facts.events.filter { $0.kind == .appear && pages.contains($0.name ?? "") }
    guard !visits.isEmpty else {
      return [language.pick("这次运行里主页一次也没打开。", "The profile never opened in this run.")]
    }
    let sent = facts.events.filter { $0.kind == .request && $0.outcome == nil }
    var points = [language.pick(
      "主页出现了 \(visits.count) 次，服务器收到 \(sent.count) 次头像请求。",
      "The profile appeared \(visits.count) time\(visits.count == 1 ? "" : "s"); the server got \(sent.count) "
        + "avatar request\(sent.count == 1 ? "" : "s").")]
    for (index, visit) in visits.enumerated() {
      let number = index + 1
      let start = visit.nanos
      let leaves = facts.events.first { $0.kind == .disappear && $0.name == visit.name && $0.seq > visit.seq }
      let end = leaves?.nanos ?? facts.endNanos
      let request = sent.first { $0.nanos >= start && $0.nanos <= end && $0.seq > visit.seq }
      guard let request else {
        points.append(language.pick(
          "第 \(number) 次（\(facts.ms(start))）：App 的缓存里已经有这张图，页面直接画出来：没有 AsyncImage，没有转圈，也没有请求。",
          "Visit \(number) (\(facts.ms(start))): the image was in the app's cache and the page drew it at once: no "
            + "AsyncImage, no spinner, no request."))
        continue
      }
      let answer = facts.events.first {
        $0.kind == .request && $0.outcome != nil && $0.label == request.label && $0.task == request.task
      }
      guard let answer, let outcome = answer.outcome else { continue }
      let waited = facts.ms(answer.nanos - start)
      if outcome == "200" {
        points.append(language.pick(
          "第 \(number) 次（\(facts.ms(start))）：新页面的 AsyncImage 从 .empty 开始，转圈 \(waited)，"
            + "\(facts.ms(answer.nanos)) 请求得到 200，阶段变成 .success，头像出现。",
          "Visit \(number) (\(facts.ms(start))): the new page's AsyncImage began at .empty and spun for \(waited); at "
            + "\(facts.ms(answer.nanos)) the request was answered 200, the phase became .success and the avatar showed."))
      } else if outcome.contains("cancelled") {
        points.append(language.pick(
          "第 \(number) 次（\(facts.ms(start))）：回答来之前页面就关了，AsyncImage 的下载在 \(facts.ms(answer.nanos)) 被取消。",
          "Visit \(number) (\(facts.ms(start))): the page closed before the answer, and AsyncImage's download was "
            + "cancelled at \(facts.ms(answer.nanos))."))
      } else {
        points.append(language.pick(
          "第 \(number) 次（\(facts.ms(start))）：转圈 \(waited) 之后，\(facts.ms(answer.nanos)) 请求以 \(outcome) 结束，"
            + "阶段变成 .failure，页面画出 person.crop.circle.badge.exclamationmark。",
          "Visit \(number) (\(facts.ms(start))): after \(waited) of spinner the request ended with \(outcome) at "
            + "\(facts.ms(answer.nanos)); the phase became .failure and the page drew "
            + "person.crop.circle.badge.exclamationmark."))
      }
    }
    if sent.count > 1 {
      points.append(language.pick(
        "同一张图请求了 \(sent.count) 次：AsyncImage 自己不留图片，服务器的 no-store 又让途中的缓存什么也不存，每个新页面都再请求一次。",
        "The same image was requested \(sent.count) times: AsyncImage keeps no images, and the server's no-store "
          + "leaves nothing for a cache on the way, so every new page asks again."))
    }
    return points
  }
}
