// Mirrors: SwiftUI `State`
// SDK: iOS 26 SDK
// Status: complete
internal import AsyncSimulation

/// A property wrapper type that can read and write a value managed by SwiftUI (Apple: `State`).
///
/// The storage is made once per view identity, the first time the view's body is evaluated, from the initial
/// value of that first view value; later view values (their initialiser expressions still run) only find the
/// existing storage (Apple docs `State.init(wrappedValue:)`). Each write that changes the value records a `state`
/// event `ViewType.property` and invalidates the views that read it.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  /// Where this view value's state lives: its own box until the graph binds it to the node's.
  let slot: StateSlot<Value>

  /// Creates a state property that stores an initial value.
  public init(wrappedValue value: Value) { slot = StateSlot(box: StateBox(value)) }

  /// Creates a state property that stores an initial value.
  public init(initialValue value: Value) { self.init(wrappedValue: value) }

  /// The underlying value referenced by the state variable.
  public var wrappedValue: Value {
    get { slot.box.value }
    nonmutating set { slot.box.set(newValue) }
  }

  /// A binding to the state value.
  public var projectedValue: Binding<Value> {
    let slot = self.slot
    return Binding(location: slot.box, get: { slot.box.value }, set: { slot.box.set($0) })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates a state property without an initial value (nil).
  public init() { self.init(wrappedValue: nil) }
}

extension State: @unchecked Sendable {}

extension State: GraphProperty {
  func bind(existing: AnyObject?, node: ViewNode, name: String) -> AnyObject {
    slot.bind(existing: existing, name: name)
  }
}

extension State: ComparableInput {
  func isSameInput(as other: Any) -> Bool { true }  // the value is tracked by the views that read it
}

/// The box a view value's `State` reads through (replaced by the node's box when the graph binds it).
final class StateSlot<Value>: @unchecked Sendable {
  var box: StateBox<Value>
  init(box: StateBox<Value>) { self.box = box }

  /// Binds the slot to its node's box: the box the node kept from an earlier view value, or this value's own box,
  /// named `name` from now on (the first time the node is made). Returns the box the node keeps.
  func bind(existing: AnyObject?, name: String) -> AnyObject {
    if let kept = existing as? StateBox<Value> {
      box = kept
    } else {
      box.attach(name: name)
    }
    return box
  }
}

/// A `@State` value kept in a node. Reads are tracked by Observation (the body that read it is invalidated when
/// it changes); writes record a `state` event. Plain storage: the simulator runs on one thread.
final class StateBox<Value>: Observable, UntracedObservable, @unchecked Sendable {
  private var stored: Value
  private let registrar = ObservationRegistrar()
  /// `\.value`, made once per box that is read or written: a key path of a generic class is instantiated at run
  /// time on every use otherwise, and made eagerly it would cost every view value's box, most of which are dropped
  /// when the graph binds the view to its node's boxes.
  private lazy var valueKeyPath: KeyPath<StateBox<Value>, Value> = \StateBox<Value>.value
  /// `ViewType.property`, once bound to a node (a write before that is not traced).
  private(set) var name: String?

  init(_ value: Value) { stored = value }

  /// Names the box for its `state` events.
  func attach(name: String) { self.name = name }

  /// The value, read without tracking (what a task restart's cause names).
  var untrackedValue: Value { stored }

  /// The value (a tracked read).
  var value: Value {
    registrar.access(self, keyPath: valueKeyPath)
    return stored
  }

  /// Writes the value: nothing happens when it is the same, else the views that read it are invalidated and a
  /// `state` event is recorded.
  func set(_ newValue: Value) {
    if ValueIdentity.same(stored, newValue) {
      stored = newValue
      return
    }
    let from = name == nil ? "" : ValueDescription.describe(stored)
    registrar.willSet(self, keyPath: valueKeyPath)
    stored = newValue
    registrar.didSet(self, keyPath: valueKeyPath)
    if let name { TraceLog.state(name, from: from, to: ValueDescription.describe(newValue)) }
  }
}
