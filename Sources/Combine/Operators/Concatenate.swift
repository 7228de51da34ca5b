// Combine's `Publishers.Concatenate`, `prepend(_:)` and `append(_:)`
// (developer.apple.com/documentation/combine/publishers/concatenate, …/publisher/prepend(_:)-v9sb), checked
// against the iOS 18 SDK. Status: complete for the variadic, sequence and publisher forms.

extension Publishers {
  /// A publisher that emits all of one publisher's elements before those from another publisher.
  public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
  where Prefix.Failure == Suffix.Failure, Prefix.Output == Suffix.Output {
    public typealias Output = Suffix.Output
    public typealias Failure = Suffix.Failure
    /// The publisher to republish, in its entirety, before republishing elements from `suffix`.
    public let prefix: Prefix
    /// The publisher to republish only after `prefix` finishes.
    public let suffix: Suffix

    public init(prefix: Prefix, suffix: Suffix) {
      self.prefix = prefix
      self.suffix = suffix
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let suffix = self.suffix
      let inner = ChainInner<Output, Failure, S>(downstream: subscriber, next: { completion in
        guard case .finished = completion else { return nil }
        return { chain in suffix.subscribe(chain.last) }
      }, mapFailure: { $0 })
      prefix.subscribe(inner.primary)
    }
  }
}

extension Publisher {
  /// Prefixes a publisher's output with the specified values.
  public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
    prepend(elements)
  }

  /// Prefixes a publisher's output with the specified sequence.
  public func prepend<S: Sequence>(_ elements: S)
    -> Publishers.Concatenate<Publishers.Sequence<S, Failure>, Self> where Output == S.Element {
    Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
  }

  /// Prefixes the output of this publisher with the elements emitted by the given publisher.
  public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self>
  where Failure == P.Failure, Output == P.Output {
    Publishers.Concatenate(prefix: publisher, suffix: self)
  }

  /// Appends a publisher's output with the specified elements.
  public func append(_ elements: Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> {
    append(elements)
  }

  /// Appends a publisher's output with the specified sequence.
  public func append<S: Sequence>(_ elements: S)
    -> Publishers.Concatenate<Self, Publishers.Sequence<S, Failure>> where Output == S.Element {
    Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
  }

  /// Appends the output of this publisher with the elements emitted by the given publisher.
  public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P>
  where Failure == P.Failure, Output == P.Output {
    Publishers.Concatenate(prefix: self, suffix: publisher)
  }
}
