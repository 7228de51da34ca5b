// Combine's `CurrentValueSubject` (developer.apple.com/documentation/combine/currentvaluesubject), checked against
// the iOS 18 SDK. Status: complete.

/// A subject that wraps a single value and publishes a new element whenever the value changes.
///
/// A new subscriber receives the current value as soon as it requests one. Calling `send(_:)` on a
/// `CurrentValueSubject` also updates the current value, making it equivalent to updating the `value` directly.
/// A subscriber without demand when the value changes receives the latest value once it asks (OpenCombine's
/// reading; Apple is silent).
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
  private var conduits: [SubjectConduit<Output, Failure>] = []
  private var completion: Subscribers.Completion<Failure>?
  private var upstreams: [any Subscription] = []
  private var current: Output

  /// The value wrapped by this subject, published as a new element whenever it changes.
  public var value: Output {
    get { current }
    set { send(newValue) }
  }

  /// Creates a current value subject with the given initial value.
  public init(_ value: Output) { current = value }

  public func send(subscription: any Subscription) {
    upstreams.append(subscription)
    subscription.request(.unlimited)
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let conduit = SubjectConduit(AnySubscriber(subscriber)) { [weak self] gone in
      self?.conduits.removeAll { $0 === gone }
    }
    if let completion {
      subscriber.receive(subscription: conduit)
      conduit.finish(completion)
      return
    }
    conduit.undelivered = { self.current }
    conduits.append(conduit)
    subscriber.receive(subscription: conduit)
  }

  /// Sends a value to the subscribers and makes it the current value.
  public func send(_ input: Output) {
    guard completion == nil else { return }
    current = input
    for conduit in conduits where !conduit.offer(input) {
      conduit.undelivered = { self.current }
    }
  }

  /// Sends a completion signal to the subscribers.
  public func send(completion: Subscribers.Completion<Failure>) {
    guard self.completion == nil else { return }
    self.completion = completion
    let finishing = conduits
    conduits = []
    for conduit in finishing { conduit.finish(completion) }
  }
}
