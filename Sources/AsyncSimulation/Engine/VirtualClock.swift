import CVirtualClock

/// The simulation's clock: virtual nanoseconds since the run began.
///
/// While a simulation runs, `ContinuousClock.now` and `SuspendingClock.now` on the simulation thread read this
/// clock (through the `clock_gettime` interposer in `CVirtualClock`), so an unmodified
/// `try await Task.sleep(for: .milliseconds(300))` wakes at exactly +300 ms of virtual time. The wall clock reads
/// ``wallEpochNanos`` plus virtual time there (`Date()`, `time()`, `gettimeofday`, `CLOCK_REALTIME`).
/// Time only moves when ``advance(to:)`` is called: by the scheduler, when no job is ready.
public struct VirtualClock: Sendable {
  /// What `ContinuousClock.now` reports at virtual time zero: a fixed, plausible "time since boot".
  static let epochNanos: Int64 = 1_000_000_000_000

  /// What the wall clock reads at virtual time zero, in nanoseconds since 1970: 2025-01-01 00:00:00 UTC. During a
  /// run, `Date()`, `time()`, `gettimeofday` and `clock_gettime(CLOCK_REALTIME)` read this plus virtual time on the
  /// threads that see virtual time, so dates are the same in every run and agree with `Task.sleep`.
  public static let wallEpochNanos: Int64 = 1_735_689_600 * 1_000_000_000

  /// Virtual nanoseconds since the run began.
  public private(set) var nowNanos: Int64 = 0

  init() {}

  /// Turns virtual time on for the calling thread, starting at zero.
  mutating func start() {
    precondition(vclock_interposer_active() != 0,
                 "asyncplay: the clock_gettime interposer is not active; link CVirtualClock into the executable")
    nowNanos = 0
    vclock_set_wall_offset_ns(Self.wallEpochNanos - Self.epochNanos)
    vclock_enable_on_current_thread(Self.epochNanos)
  }

  /// Turns virtual time off; clocks read real time again.
  func stop() { vclock_disable() }

  /// Moves time forward (never backward).
  mutating func advance(to nanos: Int64) {
    guard nanos > nowNanos else { return }
    nowNanos = nanos
    vclock_set_ns(Self.epochNanos + nanos)
  }

  /// Converts an absolute `ContinuousClock`/`SuspendingClock` reading taken on the simulation thread to virtual time.
  static func virtualNanos(fromAbsolute absolute: Int64) -> Int64 { absolute - epochNanos }

  /// Real (wall) time in nanoseconds, never virtual: for benchmarks and `--real` runs.
  public static func wallNanos() -> Int64 { vclock_real_boottime_ns() }
}

extension Duration {
  /// Whole nanoseconds (towards zero), saturating at the bounds of `Int64`: one 128-bit division instead of the
  /// two that `components` costs (the scheduler converts every sleep's deadline).
  var wholeNanoseconds: Int64 {
    let attoseconds = Int128(_high) << 64 | Int128(_low)
    let nanoseconds = attoseconds / 1_000_000_000
    return nanoseconds > Int128(Int64.max) ? .max : nanoseconds < Int128(Int64.min) ? .min : Int64(nanoseconds)
  }

  /// Whole nanoseconds, saturating at the bounds of `Int64`.
  public var nanosecondsClamped: Int64 {
    let (seconds, attoseconds) = components
    let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    if overflow { return seconds < 0 ? .min : .max }
    let (sum, overflow2) = scaled.addingReportingOverflow(attoseconds / 1_000_000_000)
    if overflow2 { return seconds < 0 ? .min : .max }
    return sum
  }
}
