// Combine's `debounce(for:scheduler:options:)` (developer.apple.com/documentation/combine/publishers/debounce),
// checked against the iOS 18 SDK. Status: complete.
//
// Each value starts the due time again; a value is published once `dueTime` has passed without a newer one, on
// the scheduler. Where Apple is silent, OpenCombine's reading: a value due when the downstream has no demand is
// dropped; the upstream's completion drops a value still waiting and is delivered through the scheduler.

extension Publishers {
  /// A publisher that publishes elements only after a specified time interval elapses between events.
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    /// The amount of time the publisher should wait before publishing an element.
    public let dueTime: Context.SchedulerTimeType.Stride
    /// The scheduler on which this publisher delivers elements.
    public let scheduler: Context
    /// Scheduler options that customize this publisher's delivery of elements.
    public let options: Context.SchedulerOptions?

    public init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
                options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.dueTime = dueTime
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(DebounceInner(downstream: subscriber, dueTime: dueTime, scheduler: scheduler,
                                       options: options))
    }
  }
}

extension Publisher {
  /// Publishes elements only after a specified time interval elapses between events.
  public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S,
                                     options: S.SchedulerOptions? = nil) -> Publishers.Debounce<Self, S> {
    Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
  }
}

/// Holds the latest value and the timer that will publish it.
final class DebounceInner<Input, Failure: Error, Downstream: Subscriber, Context: Scheduler>:
  DemandKeepingInner<Input, Failure, Downstream> where Downstream.Input == Input, Downstream.Failure == Failure {
  private let dueTime: Context.SchedulerTimeType.Stride
  private let scheduler: Context
  private let options: Context.SchedulerOptions?
  private var timer: (any Cancellable)?
  private var generation = 0

  init(downstream: Downstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
       options: Context.SchedulerOptions?) {
    self.dueTime = dueTime
    self.scheduler = scheduler
    self.options = options
    super.init(downstream: downstream)
  }

  override func receive(_ input: Input) -> Subscribers.Demand {
    guard !isTerminated else { return .none }
    generation += 1
    let mine = generation
    cancelTimer(because: "debounce: a newer value arrived")
    timer = scheduler.scheduleCancellable(after: scheduler.now.advanced(by: dueTime)) { [self] in
      guard mine == generation, !isTerminated else { return }
      timer = nil
      guard demand > 0 else { return }
      demand -= 1
      demand += downstream.receive(input)
    }
    return .none
  }

  override func receive(completion: Subscribers.Completion<Failure>) {
    guard !isTerminated else { return }
    cancelTimer(because: "debounce: the upstream completed")
    upstream = nil
    generation += 1
    scheduler.schedule(options: options) { [self] in finish(completion, cancellingUpstream: false) }
  }

  override func cancel() {
    cancelTimer(because: "debounce: its subscription was cancelled")
    super.cancel()
  }

  /// Stops the pending value's timer; the trace names why.
  private func cancelTimer(because cause: String) {
    let pending = timer
    timer = nil
    if let work = pending as? ScheduledWork { work.cancel(because: cause) } else { pending?.cancel() }
  }
}
