// Combine's `receive(on:options:)` and `subscribe(on:options:)`
// (developer.apple.com/documentation/combine/publishers/receiveon, …/publishers/subscribeon), checked against the
// iOS 18 SDK. Status: complete.
//
// `receive(on:)` delivers values and the completion through the scheduler, each as its own scheduled action; the
// subscription itself and demand go straight through. `subscribe(on:)` makes the subscription, its requests and its
// cancellation through the scheduler; values come as the upstream sends them.

extension Publishers {
  /// A publisher that delivers elements to its downstream subscriber on a specific scheduler.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    /// The scheduler the publisher uses to deliver elements.
    public let scheduler: Context
    /// Scheduler options used to customize element delivery.
    public let options: Context.SchedulerOptions?

    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(ReceiveOnInner(downstream: subscriber, scheduler: scheduler, options: options))
    }
  }

  /// A publisher that receives elements from an upstream publisher on a specific scheduler.
  public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    /// The scheduler the publisher should use to receive elements.
    public let scheduler: Context
    /// Scheduler options that customize the delivery of elements.
    public let options: Context.SchedulerOptions?

    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let inner = SubscribeOnInner(downstream: subscriber, scheduler: scheduler, options: options)
      let upstream = self.upstream
      scheduler.schedule(options: options) { upstream.subscribe(inner) }
    }
  }
}

extension Publisher {
  /// Specifies the scheduler on which to receive elements from the publisher.
  public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.ReceiveOn<Self, S> {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }

  /// Specifies the scheduler on which to perform subscribe, cancel, and request operations.
  public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.SubscribeOn<Self, S> {
    Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
  }
}

/// Delivers every value and the completion through the scheduler.
final class ReceiveOnInner<Input, Failure: Error, Downstream: Subscriber, Context: Scheduler>:
  OperatorInner<Input, Failure, Downstream> where Downstream.Input == Input, Downstream.Failure == Failure {
  private let scheduler: Context
  private let options: Context.SchedulerOptions?

  init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
    self.scheduler = scheduler
    self.options = options
    super.init(downstream: downstream)
  }

  override func receive(_ input: Input) -> Subscribers.Demand {
    guard !isTerminated else { return .none }
    scheduler.schedule(options: options) { [self] in
      guard !isTerminated else { return }
      let more = downstream.receive(input)
      if more > 0 { upstream?.request(more) }
    }
    return .none
  }

  override func receive(completion: Subscribers.Completion<Failure>) {
    guard !isTerminated else { return }
    scheduler.schedule(options: options) { [self] in finish(completion, cancellingUpstream: false) }
  }
}

/// Makes requests and cancellation through the scheduler.
final class SubscribeOnInner<Input, Failure: Error, Downstream: Subscriber, Context: Scheduler>:
  OperatorInner<Input, Failure, Downstream> where Downstream.Input == Input, Downstream.Failure == Failure {
  private let scheduler: Context
  private let options: Context.SchedulerOptions?

  init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
    self.scheduler = scheduler
    self.options = options
    super.init(downstream: downstream)
  }

  override func receive(_ input: Input) -> Subscribers.Demand {
    isTerminated ? .none : downstream.receive(input)
  }

  override func receive(completion: Subscribers.Completion<Failure>) {
    finish(completion, cancellingUpstream: false)
  }

  override func request(_ demand: Subscribers.Demand) {
    scheduler.schedule(options: options) { [self] in upstream?.request(demand) }
  }

  override func cancel() {
    guard !isTerminated else { return }
    isTerminated = true
    let subscription = upstream
    upstream = nil
    scheduler.schedule(options: options) { subscription?.cancel() }
  }
}
