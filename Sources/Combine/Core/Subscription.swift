// Combine's `Subscription` and `Subscriptions.empty` (developer.apple.com/documentation/combine/subscription),
// checked against the iOS 18 SDK. Status: complete.

/// A protocol representing the connection of a subscriber to a publisher.
///
/// Subscriptions are class constrained because a `Subscription` has identity, defined by the moment in time a
/// particular subscriber attached to a publisher. Canceling a `Subscription` must be thread-safe; you can only
/// cancel a `Subscription` once.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Tells a publisher that it may send more values to the subscriber.
  func request(_ demand: Subscribers.Demand)
}

/// A namespace for symbols related to subscriptions.
public enum Subscriptions {
  /// Returns the "empty" subscription: requests and cancellation do nothing.
  public static var empty: any Subscription { EmptySubscription() }
}

/// The subscription that publishers which never produce anything hand out.
final class EmptySubscription: Subscription {
  func request(_ demand: Subscribers.Demand) {}
  func cancel() {}
}
