// Combine's `share()` and `Publishers.Share` (developer.apple.com/documentation/combine/publishers/share), checked
// against the iOS 18 SDK. Status: complete.
//
// As Apple documents, a share is a multicast through a `PassthroughSubject`, autoconnected: the first subscriber
// subscribes it to the upstream, later ones receive what comes after they joined (a value sent before they
// subscribed is not replayed), and the upstream subscription ends when the last subscriber cancels.

extension Publishers {
  /// A publisher that shares the output of an upstream publisher with multiple subscribers.
  public final class Share<Upstream: Publisher>: Publisher, Equatable {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    private let shared: Autoconnect<SharedConnection<Upstream>>

    public init(upstream: Upstream) {
      self.upstream = upstream
      shared = Autoconnect(upstream: SharedConnection(upstream))
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      shared.receive(subscriber: subscriber)
    }

    /// Two shares are equal when they are the same instance.
    public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
  }
}

extension Publisher {
  /// Shares the output of an upstream publisher with multiple subscribers.
  public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }
}

/// The multicast behind `share()`: a subject that `connect()` subscribes to the upstream.
final class SharedConnection<Upstream: Publisher>: ConnectablePublisher {
  typealias Output = Upstream.Output
  typealias Failure = Upstream.Failure
  private let upstream: Upstream
  private let subject = PassthroughSubject<Upstream.Output, Upstream.Failure>()

  init(_ upstream: Upstream) { self.upstream = upstream }

  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subject.subscribe(subscriber)
  }

  func connect() -> any Cancellable { upstream.subscribe(subject) }
}
