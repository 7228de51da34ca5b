// Mirrors: nothing of Apple's: the module's own machinery, no Apple API
// SDK: iOS 26 SDK
// Status: internal
/// A script of user actions at virtual times: `type s @0ms; type sw @120ms; tap Retry @1s`.
///
/// Steps are separated by `;` or by line breaks (a script written over several lines, as in a README or a test;
/// blank lines are skipped). Each is an action word and its argument, then `@TIME` (`120ms`, `1s`, `1.5s`, a
/// bare number is milliseconds; without one, a step happens when the one before it does):
/// `type TEXT [into LABEL]` (`''` clears the field; quote text that holds `;`, `@`, `#` or ` into `),
/// `tap LABEL [#N]`, `set LABEL [#N] to VALUE` (a slider, date picker or color picker), `delete ROW [#N]` (a row
/// of a `ForEach` with `.onDelete`, named by its text), `swipe ROW [#N] [leading] [full]` (reveals the row's swipe
/// actions; `full` runs the first), `submit [LABEL]`, `back`, `pull`, `scroll bottom`, `dismiss`, `leave`, `return`,
/// `drag LABEL [#N] by DX,DY` (points; a view with a drag gesture). Times never go back.
public struct UserActionScript: Sendable, Equatable {
  /// One action and when it happens.
  public struct Step: Sendable, Equatable {
    /// The action.
    public var action: UserAction
    /// When, in virtual nanoseconds since the run began.
    public var atNanos: Int64

    /// A step.
    public init(action: UserAction, atNanos: Int64) {
      self.action = action
      self.atNanos = atNanos
    }
  }

  /// The steps in order.
  public var steps: [Step]

  /// A script of `steps`.
  public init(steps: [Step]) { self.steps = steps }

  /// Parses a script; the error is one line naming the step and what is accepted.
  public static func parse(_ text: String) throws(UserActionScriptError) -> UserActionScript {
    var steps: [Step] = []
    var time: Int64 = 0
    // A blank piece next to a line break is a blank line (or a line ending in `;`): not a step.
    let pieces = try splitSteps(text).filter { !($0.text.trimmingBlanks.isEmpty && $0.byLineBreak) }.map(\.text)
    for (index, piece) in pieces.enumerated() {
      let trimmed = piece.trimmingBlanks
      if trimmed.isEmpty {
        if pieces.count == 1 { return UserActionScript(steps: []) }
        // A `;` that ends the script (`type s @0; type sw @120ms;`) ends its last step, as in a shell.
        if index == pieces.count - 1, index > 0 { break }
        throw .init(english: "step \(index + 1) is empty", chinese: "第 \(index + 1) 步是空的")
      }
      var (body, at) = try splitTime(trimmed, step: index + 1)
      body = body.trimmingBlanks
      if let at {
        guard at >= time else {
          throw .init(english: "step \(index + 1) (\(trimmed)) is earlier than the step before it",
                      chinese: "第 \(index + 1) 步（\(trimmed)）比前一步还早")
        }
        time = at
      }
      steps.append(Step(action: try action(body, step: index + 1), atNanos: time))
    }
    return UserActionScript(steps: steps)
  }

  /// The words a step may start with.
  static let words = "type TEXT [into LABEL], tap LABEL [#N], hold LABEL [#N], set LABEL [#N] to VALUE, "
    + "drag LABEL [#N] by DX,DY, delete ROW [#N], swipe ROW [#N] [leading] [full], move ROW [#N] to N, "
    + "submit [LABEL], back, pull, scroll bottom, dismiss, leave, return"

  /// Splits at `;` and line breaks outside quotes; each piece says whether a line break is on either side of it.
  private static func splitSteps(_ text: String) throws(UserActionScriptError)
    -> [(text: String, byLineBreak: Bool)] {
    var pieces: [(text: String, byLineBreak: Bool)] = []
    var current = ""
    var afterBreak = false
    var quotes = ActionQuotes()
    for character in text {
      if quotes.isOutside(character), character == ";" || character == "\n" || character == "\r\n" || character == "\r" {
        let isBreak = character != ";"
        pieces.append((current, afterBreak || isBreak))
        current = ""
        afterBreak = isBreak
      } else {
        current.append(character)
      }
    }
    if quotes.open != nil {
      let shown = text.split(whereSeparator: \.isNewline).joined(separator: " ")
      throw .init(english: "a quote is not closed in \(shown)", chinese: "引号没有闭合：\(shown)")
    }
    pieces.append((current, afterBreak))
    return pieces
  }

  /// The step without its `@TIME`, and the time in nanoseconds.
  private static func splitTime(_ step: String, step number: Int) throws(UserActionScriptError)
    -> (String, Int64?) {
    guard let at = lastUnquoted("@", in: step) else { return (step, nil) }
    let timeText = step[step.index(after: at)...].trimmingBlanks
    guard let nanos = parseTime(timeText) else {
      throw .init(english: "step \(number): '@\(timeText)' is not a time (accepted: @120ms, @1s, @1.5s, @0)",
                  chinese: "第 \(number) 步：'@\(timeText)' 不是时间（可以写 @120ms、@1s、@1.5s、@0）")
    }
    return (String(step[..<at]), nanos)
  }

  /// `120ms`, `1s`, `1.5s`, `250` (ms) in nanoseconds; nil when malformed or beyond a day.
  static func parseTime(_ text: String) -> Int64? {
    var number = text
    var scale: Double = 1_000_000
    if number.hasSuffix("ms") {
      number.removeLast(2)
    } else if number.hasSuffix("s") {
      number.removeLast()
      scale = 1_000_000_000
    }
    guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
          let value = Double(number), value.isFinite, value >= 0 else { return nil }
    let nanos = (value * scale).rounded()
    guard nanos <= 86_400_000_000_000 else { return nil }
    return Int64(nanos)
  }

  /// The index of the last `character` outside quotes.
  private static func lastUnquoted(_ character: Character, in text: String) -> String.Index? {
    var quotes = ActionQuotes()
    var found: String.Index?
    for index in text.indices where quotes.isOutside(text[index]) && text[index] == character { found = index }
    return found
  }

  /// The action a step's words spell.
  private static func action(_ body: String, step: Int) throws(UserActionScriptError) -> UserAction {
    let word = body.prefix { !$0.isWhitespace }
    let rest = body.dropFirst(word.count).trimmingBlanks
    func bare(_ action: UserAction) throws(UserActionScriptError) -> UserAction {
      guard rest.isEmpty else {
        throw .init(english: "step \(step): '\(word)' takes nothing after it (got '\(rest)')",
                    chinese: "第 \(step) 步：'\(word)' 后面不带参数（却有 '\(rest)'）")
      }
      return action
    }
    switch word {
    case "type":
      var text = rest
      var field: String?
      // Padded, so that an `into` with nothing after it (`type 'x' into @1s`) is found too: it was typed as text.
      let padded = rest + " "
      if let into = rangeOfUnquoted(" into ", in: padded) {
        text = String(padded[..<into.lowerBound])
        field = unquote(String(padded[into.upperBound...]).trimmingBlanks)
        if field?.isEmpty == true {
          throw .init(english: "step \(step): 'into' needs the field's label", chinese: "第 \(step) 步：into 后面要写输入框的名字")
        }
      }
      guard !text.isEmpty else {
        throw .init(english: "step \(step): type needs the text ('' clears the field)",
                    chinese: "第 \(step) 步：type 后面要写文字（'' 表示清空）")
      }
      return .type(unquote(text.trimmingBlanks), into: field)
    case "tap":
      let (name, occurrence) = try labelAndOccurrence(rest, step: step)
      guard !name.isEmpty else {
        throw .init(english: "step \(step): tap needs a label", chinese: "第 \(step) 步：tap 后面要写按钮的名字")
      }
      return .tap(name, occurrence: occurrence)
    case "set":
      // `set LABEL [#N] to VALUE`: the first ` to ` outside quotes ends the label (a value such as a date never
      // holds one; a label that does is quoted).
      guard let to = rangeOfUnquoted(" to ", in: rest) else {
        throw .init(english: "step \(step): set needs the control's label and a value (set Volume to 0.8)",
                    chinese: "第 \(step) 步：set 后面要写控件的名字和值（set Volume to 0.8）")
      }
      let value = unquote(String(rest[to.upperBound...]).trimmingBlanks)
      let (name, occurrence) = try labelAndOccurrence(String(rest[..<to.lowerBound]), step: step)
      guard !name.isEmpty, !value.isEmpty else {
        throw .init(english: "step \(step): set needs the control's label and a value (set Volume to 0.8)",
                    chinese: "第 \(step) 步：set 后面要写控件的名字和值（set Volume to 0.8）")
      }
      return .set(name, occurrence: occurrence, to: value)
    case "hold":
      let (name, occurrence) = try labelAndOccurrence(rest, step: step)
      guard !name.isEmpty else {
        throw .init(english: "step \(step): hold needs a label (hold Milk)", chinese: "第 \(step) 步：hold 后面要写名字（hold Milk）")
      }
      return .hold(name, occurrence: occurrence)
    case "delete":
      let (name, occurrence) = try labelAndOccurrence(rest, step: step)
      guard !name.isEmpty else {
        throw .init(english: "step \(step): delete needs the row's text (delete Milk)",
                    chinese: "第 \(step) 步：delete 后面要写那一行的文字（delete Milk）")
      }
      return .delete(name, occurrence: occurrence)
    case "swipe":
      // `swipe LABEL [#N] [leading|trailing] [full]`: the words after the label are read from the end.
      var words = rest
      var full = false
      var edge = HorizontalEdge.trailing
      if let last = lastWord(of: words), last.word == "full" {
        full = true
        words = last.before
      }
      if let last = lastWord(of: words), last.word == "leading" || last.word == "trailing" {
        edge = last.word == "leading" ? .leading : .trailing
        words = last.before
      }
      let (name, occurrence) = try labelAndOccurrence(words, step: step)
      guard !name.isEmpty else {
        throw .init(english: "step \(step): swipe needs the row's text (swipe Milk, swipe Milk leading, swipe Milk full)",
                    chinese: "第 \(step) 步：swipe 后面要写那一行的文字（swipe Milk、swipe Milk leading、swipe Milk full）")
      }
      return .swipe(name, occurrence: occurrence, edge: edge, full: full)
    case "move":
      // `move ROW [#N] to N`: the last ` to ` outside quotes ends the row's name.
      guard let to = lastRangeOfUnquoted(" to ", in: rest), let position = Int(rest[to.upperBound...].trimmingBlanks),
            position >= 1, position <= 100_000 else {
        throw .init(english: "step \(step): move needs the row and its new position (move Milk to 1)",
                    chinese: "第 \(step) 步：move 后面要写那一行和它的新位置（move Milk to 1）")
      }
      let (name, occurrence) = try labelAndOccurrence(String(rest[..<to.lowerBound]), step: step)
      guard !name.isEmpty else {
        throw .init(english: "step \(step): move needs the row's text (move Milk to 1)",
                    chinese: "第 \(step) 步：move 后面要写那一行的文字（move Milk to 1）")
      }
      return .move(name, occurrence: occurrence, to: position)
    case "drag": return try drag(rest, step: step)
    case "submit": return .submit(rest.isEmpty ? nil : unquote(rest))
    case "back": return try bare(.back)
    case "pull": return try bare(.pull)
    case "dismiss": return try bare(.dismiss)
    case "leave": return try bare(.leave)
    case "return": return try bare(.return)
    case "scroll":
      guard rest == "bottom" else {
        throw .init(english: "step \(step): scroll takes 'bottom' (scroll bottom)", chinese: "第 \(step) 步：scroll 后面写 bottom（scroll bottom）")
      }
      return .scrollToBottom
    default:
      throw .init(english: "step \(step): unknown action '\(word)' (accepted: \(words))",
                  chinese: "第 \(step) 步：不认识的动作 '\(word)'（可以用：\(words)）")
    }
  }

  /// `drag LABEL [#N] by DX,DY`: the last ` by ` outside quotes ends the view's name; DX and DY are points.
  private static func drag(_ rest: String, step: Int) throws(UserActionScriptError) -> UserAction {
    let usage = (english: "step \(step): drag needs the view and how far to drag it, in points (drag Card by 200,0)",
                 chinese: "第 \(step) 步：drag 后面要写视图的名字和拖动的距离（单位是点，例如 drag Card by 200,0）")
    guard let by = lastRangeOfUnquoted(" by ", in: rest) else { throw .init(english: usage.english, chinese: usage.chinese) }
    let numbers = rest[by.upperBound...].trimmingBlanks.split(separator: ",", omittingEmptySubsequences: false)
    guard numbers.count == 2, let dx = Double(numbers[0].trimmingBlanks), let dy = Double(numbers[1].trimmingBlanks),
          dx.isFinite, dy.isFinite, abs(dx) <= 100_000, abs(dy) <= 100_000 else {
      throw .init(english: usage.english, chinese: usage.chinese)
    }
    let (name, occurrence) = try labelAndOccurrence(String(rest[..<by.lowerBound]), step: step)
    guard !name.isEmpty else { throw .init(english: usage.english, chinese: usage.chinese) }
    return .drag(name, occurrence: occurrence, dx: dx, dy: dy)
  }

  /// `LABEL [#N]`: the label unquoted, and the occurrence.
  private static func labelAndOccurrence(_ text: String, step: Int) throws(UserActionScriptError) -> (String, Int?) {
    var label = text
    var occurrence: Int?
    if let hash = lastUnquoted("#", in: text) {
      let number = text[text.index(after: hash)...].trimmingBlanks
      guard let n = Int(number), n >= 1, n <= 10_000 else {
        throw .init(english: "step \(step): '#\(number)' is not an occurrence (accepted: #1, #2 …)",
                    chinese: "第 \(step) 步：'#\(number)' 不是序号（可以写 #1、#2 …）")
      }
      occurrence = n
      label = String(text[..<hash]).trimmingBlanks
    }
    return (unquote(label), occurrence)
  }

  /// The text before its last word outside quotes, and that word (nil for a single word, or a quoted last one:
  /// `'Buy full'` stays whole).
  private static func lastWord(of text: String) -> (before: String, word: String)? {
    guard let space = lastUnquoted(" ", in: text) else { return nil }
    let word = String(text[text.index(after: space)...])
    let before = String(text[..<space]).trimmingBlanks
    guard !before.isEmpty, !word.contains("'"), !word.contains("\"") else { return nil }
    return (before, word)
  }

  /// The last range of `needle` outside quotes.
  private static func lastRangeOfUnquoted(_ needle: String, in text: String) -> Range<String.Index>? {
    var quotes = ActionQuotes()
    var found: Range<String.Index>?
    for index in text.indices where quotes.isOutside(text[index]) && text[index...].hasPrefix(needle) {
      found = index..<text.index(index, offsetBy: needle.count)
    }
    return found
  }

  private static func rangeOfUnquoted(_ needle: String, in text: String) -> Range<String.Index>? {
    var quotes = ActionQuotes()
    for index in text.indices where quotes.isOutside(text[index]) && text[index...].hasPrefix(needle) {
      return index..<text.index(index, offsetBy: needle.count)
    }
    return nil
  }

  /// `'a b'` / `"a b"` → `a b`, and in double quotes `\"` → `"`, `\\` → `\` and `\n` → a line break (the form
  /// ``UserAction`` prints a
  /// label in, so that `tap "Say \"hi\""` from a message can be typed back); anything else as it is.
  private static func unquote(_ text: String) -> String {
    guard text.count >= 2, let first = text.first, first == "'" || first == "\"", text.last == first else { return text }
    let inner = text.dropFirst().dropLast()
    guard first == "\"", inner.contains("\\") else { return String(inner) }
    var result = ""
    var escaped = false
    for character in inner {
      if escaped {
        if character == "n" {
          result.append("\n")  // a line break in the text typed into a multi-line field
        } else {
          if character != "\"" && character != "\\" { result.append("\\") }
          result.append(character)
        }
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else {
        result.append(character)
      }
    }
    if escaped { result.append("\\") }
    return result
  }
}

/// A script that cannot be parsed: one line in English and in Chinese.
public struct UserActionScriptError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The English line.
  public var english: String
  /// The Chinese line.
  public var chinese: String

  /// An error with its two lines.
  public init(english: String, chinese: String) {
    self.english = english
    self.chinese = chinese
  }

  /// The English line.
  public var description: String { english }
}

extension StringProtocol {
  /// The text without the tabs and spaces around it — what `trimmingCharacters(in: .whitespaces)` removes (the
  /// tab and the space separators, Unicode category Zs), without Foundation's bridge to `NSString`: a script of a
  /// few hundred steps is trimmed a thousand times.
  fileprivate var trimmingBlanks: String {
    func isSpace(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }
    let text = String(self)
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isSpace($0) }),
          let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
    return String(Substring(scalars[first...last]))
  }
}
