/// A property wrapper type that instantiates an observable object (Apple: `StateObject`). The object is made once
/// per view identity, from the first view value's autoclosure; later values' closures are never called.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  let slot: ObjectSlot<ObjectType>

  /// Creates a new state object with an initial wrapped value (made on first use).
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { slot = ObjectSlot(make: thunk) }

  /// The underlying value referenced by the state object.
  public var wrappedValue: ObjectType { slot.object }

  /// A projection of the state object that creates bindings to its properties.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: slot.object) }
}

extension StateObject: @unchecked Sendable {}

extension StateObject: GraphProperty {
  func bind(existing: AnyObject?, node: ViewNode, name: String) -> AnyObject {
    if let kept = existing as? ObjectSlot<ObjectType> { slot.adopt(kept) }
    slot.subscribe(node)
    return slot
  }
}

extension StateObject: ComparableInput {
  func isSameInput(as other: Any) -> Bool { true }
}

/// A property wrapper type that subscribes to an observable object (Apple: `ObservedObject`).
@propertyWrapper @dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  let slot: ObjectSlot<ObjectType>

  /// Creates an observed object with an initial wrapped value.
  public init(wrappedValue: ObjectType) {
    let object = wrappedValue
    slot = ObjectSlot(object: object)
  }

  /// Creates an observed object with an initial value.
  public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }

  /// The underlying value that the observed object references.
  public var wrappedValue: ObjectType { slot.object }

  /// A projection of the observed object that creates bindings to its properties.
  public var projectedValue: Wrapper { Wrapper(object: slot.object) }

  /// A binding to a property of the observed object.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
    Wrapper(object: slot.object)[dynamicMember: keyPath]
  }

  /// A wrapper of the underlying observable object that can create bindings to its properties.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    /// Gets a binding to the value of a specified key path.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject> {
      let object = self.object
      return Binding(location: object, path: keyPath, get: { object[keyPath: keyPath] },
                     set: { object[keyPath: keyPath] = $0 })
    }
  }
}

extension ObservedObject: @unchecked Sendable {}

extension ObservedObject: GraphProperty {
  func bind(existing: AnyObject?, node: ViewNode, name: String) -> AnyObject {
    slot.subscribe(node)
    return slot
  }
}

extension ObservedObject: ComparableInput {
  func isSameInput(as other: Any) -> Bool {
    guard let other = other as? ObservedObject<ObjectType> else { return false }
    return slot.object === other.slot.object
  }
}

/// A property wrapper type for an observable object that a parent or ancestor view supplies (Apple:
/// `EnvironmentObject`), put there with `.environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  let box = EnvironmentBox()

  /// Creates an environment object.
  public init() {}

  /// The underlying value referenced by the environment object.
  public var wrappedValue: ObjectType {
    guard let object = box.environment.object(ObjectIdentifier(ObjectType.self)) as? ObjectType else {
      fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
        + "\(ObjectType.self) may be missing as an ancestor of this view.")
    }
    return object
  }

  /// A projection of the environment object that creates bindings to its properties.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

extension EnvironmentObject: @unchecked Sendable {}

extension EnvironmentObject: GraphProperty {
  func bind(existing: AnyObject?, node: ViewNode, name: String) -> AnyObject {
    box.environment = node.environment
    if let object = box.environment.object(ObjectIdentifier(ObjectType.self)) as? ObjectType {
      let sink = node.graph.sink
      ObjectWillChangeSubscriptions.subscribe(node, to: object) { sink.invalidate(node) }
    }
    return box
  }
}

extension EnvironmentObject: ComparableInput {
  func isSameInput(as other: Any) -> Bool { true }
}

extension View {
  /// Supplies an observable object to a view's hierarchy (read with `@EnvironmentObject`).
  nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(_EnvironmentObjectModifier(object: object, type: ObjectIdentifier(T.self)))
  }
}

/// The object of a `@StateObject` or `@ObservedObject`, made lazily for a state object.
final class ObjectSlot<ObjectType: ObservableObject>: @unchecked Sendable {
  private var made: ObjectType?
  private let make: (() -> ObjectType)?

  init(make: @escaping () -> ObjectType) {
    self.make = make
    made = nil
  }

  init(object: ObjectType) {
    made = object
    make = nil
  }

  /// The object (a state object's is made on first use).
  var object: ObjectType {
    if let made { return made }
    let object = make?() ?? { fatalError("an observed object without a value") }()
    made = object
    return object
  }

  /// Takes over the object a node already keeps (the view value's own closure is never called).
  func adopt(_ kept: ObjectSlot<ObjectType>) { made = kept.object }

  /// Evaluates `node` again whenever the object is about to change.
  @MainActor func subscribe(_ node: ViewNode) {
    let sink = node.graph.sink
    ObjectWillChangeSubscriptions.subscribe(node, to: object) { sink.invalidate(node) }
  }
}
