// The subscription of the operators that move from one upstream to the next (`catch`, `retry`, `prepend`): the
// downstream's outstanding demand is carried over to the next upstream, so that it is honoured across the switch.

/// Forwards one upstream at a time; when one completes, `next` may name the publisher to continue with.
final class ChainInner<Output, UpstreamFailure: Error, Downstream: Subscriber>: Subscription
where Downstream.Input == Output {
  private let downstream: Downstream
  private var upstream: (any Subscription)?
  private var demand = Subscribers.Demand.none
  private var isTerminated = false
  private var hasSentSubscription = false
  /// Called when the current upstream completes: a publisher to subscribe to next (given the subscriber to use),
  /// or `nil` to pass the completion on, mapped to the downstream's failure.
  private let next: (Subscribers.Completion<UpstreamFailure>) -> ((ChainInner) -> Void)?
  private let mapFailure: (UpstreamFailure) -> Downstream.Failure

  init(downstream: Downstream,
       next: @escaping (Subscribers.Completion<UpstreamFailure>) -> ((ChainInner) -> Void)?,
       mapFailure: @escaping (UpstreamFailure) -> Downstream.Failure) {
    self.downstream = downstream
    self.next = next
    self.mapFailure = mapFailure
  }

  /// A subscriber for one upstream of type `Failure`.
  func link<Failure: Error>(_ completed: @escaping (Subscribers.Completion<Failure>) -> Void)
    -> AnySubscriber<Output, Failure> {
    AnySubscriber(receiveSubscription: { [self] in attach($0) },
                  receiveValue: { [self] in forward($0) },
                  receiveCompletion: { [self] completion in
                    guard !isTerminated else { return }
                    upstream = nil
                    completed(completion)
                  })
  }

  /// The subscriber of an upstream whose completion goes through `next`.
  var primary: AnySubscriber<Output, UpstreamFailure> { link { [self] in upstreamCompleted($0) } }

  /// The subscriber of a final upstream whose completion goes to the downstream as it is.
  var last: AnySubscriber<Output, Downstream.Failure> {
    link { [self] completion in
      isTerminated = true
      downstream.receive(completion: completion)
    }
  }

  private func attach(_ subscription: any Subscription) {
    guard !isTerminated, upstream == nil else { return subscription.cancel() }
    upstream = subscription
    if !hasSentSubscription {
      hasSentSubscription = true
      downstream.receive(subscription: self)
    } else if demand > 0 {
      subscription.request(demand)
    }
  }

  private func forward(_ value: Output) -> Subscribers.Demand {
    guard !isTerminated else { return .none }
    demand -= 1
    let more = downstream.receive(value)
    demand += more
    return more
  }

  private func upstreamCompleted(_ completion: Subscribers.Completion<UpstreamFailure>) {
    if let subscribeNext = next(completion) {
      subscribeNext(self)
      return
    }
    isTerminated = true
    switch completion {
    case .finished: downstream.receive(completion: .finished)
    case .failure(let error): downstream.receive(completion: .failure(mapFailure(error)))
    }
  }

  func request(_ more: Subscribers.Demand) {
    guard !isTerminated else { return }
    demand += more
    upstream?.request(more)
  }

  func cancel() {
    isTerminated = true
    let subscription = upstream
    upstream = nil
    subscription?.cancel()
  }
}
