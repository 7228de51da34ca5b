/// Reads durations as users type them: `300ms`, `0.3s`, `2s`, `1500us`, `1m`, `1h`, or a bare number meaning ms.
///
/// Every value comes from a user (an argument, a REPL line, a script, a lesson file), so reading never traps: the
/// digits are accumulated with overflow-reporting arithmetic and the result is range-checked before it is used.
/// ```swift
/// DurationSyntax.read("0.3s")            // .success(.milliseconds(300)), exactly
/// DurationSyntax.read("153722867.9m")    // .failure(.tooLong)
/// ```
public enum DurationSyntax {
  /// What the parser accepts, for error messages.
  public static let accepted = "a duration such as 300ms, 0.3s, 2s, 1500us, 1m or 1h (a bare number means ms)"

  /// The largest duration accepted: a day, far beyond any lesson, small enough that sums of a few never overflow.
  public static let maximum: Duration = .seconds(86_400)

  /// How the largest duration is written in messages.
  public static let maximumText = "24h"
  /// The same in Chinese prose: `24 小时`, with the space between a number and a Chinese word.
  public static let maximumChinese = "24 小时"

  /// Why a text is not an accepted duration.
  public enum Problem: Error, Equatable, Sendable {
    /// Not a number with an optional unit.
    case notADuration
    /// A minus sign.
    case negative
    /// More than ``DurationSyntax/maximum``.
    case tooLong
    /// Not a whole number of nanoseconds (`0.5ns`, `0.0000000001ms`).
    case finerThanNanosecond

    /// What is wrong and what is accepted, after `bad value "…" for NAME; `. `positive` says that 0 is refused
    /// too (budgets).
    public func explanation(_ language: Language = .en, positive: Bool = false) -> String {
      let range = positive
        ? language.pick("大于 0、最多 \(DurationSyntax.maximumChinese)", "above 0 and at most \(DurationSyntax.maximumText)")
        : language.pick("从 0 到 \(DurationSyntax.maximumChinese)", "from 0 to \(DurationSyntax.maximumText)")
      switch self {
      case .notADuration:
        return language.pick("应是\(range)的时长，例如 300ms、0.3s、2s、1500us、1m 或 1h（纯数字表示毫秒）",
                             "expected \(DurationSyntax.accepted), \(range)")
      case .negative:
        return language.pick("时长不能是负数；应是\(range)的时长", "a duration cannot be negative; expected one \(range)")
      case .tooLong:
        return language.pick("超过了 \(DurationSyntax.maximumChinese)；应是\(range)的时长",
                             "that is longer than \(DurationSyntax.maximumText); expected a duration \(range)")
      case .finerThanNanosecond:
        return language.pick("比 1 纳秒还细（虚拟时间以纳秒计）；应是\(range)的整纳秒时长",
                             "that is finer than a nanosecond, the step of virtual time; expected whole "
                               + "nanoseconds \(range)")
      }
    }
  }

  /// The units, longest spelling first where one ends another (`ms` before `s`), with their length in nanoseconds.
  private static let units: [(suffix: String, nanos: Int64)] = [
    ("ns", 1), ("us", 1_000), ("µs", 1_000), ("ms", 1_000_000), ("min", 60_000_000_000), ("s", 1_000_000_000),
    ("m", 60_000_000_000), ("h", 3_600_000_000_000),
  ]

  /// How strictly a duration must be spelled.
  public enum Form: Sendable {
    /// As users type durations (arguments, REPL lines, scripts, lessons): a bare number means milliseconds, spaces
    /// and tabs around it are ignored, `.5s` and `-0` are read.
    case typed
    /// As a routes file writes them: a unit is required (`latency 300` would leave a reader of the lesson guessing),
    /// with digits before a dot and after it, and nothing around.
    case unitRequired
  }

  /// What ``Form/unitRequired`` accepts, for messages.
  public static let acceptedWithUnit = "a duration with a unit such as 300ms, 0.3s, 2s, 1500us, 1m or 1h, at most 24h"
  /// The same in Chinese.
  public static let acceptedWithUnitChinese = "带单位的时长，例如 300ms、0.3s、2s、1500us、1m 或 1h，最多 24h"

  /// The duration `text` spells in `form`, from 0 to ``maximum``, exactly; nil when it spells none.
  public static func read(_ text: Substring, form: Form) -> Duration? {
    if form == .unitRequired {
      guard units.contains(where: { text.hasSuffix($0.suffix) }), text.first?.isASCIIDigit == true,
            !text.contains(where: { $0 == " " || $0 == "\t" }) else { return nil }
      if let dot = text.firstIndex(of: "."), text[text.index(after: dot)...].first?.isASCIIDigit != true {
        return nil
      }
    }
    return try? read(String(text)).get()
  }

  /// Parses `text`; nil when it is not a duration from 0 to ``maximum`` (see ``read(_:)`` for why).
  public static func parse(_ text: String) -> Duration? { try? read(text).get() }

  /// Parses `text` (spaces and tabs around it are ignored) into a duration from 0 to ``maximum``, exactly: `0.3s`
  /// is 300 000 000 ns, not 299 999 999.
  public static func read(_ text: String) -> Result<Duration, Problem> {
    var number = Substring(text.trimmingWhitespace)
    var negative = false
    if number.hasPrefix("-") {
      negative = true
      number = number.dropFirst()
    }
    var scale: Int64 = 1_000_000
    for unit in units where number.hasSuffix(unit.suffix) {
      number = number.dropLast(unit.suffix.count)
      scale = unit.nanos
      break
    }
    let dot = number.firstIndex(of: ".")
    let whole = number[..<(dot ?? number.endIndex)]
    var fraction = dot.map { number[number.index(after: $0)...] } ?? ""
    guard !(whole.isEmpty && fraction.isEmpty), whole.allSatisfy(\.isASCIIDigit),
          fraction.allSatisfy(\.isASCIIDigit) else { return .failure(.notADuration) }
    // From here on it is a number: "-0" is zero, any other minus is refused as negative.
    while fraction.last == "0" { fraction.removeLast() }
    let digits = whole.drop { $0 == "0" }
    if negative && !(digits.isEmpty && fraction.isEmpty) { return .failure(.negative) }
    guard let wholeValue = Int64(digits.isEmpty ? "0" : String(digits)) else { return .failure(.tooLong) }
    let (wholeNanos, overflow) = wholeValue.multipliedReportingOverflow(by: scale)
    guard !overflow else { return .failure(.tooLong) }
    var fractionNanos: Int64 = 0
    if !fraction.isEmpty {
      // A fraction of at most 13 digits (no trailing zeros) can be whole nanoseconds of an hour; longer never.
      guard fraction.count <= 13, let numerator = Int64(fraction) else { return .failure(.finerThanNanosecond) }
      var power: Int64 = 1
      for _ in fraction { power *= 10 }
      // numerator < power, so the quotient is below `scale` and fits; the remainder says whether it is exact.
      let product = numerator.multipliedFullWidth(by: scale)
      let (quotient, remainder) = power.dividingFullWidth(product)
      guard remainder == 0 else { return .failure(.finerThanNanosecond) }
      fractionNanos = quotient
    }
    let (nanos, sumOverflow) = wholeNanos.addingReportingOverflow(fractionNanos)
    guard !sumOverflow else { return .failure(.tooLong) }
    let duration = Duration.nanoseconds(nanos)
    return duration <= maximum ? .success(duration) : .failure(.tooLong)
  }

  /// The canonical way to write `duration`: `300ms`, `1.5s`, `2s`, `1500us`, `7ns`, `2m`, `1h`. (Durations outside
  /// ±292 years are written at the nearest representable end.)
  public static func format(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    let (sum, overflow2) = scaled.addingReportingOverflow(attoseconds / 1_000_000_000)
    let nanos = overflow || overflow2 ? (seconds < 0 ? Int64.min : Int64.max) : sum
    if nanos % 1_000 != 0 { return "\(nanos)ns" }
    if nanos % 1_000_000 != 0 { return "\(nanos / 1_000)us" }
    let ms = nanos / 1_000_000
    if ms >= 3_600_000, ms % 3_600_000 == 0 { return "\(ms / 3_600_000)h" }
    if ms >= 60_000, ms % 60_000 == 0 { return "\(ms / 60_000)m" }
    if ms >= 1_000, ms % 1_000 == 0 { return "\(ms / 1_000)s" }
    if ms >= 1_000, ms % 100 == 0 { return "\(ms / 1_000).\(ms % 1_000 / 100)s" }
    return "\(ms)ms"
  }
}

extension Character {
  /// `0`…`9` only (`Character.isNumber` also accepts other scripts' digits and fractions such as `½`).
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

extension String {
  /// The string without leading and trailing spaces and tabs.
  var trimmingWhitespace: String {
    var s = Substring(self)
    while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
    while let c = s.last, c == " " || c == "\t" { s.removeLast() }
    return String(s)
  }
}
