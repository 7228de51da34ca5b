// The downstream side of the operators that listen to several publishers at once (`merge`, `flatMap`): each
// child is asked for all its values, which wait in one buffer until the downstream asks for them, so the
// downstream's demand is honoured (Apple is silent on how children are asked; this is asyncplay's choice, written
// down in docs/combine.md).

/// Joins the values of several child publishers into one downstream, in the order they arrive.
final class FanIn<Output, Failure: Error, Downstream: Subscriber>: Subscription
where Downstream.Input == Output, Downstream.Failure == Failure {
  private let downstream: Downstream
  private var children: [Int: any Subscription] = [:]
  private var nextChild = 0
  private var openChildren = 0
  private var buffer: [Output] = []
  private var demand = Subscribers.Demand.none
  private var isDraining = false
  /// False once no more children can come (the upstream of `flatMap` finished, `merge` subscribed them all).
  private var expectsMore = true
  private(set) var isTerminated = false
  /// Called when a child finishes (`flatMap` asks its upstream for another publisher).
  var childFinished: () -> Void = {}
  /// Called when the whole thing is cancelled or fails (`flatMap` cancels its upstream).
  var stopped: () -> Void = {}

  init(downstream: Downstream) { self.downstream = downstream }

  /// Subscribes to `publisher` as one more child.
  func add<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    guard !isTerminated else { return }
    let id = nextChild
    nextChild += 1
    openChildren += 1
    publisher.subscribe(AnySubscriber<Output, Failure>(
      receiveSubscription: { [self] subscription in
        guard !isTerminated else { return subscription.cancel() }
        children[id] = subscription
        subscription.request(.unlimited)
      },
      receiveValue: { [self] value in
        guard !isTerminated else { return .none }
        buffer.append(value)
        drain()
        return .none
      },
      receiveCompletion: { [self] completion in
        guard !isTerminated else { return }
        children[id] = nil
        openChildren -= 1
        switch completion {
        case .finished:
          childFinished()
          finishIfDone()
        case .failure(let error):
          fail(error)
        }
      }))
  }

  /// No child will be added any more: the stream finishes once the open ones have.
  func noMoreChildren() {
    expectsMore = false
    finishIfDone()
  }

  func fail(_ error: Failure) {
    guard !isTerminated else { return }
    stopAll()
    downstream.receive(completion: .failure(error))
  }

  func request(_ more: Subscribers.Demand) {
    guard !isTerminated else { return }
    demand += more
    drain()
  }

  func cancel() {
    guard !isTerminated else { return }
    stopAll()
  }

  private func drain() {
    guard !isDraining else { return }
    isDraining = true
    while !isTerminated, demand > 0, !buffer.isEmpty {
      demand -= 1
      demand += downstream.receive(buffer.removeFirst())
    }
    isDraining = false
    finishIfDone()
  }

  private func finishIfDone() {
    guard !isTerminated, !expectsMore, openChildren == 0, buffer.isEmpty else { return }
    isTerminated = true
    downstream.receive(completion: .finished)
  }

  private func stopAll() {
    isTerminated = true
    buffer = []
    let open = children.sorted { $0.key < $1.key }.map(\.value)
    children = [:]
    for child in open { child.cancel() }
    stopped()
  }
}
