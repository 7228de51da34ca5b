// Combine's `Empty` and `Fail` (developer.apple.com/documentation/combine/empty, …/combine/fail), checked against
// the iOS 18 SDK. Status: complete.

/// A publisher that never publishes any values, and optionally finishes immediately.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
  /// A Boolean value that indicates whether the publisher immediately sends a completion.
  public let completeImmediately: Bool

  /// Creates an empty publisher.
  public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }

  /// Creates an empty publisher with the given completion behavior and output and failure types.
  public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
    self.completeImmediately = completeImmediately
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let subscription = ValuesSubscription(subscriber, values: [],
                                          completion: completeImmediately ? .finished : nil)
    subscriber.receive(subscription: subscription)
    subscription.finishIfDone()
  }
}

/// A publisher that immediately terminates with the specified error.
public struct Fail<Output, Failure: Error>: Publisher {
  /// The failure to send when terminating the publisher.
  public let error: Failure

  /// Creates a publisher that immediately terminates with the specified failure.
  public init(error: Failure) { self.error = error }

  /// Creates a publisher with the given output type, that immediately terminates with the specified failure.
  public init(outputType: Output.Type, failure: Failure) { error = failure }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let subscription = ValuesSubscription(subscriber, values: [], completion: .failure(error))
    subscriber.receive(subscription: subscription)
    subscription.finishIfDone()
  }
}

extension Fail: Equatable where Failure: Equatable {}
