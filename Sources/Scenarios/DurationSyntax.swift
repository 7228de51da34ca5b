/// Reads durations as users type them: `300ms`, `0.3s`, `2s`, `1500us`, `1m`, or a bare number meaning ms.
public enum DurationSyntax {
  /// What the parser accepts, for error messages.
  public static let accepted = "a duration such as 300ms, 0.3s, 2s, 1500us or 1m (a bare number means ms)"

  /// The largest duration accepted: a day, far beyond any lesson, small enough never to overflow.
  public static let maximum: Duration = .seconds(86_400)

  /// Parses `text`; nil when it is not a non-negative, finite duration of at most a day.
  public static func parse(_ text: String) -> Duration? {
    let units: [(String, Int64)] = [("us", 1_000), ("µs", 1_000), ("ms", 1_000_000), ("s", 1_000_000_000),
                                    ("min", 60_000_000_000), ("m", 60_000_000_000)]
    var number = Substring(text.trimmingWhitespace)
    var scale: Int64 = 1_000_000
    for (suffix, nanos) in units where number.hasSuffix(suffix) {
      number = number.dropLast(suffix.count)
      scale = nanos
      break
    }
    guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
          number.filter({ $0 == "." }).count <= 1, number != "." else { return nil }
    let parts = number.split(separator: ".", omittingEmptySubsequences: false)
    guard let whole = Int64(parts[0].isEmpty ? "0" : parts[0]), whole <= 86_400_000_000 else { return nil }
    var nanos = whole.multipliedReportingOverflow(by: scale)
    guard !nanos.overflow else { return nil }
    if parts.count == 2, !parts[1].isEmpty {
      // Exact decimal arithmetic: 0.3s is 300 000 000 ns, not 299 999 999.
      let digits = parts[1].prefix(9)
      guard let fraction = Int64(digits) else { return nil }
      var power: Int64 = 1
      for _ in digits { power *= 10 }
      let scaled = fraction.multipliedReportingOverflow(by: scale)
      guard !scaled.overflow else { return nil }
      nanos.partialValue += scaled.partialValue / power
    }
    let duration = Duration.nanoseconds(nanos.partialValue)
    return duration <= maximum ? duration : nil
  }

  /// The canonical way to write `duration`: `300ms`, `1.5s`, `2s`, `1500us`.
  public static func format(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let nanos = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    if nanos % 1_000_000 != 0 { return "\(nanos / 1_000)us" }
    let ms = nanos / 1_000_000
    if ms >= 1_000, ms % 1_000 == 0 { return "\(ms / 1_000)s" }
    if ms >= 1_000, ms % 100 == 0 { return "\(ms / 1_000).\(ms % 1_000 / 100)s" }
    return "\(ms)ms"
  }
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
