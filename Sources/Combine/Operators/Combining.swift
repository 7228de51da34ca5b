// The shared core of `combineLatest` and `zip`: several upstreams, each asked for all its values, combined into
// tuples that go down only when the downstream has demand. The element types are erased inside (the public
// publishers build the tuple).

/// How the latest values or the queued values of the upstreams become one output.
enum CombiningRule {
  /// `combineLatest`: every new value combines with the latest of the others, once all have one.
  case latest
  /// `zip`: the oldest unused value of each upstream, once each has one.
  case pairs
}

/// Listens to `count` upstreams and sends their combinations.
final class CombiningInner<Output, Failure: Error, Downstream: Subscriber>: Subscription
where Downstream.Input == Output, Downstream.Failure == Failure {
  private let downstream: Downstream
  private let rule: CombiningRule
  private let build: ([Any]) -> Output
  private var subscriptions: [(any Subscription)?]
  private var queues: [[Any]]
  private var finished: [Bool]
  /// `combineLatest`: a combination not yet sent for want of demand.
  private var pendingLatest = false
  private var demand = Subscribers.Demand.none
  private var isTerminated = false

  init(downstream: Downstream, count: Int, rule: CombiningRule, build: @escaping ([Any]) -> Output) {
    self.downstream = downstream
    self.rule = rule
    self.build = build
    subscriptions = Array(repeating: nil, count: count)
    queues = Array(repeating: [], count: count)
    finished = Array(repeating: false, count: count)
  }

  /// The subscriber of upstream `index`.
  func subscriber<Input>(_ index: Int, _ type: Input.Type) -> AnySubscriber<Input, Failure> {
    AnySubscriber(
      receiveSubscription: { [self] subscription in
        guard !isTerminated, subscriptions[index] == nil else { return subscription.cancel() }
        subscriptions[index] = subscription
        subscription.request(.unlimited)
      },
      receiveValue: { [self] value in
        guard !isTerminated else { return .none }
        switch rule {
        case .latest:
          queues[index] = [value]
          pendingLatest = !queues.contains { $0.isEmpty }
        case .pairs:
          queues[index].append(value)
        }
        send()
        return .none
      },
      receiveCompletion: { [self] completion in
        guard !isTerminated else { return }
        subscriptions[index] = nil
        switch completion {
        case .failure(let error):
          end(.failure(error))
        case .finished:
          finished[index] = true
          finishIfDone()
        }
      })
  }

  func request(_ more: Subscribers.Demand) {
    guard !isTerminated else { return }
    demand += more
    send()
  }

  func cancel() {
    guard !isTerminated else { return }
    isTerminated = true
    let open = subscriptions
    subscriptions = subscriptions.map { _ in nil }
    for subscription in open { subscription?.cancel() }
  }

  private func send() {
    while !isTerminated, demand > 0 {
      switch rule {
      case .latest:
        guard pendingLatest else { return finishIfDone() }
        pendingLatest = false
        demand -= 1
        demand += downstream.receive(build(queues.map { $0[0] }))
      case .pairs:
        guard !queues.contains(where: { $0.isEmpty }) else { return finishIfDone() }
        let values = queues.map { $0[0] }
        for index in queues.indices { queues[index].removeFirst() }
        demand -= 1
        demand += downstream.receive(build(values))
      }
    }
    finishIfDone()
  }

  /// `combineLatest` finishes when all upstreams have; `zip` when a finished upstream has nothing left to pair.
  private func finishIfDone() {
    guard !isTerminated else { return }
    switch rule {
    case .latest:
      if !finished.contains(false), !pendingLatest { end(.finished) }
    case .pairs:
      if queues.indices.contains(where: { finished[$0] && queues[$0].isEmpty }) { end(.finished) }
    }
  }

  private func end(_ completion: Subscribers.Completion<Failure>) {
    cancel()
    downstream.receive(completion: completion)
  }
}
