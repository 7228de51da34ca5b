// Combine's `ConnectablePublisher` and `autoconnect()` (developer.apple.com/documentation/combine/
// connectablepublisher), checked against the iOS 18 SDK. Status: complete for `connect()` and `autoconnect()`
// (`makeConnectable()` and `multicast` are not offered).

/// A publisher that provides an explicit means of connecting and canceling publication.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
  /// Connects to the publisher, allowing it to produce elements, and returns an instance with which to cancel
  /// publishing.
  func connect() -> any Cancellable
}

extension Publishers {
  /// A publisher that automatically connects to an upstream connectable publisher: on its first subscriber, and
  /// disconnects when the last one cancels.
  public class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public final let upstream: Upstream
    private var connection: (any Cancellable)?
    private var subscribers = 0

    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      subscribers += 1
      // The subscription keeps the autoconnect (and so the connection) alive, as Apple's does: a chain such as
      // `Timer.publish(…).autoconnect().sink { }` holds nothing else.
      let link = AutoconnectLink(downstream: subscriber) { self.subscriberLeft() }
      upstream.subscribe(link)
      if connection == nil { connection = upstream.connect() }
    }

    private func subscriberLeft() {
      subscribers -= 1
      guard subscribers == 0 else { return }
      let open = connection
      connection = nil
      open?.cancel()
    }
  }
}

extension ConnectablePublisher {
  /// Automates the process of connecting or disconnecting from this connectable publisher.
  public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

/// Passes everything through and tells the autoconnect when its subscriber cancels or completes.
final class AutoconnectLink<Input, Failure: Error, Downstream: Subscriber>: OperatorInner<Input, Failure, Downstream>
where Downstream.Input == Input, Downstream.Failure == Failure {
  private var left: (() -> Void)?

  init(downstream: Downstream, left: @escaping () -> Void) {
    self.left = left
    super.init(downstream: downstream)
  }

  override func receive(_ input: Input) -> Subscribers.Demand { isTerminated ? .none : downstream.receive(input) }

  override func receive(completion: Subscribers.Completion<Failure>) {
    finish(completion, cancellingUpstream: false)
    leave()
  }

  override func cancel() {
    super.cancel()
    leave()
  }

  private func leave() {
    let action = left
    left = nil
    action?()
  }
}
