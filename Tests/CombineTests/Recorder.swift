import Combine

/// A subscriber that records everything it receives as text and asks for exactly the demand it is told to, so
/// that tests can check that publishers honour demand.
final class Recorder<Input, Failure: Error>: Subscriber {
  private(set) var events: [String] = []
  private(set) var subscription: (any Subscription)?
  /// What to request when subscribed.
  let initial: Subscribers.Demand
  /// What to return from each `receive(_:)`.
  var perValue: Subscribers.Demand

  init(initial: Subscribers.Demand = .unlimited, perValue: Subscribers.Demand = .none) {
    self.initial = initial
    self.perValue = perValue
  }

  func receive(subscription: any Subscription) {
    self.subscription = subscription
    events.append("subscribed")
    if initial > 0 { subscription.request(initial) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    events.append("\(input)")
    return perValue
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    switch completion {
    case .finished: events.append("finished")
    case .failure(let error): events.append("failure(\(error))")
    }
  }

  /// The events after "subscribed".
  var values: [String] { events.filter { $0 != "subscribed" } }
}

/// An error with a readable description.
struct Boom: Error, Equatable, CustomStringConvertible {
  var code = 1
  var description: String { "Boom\(code)" }
}
