// Combine's `handleEvents(receiveSubscription:receiveOutput:receiveCompletion:receiveCancel:receiveRequest:)`
// (developer.apple.com/documentation/combine/publishers/handleevents), checked against the iOS 18 SDK.
// Status: complete.

extension Publishers {
  /// A publisher that performs the specified closures when publisher events occur.
  public struct HandleEvents<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public var receiveSubscription: ((any Subscription) -> Void)?
    public var receiveOutput: ((Upstream.Output) -> Void)?
    public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
    public var receiveCancel: (() -> Void)?
    public var receiveRequest: ((Subscribers.Demand) -> Void)?

    public init(upstream: Upstream, receiveSubscription: ((any Subscription) -> Void)? = nil,
                receiveOutput: ((Upstream.Output) -> Void)? = nil,
                receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)? = nil,
                receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)?) {
      self.upstream = upstream
      self.receiveSubscription = receiveSubscription
      self.receiveOutput = receiveOutput
      self.receiveCompletion = receiveCompletion
      self.receiveCancel = receiveCancel
      self.receiveRequest = receiveRequest
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(EventsInner(downstream: subscriber, events: EventHooks(
        subscription: { receiveSubscription?($0) }, output: { receiveOutput?($0) },
        completion: { receiveCompletion?($0) }, cancel: { receiveCancel?() }, request: { receiveRequest?($0) })))
    }
  }
}

extension Publisher {
  /// Performs the specified closures when publisher events occur.
  public func handleEvents(receiveSubscription: ((any Subscription) -> Void)? = nil,
                           receiveOutput: ((Output) -> Void)? = nil,
                           receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
                           receiveCancel: (() -> Void)? = nil,
                           receiveRequest: ((Subscribers.Demand) -> Void)? = nil) -> Publishers.HandleEvents<Self> {
    Publishers.HandleEvents(upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
                            receiveCompletion: receiveCompletion, receiveCancel: receiveCancel,
                            receiveRequest: receiveRequest)
  }
}

/// What `handleEvents` and `print` observe on the way through.
struct EventHooks<Output, Failure: Error> {
  var subscription: (any Subscription) -> Void
  var output: (Output) -> Void
  var completion: (Subscribers.Completion<Failure>) -> Void
  var cancel: () -> Void
  var request: (Subscribers.Demand) -> Void
  /// More demand returned from `receive(_:)` (only `print` shows it).
  var synchronousRequest: (Subscribers.Demand) -> Void = { _ in }
}

/// Calls the hooks, then passes each event on unchanged.
final class EventsInner<Input, Failure: Error, Downstream: Subscriber>: OperatorInner<Input, Failure, Downstream>
where Downstream.Input == Input, Downstream.Failure == Failure {
  private let events: EventHooks<Input, Failure>

  init(downstream: Downstream, events: EventHooks<Input, Failure>) {
    self.events = events
    super.init(downstream: downstream)
  }

  override func receive(subscription: any Subscription) {
    events.subscription(subscription)
    super.receive(subscription: subscription)
  }

  override func receive(_ input: Input) -> Subscribers.Demand {
    guard !isTerminated else { return .none }
    events.output(input)
    let more = downstream.receive(input)
    if more > 0 { events.synchronousRequest(more) }
    return more
  }

  override func receive(completion: Subscribers.Completion<Failure>) {
    guard !isTerminated else { return }
    events.completion(completion)
    finish(completion, cancellingUpstream: false)
  }

  override func request(_ demand: Subscribers.Demand) {
    events.request(demand)
    super.request(demand)
  }

  override func cancel() {
    guard !isTerminated else { return }
    events.cancel()
    super.cancel()
  }
}
