// Combine's `throttle(for:scheduler:latest:)` (developer.apple.com/documentation/combine/publishers/throttle),
// checked against the iOS 18 SDK. Status: complete.
//
// The first value goes at once (through the scheduler); the values that arrive in the next `interval` are held, and
// when it ends the latest (`latest: true`) or the first of them goes. Apple is silent on the details; this is
// OpenCombine's reading: a value arriving when the downstream has no demand is dropped, and a completion waits for
// a value still held.

extension Publishers {
  /// A publisher that publishes either the most-recent or first element published by the upstream publisher in a
  /// specified time interval.
  public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    /// The interval in which to find and emit the most recent element.
    public let interval: Context.SchedulerTimeType.Stride
    /// The scheduler on which to publish elements.
    public let scheduler: Context
    /// A Boolean value indicating whether to publish the most recent element.
    public let latest: Bool

    public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.latest = latest
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(ThrottleInner(downstream: subscriber, interval: interval, scheduler: scheduler,
                                       latest: latest))
    }
  }
}

extension Publisher {
  /// Publishes either the most-recent or first element published by the upstream publisher in the specified time
  /// interval.
  public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool)
    -> Publishers.Throttle<Self, S> {
    Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
  }
}

/// Holds at most one value until its emission time.
final class ThrottleInner<Input, Failure: Error, Downstream: Subscriber, Context: Scheduler>:
  DemandKeepingInner<Input, Failure, Downstream> where Downstream.Input == Input, Downstream.Failure == Failure {
  private let interval: Context.SchedulerTimeType.Stride
  private let scheduler: Context
  private let latest: Bool
  private var pending: Input?
  private var pendingCompletion: Subscribers.Completion<Failure>?
  private var lastEmission: Context.SchedulerTimeType?

  init(downstream: Downstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
    self.interval = interval
    self.scheduler = scheduler
    self.latest = latest
    super.init(downstream: downstream)
  }

  override func receive(_ input: Input) -> Subscribers.Demand {
    guard !isTerminated, pendingCompletion == nil, demand > 0 else { return .none }
    if pending != nil {
      if latest { pending = input }
      return .none
    }
    demand -= 1
    pending = input
    let now = scheduler.now
    let earliest = lastEmission.map { $0.advanced(by: interval) }
    if let earliest, earliest > now {
      scheduler.schedule(after: earliest) { [self] in emit() }
    } else {
      scheduler.schedule { [self] in emit() }
    }
    return .none
  }

  override func receive(completion: Subscribers.Completion<Failure>) {
    guard !isTerminated, pendingCompletion == nil else { return }
    upstream = nil
    pendingCompletion = completion
    if pending == nil { scheduler.schedule { [self] in emit() } }
  }

  private func emit() {
    guard !isTerminated else { return }
    let value = pending
    pending = nil
    if let value {
      lastEmission = scheduler.now
      demand += downstream.receive(value)
    }
    if let completion = pendingCompletion { finish(completion, cancellingUpstream: false) }
  }
}
