import TextBase

/// One parameter a scenario accepts, with its default.
public struct ScenarioParameter: Sendable {
  /// What values a parameter takes.
  public enum Kind: Sendable {
    /// A duration (see ``DurationSyntax``).
    case duration
    /// One of a fixed list of words.
    case choice([String])
    /// A typing schedule: `text@ms` entries separated by spaces, times increasing, e.g. `s@0 sw@120 swift@260`.
    case typingSchedule
    /// A whole number in a range.
    case count(ClosedRange<Int>)
  }

  /// The name used in `name=value`.
  public let name: String
  /// What values it takes.
  public let kind: Kind
  /// The default value, written as a user would type it.
  public let defaultValue: String
  /// One line saying what it changes (zh, en).
  public let summary: (zh: String, en: String)

  /// Creates a parameter.
  public init(_ name: String, _ kind: Kind, default defaultValue: String, zh: String, en: String) {
    self.name = name
    self.kind = kind
    self.defaultValue = defaultValue
    self.summary = (zh, en)
  }

  /// What the parameter accepts, for `list` and error messages.
  public var acceptedValues: String {
    switch kind {
    case .duration: return "a duration from 0 to \(DurationSyntax.maximumText) (300ms, 0.3s, 2s, 1500us, 1m, 1h; bare numbers are ms)"
    case .choice(let words): return words.joined(separator: " | ")
    case .typingSchedule: return "text@ms entries with increasing times, e.g. \"s@0 sw@120 swift@260\""
    case .count(let range): return "a whole number from \(range.lowerBound) to \(range.upperBound)"
    }
  }

  /// What the parameter accepts, in Chinese.
  public var acceptedValuesInChinese: String {
    switch kind {
    case .duration: return "从 0 到 \(DurationSyntax.maximumChinese)的时长（300ms、0.3s、2s、1500us、1m、1h；纯数字表示毫秒）"
    case .choice(let words): return words.joined(separator: " | ")
    case .typingSchedule: return "若干 文字@毫秒，时间递增，例如 \"s@0 sw@120 swift@260\""
    case .count(let range): return "\(range.lowerBound) 到 \(range.upperBound) 的整数"
    }
  }

  /// What the parameter accepts, in `language`.
  public func acceptedValues(in language: Language) -> String {
    language.pick(acceptedValuesInChinese, acceptedValues)
  }

  /// Checks `text` and returns its canonical spelling, or a message (in `language`) saying what is wrong and what
  /// is accepted.
  public func normalize(_ text: String, language: Language = .en) -> Result<String, ParameterError> {
    func failure(_ why: String) -> Result<String, ParameterError> {
      .failure(ParameterError(parameter: name, value: text, message: why))
    }
    switch kind {
    case .duration:
      switch DurationSyntax.read(text) {
      case .success(let duration): return .success(DurationSyntax.format(duration))
      case .failure(let problem): return failure(problem.explanation(language))
      }
    case .choice(let words):
      if words.contains(text) { return .success(text) }
      let match = Suggestions.closest(to: text, among: words)
      let list = language.list(words)
      return failure(language.pick("可选：\(list)\(match.map { "（你是不是想输入 \($0)？）" } ?? "")",
                                   "expected one of: \(list)\(match.map { " (did you mean \($0)?)" } ?? "")"))
    case .typingSchedule:
      switch TypingSchedule.parse(text, language: language) {
      case .success(let schedule): return .success(schedule.description)
      case .failure(let error):
        return failure(language.pick("\(error.message)；应是\(acceptedValuesInChinese)", error.message))
      }
    case .count(let range):
      guard let n = Int(text), range.contains(n) else {
        return failure(language.pick("应是\(acceptedValuesInChinese)", "expected \(acceptedValues)"))
      }
      return .success(String(n))
    }
  }
}

/// A parameter value that was not accepted.
public struct ParameterError: Error, Sendable, Equatable {
  /// The parameter's name.
  public let parameter: String
  /// The value given.
  public let value: String
  /// What is wrong and what is accepted.
  public let message: String
}

/// A schedule of text typed into a search field: the text it holds from each instant on.
public struct TypingSchedule: Sendable, Equatable, CustomStringConvertible {
  /// The field's text from `at` on.
  public struct Entry: Sendable, Equatable {
    /// The field's content.
    public var text: String
    /// When it is typed.
    public var at: Duration
  }

  /// Entries in increasing time order.
  public var entries: [Entry]

  /// `s@0 sw@120 swift@260`.
  public var description: String {
    entries.map { "\($0.text)@\(DurationSyntax.format($0.at))" }.joined(separator: " ")
      .replacingMillisecondSuffix()
  }

  /// A failure to read a schedule.
  public struct Failure: Error { public var message: String }

  /// The most entries a schedule may hold: far more keystrokes than any lesson types.
  public static let maximumEntries = 100

  /// Parses `text@time` entries separated by spaces; times must increase, texts may be empty (`@500` clears) but
  /// hold no control characters. At most ``maximumEntries`` entries. Messages are in `language`; words from the
  /// value are shown with control characters escaped (see ``ControlCharacters``).
  public static func parse(_ text: String, language: Language = .en) -> Result<TypingSchedule, Failure> {
    func failure(_ zh: String, _ en: String) -> Result<TypingSchedule, Failure> {
      .failure(Failure(message: language.pick(zh, en)))
    }
    var entries: [Entry] = []
    let words = text.split(separator: " ", omittingEmptySubsequences: true)
    guard !words.isEmpty else {
      return failure("时间表是空的；例如写 \"s@0 sw@120\"", "the schedule is empty; write e.g. \"s@0 sw@120\"")
    }
    guard words.count <= maximumEntries else {
      return failure("时间表有 \(words.count) 项；最多 \(maximumEntries) 项",
                     "the schedule has \(words.count) entries; it holds at most \(maximumEntries)")
    }
    for word in words {
      let shown = ControlCharacters.escaped(String(word.count > 40 ? word.prefix(40) + "…" : word))
      guard let at = word.lastIndex(of: "@") else {
        return failure("\"\(shown)\" 没有 @时间；写成 文字@毫秒，例如 sw@120",
                       "\"\(shown)\" has no @time; write text@ms, e.g. sw@120")
      }
      let typed = String(word[..<at])
      if let code = ControlCharacters.first(in: typed) {
        return failure("\"\(shown)\"：输入的文字含有控制字符 \(code)；只能是普通文字",
                       "\"\(shown)\": the typed text holds the control character \(code); type plain text")
      }
      let time: Duration
      switch DurationSyntax.read(String(word[word.index(after: at)...])) {
      case .success(let read): time = read
      case .failure(let problem):
        return failure("\"\(shown)\"：@ 后面的时间不对：\(problem.explanation(.zh))",
                       "\"\(shown)\": the time after @ is wrong: \(problem.explanation(.en))")
      }
      if let last = entries.last, time <= last.at {
        let after = DurationSyntax.format(last.at)
        return failure("\"\(shown)\"：时间必须递增（要在 \(after) 之后）", "\"\(shown)\": times must increase (after \(after))")
      }
      entries.append(Entry(text: typed, at: time))
    }
    return .success(TypingSchedule(entries: entries))
  }
}

extension String {
  /// Typing schedules read best with bare millisecond numbers: `sw@120` rather than `sw@120ms`.
  fileprivate func replacingMillisecondSuffix() -> String {
    split(separator: " ").map { word -> String in
      word.hasSuffix("ms") && !word.hasSuffix("@ms") ? String(word.dropLast(2)) : String(word)
    }.joined(separator: " ")
  }
}
