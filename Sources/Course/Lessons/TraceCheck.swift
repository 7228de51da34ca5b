import AsyncSimulation
import Scenarios
import TextBase
import CommandLineGrammar

/// A fact about a trace, written in a small language so that lesson files can state what a run proves:
///
/// ```
/// print "订单请求完成" at 40            a print event with that text at 40 ms
/// print "订单请求完成" before "资料请求完成"
/// end 760                               the last event is at 760 ms
/// cancelled 2                           two tasks were cancelled
/// tasks 4                               four tasks ran
/// count print 3                         three events of that kind
/// count screen contains "⚠" 1           one event of that kind whose text contains the text
/// state results final contains "swift"  the last value of state `results` contains the text
/// state isLoading ever "true"           some value of `isLoading` was exactly "true"
/// state items ever contains '"#24", "#13"'  some value of `items` contained the text
/// state requests final '["swift"]'      the last value of `requests` is exactly that
/// print ever contains "失败"             some print event's text contains the text
/// print "开始解码" on main                a print event with that text ran on that executor (`main` or `default`;
///                                       only runs that record executors have them)
/// screen final contains "加载失败"       the last screen contains the text (`ever`: some screen; `at MS`: at that time)
/// request "/orders" ended at 40         a request whose label contains the text ended (answered or failed) at 40 ms
/// request "?q=swift" sent at 560        a request whose label contains the text was sent at 560 ms
/// outcomes 2                           exploring the run's schedules finds two distinct outcomes (a quiz with
///                                       `explore:`; see TraceCheck+Exploration.swift)
/// not <check>                           the check does not hold
/// <check> and <check>                   both hold
/// ```
public indirect enum TraceCheck: Equatable, Sendable {
  case printAt(text: String, ms: String)
  case printBefore(String, String)
  case end(ms: String)
  case cancelled(Int)
  case tasks(Int)
  case count(TraceEvent.Kind, Int)
  case countContaining(TraceEvent.Kind, text: String, Int)
  case stateFinalContains(name: String, text: String)
  case stateEver(name: String, value: String)
  case stateEverContains(name: String, text: String)
  case stateFinal(name: String, value: String)
  case printEverContains(String)
  case printOn(text: String, executor: String)
  case screenFinalContains(String)
  case screenEverContains(String)
  case screenAtContains(ms: String, text: String)
  case requestSentAt(text: String, ms: String)
  case requestEndedAt(text: String, ms: String)
  case outcomes(Int)
  case not(TraceCheck)
  case and(TraceCheck, TraceCheck)

  /// A check that could not be read.
  public struct SyntaxError: Error, Equatable, Sendable {
    /// What is wrong and what is accepted.
    public var message: String
    /// The same in Chinese.
    public var chinese: String

    /// An error told as `en` in English and `zh` in Chinese.
    public init(zh: String, en: String) {
      message = en
      chinese = zh
    }

    /// Two errors are the same when their English texts are.
    public static func == (a: SyntaxError, b: SyntaxError) -> Bool { a.message == b.message }
  }

  /// The forms a check may take, for error messages.
  public static let accepted = """
    print "T" at MS | print "A" before "B" | end MS | cancelled N | tasks N | count KIND N | \
    count KIND contains "T" N | \
    state NAME final contains "T" | state NAME ever "V" | state NAME ever contains "T" | state NAME final "V" | print ever contains "T" | \
    print "T" on main|default | \
    screen final|ever contains "T" | \
    screen at MS contains "T" | request "T" sent|ended at MS | outcomes N | not CHECK | CHECK and CHECK
    """

  /// Reads a check.
  public static func parse(_ text: String) throws(SyntaxError) -> TraceCheck {
    let words: [String]
    do { words = try REPLTokenizer.words(text) } catch { throw SyntaxError(zh: error.chinese, en: error.message) }
    if let i = words.firstIndex(of: "and"), i > 0 {
      return .and(try parse(words[..<i]), try parse(words[(i + 1)...]))
    }
    return try parse(words[...])
  }

  private static func parse(_ words: ArraySlice<String>) throws(SyntaxError) -> TraceCheck {
    if let i = words.firstIndex(of: "and"), i > words.startIndex {
      return .and(try parse(words[..<i]), try parse(words[(i + 1)...]))
    }
    let w = Array(words)
    func number(_ s: String) throws(SyntaxError) -> Int {
      guard let n = Int(s), n >= 0 else { throw SyntaxError(zh: "\"\(s)\" 不是整数", en: "\"\(s)\" is not a whole number") }
      return n
    }
    func kind(_ s: String) throws(SyntaxError) -> TraceEvent.Kind {
      guard let kind = TraceEvent.Kind(rawValue: s) else {
        let known = TraceEvent.Kind.allCases.map(\.rawValue).joined(separator: ", ")
        throw SyntaxError(zh: "未知的事件类型 \"\(s)\"；可选：\(Language.zh.list(TraceEvent.Kind.allCases.map(\.rawValue)))", en: "unknown event kind \"\(s)\"; known: \(known)")
      }
      return kind
    }
    func ms(_ s: String) throws(SyntaxError) -> String {
      guard Milliseconds.parseNanos(s) != nil else { 
        throw SyntaxError(zh: "\"\(s)\" 不是以 ms 计的时间", en: "\"\(s)\" is not a time in ms")
      }
      return s
    }
    switch w.count {
    case 0: throw SyntaxError(zh: "检查是空的；应是 \(accepted)", en: "an empty check; expected \(accepted)")
    default: break
    }
    if w[0] == "not", w.count > 1 { return .not(try parse(words.dropFirst())) }
    switch (w.count, w[0]) {
    case (4, "print") where w[2] == "at": return .printAt(text: w[1], ms: try ms(w[3]))
    case (4, "print") where w[2] == "before": return .printBefore(w[1], w[3])
    case (4, "print") where w[2] == "on":
      guard ["main", "default"].contains(w[3]) else {
        throw SyntaxError(zh: "未知的执行器 \"\(w[3])\"；可选：main、default",
                          en: "unknown executor \"\(w[3])\"; known: main, default")
      }
      return .printOn(text: w[1], executor: w[3])
    case (2, "end"): return .end(ms: try ms(w[1]))
    case (2, "cancelled"): return .cancelled(try number(w[1]))
    case (2, "tasks"): return .tasks(try number(w[1]))
    case (2, "outcomes"): return .outcomes(try number(w[1]))
    case (3, "count"):
      return .count(try kind(w[1]), try number(w[2]))
    case (5, "count") where w[2] == "contains":
      return .countContaining(try kind(w[1]), text: w[3], try number(w[4]))
    case (5, "state") where w[2] == "final" && w[3] == "contains": return .stateFinalContains(name: w[1], text: w[4])
    case (4, "state") where w[2] == "ever": return .stateEver(name: w[1], value: w[3])
    case (5, "state") where w[2] == "ever" && w[3] == "contains": return .stateEverContains(name: w[1], text: w[4])
    case (4, "state") where w[2] == "final" && w[3] != "contains": return .stateFinal(name: w[1], value: w[3])
    case (4, "print") where w[1] == "ever" && w[2] == "contains": return .printEverContains(w[3])
    case (4, "screen") where w[1] == "final" && w[2] == "contains": return .screenFinalContains(w[3])
    case (4, "screen") where w[1] == "ever" && w[2] == "contains": return .screenEverContains(w[3])
    case (5, "screen") where w[1] == "at" && w[3] == "contains": return .screenAtContains(ms: try ms(w[2]), text: w[4])
    case (5, "request") where w[2] == "sent" && w[3] == "at": return .requestSentAt(text: w[1], ms: try ms(w[4]))
    case (5, "request") where w[2] == "ended" && w[3] == "at": return .requestEndedAt(text: w[1], ms: try ms(w[4]))
    default:
      let text = w.joined(separator: " ")
      throw SyntaxError(zh: "看不懂 \"\(text)\"；应是 \(accepted)", en: "cannot read \"\(text)\"; expected \(accepted)")
    }
  }

  /// Whether the check holds for `trace`.
  public func holds(in trace: Trace) -> Bool {
    evidence(in: trace) != nil
  }

  /// The events that prove the check (empty for checks about absence or counts), or nil when it does not hold.
  public func evidence(in trace: Trace) -> [TraceEvent]? {
    let body = Array(trace.body)
    func at(_ ms: String) -> Int64 { Milliseconds.parseNanos(ms) ?? -1 }
    switch self {
    case .printAt(let text, let ms):
      let hits = body.filter { $0.kind == .print && $0.text == text && $0.nanos == at(ms) }
      return hits.isEmpty ? nil : hits
    case .printBefore(let a, let b):
      guard let i = body.firstIndex(where: { $0.kind == .print && $0.text == a }),
            let j = body.firstIndex(where: { $0.kind == .print && $0.text == b }), i < j else { return nil }
      return [body[i], body[j]]
    case .end(let ms):
      return trace.endNanos == at(ms) ? body.last.map { [$0] } ?? [] : nil
    case .cancelled(let n):
      let cancels = body.filter { $0.kind == .cancel }
      return cancels.count == n ? cancels : nil
    case .tasks(let n):
      return trace.done?.tasks == n ? [] : nil
    case .count(let kind, let n):
      let hits = body.filter { $0.kind == kind }
      return hits.count == n ? hits : nil
    case .countContaining(let kind, let text, let n):
      // A request's words are its label and, once it has ended, how (`GET https://…?q=sw cancelled`).
      let hits = body.filter { $0.kind == kind && Self.words(of: $0)?.contains(text) == true }
      return hits.count == n ? hits : nil
    case .stateFinalContains(let name, let text):
      guard let last = body.last(where: { $0.kind == .state && $0.name == name }), last.to?.contains(text) == true
      else { return nil }
      return [last]
    case .stateEver(let name, let value):
      let hits = body.filter { $0.kind == .state && $0.name == name && $0.to == value }
      return hits.isEmpty ? nil : [hits[0]]
    case .stateEverContains(let name, let text):
      let hits = body.filter { $0.kind == .state && $0.name == name && $0.to?.contains(text) == true }
      return hits.isEmpty ? nil : [hits[0]]
    case .stateFinal(let name, let value):
      guard let last = body.last(where: { $0.kind == .state && $0.name == name }), last.to == value else { return nil }
      return [last]
    case .printOn(let text, let executor):
      let hits = body.filter { $0.kind == .print && $0.text == text && $0.executor == executor }
      return hits.isEmpty ? nil : hits
    case .printEverContains(let text):
      let hits = body.filter { $0.kind == .print && $0.text?.contains(text) == true }
      return hits.isEmpty ? nil : [hits[0]]
    case .screenFinalContains(let text):
      guard let last = body.last(where: { $0.kind == .screen }), last.text?.contains(text) == true else { return nil }
      return [last]
    case .screenEverContains(let text):
      let hits = body.filter { $0.kind == .screen && $0.text?.contains(text) == true }
      return hits.isEmpty ? nil : [hits[0]]
    case .screenAtContains(let ms, let text):
      guard let shown = body.last(where: { $0.kind == .screen && $0.nanos <= at(ms) }),
            shown.text?.contains(text) == true else { return nil }
      return [shown]
    case .requestSentAt(let text, let ms), .requestEndedAt(let text, let ms):
      // A request is two events with its label: sent (no outcome), then ended (its outcome).
      let ended = if case .requestEndedAt = self { true } else { false }
      let hits = body.filter {
        $0.kind == .request && $0.label?.contains(text) == true && ($0.outcome != nil) == ended && $0.nanos == at(ms)
      }
      return hits.isEmpty ? nil : hits
    case .outcomes:
      return nil  // a fact about an exploration, not about one run
    case .not(let inner):
      return inner.holds(in: trace) ? nil : []
    case .and(let a, let b):
      guard let ea = a.evidence(in: trace), let eb = b.evidence(in: trace) else { return nil }
      return ea + eb
    }
  }

  /// The words `count KIND contains` matches: an event's text, or its label; a request's label is followed by its
  /// outcome once it has ended (`GET https://…/primer cancelled`, `… answered 200`), so a check can say how requests
  /// ended without quoting a translated line.
  package static func words(of event: TraceEvent) -> String? {
    if let text = event.text { return text }
    guard let label = event.label else { return nil }
    guard event.kind == .request, let outcome = event.outcome else { return label }
    return label + " " + outcome
  }
}

extension TraceCheck: CustomStringConvertible {
  /// The check written in its own syntax.
  public var description: String {
    func q(_ s: String) -> String { s.contains("\"") ? "'\(s)'" : "\"\(s)\"" }
    switch self {
    case .printAt(let text, let ms): return "print \(q(text)) at \(ms)"
    case .printBefore(let a, let b): return "print \(q(a)) before \(q(b))"
    case .end(let ms): return "end \(ms)"
    case .cancelled(let n): return "cancelled \(n)"
    case .tasks(let n): return "tasks \(n)"
    case .count(let kind, let n): return "count \(kind.rawValue) \(n)"
    case .countContaining(let kind, let text, let n): return "count \(kind.rawValue) contains \(q(text)) \(n)"
    case .stateFinalContains(let name, let text): return "state \(name) final contains \(q(text))"
    case .stateEver(let name, let value): return "state \(name) ever \(q(value))"
    case .stateEverContains(let name, let text): return "state \(name) ever contains \(q(text))"
    case .stateFinal(let name, let value): return "state \(name) final \(q(value))"
    case .printEverContains(let text): return "print ever contains \(q(text))"
    case .printOn(let text, let executor): return "print \(q(text)) on \(executor)"
    case .screenFinalContains(let text): return "screen final contains \(q(text))"
    case .screenEverContains(let text): return "screen ever contains \(q(text))"
    case .screenAtContains(let ms, let text): return "screen at \(ms) contains \(q(text))"
    case .requestSentAt(let text, let ms): return "request \(q(text)) sent at \(ms)"
    case .requestEndedAt(let text, let ms): return "request \(q(text)) ended at \(ms)"
    case .outcomes(let n): return "outcomes \(n)"
    case .not(let inner): return "not \(inner)"
    case .and(let a, let b): return "\(a) and \(b)"
    }
  }
}
