import AsyncSimulation
import TextBase

/// Questions about a trace that the explanations of the lesson scenarios share: values inside traced strings, what
/// a screen lists, and what a property held at some point of the run.
extension TraceFacts {
  /// The quoted strings inside a traced value, in order (`loaded(["a", "b"])` → `a`, `b`).
  static func strings(in value: String?) -> [String] {
    guard let value else { return [] }
    return value.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  /// The whole numbers written in `text`, in order (`"arrival 2: Detail 4"` → 2, 4).
  static func integers(in text: String?) -> [Int] {
    guard let text else { return [] }
    return text.split { !$0.isASCII || !$0.isNumber }.compactMap { Int($0) }
  }

  /// The case of a traced enum value (`failed("…")` → `failed`, `loading` → `loading`).
  static func kind(of value: String?) -> String {
    guard let value else { return "" }
    return String(value.prefix { $0 != "(" })
  }

  /// The rows of a list on a screen (its `• ` lines, without the bullet).
  static func rows(of screen: TraceEvent) -> [String] {
    (screen.text ?? "").split(separator: "\n").filter { $0.hasPrefix("• ") }.map { String($0.dropFirst(2)) }
  }

  /// Whether a screen shows nothing at all (the page is gone).
  static func isBlank(_ screen: TraceEvent) -> Bool {
    (screen.text ?? "").allSatisfy(\.isWhitespace)
  }

  /// Every screen the run drew, in order.
  var screens: [TraceEvent] { events.filter { $0.kind == .screen } }

  /// The value property `name` held just before the event numbered `seq` (nil if it never changed).
  func value(of name: String, before seq: Int) -> String? {
    let changes = changes(of: name)
    if let last = changes.last(where: { $0.seq < seq }) { return last.to }
    return changes.first?.from
  }

  /// `a, b, c` (en) or `a、b、c` (zh).
  static func list(_ items: [String], _ language: Language) -> String {
    items.joined(separator: language.pick("、", ", "))
  }
}
