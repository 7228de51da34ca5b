// Dispatch's `DispatchQueue` as a Combine scheduler
// (developer.apple.com/documentation/dispatch/dispatchqueue/schedulertimetype), checked against the iOS 18 SDK.
// Status: complete. The actions go to the queue itself (`async`, `asyncAfter`), which the engine runs on virtual
// time during a run (the main queue on the main actor, in one order with it; other queues on the pool's virtual
// threads, serial queues in order): each action is a task named after its call (`DispatchQueue.main.async #1`).
// An action runs exactly at its time; tolerance, QoS and flags change nothing.
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
    let job = ScheduledAction(run: action)
    async { job.run() }
  }

  public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                       options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let job = ScheduledAction(run: action)
    asyncAfter(deadline: date.dispatchTime) { job.run() }
  }

  /// Runs the action at `date`, then every `interval` after the time it was due, re-armed with `asyncAfter` until
  /// cancelled.
  public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                       tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                       _ action: @escaping () -> Void) -> any Cancellable {
    let repeating = RepeatingDispatch(queue: self, interval: interval, action: ScheduledAction(run: action))
    repeating.arm(at: date.dispatchTime)
    return repeating
  }
}

/// Work that runs again every interval on a dispatch queue until cancelled.
final class RepeatingDispatch: Cancellable, @unchecked Sendable {
  private let queue: DispatchQueue
  private let interval: DispatchQueue.SchedulerTimeType.Stride
  private let action: ScheduledAction
  private var item: DispatchWorkItem?

  init(queue: DispatchQueue, interval: DispatchQueue.SchedulerTimeType.Stride, action: ScheduledAction) {
    self.queue = queue
    self.interval = interval
    self.action = action
  }

  func arm(at deadline: DispatchTime) {
    let item = DispatchWorkItem { [self] in
      guard self.item != nil else { return }
      action.run()
      guard self.item != nil, interval.magnitude > 0 else { return }
      arm(at: deadline + .nanoseconds(interval.magnitude))
    }
    self.item = item
    queue.asyncAfter(deadline: deadline, execute: item)
  }

  func cancel() {
    item?.cancel()
    item = nil
  }
}


