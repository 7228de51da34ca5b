// Mirrors: nothing of Apple's: durations in a routes file
// SDK: iOS 26 SDK
// Status: internal
/// Reads the durations of a routes file: a number with a unit, `300ms`, `0.3s`, `2s`, `1500us`, `1m`, `1h`, from 0
/// to 24 hours, exactly (`0.3s` is 300 000 000 ns). The same spellings as the playground's own durations, except
/// that a unit is required: `latency 300` would leave a reader of the lesson guessing.
///
/// Every value comes from a file a person wrote, so reading never traps: digits are accumulated with
/// overflow-reporting arithmetic and the result is range-checked.
enum RouteDurationSyntax {
  /// What is accepted, for messages.
  static let accepted = "a duration with a unit such as 300ms, 0.3s, 2s, 1500us, 1m or 1h, at most 24h"
  /// The same in Chinese.
  static let acceptedChinese = "带单位的时长，例如 300ms、0.3s、2s、1500us、1m 或 1h，最多 24h"

  /// The largest duration accepted.
  static let maximumNanos: Int64 = 86_400 * 1_000_000_000

  /// The units, longest spelling first where one ends another (`ms` before `s`), in nanoseconds.
  private static let units: [(suffix: String, nanos: Int64)] = [
    ("ns", 1), ("us", 1_000), ("µs", 1_000), ("ms", 1_000_000), ("min", 60_000_000_000), ("s", 1_000_000_000),
    ("m", 60_000_000_000), ("h", 3_600_000_000_000),
  ]

  /// The duration `text` spells, or nil.
  static func read(_ text: Substring) -> Duration? {
    guard let unit = units.first(where: { text.hasSuffix($0.suffix) }) else { return nil }
    let number = text.dropLast(unit.suffix.count)
    let dot = number.firstIndex(of: ".")
    let whole = number[..<(dot ?? number.endIndex)]
    let fraction = dot.map { number[number.index(after: $0)...] } ?? ""
    guard !whole.isEmpty, whole.allSatisfy(\.isASCIIDigit), fraction.allSatisfy(\.isASCIIDigit),
          dot == nil || !fraction.isEmpty else { return nil }
    var nanos: Int64 = 0
    for digit in whole {
      let (times, overflow) = nanos.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times.addingReportingOverflow(Int64(digit.asciiValue ?? 48) - 48)
      guard !overflow, !overflow2, sum <= maximumNanos else { return nil }
      nanos = sum
    }
    let (scaled, overflow) = nanos.multipliedReportingOverflow(by: unit.nanos)
    guard !overflow, scaled <= maximumNanos else { return nil }
    // The fraction, digit by digit: each one is worth a tenth of the one before; a remainder finer than a
    // nanosecond is refused rather than rounded.
    var total = scaled
    var place = unit.nanos
    for digit in fraction {
      let value = Int64(digit.asciiValue ?? 48) - 48
      guard place % 10 == 0 || value == 0 else { return nil }
      place /= 10
      total += value * place
    }
    return total <= maximumNanos ? .nanoseconds(total) : nil
  }
}

extension Character {
  /// `0`–`9` only (not other scripts' digits, which `isNumber` accepts).
  fileprivate var isASCIIDigit: Bool { asciiValue.map { $0 >= 48 && $0 <= 57 } ?? false }
}
