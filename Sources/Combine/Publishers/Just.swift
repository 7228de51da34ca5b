// Combine's `Just` (developer.apple.com/documentation/combine/just), checked against the iOS 18 SDK.
// Status: complete for the publisher; its specialised operator overloads are the generic ones.

/// A publisher that emits an output to each subscriber just once, and then finishes.
public struct Just<Output>: Publisher {
  public typealias Failure = Never
  /// The one element that the publisher emits.
  public let output: Output

  /// Initializes a publisher that emits the specified output just once.
  public init(_ output: Output) { self.output = output }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    subscriber.receive(subscription: ValuesSubscription(subscriber, values: [output], completion: .finished))
  }
}

extension Just: Equatable where Output: Equatable {}
