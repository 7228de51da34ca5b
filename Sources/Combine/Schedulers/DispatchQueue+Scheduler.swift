// Dispatch's `DispatchQueue` as a Combine scheduler
// (developer.apple.com/documentation/dispatch/dispatchqueue/schedulertimetype), checked against the iOS 18 SDK.
// Status: complete on virtual time: `DispatchQueue.main` runs its actions on the main actor, other queues on the
// default executor; an action runs exactly at its time (tolerance, QoS and flags change nothing).
import Dispatch

extension DispatchQueue {
  /// The scheduler time type used by the dispatch queue.
  public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
    /// The dispatch time represented by this type.
    public var dispatchTime: DispatchTime

    /// Creates a dispatch queue time type instance.
    public init(_ time: DispatchTime) { dispatchTime = time }

    public init(from decoder: any Decoder) throws {
      dispatchTime = DispatchTime(uptimeNanoseconds: try decoder.singleValueContainer().decode(UInt64.self))
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(dispatchTime.uptimeNanoseconds)
    }

    public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
      lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

    /// Returns the distance to another dispatch queue time.
    public func distance(to other: SchedulerTimeType) -> Stride {
      Stride(.nanoseconds(Int(Int64(bitPattern: other.dispatchTime.uptimeNanoseconds
                                      &- dispatchTime.uptimeNanoseconds))))
    }

    /// Returns a dispatch queue scheduler time calculated by advancing this instance's time by the given interval.
    public func advanced(by n: Stride) -> SchedulerTimeType {
      SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(0, Int64(dispatchTime.uptimeNanoseconds)
                                                                     + Int64(n.magnitude)))))
    }

    /// A type that represents the distance between two dispatch times, in nanoseconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
                          Hashable, Codable, Sendable {
      public typealias FloatLiteralType = Double
      public typealias IntegerLiteralType = Int
      public typealias Magnitude = Int

      /// The value of this time interval in nanoseconds.
      public var magnitude: Int
      /// A `DispatchTimeInterval` created with the value of this type in nanoseconds.
      public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

      /// Creates a dispatch queue time interval from a dispatch time interval.
      public init(_ timeInterval: DispatchTimeInterval) {
        switch timeInterval {
        case .seconds(let s): magnitude = s &* 1_000_000_000
        case .milliseconds(let ms): magnitude = ms &* 1_000_000
        case .microseconds(let us): magnitude = us &* 1_000
        case .nanoseconds(let ns): magnitude = ns
        case .never: magnitude = .max
        @unknown default: magnitude = .max
        }
      }

      /// Creates a dispatch queue time interval from a floating-point seconds value.
      public init(floatLiteral value: Double) { magnitude = Int(value * 1_000_000_000) }
      /// Creates a dispatch queue time interval from an integer seconds value.
      public init(integerLiteral value: Int) { magnitude = value &* 1_000_000_000 }
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        magnitude = value
      }

      private init(nanoseconds: Int) { magnitude = nanoseconds }

      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude * rhs.magnitude) }
      public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude + rhs.magnitude) }
      public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude - rhs.magnitude) }
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }

      public static func seconds(_ s: Int) -> Stride { Stride(nanoseconds: s * 1_000_000_000) }
      public static func seconds(_ s: Double) -> Stride { Stride(nanoseconds: Int(s * 1_000_000_000)) }
      public static func milliseconds(_ ms: Int) -> Stride { Stride(nanoseconds: ms * 1_000_000) }
      public static func microseconds(_ us: Int) -> Stride { Stride(nanoseconds: us * 1_000) }
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(nanoseconds: ns) }
    }
  }

  /// Options that affect the operation of the dispatch queue scheduler (accepted; they change nothing here).
  public struct SchedulerOptions {
    /// The dispatch queue quality of service.
    public var qos: DispatchQoS
    /// The dispatch queue work item flags.
    public var flags: DispatchWorkItemFlags
    /// The dispatch group, if any, that should be used for performing actions.
    public var group: DispatchGroup?

    public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
      self.qos = qos
      self.flags = flags
      self.group = group
    }
  }
}

extension DispatchQueue: Scheduler {
  public var now: SchedulerTimeType { SchedulerTimeType(DispatchTime.now()) }
  public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(.nanoseconds(0)) }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    VirtualTimer.schedule(on: lane, named: schedulerName, after: nil, action)
  }

  public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                       options: SchedulerOptions?, _ action: @escaping () -> Void) {
    VirtualTimer.schedule(on: lane, named: schedulerName, after: dispatchDelay(until: date), action)
  }

  public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                       tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                       _ action: @escaping () -> Void) -> any Cancellable {
    VirtualTimer.schedule(on: lane, named: schedulerName, after: dispatchDelay(until: date),
                          every: .nanoseconds(interval.magnitude), action)
  }

  /// Whether this is the main queue (on Linux `DispatchQueue.main` makes a new wrapper object each time: the
  /// label tells it).
  var isMainQueue: Bool { label == DispatchQueue.main.label }
  var lane: VirtualLane { isMainQueue ? .main : .background }
  var schedulerName: String { isMainQueue ? "DispatchQueue.main" : "DispatchQueue(\(label))" }

}

/// The time from now (virtual during a run: `DispatchTime.now()` reads the simulator's clock) until `date`.
func dispatchDelay(until date: DispatchQueue.SchedulerTimeType) -> Duration {
  .nanoseconds(Int64(bitPattern: date.dispatchTime.uptimeNanoseconds &- DispatchTime.now().uptimeNanoseconds))
}
