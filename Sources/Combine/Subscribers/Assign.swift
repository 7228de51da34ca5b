// Combine's `Subscribers.Assign` and `assign(to:on:)`
// (developer.apple.com/documentation/combine/publisher/assign(to:on:)), checked against the iOS 18 SDK.
// Status: complete.

extension Subscribers {
  /// A simple subscriber that assigns received elements to a property indicated by a key path.
  ///
  /// It keeps a strong reference to `object` until the publisher completes or the subscription is cancelled.
  public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible {
    public typealias Failure = Never

    /// The object that contains the property to assign (`nil` once finished or cancelled).
    public private(set) var object: Root?
    /// The key path that indicates the property to assign.
    public let keyPath: ReferenceWritableKeyPath<Root, Input>
    private var upstream: (any Subscription)?

    /// Creates a subscriber to assign the value of a property indicated by a key path.
    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      self.object = object
      self.keyPath = keyPath
    }

    public var description: String { object.map { "\(type(of: $0))" } ?? "Assign" }

    public func receive(subscription: any Subscription) {
      guard upstream == nil, object != nil else { return subscription.cancel() }
      upstream = subscription
      subscription.request(.unlimited)
    }

    public func receive(_ value: Input) -> Subscribers.Demand {
      object?[keyPath: keyPath] = value
      return .none
    }

    public func receive(completion: Subscribers.Completion<Never>) {
      object = nil
      upstream = nil
    }

    public func cancel() {
      let subscription = upstream
      upstream = nil
      object = nil
      subscription?.cancel()
    }
  }
}

extension Publisher where Failure == Never {
  /// Assigns each element from a publisher to a property on an object (held strongly until cancelled).
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
    let assign = Subscribers.Assign(object: object, keyPath: keyPath)
    subscribe(assign)
    return AnyCancellable(assign)
  }
}
