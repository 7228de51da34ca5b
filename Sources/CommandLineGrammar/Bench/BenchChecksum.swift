/// The arithmetic behind benchmark checksums, kept apart so tests can compute expected values without a run.
public enum BenchChecksum {
  /// The Mersenne prime 2^61 − 1: checksums are taken modulo it.
  public static let modulus: UInt64 = (1 << 61) - 1

  /// Σ over positions k (from 0) of (k + 1) · indices[k], modulo ``modulus``; never overflows.
  public static func weightedSum(_ indices: some Sequence<Int>) -> UInt64 {
    var sum: UInt64 = 0
    var weight: UInt64 = 0
    for index in indices {
      weight = weight == modulus - 1 ? 0 : weight + 1
      sum = add(sum, multiply(weight, residue(index)))
    }
    return sum
  }

  /// `a · b mod modulus` for residues `a`, `b` (full-width product, so no overflow).
  public static func multiply(_ a: UInt64, _ b: UInt64) -> UInt64 {
    let product = a.multipliedFullWidth(by: b)
    return modulus.dividingFullWidth((product.high, product.low)).remainder
  }

  /// `a + b mod modulus` for residues `a`, `b` (their sum is below 2^62, so no overflow).
  public static func add(_ a: UInt64, _ b: UInt64) -> UInt64 {
    let sum = a + b
    return sum >= modulus ? sum - modulus : sum
  }

  /// The residue of a (possibly negative) index.
  package static func residue(_ n: Int) -> UInt64 {
    n >= 0 ? UInt64(n) % modulus : (modulus - UInt64(n.magnitude) % modulus) % modulus
  }

  /// The sleep durations, in ms, of the children of `fanout`/`group` with `tasks` children and `seed`.
  public static func sleepMilliseconds(tasks: Int, seed: UInt64) -> [Int] {
    var generator = BenchRandom(seed: seed)
    return (0..<max(tasks, 0)).map { _ in generator.nextSleepMilliseconds() }
  }

  /// The order in which the children of `fanout`/`group` (and `actors`) wake: by sleep length, equal lengths in
  /// creation order (the simulator fires timers with equal deadlines in the order they were set).
  public static func expectedWakeOrder(tasks: Int, seed: UInt64) -> [Int] {
    wakeOrder(sleepMilliseconds(tasks: tasks, seed: seed))
  }

  /// The sleep durations, in ms, of the tasks of `unawaited`.
  public static func longSleepMilliseconds(tasks: Int, seed: UInt64) -> [Int] {
    var generator = BenchRandom(seed: seed)
    return (0..<max(tasks, 0)).map { _ in generator.nextLongSleepMilliseconds() }
  }

  /// The order in which tasks with these sleep `durations`, created in order, wake.
  public static func wakeOrder(_ durations: [Int]) -> [Int] {
    durations.indices.sorted { (durations[$0], $0) < (durations[$1], $1) }
  }
}
