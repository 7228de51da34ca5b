// Combine's `values`, `AsyncPublisher` and `AsyncThrowingPublisher`
// (developer.apple.com/documentation/combine/asyncpublisher), checked against the iOS 18 SDK. Status: complete.
//
// The iterator subscribes when it is made and asks for one element per `next()`; elements are delivered in order,
// `nil` after the publisher finishes (or, for the throwing form, the error is thrown). Cancelling the task that
// awaits `next()` cancels the subscription and ends the sequence. A task parked in `next()` shows in the trace as
// waiting in `AsyncPublisher.next()`.
internal import AsyncSimulation

/// A publisher that exposes its elements as an asynchronous sequence.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
  public typealias Element = P.Output
  private let publisher: P

  /// Creates a publisher that exposes elements received from an upstream publisher as an asynchronous sequence.
  public init(_ publisher: P) { self.publisher = publisher }

  /// The iterator that produces elements of the asynchronous publisher sequence.
  public struct Iterator: AsyncIteratorProtocol {
    public typealias Element = P.Output
    let inner: AsyncPublisherInner<P.Output, Never>

    /// Produces the next element in the prefix-limited sequence, `nil` once the publisher finished.
    public mutating func next() async -> P.Output? {
      await inner.next("AsyncPublisher.next()").get()
    }

    public mutating func next(isolation actor: isolated (any Actor)?) async -> P.Output? {
      await inner.next("AsyncPublisher.next()").get()
    }
  }

  public func makeAsyncIterator() -> Iterator {
    let inner = AsyncPublisherInner<P.Output, Never>()
    publisher.subscribe(inner)
    return Iterator(inner: inner)
  }
}

/// A publisher that exposes its elements as an asynchronous sequence that can throw.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
  public typealias Element = P.Output
  private let publisher: P

  /// Creates a publisher that exposes elements received from an upstream publisher as a throwing asynchronous
  /// sequence.
  public init(_ publisher: P) { self.publisher = publisher }

  /// The iterator that produces elements of the asynchronous publisher sequence.
  public struct Iterator: AsyncIteratorProtocol {
    public typealias Element = P.Output
    let inner: AsyncPublisherInner<P.Output, P.Failure>

    /// Produces the next element, `nil` once the publisher finished; throws the publisher's error.
    public mutating func next() async throws -> P.Output? {
      try await inner.next("AsyncThrowingPublisher.next()").get()
    }
  }

  public func makeAsyncIterator() -> Iterator {
    let inner = AsyncPublisherInner<P.Output, P.Failure>()
    publisher.subscribe(inner)
    return Iterator(inner: inner)
  }
}

extension Publisher where Failure == Never {
  /// The elements produced by the publisher, as an asynchronous sequence.
  public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
  /// The elements produced by the publisher, as a throwing asynchronous sequence.
  public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// The subscriber behind an async iterator: one element per request.
final class AsyncPublisherInner<Output, Failure: Error>: Subscriber, @unchecked Sendable {
  typealias Input = Output
  private var subscription: (any Subscription)?
  private var waiting: CheckedContinuation<Delivery, Never>?
  private var arrived: [Output] = []
  private var end: Result<Output?, Failure>?

  func receive(subscription: any Subscription) {
    guard self.subscription == nil, end == nil else { return subscription.cancel() }
    self.subscription = subscription
    if waiting != nil { subscription.request(.max(1)) }
  }

  func receive(_ input: Output) -> Subscribers.Demand {
    if let waiting {
      self.waiting = nil
      waiting.resume(returning: Delivery(result: .success(input)))
    } else {
      arrived.append(input)
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    subscription = nil
    switch completion {
    case .finished: finish(.success(nil))
    case .failure(let error): finish(.failure(error))
    }
  }

  /// The next element, or the end.
  func next(_ function: String) async -> Result<Output?, Failure> {
    if !arrived.isEmpty { return .success(arrived.removeFirst()) }
    if let end { return end }
    if Task.isCancelled {
      cancel()
      return .success(nil)
    }
    return await withTaskCancellationHandler {
      await AsyncSimulation.withCheckedContinuation(function: function) { continuation in
        if let end {
          continuation.resume(returning: Delivery(result: end))
          return
        }
        waiting = continuation
        subscription?.request(.max(1))
      }
    } onCancel: {
      cancel()
    }.result
  }

  /// What wakes a parked `next()`: handed from the publisher's context to the awaiting task, which the serial
  /// simulator never runs at the same time.
  struct Delivery: @unchecked Sendable {
    let result: Result<Output?, Failure>
  }

  private func finish(_ result: Result<Output?, Failure>) {
    if end == nil { end = result }
    if let waiting {
      self.waiting = nil
      waiting.resume(returning: Delivery(result: end ?? result))
    }
  }

  private func cancel() {
    let open = subscription
    subscription = nil
    open?.cancel()
    finish(.success(nil))
  }
}
