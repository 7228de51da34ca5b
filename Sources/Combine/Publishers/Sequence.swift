// Combine's `Publishers.Sequence` and `Sequence.publisher`
// (developer.apple.com/documentation/combine/publishers/sequence), checked against the iOS 18 SDK.
// Status: complete for the publisher.

extension Publishers {
  /// A publisher that publishes a given sequence of elements, as demand allows, then finishes.
  public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
    public typealias Output = Elements.Element
    /// The sequence of elements to publish.
    public let sequence: Elements

    /// Creates a publisher for a sequence of elements.
    public init(sequence: Elements) { self.sequence = sequence }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let subscription = ValuesSubscription(subscriber, values: Array(sequence), completion: .finished)
      subscriber.receive(subscription: subscription)
      // An empty sequence finishes at once.
      subscription.finishIfDone()
    }
  }
}

extension Sequence {
  /// A publisher of this sequence's elements.
  public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

/// Delivers a fixed list of values as the subscriber asks for them, then a completion (`Just`, `Sequence`,
/// `Fail` and `Empty` share it). A completion with no values left goes at once, without waiting for demand.
final class ValuesSubscription<Downstream: Subscriber>: Subscription {
  private var downstream: Downstream?
  private var values: [Downstream.Input]
  private var next = 0
  private let completion: Subscribers.Completion<Downstream.Failure>?
  private var demand = Subscribers.Demand.none
  private var isDelivering = false

  init(_ downstream: Downstream, values: [Downstream.Input],
       completion: Subscribers.Completion<Downstream.Failure>?) {
    self.downstream = downstream
    self.values = values
    self.completion = completion
  }

  func request(_ more: Subscribers.Demand) {
    guard downstream != nil else { return }
    demand += more
    // A request made from inside `receive(_:)` only adds to the demand: the loop below serves it.
    guard !isDelivering else { return }
    isDelivering = true
    defer { isDelivering = false }
    while let downstream = self.downstream, next < values.count, demand > 0 {
      demand -= 1
      let value = values[next]
      next += 1
      demand += downstream.receive(value)
    }
    finishIfDone()
  }

  /// Sends the completion once every value went (the caller of `receive(subscription:)` may not request at all:
  /// `Empty` and `Fail` complete at once).
  func finishIfDone() {
    guard let downstream, next >= values.count, let completion else { return }
    self.downstream = nil
    values = []
    downstream.receive(completion: completion)
  }

  func cancel() {
    downstream = nil
    values = []
  }
}
