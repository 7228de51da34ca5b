/// Formats durations the way asyncplay prints them: `300 ms`, `1.5 s`, `10 min`.
public enum DurationText {
  /// A short human form of `duration`.
  public static func format(_ duration: Duration) -> String {
    let ns = duration.nanosecondsClamped
    if ns % 60_000_000_000 == 0, ns >= 60_000_000_000 { return "\(ns / 60_000_000_000) min" }
    if ns % 1_000_000_000 == 0, ns >= 1_000_000_000 { return "\(ns / 1_000_000_000) s" }
    if ns >= 1_000_000_000 { return Milliseconds.format(ns / 1_000) + " s" }
    return Milliseconds.format(ns) + " ms"
  }
}
