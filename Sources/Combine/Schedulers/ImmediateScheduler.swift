// Combine's `ImmediateScheduler` (developer.apple.com/documentation/combine/immediatescheduler), checked against
// the iOS 18 SDK. Status: complete.

/// A scheduler for performing synchronous actions.
///
/// You can only use this scheduler for immediate actions. If you attempt to schedule actions after a specific
/// date, this scheduler ignores the date and performs them immediately.
public struct ImmediateScheduler: Scheduler, Sendable {
  /// The time type used by the immediate scheduler.
  public struct SchedulerTimeType: Strideable, Sendable {
    /// The time interval type used by the immediate scheduler.
    public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable,
                          SchedulerTimeIntervalConvertible, Sendable {
      public typealias FloatLiteralType = Double
      public typealias IntegerLiteralType = Int
      public typealias Magnitude = Int

      /// The value of this time interval in seconds.
      public var magnitude: Int

      /// Creates an immediate scheduler time interval from the given time interval.
      public init(_ value: Int) { magnitude = value }
      public init(integerLiteral value: Int) { magnitude = value }
      public init(floatLiteral value: Double) { magnitude = Int(value) }
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        magnitude = value
      }

      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
      public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
      public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }

      public static func seconds(_ s: Int) -> Stride { Stride(s) }
      public static func seconds(_ s: Double) -> Stride { Stride(Int(s)) }
      public static func milliseconds(_ ms: Int) -> Stride { Stride(ms) }
      public static func microseconds(_ us: Int) -> Stride { Stride(us) }
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(ns) }
    }

    /// Returns the distance to another immediate scheduler time (always zero).
    public func distance(to other: SchedulerTimeType) -> Stride { Stride(0) }
    /// Advances the time by the specified amount (it stays the same).
    public func advanced(by n: Stride) -> SchedulerTimeType { self }
  }

  /// The shared instance of the immediate scheduler.
  public static let shared = ImmediateScheduler()

  public typealias SchedulerOptions = Never

  /// The immediate scheduler's definition of the current moment in time.
  public var now: SchedulerTimeType { SchedulerTimeType() }
  /// The minimum tolerance allowed by the immediate scheduler.
  public var minimumTolerance: SchedulerTimeType.Stride { Stride(0) }

  public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }

  public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?,
                       _ action: @escaping () -> Void) {
    action()
  }

  /// Performs the action once, at once, and returns a cancellable that does nothing.
  public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                       tolerance: SchedulerTimeType.Stride, options: Never?,
                       _ action: @escaping () -> Void) -> any Cancellable {
    action()
    return AnyCancellable {}
  }

  private typealias Stride = SchedulerTimeType.Stride
}
