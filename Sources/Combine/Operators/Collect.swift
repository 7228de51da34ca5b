// Combine's `collect()` and `collect(_:)` (developer.apple.com/documentation/combine/publishers/collect,
// …/publishers/collectbycount), checked against the iOS 18 SDK. Status: complete (the time-grouped form
// `collect(_:options:)` is not offered).

extension Publishers {
  /// A publisher that buffers items until the upstream finishes, then emits them as one array. An error ends the
  /// stream with that error and the buffer is dropped.
  public struct Collect<Upstream: Publisher>: Publisher {
    public typealias Output = [Upstream.Output]
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream

    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(CollectInner(downstream: subscriber, count: nil))
    }
  }

  /// A publisher that buffers a maximum number of items and emits them as arrays; the last, shorter array goes
  /// when the upstream finishes.
  public struct CollectByCount<Upstream: Publisher>: Publisher {
    public typealias Output = [Upstream.Output]
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    /// The maximum number of received elements to buffer before publishing.
    public let count: Int

    public init(upstream: Upstream, count: Int) {
      self.upstream = upstream
      self.count = count
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(CollectInner(downstream: subscriber, count: count))
    }
  }
}

extension Publisher {
  /// Collects all received elements, and emits a single array of the collection when the upstream publisher
  /// finishes.
  public func collect() -> Publishers.Collect<Self> { Publishers.Collect(upstream: self) }

  /// Collects up to the specified number of elements, and then emits a single array of the collection.
  public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
    Publishers.CollectByCount(upstream: self, count: count)
  }
}

/// Buffers values; an array goes down only when the downstream asked for one.
final class CollectInner<Input, Failure: Error, Downstream: Subscriber>: OperatorInner<Input, Failure, Downstream>
where Downstream.Input == [Input], Downstream.Failure == Failure {
  private let count: Int?
  private var buffer: [Input] = []
  private var demand = Subscribers.Demand.none
  private var upstreamFinished = false

  init(downstream: Downstream, count: Int?) {
    self.count = count
    super.init(downstream: downstream)
  }

  override func request(_ more: Subscribers.Demand) {
    guard !isTerminated else { return }
    demand += more
    if upstreamFinished { return flushFinal() }
    // Each array needs `count` upstream values; everything when collecting the whole stream.
    if let count { upstream?.request(more * count) } else { upstream?.request(.unlimited) }
  }

  override func receive(_ input: Input) -> Subscribers.Demand {
    guard !isTerminated else { return .none }
    buffer.append(input)
    guard let count, buffer.count >= count, demand > 0 else { return .none }
    let full = buffer
    buffer = []
    demand -= 1
    let more = downstream.receive(full)
    demand += more
    return more * count
  }

  override func receive(completion: Subscribers.Completion<Failure>) {
    guard !isTerminated else { return }
    switch completion {
    case .finished:
      upstreamFinished = true
      upstream = nil
      flushFinal()
    case .failure(let error):
      buffer = []
      finish(.failure(error), cancellingUpstream: false)
    }
  }

  /// The last array (the whole stream, or the short rest), then the end.
  private func flushFinal() {
    if count == nil || !buffer.isEmpty {
      guard demand > 0 else { return }
      demand -= 1
      let all = buffer
      buffer = []
      _ = downstream.receive(all)
    }
    finish(.finished, cancellingUpstream: false)
  }
}
