internal import AsyncSimulation

/// A type of object with a publisher that emits before the object has changed (Apple: Combine's
/// `ObservableObject`, which SwiftUI re-exports; Combine is absent on Linux, so the module has its own).
///
/// A class with `@Published` properties gets `objectWillChange` for free: a publisher shared by all its
/// `@Published` properties, which sends before each change. Views that hold the object in `@StateObject`,
/// `@ObservedObject` or `@EnvironmentObject` are evaluated again after it sent.
public protocol ObservableObject: AnyObject {
  /// The type of publisher that emits before the object has changed.
  associatedtype ObjectWillChangePublisher: ObjectWillChangeSending = ObservableObjectPublisher
  /// A publisher that emits before the object has changed.
  var objectWillChange: Self.ObjectWillChangePublisher { get }
}

/// What the graph needs of an `objectWillChange` publisher: a way to be told.
public protocol ObjectWillChangeSending {
  /// Calls `receiver` before every change from now on (the graph's subscription for one view).
  func _subscribe(_ subscriber: AnyObject, _ receiver: @escaping () -> Void)
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

/// A publisher that publishes changes from observable objects (Apple: Combine's `ObservableObjectPublisher`).
public final class ObservableObjectPublisher: ObjectWillChangeSending, @unchecked Sendable {
  private var subscribers: [(subscriber: ObjectIdentifier, receiver: () -> Void)] = []

  /// Creates an observable object publisher.
  public init() {}

  /// Sends the changed value to the downstream subscribers.
  public func send() {
    for entry in subscribers { entry.receiver() }
  }

  public func _subscribe(_ subscriber: AnyObject, _ receiver: @escaping () -> Void) {
    let id = ObjectIdentifier(subscriber)
    guard !subscribers.contains(where: { $0.subscriber == id }) else { return }
    subscribers.append((id, receiver))
  }
}

/// A type that publishes a property marked with an attribute (Apple: Combine's `Published`). A change sends the
/// enclosing object's `objectWillChange` first, then records a `state` event `Type.property`.
@propertyWrapper
public struct Published<Value> {
  let box: PublishedBox<Value>

  /// Creates the published instance with an initial wrapped value.
  public init(wrappedValue: Value) { box = PublishedBox(wrappedValue) }

  /// Creates the published instance with an initial value.
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  /// `@Published` works only on properties of classes.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    set { fatalError("@Published is only available on properties of classes") }
  }

  /// Combine's publisher of a `@Published` property: Combine is not simulated.
  @available(*, unavailable, message: "$property publishers (Combine) are not simulated by asyncplay; observe the object with @StateObject or @ObservedObject, or use @Observable")
  public var projectedValue: Never { fatalError("Combine is not simulated") }

  /// Reads and writes the value through its object: a write sends `objectWillChange`, then is traced.
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].box.value }
    set {
      let box = object[keyPath: storageKeyPath].box
      ValueDescription.noteAppType(EnclosingSelf.self)
      if let observable = object as? any ObservableObject { sendWillChange(observable) }
      let from = Simulation.isRecording ? ValueDescription.describe(box.value) : ""
      box.value = newValue
      guard Simulation.isRecording else { return }
      let to = ValueDescription.describe(newValue)
      guard from != to, let label = box.label(in: object) else { return }
      TraceLog.state(ViewNode.typeName(of: object) + "." + label, from: from, to: to)
    }
  }

  private static func sendWillChange<Object: ObservableObject>(_ object: Object) {
    if let publisher = object.objectWillChange as? ObservableObjectPublisher { publisher.send() }
  }
}

extension Published: @unchecked Sendable {}

/// A `@Published` property seen through reflection.
protocol PublishedProperty {
  var storage: any PublishedStorage { get }
}

extension Published: PublishedProperty {
  var storage: any PublishedStorage { box }
}

/// The storage a `@Published` property shares with its copies, and the object's publisher.
protocol PublishedStorage: AnyObject {
  var publisher: ObservableObjectPublisher? { get set }
}

/// A `@Published` value and the object's publisher once made.
final class PublishedBox<Value>: PublishedStorage, @unchecked Sendable {
  var value: Value
  var publisher: ObservableObjectPublisher?
  private var cachedLabel: String?

  init(_ value: Value) { self.value = value }

  /// The property's name in `object` (`count` for `_count`), found once by reflection.
  func label(in object: AnyObject) -> String? {
    if let cachedLabel { return cachedLabel }
    for child in Mirror(reflecting: object).children {
      guard let published = child.value as? any PublishedProperty, published.storage === self,
            let label = child.label else { continue }
      cachedLabel = label.hasPrefix("_") ? String(label.dropFirst()) : label
      return cachedLabel
    }
    return nil
  }
}
