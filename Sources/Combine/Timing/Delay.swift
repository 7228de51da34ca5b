// Combine's `delay(for:tolerance:scheduler:options:)` (developer.apple.com/documentation/combine/publishers/delay),
// checked against the iOS 18 SDK. Status: complete. Every value and the completion reach the downstream `interval`
// later, on the scheduler; demand passes through unchanged.

extension Publishers {
  /// A publisher that delays delivery of elements and completion to the downstream receiver.
  public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    /// The amount of time to delay.
    public let interval: Context.SchedulerTimeType.Stride
    /// The allowed tolerance in delivering delayed events.
    public let tolerance: Context.SchedulerTimeType.Stride
    /// The scheduler to deliver the delayed events.
    public let scheduler: Context
    public let options: Context.SchedulerOptions?

    public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride,
                tolerance: Context.SchedulerTimeType.Stride, scheduler: Context,
                options: Context.SchedulerOptions? = nil) {
      self.upstream = upstream
      self.interval = interval
      self.tolerance = tolerance
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(DelayInner(downstream: subscriber, interval: interval, tolerance: tolerance,
                                    scheduler: scheduler, options: options))
    }
  }
}

extension Publisher {
  /// Delays delivery of all output to the downstream receiver by a specified amount of time on a particular
  /// scheduler.
  public func delay<S: Scheduler>(for interval: S.SchedulerTimeType.Stride,
                                  tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
                                  options: S.SchedulerOptions? = nil) -> Publishers.Delay<Self, S> {
    Publishers.Delay(upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
                     scheduler: scheduler, options: options)
  }
}

/// Sends each event on after the interval.
final class DelayInner<Input, Failure: Error, Downstream: Subscriber, Context: Scheduler>:
  OperatorInner<Input, Failure, Downstream> where Downstream.Input == Input, Downstream.Failure == Failure {
  private let interval: Context.SchedulerTimeType.Stride
  private let tolerance: Context.SchedulerTimeType.Stride
  private let scheduler: Context
  private let options: Context.SchedulerOptions?

  init(downstream: Downstream, interval: Context.SchedulerTimeType.Stride,
       tolerance: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?) {
    self.interval = interval
    self.tolerance = tolerance
    self.scheduler = scheduler
    self.options = options
    super.init(downstream: downstream)
  }

  override func receive(_ input: Input) -> Subscribers.Demand {
    guard !isTerminated else { return .none }
    scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options) { [self] in
      guard !isTerminated else { return }
      let more = downstream.receive(input)
      if more > 0 { upstream?.request(more) }
    }
    return .none
  }

  override func receive(completion: Subscribers.Completion<Failure>) {
    guard !isTerminated else { return }
    scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options) { [self] in
      finish(completion, cancellingUpstream: false)
    }
  }
}
