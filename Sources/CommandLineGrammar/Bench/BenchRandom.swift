/// The 64-bit linear congruential generator of the benchmark workloads (Knuth's MMIX constants).
public struct BenchRandom: Sendable {
  /// The current state.
  public private(set) var state: UInt64

  /// A generator whose state starts at `seed`.
  public init(seed: UInt64) { state = seed }

  /// Advances the state once and returns it.
  public mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state
  }

  /// Advances once and turns the state into a sleep of 1 to 10 000 ms: `1 + (x >> 33) % 10000`.
  public mutating func nextSleepMilliseconds() -> Int { Int(1 + (next() >> 33) % 10_000) }

  /// Advances once and turns the state into a sleep of 0 to 999 999 ms: `(x >> 33) % 1000000` (the reference
  /// spike's `scale-tasks` delays, for the `unawaited` workload).
  public mutating func nextLongSleepMilliseconds() -> Int { Int((next() >> 33) % 1_000_000) }
}
