// Combine's `ObservableObject` and `ObservableObjectPublisher`
// (developer.apple.com/documentation/combine/observableobject), checked against the iOS 18 SDK. Status: complete.
// (Moved here from the SwiftUI module, which re-exports Combine as Apple's SwiftUI does.)

/// A type of object with a publisher that emits before the object has changed.
///
/// By default an `ObservableObject` synthesizes an `objectWillChange` publisher that emits the changed value
/// before any of its `@Published` properties changes.
public protocol ObservableObject: AnyObject {
  /// The type of publisher that emits before the object has changed.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// A publisher that emits before the object has changed.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The publisher shared by the object's `@Published` properties (a new, silent one when it has none).
  public var objectWillChange: ObservableObjectPublisher {
    var found: ObservableObjectPublisher?
    var boxes: [any PublishedStorage] = []
    for child in Mirror(reflecting: self).children {
      guard let published = child.value as? any PublishedProperty else { continue }
      boxes.append(published.storage)
      if found == nil { found = published.storage.publisher }
    }
    let publisher = found ?? ObservableObjectPublisher()
    for box in boxes where box.publisher == nil { box.publisher = publisher }
    return publisher
  }
}

/// A publisher that publishes changes from observable objects.
///
/// Subscribers receive `()` before each change; a subscriber without demand misses it.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
  public typealias Output = Void
  public typealias Failure = Never

  private let subject = PassthroughSubject<Void, Never>()
  /// The views subscribed by the SwiftUI graph, once each (a view node subscribes again on every update).
  private var graphReceivers: [(subscriber: ObjectIdentifier, receiver: () -> Void)] = []

  /// Creates an observable object publisher.
  public init() {}

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    subject.subscribe(subscriber)
  }

  /// Sends the changed value to the downstream subscribers.
  public func send() {
    for entry in graphReceivers { entry.receiver() }
    subject.send()
  }

  /// Calls `receiver` before every change from now on, once per `subscriber` (the SwiftUI graph's view nodes).
  package func subscribeOnce(_ subscriber: AnyObject, _ receiver: @escaping () -> Void) {
    let id = ObjectIdentifier(subscriber)
    guard !graphReceivers.contains(where: { $0.subscriber == id }) else { return }
    graphReceivers.append((id, receiver))
  }
}
