import TextBase

extension TraceCheck {
  /// The check as a student reads it: in English its own syntax (`state results final contains "swift"`, which a
  /// lesson's author writes too), in Chinese a sentence saying the same (`results 最后的值含有 "swift"`), since the
  /// syntax's English words mean nothing to a Chinese student. Quoted texts and names stay as written.
  package func sentence(_ language: Language) -> String {
    guard language == .zh else { return description }
    func q(_ s: String) -> String { s.contains("\"") ? "'\(s)'" : "\"\(s)\"" }
    switch self {
    case .printAt(let text, let ms): return "\(ms) ms 时打印了 \(q(text))"
    case .printBefore(let a, let b): return "先打印 \(q(a))，后打印 \(q(b))"
    case .end(let ms): return "运行结束于 \(ms) ms"
    case .cancelled(let n): return "共有 \(n) 次取消"
    case .tasks(let n): return "共运行了 \(n) 个任务"
    case .count(let kind, let n): return "共有 \(n) 个 \(kind.rawValue) 事件"
    case .countContaining(let kind, let text, let n): return "共有 \(n) 个含 \(q(text)) 的 \(kind.rawValue) 事件"
    case .stateFinalContains(let name, let text): return "\(name) 最后的值含有 \(q(text))"
    case .stateEver(let name, let value): return "\(name) 曾经等于 \(q(value))"
    case .stateEverContains(let name, let text): return "\(name) 曾经有一个值含有 \(q(text))"
    case .stateFinal(let name, let value): return "\(name) 最后的值是 \(q(value))"
    case .printEverContains(let text): return "有一次打印含有 \(q(text))"
    case .printOn(let text, let executor): return "\(q(text)) 在 \(executor) 执行器上打印"
    case .screenFinalContains(let text): return "最后的界面含有 \(q(text))"
    case .screenEverContains(let text): return "有一刻界面含有 \(q(text))"
    case .screenAtContains(let ms, let text): return "\(ms) ms 时的界面含有 \(q(text))"
    case .requestSentAt(let text, let ms): return "\(ms) ms 时发出了含 \(q(text)) 的请求"
    case .requestEndedAt(let text, let ms): return "含 \(q(text)) 的请求在 \(ms) ms 时结束"
    case .outcomes(let n): return "探索所有调度，得到 \(n) 种不同的结果"
    case .not(let inner): return "并非“\(inner.sentence(language))”"
    case .and(let a, let b): return "\(a.sentence(language))，而且\(b.sentence(language))"
    }
  }
}
