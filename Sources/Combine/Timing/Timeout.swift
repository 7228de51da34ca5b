// Combine's `timeout(_:scheduler:options:customError:)` (developer.apple.com/documentation/combine/publishers/
// timeout), checked against the iOS 18 SDK. Status: complete.
//
// "Terminates publishing if the upstream publisher exceeds the specified time interval without producing an
// element": the interval runs from the subscription and again from each element; when it passes, the upstream is
// cancelled and the stream finishes, or fails with `customError()`. Elements and the completion are delivered
// through the scheduler (OpenCombine's reading).

extension Publishers {
  /// A publisher that terminates publishing if the upstream publisher exceeds a specified time interval without
  /// producing an element.
  public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    /// The maximum time interval the publisher can go without emitting an element.
    public let interval: Context.SchedulerTimeType.Stride
    /// The scheduler on which to deliver events.
    public let scheduler: Context
    public let options: Context.SchedulerOptions?
    /// A closure that executes if the publisher times out.
    public let customError: (() -> Upstream.Failure)?

    public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
                options: Context.SchedulerOptions?, customError: (() -> Failure)?) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.options = options
      self.customError = customError
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(TimeoutInner(downstream: subscriber, interval: interval, scheduler: scheduler,
                                      options: options, customError: customError))
    }
  }
}

extension Publisher {
  /// Terminates publishing if the upstream publisher exceeds the specified time interval without producing an
  /// element.
  public func timeout<S: Scheduler>(_ interval: S.SchedulerTimeType.Stride, scheduler: S,
                                    options: S.SchedulerOptions? = nil, customError: (() -> Failure)? = nil)
    -> Publishers.Timeout<Self, S> {
    Publishers.Timeout(upstream: self, interval: interval, scheduler: scheduler, options: options,
                       customError: customError)
  }
}

/// Restarts its clock at each element; ends the stream when the clock runs out.
final class TimeoutInner<Input, Failure: Error, Downstream: Subscriber, Context: Scheduler>:
  OperatorInner<Input, Failure, Downstream> where Downstream.Input == Input, Downstream.Failure == Failure {
  private let interval: Context.SchedulerTimeType.Stride
  private let scheduler: Context
  private let options: Context.SchedulerOptions?
  private let customError: (() -> Failure)?
  private var clock: (any Cancellable)?

  init(downstream: Downstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
       options: Context.SchedulerOptions?, customError: (() -> Failure)?) {
    self.interval = interval
    self.scheduler = scheduler
    self.options = options
    self.customError = customError
    super.init(downstream: downstream)
  }

  override func receive(subscription: any Subscription) {
    super.receive(subscription: subscription)
    restartClock()
  }

  override func receive(_ input: Input) -> Subscribers.Demand {
    guard !isTerminated else { return .none }
    restartClock()
    scheduler.schedule(options: options) { [self] in
      guard !isTerminated else { return }
      let more = downstream.receive(input)
      if more > 0 { upstream?.request(more) }
    }
    return .none
  }

  override func receive(completion: Subscribers.Completion<Failure>) {
    guard !isTerminated else { return }
    stopClock(because: "timeout: the upstream completed")
    scheduler.schedule(options: options) { [self] in finish(completion, cancellingUpstream: false) }
  }

  override func cancel() {
    stopClock(because: "timeout: its subscription was cancelled")
    super.cancel()
  }

  private func restartClock() {
    stopClock(because: "timeout: an element arrived in time")
    clock = scheduler.scheduleCancellable(after: scheduler.now.advanced(by: interval)) { [self] in
      clock = nil
      finish(customError.map { .failure($0()) } ?? .finished, cancellingUpstream: true)
    }
  }

  /// Stops the clock; the trace names why.
  private func stopClock(because cause: String) {
    let running = clock
    clock = nil
    if let work = running as? ScheduledWork { work.cancel(because: cause) } else { running?.cancel() }
  }
}
