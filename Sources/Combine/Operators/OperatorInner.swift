// The shared part of the operators' subscriptions (Apple's are private types; only their behaviour is documented):
// one upstream subscription, one downstream subscriber, demand passed up unchanged unless an operator says
// otherwise, and a terminal state after which nothing more reaches the downstream.

/// An operator's link between its upstream and its downstream.
class OperatorInner<Input, Failure: Error, Downstream: Subscriber>: Subscriber, Subscription {
  let downstream: Downstream
  var upstream: (any Subscription)?
  /// Once true (completed or cancelled), nothing more goes downstream.
  var isTerminated = false

  init(downstream: Downstream) { self.downstream = downstream }

  func receive(subscription: any Subscription) {
    guard upstream == nil, !isTerminated else { return subscription.cancel() }
    upstream = subscription
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand { .none }

  func receive(completion: Subscribers.Completion<Failure>) {}

  func request(_ demand: Subscribers.Demand) { upstream?.request(demand) }

  func cancel() {
    isTerminated = true
    let subscription = upstream
    upstream = nil
    subscription?.cancel()
  }

  /// Completes the downstream once, cancelling the upstream if it has not completed.
  func finish(_ completion: Subscribers.Completion<Downstream.Failure>, cancellingUpstream: Bool) {
    guard !isTerminated else { return }
    isTerminated = true
    let subscription = upstream
    upstream = nil
    if cancellingUpstream { subscription?.cancel() }
    downstream.receive(completion: completion)
  }
}

/// An operator that asks its upstream for every value and keeps the downstream's demand itself, sending only when
/// it has some (`debounce`, `throttle`: values arrive on the upstream's time, leave on the scheduler's).
class DemandKeepingInner<Input, Failure: Error, Downstream: Subscriber>: OperatorInner<Input, Failure, Downstream>
where Downstream.Input == Input, Downstream.Failure == Failure {
  /// What the downstream has asked for and not yet received.
  var demand = Subscribers.Demand.none

  override func receive(subscription: any Subscription) {
    super.receive(subscription: subscription)
    subscription.request(.unlimited)
  }

  override func request(_ more: Subscribers.Demand) {
    guard !isTerminated else { return }
    demand += more
  }
}

/// What a value-by-value operator does with one input.
enum Step<Output, Failure: Error> {
  /// Passes a value down.
  case emit(Output)
  /// Drops the input (and asks the upstream for one more in its place).
  case skip
  /// Ends with an error.
  case fail(Failure)
  /// Passes a value down, then finishes.
  case emitAndFinish(Output)
  /// Finishes without passing the input down.
  case finish
}

/// The subscription of map-like operators: each input becomes one ``Step``.
final class StepInner<Input, UpstreamFailure: Error, Downstream: Subscriber>:
  OperatorInner<Input, UpstreamFailure, Downstream> {
  private let step: (Input) -> Step<Downstream.Input, Downstream.Failure>
  private let mapFailure: (UpstreamFailure) -> Downstream.Failure
  private let onFinished: (() -> Step<Downstream.Input, Downstream.Failure>?)?

  init(downstream: Downstream, step: @escaping (Input) -> Step<Downstream.Input, Downstream.Failure>,
       mapFailure: @escaping (UpstreamFailure) -> Downstream.Failure,
       onFinished: (() -> Step<Downstream.Input, Downstream.Failure>?)? = nil) {
    self.step = step
    self.mapFailure = mapFailure
    self.onFinished = onFinished
    super.init(downstream: downstream)
  }

  override func receive(_ input: Input) -> Subscribers.Demand {
    guard !isTerminated else { return .none }
    switch step(input) {
    case .emit(let value):
      return downstream.receive(value)
    case .skip:
      return .max(1)
    case .fail(let error):
      finish(.failure(error), cancellingUpstream: true)
    case .emitAndFinish(let value):
      let subscription = upstream
      upstream = nil
      subscription?.cancel()
      _ = downstream.receive(value)
      finish(.finished, cancellingUpstream: false)
    case .finish:
      finish(.finished, cancellingUpstream: true)
    }
    return .none
  }

  override func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    guard !isTerminated else { return }
    switch completion {
    case .finished:
      if let last = onFinished?() {
        switch last {
        case .emit(let value), .emitAndFinish(let value): _ = downstream.receive(value)
        case .fail(let error): return finish(.failure(error), cancellingUpstream: false)
        case .skip, .finish: break
        }
      }
      finish(.finished, cancellingUpstream: false)
    case .failure(let error):
      finish(.failure(mapFailure(error)), cancellingUpstream: false)
    }
  }
}

/// Passes `Never` through as any failure type (it has no values).
func neverFails<Failure: Error>(_ never: Never) -> Failure {}
