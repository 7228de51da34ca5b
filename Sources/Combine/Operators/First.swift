// Combine's `first()` and `first(where:)` (developer.apple.com/documentation/combine/publishers/first,
// …/publishers/firstwhere), checked against the iOS 18 SDK. Status: complete. The first element ends the stream
// and cancels the upstream.

extension Publishers {
  /// A publisher that publishes the first element of a stream, then finishes.
  public struct First<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream

    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(StepInner(downstream: subscriber, step: { .emitAndFinish($0) }, mapFailure: { $0 }))
    }
  }

  /// A publisher that only publishes the first element of a stream to satisfy a predicate closure.
  public struct FirstWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    /// The closure that determines whether to publish an element.
    public let predicate: (Output) -> Bool

    public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      upstream.subscribe(StepInner(downstream: subscriber, step: { predicate($0) ? .emitAndFinish($0) : .skip },
                                   mapFailure: { $0 }))
    }
  }
}

extension Publisher {
  /// Publishes the first element of a stream, then finishes.
  public func first() -> Publishers.First<Self> { Publishers.First(upstream: self) }

  /// Publishes the first element of a stream to satisfy a predicate closure, then finishes.
  public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
    Publishers.FirstWhere(upstream: self, predicate: predicate)
  }
}
