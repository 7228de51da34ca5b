// Foundation's `NotificationCenter.publisher(for:object:)` and `NotificationCenter.Publisher`
// (developer.apple.com/documentation/foundation/notificationcenter/publisher), checked against the iOS 18 SDK.
// Status: complete. A notification posted while a subscriber has no demand is not delivered to it.
import Foundation

extension NotificationCenter {
  /// Returns a publisher that emits events when broadcasting notifications.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
    Publisher(center: self, name: name, object: object)
  }

  /// A publisher that emits elements when broadcasting notifications.
  public struct Publisher: Combine.Publisher {
    public typealias Output = Notification
    public typealias Failure = Never

    /// The notification center this publisher uses as a source.
    public let center: NotificationCenter
    /// The name of notifications published by this publisher.
    public let name: Notification.Name
    /// The object posting the named notification.
    public let object: AnyObject?

    /// Creates a publisher that emits events when broadcasting notifications.
    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
      let subscription = NotificationSubscription(AnySubscriber(subscriber), center: center, name: name,
                                                  object: object)
      subscriber.receive(subscription: subscription)
    }
  }
}

/// Observes the center while the subscriber wants notifications.
final class NotificationSubscription: Subscription, @unchecked Sendable {
  private var downstream: AnySubscriber<Notification, Never>?
  private var demand = Subscribers.Demand.none
  private var observer: (any NSObjectProtocol)?
  private let center: NotificationCenter

  init(_ downstream: AnySubscriber<Notification, Never>, center: NotificationCenter, name: Notification.Name,
       object: AnyObject?) {
    self.downstream = downstream
    self.center = center
    observer = center.addObserver(forName: name, object: object, queue: nil) { [weak self] notification in
      self?.deliver(notification)
    }
  }

  private func deliver(_ notification: Notification) {
    guard let downstream, demand > 0 else { return }
    demand -= 1
    demand += downstream.receive(notification)
  }

  func request(_ more: Subscribers.Demand) {
    guard downstream != nil else { return }
    demand += more
  }

  func cancel() {
    downstream = nil
    if let observer { center.removeObserver(observer) }
    observer = nil
  }
}
