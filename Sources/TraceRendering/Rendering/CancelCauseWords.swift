import AsyncSimulation
import TextBase

/// A `cancel` event's cause (its `by` field, written by the engine in English) in the words of a language:
/// `cancelled by main`, `cancelled by task group: fail threw Failure()`; in Chinese `被 main 取消`,
/// `被取消：任务组中 fail 抛出了 Failure()`.
package struct CancelCauseWords: Sendable {
  /// The language of the words.
  package let language: Language

  /// The words in `language`.
  package init(language: Language) { self.language = language }

  /// `cancelled`, then `by …` when the cause is known.
  package func cancelled(by cause: String?) -> String {
    guard let cause, cause != "unknown" else { return language.pick("被取消", "cancelled") }
    guard language == .zh else { return "cancelled by " + cause }
    if let phrase = Self.chinese(cause) { return "被取消：" + phrase }
    return cause.contains(" ") ? "被取消：" + cause : "被 \(cause) 取消"
  }

  /// `cancelled at 120 ms by main`; in Chinese `于 120 ms 被 main 取消`.
  package func cancelled(at nanos: Int64, by cause: String?) -> String {
    let at = Milliseconds.format(nanos) + " ms"
    guard let cause, cause != "unknown" else { return language.pick("于 \(at) 被取消", "cancelled at \(at)") }
    guard language == .zh else { return "cancelled at \(at) by " + cause }
    if let phrase = Self.chinese(cause) { return "于 \(at) 被取消：" + phrase }
    return cause.contains(" ") ? "于 \(at) 被取消：" + cause : "于 \(at) 被 \(cause) 取消"
  }

  /// The engine's mechanisms, and the view host's, in Chinese; nil for a task's name (a cause without a space is
  /// one) or other words given to ``TraceLog/cancel(_:because:)``.
  package static func chinese(_ cause: String) -> String? {
    func between(_ prefix: String, _ suffix: String) -> Substring? {
      guard cause.hasPrefix(prefix), cause.hasSuffix(suffix), cause.count > prefix.count + suffix.count else {
        return nil
      }
      return cause.dropFirst(prefix.count).dropLast(suffix.count)
    }
    if let parent = between("parent ", "'s cancellation") { return "父任务 \(parent) 被取消" }
    if let owner = between("task group: cancelAll() in ", "") { return "\(owner) 调用了任务组的 cancelAll()" }
    if let handler = between("withTaskCancellationHandler: onCancel of ", "") {
      return "\(handler) 的取消处理程序（onCancel）"
    }
    if let parent = between("async let: ", " left its scope without awaiting it") {
      return "\(parent) 没有 await 就离开了 async let 的作用域"
    }
    if let thrower = between("task group: ", ""), let range = thrower.range(of: " threw ") {
      return "任务组中 \(thrower[..<range.lowerBound]) 抛出了 \(thrower[range.upperBound...])"
    }
    // The SwiftUI module's: `.task(id:) restart: query became "sw"` (the property that holds the id, or `id`).
    if let restart = between(".task(id:) restart: ", ""), let range = restart.range(of: " became ") {
      return ".task(id:) 重新开始：\(restart[..<range.lowerBound]) 变成了 \(restart[range.upperBound...])"
    }
    if let view = between("sheet dismissed: ", " disappeared") { return "弹出的内容被关闭：\(view) 消失了" }
    if let view = between(".refreshable: its list in ", " disappeared") { return ".refreshable：\(view) 里的列表消失了" }
    if let view = between("", " disappeared") { return "\(view) 消失了" }
    if cause == "code outside any task" { return "任务之外的代码" }
    // Combine's timers and subscriptions, and URLSession's (the operator's name is code and stays).
    if let mechanism = between("", ": its subscription was cancelled") { return "\(mechanism) 的订阅被取消了" }
    if let mechanism = between("", ": its connection was cancelled") { return "\(mechanism) 的连接被取消了" }
    if let mechanism = between("", ": the upstream completed") { return "\(mechanism) 的上游结束了" }
    if let mechanism = between("", ": a newer value arrived") { return "\(mechanism) 收到了更新的值" }
    if let mechanism = between("", ": an element arrived in time") { return "\(mechanism) 按时收到了元素" }
    if cause == "the URL changed" { return "URL 变了" }
    return nil
  }
}
