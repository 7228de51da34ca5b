// Combine's `dropFirst(_:)`, `prefix(_:)`, `scan(_:_:)` and `reduce(_:_:)`
// (developer.apple.com/documentation/combine/publishers/drop, …/publishers/output, …/publishers/scan,
// …/publishers/reduce), checked against the iOS 18 SDK. Status: complete for these forms (`output(in:)` and
// `output(at:)` are not offered).

extension Publishers {
  /// A publisher that omits a specified number of elements before republishing later elements.
  public struct Drop<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    /// The number of elements to drop.
    public let count: Int

    public init(upstream: Upstream, count: Int) {
      self.upstream = upstream
      self.count = count
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      var dropped = 0
      let count = self.count
      upstream.subscribe(StepInner(downstream: subscriber, step: { input in
        guard dropped >= count else {
          dropped += 1
          return .skip
        }
        return .emit(input)
      }, mapFailure: { $0 }))
    }
  }

  /// A publisher that republishes the first `maxLength` elements, then finishes (Apple's `Output` with the range
  /// `0..<maxLength`, which `prefix(_:)` returns).
  public struct Output<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    /// The range of elements to republish.
    public let range: CountableRange<Int>

    public init(upstream: Upstream, range: CountableRange<Int>) {
      self.upstream = upstream
      self.range = range
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      var index = 0
      let range = self.range
      upstream.subscribe(StepInner(downstream: subscriber, step: { input in
        defer { index += 1 }
        if index >= range.upperBound { return .finish }
        if index < range.lowerBound { return .skip }
        return index == range.upperBound - 1 ? .emitAndFinish(input) : .emit(input)
      }, mapFailure: { $0 }))
    }
  }

  /// A publisher that transforms elements by applying a closure that receives its previous return value and the
  /// next element from the upstream publisher.
  public struct Scan<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let initialResult: Output
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    public init(upstream: Upstream, initialResult: Output,
                nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      var result = initialResult
      let next = nextPartialResult
      upstream.subscribe(StepInner(downstream: subscriber, step: { input in
        result = next(result, input)
        return .emit(result)
      }, mapFailure: { $0 }))
    }
  }

  /// A publisher that applies a closure to all received elements and produces an accumulated value when the
  /// upstream publisher finishes.
  public struct Reduce<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    /// The initial value provided on the first invocation of the closure.
    public let initial: Output
    /// A closure that takes the previously-accumulated value and the next element and returns a new value.
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    public init(upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
      self.upstream = upstream
      self.initial = initial
      self.nextPartialResult = nextPartialResult
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      var result = initial
      let next = nextPartialResult
      upstream.subscribe(StepInner(downstream: subscriber, step: { input in
        result = next(result, input)
        return .skip
      }, mapFailure: { $0 }, onFinished: { .emit(result) }))
    }
  }
}

extension Publisher {
  /// Omits the specified number of elements before republishing subsequent elements.
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> { Publishers.Drop(upstream: self, count: count) }

  /// Republishes elements up to the specified maximum count, then finishes.
  public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
    Publishers.Output(upstream: self, range: 0..<Swift.max(0, maxLength))
  }

  /// Transforms elements from the upstream publisher by providing the current element to a closure along with the
  /// last value returned by the closure.
  public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
    Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }

  /// Applies a closure that collects each element of a stream and publishes a final result upon completion.
  public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
    -> Publishers.Reduce<Self, T> {
    Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
  }
}
