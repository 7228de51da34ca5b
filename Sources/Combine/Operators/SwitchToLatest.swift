// Combine's `switchToLatest()` (developer.apple.com/documentation/combine/publishers/switchtolatest), checked
// against the iOS 18 SDK. Status: complete for the three failure-type forms. A new publisher from the upstream
// cancels the subscription to the previous one; the downstream's outstanding demand carries over to it.

extension Publishers {
  /// A publisher that flattens nested publishers, republishing only the elements of the most recent one.
  public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
  where P == Upstream.Output, P.Failure == Upstream.Failure {
    public typealias Output = P.Output
    public typealias Failure = P.Failure
    public let upstream: Upstream

    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(SwitchInner<P, S>(downstream: subscriber))
    }
  }
}

/// Subscribes to each publisher the upstream sends, dropping the one before.
final class SwitchInner<Inner: Publisher, Downstream: Subscriber>: Subscriber, Subscription
where Downstream.Input == Inner.Output, Downstream.Failure == Inner.Failure {
  typealias Input = Inner
  typealias Failure = Inner.Failure
  private let downstream: Downstream
  private var upstream: (any Subscription)?
  private var current: (any Subscription)?
  private var generation = 0
  private var hasCurrent = false
  private var upstreamFinished = false
  private var demand = Subscribers.Demand.none
  private var isTerminated = false

  init(downstream: Downstream) { self.downstream = downstream }

  func receive(subscription: any Subscription) {
    guard upstream == nil, !isTerminated else { return subscription.cancel() }
    upstream = subscription
    downstream.receive(subscription: self)
    subscription.request(.unlimited)
  }

  func receive(_ input: Inner) -> Subscribers.Demand {
    guard !isTerminated else { return .none }
    current?.cancel()
    current = nil
    generation += 1
    hasCurrent = true
    let mine = generation
    input.subscribe(AnySubscriber<Inner.Output, Inner.Failure>(
      receiveSubscription: { [self] subscription in
        guard mine == generation, !isTerminated else { return subscription.cancel() }
        current = subscription
        if demand > 0 { subscription.request(demand) }
      },
      receiveValue: { [self] value in
        guard mine == generation, !isTerminated else { return .none }
        demand -= 1
        let more = downstream.receive(value)
        demand += more
        return more
      },
      receiveCompletion: { [self] completion in
        guard mine == generation, !isTerminated else { return }
        current = nil
        hasCurrent = false
        switch completion {
        case .finished:
          if upstreamFinished { end(.finished) }
        case .failure(let error):
          end(.failure(error))
        }
      }))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    guard !isTerminated else { return }
    upstream = nil
    switch completion {
    case .finished:
      upstreamFinished = true
      if !hasCurrent { end(.finished) }
    case .failure(let error):
      end(.failure(error))
    }
  }

  func request(_ more: Subscribers.Demand) {
    guard !isTerminated else { return }
    demand += more
    current?.request(more)
  }

  func cancel() {
    guard !isTerminated else { return }
    isTerminated = true
    let both = [current, upstream]
    current = nil
    upstream = nil
    for subscription in both { subscription?.cancel() }
  }

  private func end(_ completion: Subscribers.Completion<Failure>) {
    guard !isTerminated else { return }
    cancel()
    downstream.receive(completion: completion)
  }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
  /// Republishes elements sent by the most recently received publisher.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> { Publishers.SwitchToLatest(upstream: self) }
}

extension Publisher where Failure == Never, Output: Publisher {
  /// Republishes elements sent by the most recently received publisher (whose failures end the stream).
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Publishers.SetFailureType<Self, Output.Failure>> {
    Publishers.SwitchToLatest(upstream: setFailureType(to: Output.Failure.self))
  }
}

extension Publisher where Failure == Never, Output: Publisher, Output.Failure == Never {
  /// Republishes elements sent by the most recently received publisher.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> { Publishers.SwitchToLatest(upstream: self) }
}
