// Combine's `AnyPublisher` and `eraseToAnyPublisher()` (developer.apple.com/documentation/combine/anypublisher),
// checked against the iOS 18 SDK. Status: complete.

/// A publisher that performs type erasure by wrapping another publisher.
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
  private let subscribeBody: (AnySubscriber<Output, Failure>) -> Void

  /// Creates a type-erasing publisher to wrap the provided publisher.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    subscribeBody = { publisher.subscribe($0) }
  }

  public var description: String { "AnyPublisher" }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscribeBody(AnySubscriber(subscriber))
  }
}

extension Publisher {
  /// Wraps this publisher with a type eraser.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

/// A type-erasing subscriber.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
  public let combineIdentifier: CombineIdentifier
  private let receiveSubscriptionBody: (any Subscription) -> Void
  private let receiveValueBody: (Input) -> Subscribers.Demand
  private let receiveCompletionBody: (Subscribers.Completion<Failure>) -> Void

  /// Creates a type-erasing subscriber to wrap an existing subscriber.
  public init<S: Subscriber>(_ s: S) where S.Input == Input, S.Failure == Failure {
    combineIdentifier = s.combineIdentifier
    receiveSubscriptionBody = s.receive(subscription:)
    receiveValueBody = s.receive(_:)
    receiveCompletionBody = s.receive(completion:)
  }

  /// Creates a type-erasing subscriber that executes the provided closures.
  public init(receiveSubscription: ((any Subscription) -> Void)? = nil,
              receiveValue: ((Input) -> Subscribers.Demand)? = nil,
              receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil) {
    combineIdentifier = CombineIdentifier()
    receiveSubscriptionBody = receiveSubscription ?? { _ in }
    receiveValueBody = receiveValue ?? { _ in .none }
    receiveCompletionBody = receiveCompletion ?? { _ in }
  }

  /// Creates a type-erasing subscriber that feeds a subject.
  public init<S: Subject>(_ s: S) where S.Output == Input, S.Failure == Failure {
    let relay = SubjectRelay(s)
    self.init(relay)
  }

  public var description: String { "Anonymous AnySubscriber" }

  public func receive(subscription: any Subscription) { receiveSubscriptionBody(subscription) }
  public func receive(_ value: Input) -> Subscribers.Demand { receiveValueBody(value) }
  public func receive(completion: Subscribers.Completion<Failure>) { receiveCompletionBody(completion) }
}
