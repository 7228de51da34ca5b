// Mirrors: SwiftUI `GestureState` (`init(wrappedValue:)`, `init(initialValue:)`,
//   `init(wrappedValue:resetTransaction:)`, `init(initialValue:resetTransaction:)`, `wrappedValue`,
//   `projectedValue`)
// SDK: iOS 26 SDK
// Status: complete
/// A property wrapper type that updates a property while the user performs a gesture and resets the property back
/// to its initial state when the gesture ends (Apple: `GestureState`).
///
/// It is kept in the view's node as `@State` is (each change a `state` event `ViewType.property`); a gesture's
/// ``Gesture/updating(_:body:)`` writes it while the gesture goes on, and it returns to its initial value once the
/// gesture has ended and its `onEnded` actions have run.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  /// Where this view value's state lives: its own box until the graph binds it to the node's.
  let slot: StateSlot<Value>
  /// The value it returns to.
  let initialValue: Value

  /// Creates a view state that's derived from a gesture.
  public init(wrappedValue: Value) {
    slot = StateSlot(box: StateBox(wrappedValue))
    initialValue = wrappedValue
  }

  /// Creates a view state that's derived from a gesture.
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  /// Creates a view state that's derived from a gesture and an initial value, with the transaction of its reset
  /// (animations are not drawn in text).
  public init(wrappedValue: Value, resetTransaction: Transaction) { self.init(wrappedValue: wrappedValue) }

  /// Creates a view state that's derived from a gesture and an initial value, with the transaction of its reset.
  public init(initialValue: Value, resetTransaction: Transaction) { self.init(wrappedValue: initialValue) }

  /// The wrapped value referenced by the gesture state property.
  public var wrappedValue: Value { slot.box.value }

  /// A binding to the gesture state property, for ``Gesture/updating(_:body:)``.
  public var projectedValue: GestureState<Value> { self }

  /// Returns the state to its initial value.
  func reset() { slot.box.set(initialValue) }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  /// Creates a view state that's derived from a gesture, nil at first.
  public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil) }
}

extension GestureState: @unchecked Sendable {}

extension GestureState: GraphProperty {
  func bind(existing: AnyObject?, node: ViewNode, name: String) -> AnyObject {
    slot.bind(existing: existing, name: name)
  }
}

extension GestureState: ComparableInput {
  func isSameInput(as other: Any) -> Bool { true }  // the value is tracked by the views that read it
}
