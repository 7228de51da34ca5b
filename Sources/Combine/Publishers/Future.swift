// Combine's `Future` (developer.apple.com/documentation/combine/future), checked against the iOS 18 SDK.
// Status: complete, with `value` for async code.

/// A publisher that eventually produces a single value and then finishes or fails.
///
/// The closure runs at once, when the future is made (not when it is subscribed to); every subscriber, early or
/// late, receives the one result once it has demand.
public final class Future<Output, Failure: Error>: Publisher {
  /// A type that represents a closure to invoke in the future, when an element or error is available.
  public typealias Promise = (Result<Output, Failure>) -> Void

  private var result: Result<Output, Failure>?
  private var waiting: [FutureSubscription<Output, Failure>] = []

  /// Creates a publisher that invokes a promise closure when the publisher emits an element.
  public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
    attemptToFulfill { [self] result in fulfill(result) }
  }

  private func fulfill(_ result: Result<Output, Failure>) {
    // Only the first call of the promise counts.
    guard self.result == nil else { return }
    self.result = result
    let subscribers = waiting
    waiting = []
    for subscription in subscribers { subscription.resolve(result) }
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let subscription = FutureSubscription<Output, Failure>(AnySubscriber(subscriber))
    subscriber.receive(subscription: subscription)
    if let result {
      subscription.resolve(result)
    } else {
      waiting.append(subscription)
    }
  }
}

extension Future where Failure == Never {
  /// The published value of the future, delivered asynchronously (on the caller's actor: the future stays there).
  nonisolated(nonsending) public var value: Output {
    get async {
      for await value in values { return value }
      fatalError("a Future that cannot fail finished without a value")
    }
  }
}

extension Future {
  /// The published value of the future or an error, delivered asynchronously (on the caller's actor).
  nonisolated(nonsending) public var value: Output {
    get async throws {
      for try await value in values { return value }
      throw CancellationError()
    }
  }
}

/// One subscriber of a future: the result goes once it both exists and is demanded.
final class FutureSubscription<Output, Failure: Error>: Subscription {
  private var downstream: AnySubscriber<Output, Failure>?
  private var result: Result<Output, Failure>?
  private var hasDemand = false

  init(_ downstream: AnySubscriber<Output, Failure>) { self.downstream = downstream }

  func resolve(_ result: Result<Output, Failure>) {
    self.result = result
    deliver()
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    hasDemand = true
    deliver()
  }

  private func deliver() {
    guard let downstream, let result else { return }
    switch result {
    case .success(let value):
      guard hasDemand else { return }
      self.downstream = nil
      _ = downstream.receive(value)
      downstream.receive(completion: .finished)
    case .failure(let error):
      self.downstream = nil
      downstream.receive(completion: .failure(error))
    }
  }

  func cancel() { downstream = nil }
}
