// Combine's `catch(_:)`, `tryCatch(_:)`, `retry(_:)` and `replaceError(with:)`
// (developer.apple.com/documentation/combine/publishers/catch, …/publishers/retry, …/publishers/replaceerror),
// checked against the iOS 18 SDK. Status: complete. The downstream's outstanding demand carries over to the
// replacement publisher (OpenCombine's reading; Apple is silent).

extension Publishers {
  /// A publisher that handles errors from an upstream publisher by replacing the failed publisher with another
  /// publisher.
  public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    public typealias Output = Upstream.Output
    public typealias Failure = NewPublisher.Failure
    public let upstream: Upstream
    /// A closure that accepts the upstream failure as input and returns a publisher to replace the upstream.
    public let handler: (Upstream.Failure) -> NewPublisher

    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let handler = self.handler
      let inner = ChainInner<Output, Upstream.Failure, S>(downstream: subscriber, next: { completion in
        guard case .failure(let error) = completion else { return nil }
        return { chain in handler(error).subscribe(chain.last) }
      }, mapFailure: { _ in fatalError("catch replaces every failure") })
      upstream.subscribe(inner.primary)
    }
  }

  /// A publisher that handles errors from an upstream publisher by replacing it with another publisher or
  /// producing a new error.
  public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error
    public let upstream: Upstream
    public let handler: (Upstream.Failure) throws -> NewPublisher

    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let handler = self.handler
      let inner = ChainInner<Output, Upstream.Failure, S>(downstream: subscriber, next: { completion in
        guard case .failure(let error) = completion else { return nil }
        do {
          let replacement = try handler(error)
          return { chain in replacement.mapError { $0 as any Error }.subscribe(chain.last) }
        } catch {
          return { chain in Fail<Output, any Error>(error: error).subscribe(chain.last) }
        }
      }, mapFailure: { $0 })
      upstream.subscribe(inner.primary)
    }
  }

  /// A publisher that attempts to recreate its subscription to a failed upstream publisher.
  public struct Retry<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    /// The maximum number of retry attempts to perform (`nil`: without limit).
    public let retries: Int?

    public init(upstream: Upstream, retries: Int?) {
      self.upstream = upstream
      self.retries = retries
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let upstream = self.upstream
      var left = retries
      let inner = ChainInner<Output, Failure, S>(downstream: subscriber, next: { completion in
        guard case .failure = completion else { return nil }
        if let remaining = left {
          guard remaining > 0 else { return nil }
          left = remaining - 1
        }
        return { chain in upstream.subscribe(chain.primary) }
      }, mapFailure: { $0 })
      upstream.subscribe(inner.primary)
    }
  }

  /// A publisher that replaces any errors in the stream with a provided element.
  public struct ReplaceError<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Never
    public let upstream: Upstream
    /// The element with which to replace errors from the upstream publisher.
    public let output: Upstream.Output

    public init(upstream: Upstream, output: Output) {
      self.upstream = upstream
      self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let output = self.output
      let inner = ChainInner<Output, Upstream.Failure, S>(downstream: subscriber, next: { completion in
        guard case .failure = completion else { return nil }
        // The element goes when the downstream has asked for it, then the stream finishes.
        return { chain in Just(output).subscribe(chain.last) }
      }, mapFailure: { _ in fatalError("replaceError replaces every failure") })
      upstream.subscribe(inner.primary)
    }
  }
}

extension Publisher {
  /// Handles errors from an upstream publisher by replacing it with another publisher.
  public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P>
  where Output == P.Output {
    Publishers.Catch(upstream: self, handler: handler)
  }

  /// Handles errors from an upstream publisher by either replacing it with another publisher or throwing a new
  /// error.
  public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> Publishers.TryCatch<Self, P>
  where Output == P.Output {
    Publishers.TryCatch(upstream: self, handler: handler)
  }

  /// Attempts to recreate a failed subscription with the upstream publisher up to the number of times you specify.
  public func retry(_ retries: Int) -> Publishers.Retry<Self> { Publishers.Retry(upstream: self, retries: retries) }

  /// Replaces any errors in the stream with the provided element.
  public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
    Publishers.ReplaceError(upstream: self, output: output)
  }
}
