// Combine's `Published` and `Published.Publisher`, with `assign(to:)` (developer.apple.com/documentation/combine/
// published), checked against the iOS 18 SDK. Status: complete.
//
// A write, in the property's `willSet` as Apple documents: the enclosing object's `objectWillChange` sends, the
// property's publisher (`$property`) sends the new value (so its subscribers still read the old one from the
// object), the value is stored, and a run records a `state` event `Type.property` when the description changed.
internal import AsyncSimulation

/// A type that publishes a property marked with an attribute.
@propertyWrapper
public struct Published<Value> {
  package let box: PublishedBox<Value>

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

  /// The property's publisher (`$property`): the current value at once, then every new value before it is stored.
  /// Settable only so that `assign(to: &$property)` can take it `inout`.
  public var projectedValue: Publisher {
    get { Publisher(box) }
    set {}
  }

  /// A publisher for properties marked with the `@Published` attribute.
  public struct Publisher: Combine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never
    let box: PublishedBox<Value>

    init(_ box: PublishedBox<Value>) { self.box = box }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      box.subject.subscribe(subscriber)
    }
  }

  /// Reads and writes the value through its object.
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].box.value }
    set { object[keyPath: storageKeyPath].box.write(newValue, in: object) }
  }
}

extension Published: @unchecked Sendable {}

extension Publisher where Failure == Never {
  /// Republishes elements received from a publisher, by assigning them to a property marked as a publisher.
  ///
  /// Each element is written as an assignment to the property would be (its object's `objectWillChange` sends
  /// first). The subscription ends when the `Published` storage is deinitialized.
  public func assign(to published: inout Published<Output>.Publisher) {
    let box = published.box
    let sink = Subscribers.Sink<Output, Never>(receiveCompletion: { _ in }) { [weak box] value in
      box?.write(value, in: nil)
    }
    box.assignments.append(AnyCancellable(sink))
    subscribe(sink)
  }
}

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

/// A `@Published` value, its publisher, and its object's publisher once made.
package final class PublishedBox<Value>: PublishedStorage, @unchecked Sendable {
  package private(set) var value: Value
  var publisher: ObservableObjectPublisher?
  /// The object the property belongs to, learned at its first write (`assign(to:)` writes without it).
  private weak var owner: AnyObject?
  private var cachedLabel: String?
  private var madeSubject: CurrentValueSubject<Value, Never>?
  /// The subscriptions of `assign(to: &$property)`, cancelled with the storage.
  var assignments: [AnyCancellable] = []

  init(_ value: Value) { self.value = value }

  /// The `$property` subject, made on first use.
  var subject: CurrentValueSubject<Value, Never> {
    if let madeSubject { return madeSubject }
    let made = CurrentValueSubject<Value, Never>(value)
    madeSubject = made
    return made
  }

  /// Writes `newValue` as the property's setter does.
  func write(_ newValue: Value, in object: AnyObject?) {
    if let object { owner = object }
    let object = object ?? owner
    if let object {
      ValueDescription.noteAppType(type(of: object))
      if let observable = object as? any ObservableObject { Self.sendWillChange(observable) }
    } else {
      publisher?.send()
    }
    madeSubject?.send(newValue)
    let from = Simulation.isRecording ? ValueDescription.describe(value) : ""
    value = newValue
    guard Simulation.isRecording, let object else { return }
    let to = ValueDescription.describe(newValue)
    guard from != to, let label = label(in: object) else { return }
    TraceLog.state(Self.typeName(of: object) + "." + label, from: from, to: to)
  }

  private static func sendWillChange<Object: ObservableObject>(_ object: Object) {
    if let publisher = object.objectWillChange as? ObservableObjectPublisher { publisher.send() }
  }

  /// The object's type name without its module or generic arguments.
  private static func typeName(of object: AnyObject) -> String {
    let name = _typeName(type(of: object), qualified: false)
    return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
  }

  /// The property's name in `object` (`count` for `_count`), found once by reflection.
  private func label(in object: AnyObject) -> String? {
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
