// Combine's `filter(_:)`, `compactMap(_:)` and `removeDuplicates()`/`removeDuplicates(by:)`
// (developer.apple.com/documentation/combine/publishers/filter, …/publishers/compactmap,
// …/publishers/removeduplicates), checked against the iOS 18 SDK. Status: complete. A dropped element is replaced
// by a request for one more from the upstream, so the downstream's demand is honoured.

extension Publishers {
  /// A publisher that republishes all elements that match a provided closure.
  public struct Filter<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    /// A closure that indicates whether to republish an element.
    public let isIncluded: (Upstream.Output) -> Bool

    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let isIncluded = self.isIncluded
      upstream.subscribe(StepInner(downstream: subscriber, step: { isIncluded($0) ? .emit($0) : .skip },
                                   mapFailure: { $0 }))
    }
  }

  /// A publisher that republishes all non-`nil` results of calling a closure with each received element.
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    /// A closure that receives values from the upstream publisher and returns optional values.
    public let transform: (Upstream.Output) -> Output?

    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let transform = self.transform
      upstream.subscribe(StepInner(downstream: subscriber, step: { transform($0).map { .emit($0) } ?? .skip },
                                   mapFailure: { $0 }))
    }
  }

  /// A publisher that publishes only elements that don't match the previous element.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    /// A closure to evaluate whether two elements are equivalent, for purposes of filtering.
    public let predicate: (Output, Output) -> Bool

    public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      var previous: Output?
      upstream.subscribe(StepInner(downstream: subscriber, step: { input in
        defer { previous = input }
        if let previous, predicate(previous, input) { return .skip }
        return .emit(input)
      }, mapFailure: { $0 }))
    }
  }
}

extension Publisher {
  /// Republishes all elements that match a provided closure.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }

  /// Calls a closure with each received element and publishes any returned optional that has a value.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
    Publishers.CompactMap(upstream: self, transform: transform)
  }

  /// Publishes only elements that don't match the previous element, as evaluated by a provided closure.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }
}

extension Publisher where Output: Equatable {
  /// Publishes only elements that don't match the previous element.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: ==)
  }
}
