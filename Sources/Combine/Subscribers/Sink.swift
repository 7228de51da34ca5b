// Combine's `Subscribers.Sink` and `sink(receiveCompletion:receiveValue:)`
// (developer.apple.com/documentation/combine/publisher/sink(receivecompletion:receivevalue:)), checked against the
// iOS 18 SDK. Status: complete.

extension Subscribers {
  /// A simple subscriber that requests an unlimited number of values upon subscription.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible {
    /// The closure to execute on receipt of a value.
    public var receiveValue: (Input) -> Void
    /// The closure to execute on completion.
    public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    private var upstream: (any Subscription)?
    private var isDone = false

    /// Initializes a sink with the provided closures.
    public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                receiveValue: @escaping (Input) -> Void) {
      self.receiveCompletion = receiveCompletion
      self.receiveValue = receiveValue
    }

    public var description: String { "Sink" }

    public func receive(subscription: any Subscription) {
      guard upstream == nil, !isDone else { return subscription.cancel() }
      upstream = subscription
      subscription.request(.unlimited)
    }

    public func receive(_ value: Input) -> Subscribers.Demand {
      guard !isDone else { return .none }
      receiveValue(value)
      return .none
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
      guard !isDone else { return }
      isDone = true
      upstream = nil
      receiveCompletion(completion)
      // Lets go of what the closures captured, as Apple's sink does once it completed.
      receiveValue = { _ in }
      receiveCompletion = { _ in }
    }

    public func cancel() {
      guard !isDone else { return }
      isDone = true
      let subscription = upstream
      upstream = nil
      receiveValue = { _ in }
      receiveCompletion = { _ in }
      subscription?.cancel()
    }
  }
}

extension Publisher {
  /// Attaches a subscriber with closure-based behavior; the returned cancellable ends the subscription (also when
  /// it is deinitialized).
  public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                   receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    subscribe(sink)
    return AnyCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  /// Attaches a subscriber with closure-based behavior to a publisher that never fails.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }
}
