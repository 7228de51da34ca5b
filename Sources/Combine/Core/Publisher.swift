// Combine's `Publisher` (developer.apple.com/documentation/combine/publisher), checked against the iOS 18 SDK.
// Status: complete for the protocol and `subscribe(_:)`; operators live in Operators/.

/// Declares that a type can transmit a sequence of values over time.
///
/// A publisher delivers elements to one or more ``Subscriber`` instances. The subscriber's `Input` and `Failure`
/// associated types must match the `Output` and `Failure` types declared by the publisher.
public protocol Publisher<Output, Failure> {
  /// The kind of values published by this publisher.
  associatedtype Output
  /// The kind of errors this publisher might publish (`Never` if it cannot fail).
  associatedtype Failure: Error

  /// Attaches the specified subscriber to this publisher. Called by `subscribe(_:)`.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
  /// Attaches the specified subscriber to this publisher.
  public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
    receive(subscriber: subscriber)
  }

  /// Attaches the specified subject to this publisher; the returned cancellable ends the subscription.
  public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
    let relay = SubjectRelay(subject)
    subscribe(relay)
    return AnyCancellable(relay)
  }
}

/// Feeds a subject from a publisher, requesting everything (OpenCombine's `SubjectSubscriber` reading: the subject
/// receives the upstream subscription through `send(subscription:)`).
final class SubjectRelay<Target: Subject>: Subscriber, Cancellable {
  typealias Input = Target.Output
  typealias Failure = Target.Failure

  private weak var subject: Target?
  private var upstream: (any Subscription)?

  init(_ subject: Target) { self.subject = subject }

  func receive(subscription: any Subscription) {
    guard upstream == nil, let subject else { return subscription.cancel() }
    upstream = subscription
    subject.send(subscription: subscription)
    subscription.request(.unlimited)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    subject?.send(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    upstream = nil
    subject?.send(completion: completion)
  }

  func cancel() {
    upstream?.cancel()
    upstream = nil
  }
}
