import AsyncSimulation
import TextBase

/// The words a text rendering uses for events and the summary, in one language.
package struct EventWords: Sendable {
  /// The language of the words.
  package let language: Language

  /// The words in `language`.
  package init(language: Language) { self.language = language }

  private func pick(_ zh: String, _ en: String) -> String { language.pick(zh, en) }

  /// `started: .task(id: "s"), created by main`.
  package func started(label: String?, parent: String?) -> String {
    var text = pick("开始运行", "started")
    if let label { text += pick("：", ": ") + label }
    if let parent { text += pick("，由 \(parent) 创建", ", created by \(parent)") }
    return text
  }

  /// `sleeps until 300 ms`.
  package func sleeps(until nanos: Int64?) -> String {
    pick("睡眠至 ", "sleeps until ") + Self.milliseconds(nanos)
  }

  /// `does simulated work until 300 ms`.
  package func works(until nanos: Int64?) -> String {
    pick("执行模拟计算至 ", "does simulated work until ") + Self.milliseconds(nanos)
  }

  /// `blocks its thread until 300 ms`.
  package func blocks(until nanos: Int64?) -> String {
    pick("同步阻塞线程至 ", "blocks its thread until ") + Self.milliseconds(nanos)
  }

  /// `woke`, or `woke early (cancelled)`.
  package func woke(outcome: String?) -> String {
    outcome == "cancelled" ? pick("提前醒来（已取消）", "woke early (cancelled)") : pick("醒来", "woke")
  }

  /// `waits in withCheckedContinuation in receive()` (`在 receive() 的 withCheckedContinuation 中等待`).
  package func waits(in label: String?) -> String {
    pick("在 \(Self.waitPlace(label, .zh)) 中等待", "waits in \(Self.waitPlace(label, .en))")
  }

  /// Where a `wait` event's task waits, in `language`: its label, with `X in f()` as `f() 的 X` in Chinese.
  package static func waitPlace(_ label: String?, _ language: Language) -> String {
    guard let label else { return language.pick("续体", "a continuation") }
    guard language == .zh, let range = label.range(of: " in ") else { return label }
    return "\(label[range.upperBound...]) 的 \(label[..<range.lowerBound])"
  }

  /// `resumed`, `resumed, threw ForecastError` or `resumed, cancelled`.
  package func resumed(outcome: String?) -> String {
    guard let outcome, outcome != "returned" else { return pick("被恢复，继续运行", "resumed") }
    if outcome == "cancelled" { return pick("被恢复：已取消（CancellationError）", "resumed: cancelled (CancellationError)") }
    if outcome.hasPrefix("threw ") {
      return pick("被恢复：抛出 ", "resumed: threw ") + outcome.dropFirst("threw ".count)
    }
    return pick("被恢复：", "resumed: ") + outcome
  }

  /// A unified-logging message: `log (info, com.example.app/network): Loaded 3 posts`.
  package func logged(_ text: String?, level: String?, logger: String?) -> String {
    let level = level ?? "default"
    let source = logger.map { pick("，" + $0, ", " + $0) } ?? ""
    return pick("日志（\(level)\(source)）：", "log (\(level)\(source)): ") + (text ?? "")
  }

  /// The runtime's own line, then what it means in the run's language.
  package func runtimeWarning(_ text: String) -> String {
    let meaning: String
    if RuntimeWarning.isLeakedContinuation(text) {
      meaning = pick("续体从未被恢复：等待它的任务会永远挂起",
                     "the continuation was never resumed: the task waiting on it stays suspended forever")
    } else if text == RuntimeWarning.publishingFromBackgroundThread {
      meaning = pick("SwiftUI 的警告：视图观察的 ObservableObject 在主线程之外改变了；用 receive(on: DispatchQueue.main) 回到主线程",
                     "SwiftUI's warning: an ObservableObject a view observes changed off the main thread; hop back "
                       + "with receive(on: DispatchQueue.main)")
    } else {
      meaning = pick("Swift 运行时的警告", "a warning of the Swift runtime")
    }
    return pick("运行时警告：", "runtime warning: ") + text + "\n→ " + meaning
  }

  /// `DebouncedSearch appears` (its `onAppear` point: it came on screen).
  package func appears(_ view: String?) -> String { pick("\(view ?? "?") 出现", "\(view ?? "?") appears") }

  /// `DebouncedSearch disappears` (its `onDisappear` point: it left the screen).
  package func disappears(_ view: String?) -> String { pick("\(view ?? "?") 消失", "\(view ?? "?") disappears") }

  /// `user: type "sw" into Search` — what the user did, in the words of `--do`.
  /// In Chinese the action is said in Chinese (`用户：在 Search 里输入 "sw"`); the typed text and the labels, which
  /// are the app's, stay as they are.
  package func userAction(_ text: String?) -> String { pick("用户：", "user: ") + action(text ?? "?") }

  /// `label` between Chinese words: with a space on each side where it begins or ends with a character that is not
  /// Chinese (`在 Search 里`), none beside a Chinese one (`在搜索里`).
  package static func spaced(_ label: Substring) -> String {
    func isChinese(_ character: Character?) -> Bool {
      guard let scalar = character?.unicodeScalars.first else { return false }
      return (0x2E80...0x9FFF).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
        || (0xFF00...0xFFEF).contains(scalar.value) || (0x20000...0x3FFFF).contains(scalar.value)
    }
    return (isChinese(label.first) ? "" : " ") + label + (isChinese(label.last) ? "" : " ")
  }

  /// What the user did, in the run's language: the `--do` words in English, in Chinese their meaning.
  package func action(_ text: String) -> String {
    guard language == .zh else { return text }
    func quoted(_ rest: Substring) -> (value: Substring, after: Substring)? {
      guard rest.first == "\"" else { return nil }
      var index = rest.index(after: rest.startIndex)
      while index < rest.endIndex {
        if rest[index] == "\\" {
          index = rest.index(after: index)
          if index < rest.endIndex { index = rest.index(after: index) }
          continue
        }
        if rest[index] == "\"" { return (rest[...index], rest[rest.index(after: index)...]) }
        index = rest.index(after: index)
      }
      return nil
    }
    switch text {
    case "back": return "返回上一页（back）"
    case "pull": return "下拉刷新（pull）"
    case "scroll bottom": return "滚动到底部（scroll bottom）"
    case "dismiss": return "关闭弹出的内容（dismiss）"
    case "submit": return "提交（submit）"
    case "leave": return "离开这个页面（leave）"
    case "return": return "回到这个页面（return）"
    default: break
    }
    if text.hasPrefix("type "), let (value, after) = quoted(text.dropFirst(5)) {
      if after.isEmpty { return "输入 \(value)" }
      if after.hasPrefix(" into ") { return "在" + Self.spaced(after.dropFirst(6)) + "里输入 \(value)" }
    }
    if text.hasPrefix("tap "), let (label, after) = quoted(text.dropFirst(4)) {
      if after.isEmpty { return "点按 \(label)" }
      if after.hasPrefix(" #"), let n = Int(after.dropFirst(2)) { return "点按第 \(n) 个 \(label)" }
    }
    if text.hasPrefix("set "), let (label, after) = quoted(text.dropFirst(4)) {
      if after.hasPrefix(" to ") { return "把 \(label) 设成 \(after.dropFirst(4))" }
      if after.hasPrefix(" #"), let to = after.range(of: " to "),
         let n = Int(after[after.index(after.startIndex, offsetBy: 2)..<to.lowerBound]) {
        return "把第 \(n) 个 \(label) 设成 \(after[to.upperBound...])"
      }
    }
    if text.hasPrefix("delete "), let (label, after) = quoted(text.dropFirst(7)) {
      if after.isEmpty { return "删除 \(label)" }
      if after.hasPrefix(" #"), let n = Int(after.dropFirst(2)) { return "删除第 \(n) 个 \(label)" }
    }
    // `swipe "Milk" [#2] [leading] [full]`: 左滑 reveals the trailing actions, 右滑 the leading ones; 到底 is a full
    // swipe.
    if text.hasPrefix("swipe "), let (label, after) = quoted(text.dropFirst(6)) {
      var rest = after
      var full = false
      var leading = false
      if rest.hasSuffix(" full") {
        full = true
        rest = rest.dropLast(5)
      }
      if rest.hasSuffix(" leading") {
        leading = true
        rest = rest.dropLast(8)
      }
      let verb = (leading ? "右滑" : "左滑") + (full ? "到底" : "")
      if rest.isEmpty { return "\(verb) \(label)" }
      if rest.hasPrefix(" #"), let n = Int(rest.dropFirst(2)) { return "\(verb)第 \(n) 个 \(label)" }
    }
    // `drag "Card" [#2] by 200,0`: 拖动 the view by the distance in points.
    if text.hasPrefix("drag "), let (label, after) = quoted(text.dropFirst(5)), let by = after.range(of: " by ") {
      let which = after[..<by.lowerBound]
      let distance = after[by.upperBound...]
      if which.isEmpty { return "拖动 \(label) \(distance)" }
      if which.hasPrefix(" #"), let n = Int(which.dropFirst(2)) { return "拖动第 \(n) 个 \(label) \(distance)" }
    }
    if text.hasPrefix("submit "), let (field, after) = quoted(text.dropFirst(7)), after.isEmpty {
      return "在 \(field) 里提交（submit）"
    }
    return text
  }

  /// A request starting (`sends GET https://…`), or ending: `GET https://… answered 200`,
  /// `… cancelled (URLError(.cancelled))`, `… failed: URLError(.timedOut)`, `… found no route
  /// (URLError(.cannotFindHost))`. A cancelled request names the error URLSession throws for it, as a missing route
  /// does: that it is `URLError(.cancelled)` and not `CancellationError` is what a `catch` has to match.
  package func request(_ label: String?, outcome: String?) -> String {
    let label = label ?? "?"
    guard let outcome else { return pick("发出请求 \(label)", "sends \(label)") }
    if outcome.allSatisfy(\.isNumber) { return pick("\(label) 得到 \(outcome)", "\(label) answered \(outcome)") }
    switch outcome {
    case "cancelled": return pick("\(label) 被取消（URLError(.cancelled)）",
                                  "\(label) cancelled (URLError(.cancelled))")
    case "no route": return pick("\(label) 没有匹配的路由（URLError(.cannotFindHost)）",
                                 "\(label) found no route (URLError(.cannotFindHost))")
    default: return pick("\(label) 失败：\(outcome)", "\(label) failed: \(outcome)")
    }
  }

  /// `finished (returned)`.
  package func finished(outcome: String?) -> String {
    guard let outcome else { return pick("结束", "finished") }
    let how: String
    if outcome == "returned" {
      how = pick("正常返回", "returned")
    } else if outcome == "cancelled" {
      how = pick("已取消", "cancelled")
    } else if outcome == "crashed" {
      how = pick("崩溃", "crashed")
    } else if outcome.hasPrefix("threw ") {
      how = pick("抛出 ", "threw ") + outcome.dropFirst("threw ".count)
    } else {
      how = outcome
    }
    return pick("结束（\(how)）", "finished (\(how))")
  }

  /// The tag of the executor an event ran on: `[main]` / `[default]` (`[主]` / `[默认]`).
  package func executor(_ name: String) -> String {
    switch name {
    case "main": pick("[主]", "[main]")
    case "default": pick("[默认]", "[default]")
    default: "[" + name + "]"
    }
  }

  /// The display width every executor tag is padded to.
  package var executorWidth: Int { max(DisplayWidth.of(executor("main")), DisplayWidth.of(executor("default"))) }

  /// The heading of a screen event.
  package var screen: String { pick("屏幕：", "screen:") }

  /// `done at 760 ms · 4 tasks · 2 cancelled`, `stopped at 0 ms without finishing · …` for a run that did not, or
  /// `crashed at 0 ms · …` for one whose code crashed.
  package func summary(endNanos: Int64, tasks: Int, cancelled: Int, finished: Bool = true,
                       crashed: Bool = false) -> String {
    let end = Self.milliseconds(endNanos)
    switch language {
    case .zh:
      let head = crashed ? "崩溃于 \(end)" : finished ? "结束于 \(end)" : "停在 \(end)，没有运行完"
      return "\(head) · \(tasks) 个任务 · \(cancelled) 个被取消"
    case .en:
      // A run that did not finish must not read like one that did.
      let head = crashed ? "crashed at \(end)" : finished ? "done at \(end)" : "stopped at \(end) without finishing"
      return "\(head) · \(tasks) \(tasks == 1 ? "task" : "tasks") · \(cancelled) cancelled"
    }
  }

  /// `300 ms` (`? ms` when unknown).
  package static func milliseconds(_ nanos: Int64?) -> String {
    (nanos.map(Milliseconds.format) ?? "?") + " ms"
  }
}
