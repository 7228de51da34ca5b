// Combine's `PassthroughSubject` (developer.apple.com/documentation/combine/passthroughsubject), checked against
// the iOS 18 SDK. Status: complete.

/// A subject that broadcasts elements to downstream subscribers.
///
/// Unlike `CurrentValueSubject`, a `PassthroughSubject` doesn't have an initial value or a buffer of the most
/// recently-published element. It drops values if there are no subscribers, or its current demand is zero.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
  private var conduits: [SubjectConduit<Output, Failure>] = []
  private var completion: Subscribers.Completion<Failure>?
  private var upstreams: [any Subscription] = []

  /// Creates a subject.
  public init() {}

  public func send(subscription: any Subscription) {
    upstreams.append(subscription)
    subscription.request(.unlimited)
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let conduit = SubjectConduit(AnySubscriber(subscriber)) { [weak self] gone in
      self?.conduits.removeAll { $0 === gone }
    }
    subscriber.receive(subscription: conduit)
    if let completion {
      // A subject that already completed tells a late subscriber so at once.
      conduit.finish(completion)
      return
    }
    conduits.append(conduit)
  }

  /// Sends a value to the subscribers (those without demand miss it).
  public func send(_ input: Output) {
    guard completion == nil else { return }
    for conduit in conduits { conduit.offer(input) }
  }

  /// Sends a completion signal to the subscribers; later values are ignored.
  public func send(completion: Subscribers.Completion<Failure>) {
    guard self.completion == nil else { return }
    self.completion = completion
    let finishing = conduits
    conduits = []
    for conduit in finishing { conduit.finish(completion) }
  }
}
