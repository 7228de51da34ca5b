// Combine's `flatMap(maxPublishers:_:)` (developer.apple.com/documentation/combine/publishers/flatmap), checked
// against the iOS 18 SDK. Status: complete, with the failure-type overloads. `maxPublishers` limits how many
// publishers are subscribed at once: the upstream is asked for that many elements, and for one more each time a
// publisher finishes.

extension Publishers {
  /// A publisher that transforms elements from an upstream publisher into a new publisher.
  public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
  where NewPublisher.Failure == Upstream.Failure {
    public typealias Output = NewPublisher.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    /// The maximum number of concurrent publisher subscriptions.
    public let maxPublishers: Subscribers.Demand
    /// A closure that takes an element as a parameter and returns a publisher that produces elements of that type.
    public let transform: (Upstream.Output) -> NewPublisher

    public init(upstream: Upstream, maxPublishers: Subscribers.Demand,
                transform: @escaping (Upstream.Output) -> NewPublisher) {
      self.upstream = upstream
      self.maxPublishers = maxPublishers
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(FlatMapOuter(downstream: subscriber, maxPublishers: maxPublishers, transform: transform))
    }
  }
}

/// The subscriber to `flatMap`'s upstream: each element becomes a child of the fan-in.
final class FlatMapOuter<Input, NewPublisher: Publisher, Downstream: Subscriber>: Subscriber
where Downstream.Input == NewPublisher.Output, Downstream.Failure == NewPublisher.Failure {
  typealias Failure = NewPublisher.Failure
  private let fanIn: FanIn<NewPublisher.Output, NewPublisher.Failure, Downstream>
  private let downstream: Downstream
  private let maxPublishers: Subscribers.Demand
  private let transform: (Input) -> NewPublisher
  private var upstream: (any Subscription)?

  init(downstream: Downstream, maxPublishers: Subscribers.Demand, transform: @escaping (Input) -> NewPublisher) {
    self.downstream = downstream
    self.maxPublishers = maxPublishers
    self.transform = transform
    fanIn = FanIn(downstream: downstream)
  }

  func receive(subscription: any Subscription) {
    guard upstream == nil, !fanIn.isTerminated else { return subscription.cancel() }
    upstream = subscription
    let limited = maxPublishers != .unlimited
    fanIn.childFinished = { [weak self] in if limited { self?.upstream?.request(.max(1)) } }
    fanIn.stopped = { [weak self] in
      let subscription = self?.upstream
      self?.upstream = nil
      subscription?.cancel()
    }
    downstream.receive(subscription: fanIn)
    subscription.request(maxPublishers)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    fanIn.add(transform(input))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    upstream = nil
    switch completion {
    case .finished: fanIn.noMoreChildren()
    case .failure(let error): fanIn.fail(error)
    }
  }
}

extension Publisher {
  /// Transforms all elements from an upstream publisher into a new publisher up to a maximum number of publishers
  /// you specify.
  public func flatMap<T, P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited,
                                       _ transform: @escaping (Output) -> P) -> Publishers.FlatMap<P, Self>
  where T == P.Output, Failure == P.Failure {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }

  /// Transforms all elements into publishers that never fail, their elements published as this one's failure
  /// type.
  public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited,
                                    _ transform: @escaping (Output) -> P)
    -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
  }
}

extension Publisher where Failure == Never {
  /// Transforms all elements of a publisher that never fails into publishers that may.
  public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited,
                                    _ transform: @escaping (Output) -> P)
    -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
    Publishers.FlatMap(upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers,
                       transform: transform)
  }

  /// Transforms all elements of a publisher that never fails into publishers that never fail.
  public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited,
                                    _ transform: @escaping (Output) -> P) -> Publishers.FlatMap<P, Self>
  where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }
}
