// Foundation's `RunLoop` and `OperationQueue` as Combine schedulers
// (developer.apple.com/documentation/foundation/runloop/schedulertimetype,
// …/foundation/operationqueue/schedulertimetype), checked against the iOS 18 SDK. Status: complete on virtual
// time: `RunLoop.main` and `OperationQueue.main` run their actions on the main actor, other run loops and queues
// on the default executor; an action runs exactly at its date (tolerance changes nothing). `OperationQueue`'s time
// type is the run loop's (same fields, same meaning), a type alias rather than a copy.
import Foundation

extension RunLoop {
  /// The scheduler time type used by the run loop: a date.
  public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
    /// The date this type represents.
    public var date: Date

    /// Creates a run loop scheduler time with the given date.
    public init(_ date: Date) { self.date = date }

    /// Returns the distance to another run loop scheduler time.
    public func distance(to other: SchedulerTimeType) -> Stride { Stride(other.date.timeIntervalSince(date)) }

    /// Returns a run loop scheduler time calculated by advancing this instance's time by the given interval.
    public func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(date.addingTimeInterval(n.timeInterval)) }

    /// The interval by which run loop times advance, in seconds.
    public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable, Hashable,
                          SchedulerTimeIntervalConvertible, Sendable {
      public typealias FloatLiteralType = TimeInterval
      public typealias IntegerLiteralType = TimeInterval
      public typealias Magnitude = TimeInterval

      /// The value of this time interval in seconds.
      public var magnitude: TimeInterval
      /// The value of this time interval in seconds.
      public var timeInterval: TimeInterval { magnitude }

      public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
      public init(integerLiteral value: TimeInterval) { magnitude = value }
      public init(floatLiteral value: TimeInterval) { magnitude = value }
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = TimeInterval(exactly: source) else { return nil }
        magnitude = value
      }

      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
      public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
      public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }

      public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
      public static func seconds(_ s: Double) -> Stride { Stride(s) }
      public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }
      public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }
    }
  }

  /// Options that affect the operation of the run loop scheduler (none are defined).
  public struct SchedulerOptions: Sendable {}
}

extension RunLoop: Scheduler {
  public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
  public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    VirtualTimer.schedule(on: lane, named: schedulerName, after: nil, action)
  }

  public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                       options: SchedulerOptions?, _ action: @escaping () -> Void) {
    VirtualTimer.schedule(on: lane, named: schedulerName, after: delay(until: date.date), action)
  }

  public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                       tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                       _ action: @escaping () -> Void) -> any Cancellable {
    VirtualTimer.schedule(on: lane, named: schedulerName, after: delay(until: date.date),
                          every: .seconds(interval.timeInterval), action)
  }

  var lane: VirtualLane { self === RunLoop.main ? .main : .background }
  var schedulerName: String { self === RunLoop.main ? "RunLoop.main" : "RunLoop" }
}

extension OperationQueue {
  /// The scheduler time type used by the operation queue: a date, as for the run loop.
  public typealias SchedulerTimeType = RunLoop.SchedulerTimeType

  /// Options that affect the operation of the operation queue scheduler (none are defined).
  public struct SchedulerOptions: Sendable {}
}

extension OperationQueue: Scheduler {
  public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
  public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    VirtualTimer.schedule(on: lane, named: schedulerName, after: nil, action)
  }

  public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                       options: SchedulerOptions?, _ action: @escaping () -> Void) {
    VirtualTimer.schedule(on: lane, named: schedulerName, after: delay(until: date.date), action)
  }

  public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                       tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                       _ action: @escaping () -> Void) -> any Cancellable {
    VirtualTimer.schedule(on: lane, named: schedulerName, after: delay(until: date.date),
                          every: .seconds(interval.timeInterval), action)
  }

  var lane: VirtualLane { self === OperationQueue.main ? .main : .background }
  var schedulerName: String {
    self === OperationQueue.main ? "OperationQueue.main" : "OperationQueue(\(name ?? "unnamed"))"
  }
}

/// The time from now (the virtual wall clock during a run) until `date`, to the microsecond: a `Date` holds seconds
/// since 2001 in a `Double`, whose last bits are a fraction of a microsecond today, so `now + 0.3` is 299.99995 ms
/// away; rounded, it is the 300 ms that the app wrote.
func delay(until date: Date) -> Duration {
  .microseconds(Int64((date.timeIntervalSince(Date()) * 1_000_000).rounded()))
}
