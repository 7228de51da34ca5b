// Mirrors: SwiftUI `FocusState`, `FocusState.Binding`, `focused(_:)`, `focused(_:equals:)`
// SDK: iOS 26 SDK
// Status: complete
/// A property wrapper type that can read and write a value that SwiftUI updates as the placement of focus within
/// the scene changes (Apple: `FocusState`).
///
/// Focus is what the `FocusState` values say: a text field (or secure field) is focused when the `.focused`
/// modifier nearest above it matches — `.focused($isOn)` while the value is true, `.focused($field, equals: .email)`
/// while it is `.email` — and is drawn with the caret `▏` after its text. The user moves it: `type TEXT into Email`
/// focuses that field first (its `.focused` binding becomes true or `.email`; every other focused field's becomes
/// false or nil), then types (Apple docs `FocusState`: "SwiftUI updates the state … as the placement of focus
/// changes"). `submit` (the return key) ends the editing — the field's binding becomes false or nil — and then runs
/// the `.onSubmit` actions, which may move focus on (`focusedField = .password`); `type` or `submit` without a label
/// goes to the focused field when the screen has several. Code moves it: setting the value focuses the field that
/// matches, nil or false unfocuses (the module's choices where Apple is silent: the order of end-of-editing and
/// `onSubmit`; a value that matches no field on screen stays as set). Each change is a `state` event.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  let slot: StateSlot<Value>
  /// The value meaning "not focused": false, or nil.
  let unfocused: Value

  /// Creates a focus state that binds to a Boolean.
  public init() where Value == Bool {
    slot = StateSlot(box: StateBox(false))
    unfocused = false
  }

  /// Creates a focus state that binds to an optional type.
  public init<T: Hashable>() where Value == T? {
    slot = StateSlot(box: StateBox(nil))
    unfocused = nil
  }

  /// The current state value, taking into account whatever bindings might be in effect due to the current
  /// location of focus.
  public var wrappedValue: Value {
    get { slot.box.value }
    nonmutating set { slot.box.set(newValue) }
  }

  /// A projection of the focus state value that returns a binding.
  public var projectedValue: Binding { Binding(slot: slot, unfocused: unfocused) }

  /// A property wrapper type that can read and write a focus state's value (Apple: `FocusState.Binding`).
  @propertyWrapper
  public struct Binding {
    let slot: StateSlot<Value>
    let unfocused: Value

    /// The underlying value referenced by the bound property.
    public var wrappedValue: Value {
      get { slot.box.value }
      nonmutating set { slot.box.set(newValue) }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding { self }
  }
}

extension FocusState: @unchecked Sendable {}
extension FocusState.Binding: @unchecked Sendable {}

extension FocusState: GraphProperty {
  func bind(existing: AnyObject?, node: ViewNode, name: String) -> AnyObject {
    slot.bind(existing: existing, name: name)
  }
}

extension FocusState: ComparableInput {
  func isSameInput(as other: Any) -> Bool { true }  // the value is tracked by the views that read it
}

extension FocusState.Binding: ComparableInput {
  func isSameInput(as other: Any) -> Bool {
    guard let other = other as? FocusState.Binding else { return false }
    return other.slot.box === slot.box
  }
}

/// `.focused(…)`: binds the focus of the text field at or below the modified view to a focus state.
struct _FocusedModifier {
  /// The focus state's storage (two modifiers of one `@FocusState` share it).
  let storage: @MainActor () -> ObjectIdentifier
  /// Whether the focus state says this field is focused (a tracked read).
  let isFocused: @MainActor () -> Bool
  /// Sets the focus state to this field.
  let focus: @MainActor () -> Void
  /// Sets the focus state to "not focused".
  let unfocus: @MainActor () -> Void

  init<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) {
    // The values are only ever touched on the main actor, as the focus state's box is.
    let slot = binding.slot
    nonisolated(unsafe) let value = value, unfocused = binding.unfocused
    storage = { ObjectIdentifier(slot.box) }
    isFocused = { slot.box.value == value }
    focus = { slot.box.set(value) }
    unfocus = { slot.box.set(unfocused) }
  }
}

extension _FocusedModifier: ViewModifier {
  typealias Body = Never
}

extension _FocusedModifier: PrimitiveModifier {}

extension _FocusedModifier {
  /// The `.focused` modifier nearest above `node` (a text field), if any.
  @MainActor static func nearest(above node: ViewNode) -> _FocusedModifier? {
    var current = node.parent
    while let ancestor = current {
      if let modifier = (ancestor.view as? any ModifierCarrier)?.anyModifier as? _FocusedModifier { return modifier }
      current = ancestor.parent
    }
    return nil
  }
}

extension View {
  /// Modifies this view by binding its focus state to the given Boolean state value.
  nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    modifier(_FocusedModifier(condition, equals: true))
  }

  /// Modifies this view by binding its focus state to the given state value.
  nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
    -> some View {
    modifier(_FocusedModifier(binding, equals: value))
  }
}
