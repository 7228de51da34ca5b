// Mirrors: SwiftUI `Gesture` (`body`, `onChanged(_:)`, `onEnded(_:)`, `updating(_:body:)`, `map(_:)`),
//   `_ChangedGesture`, `_EndedGesture`, `GestureStateGesture`, `_MapGesture`
// SDK: iOS 26 SDK
// Status: complete
/// An instance that matches a sequence of events to a gesture, and returns a stream of values for each of its
/// states (Apple: `Gesture`).
///
/// The user performs a gesture with an action word (`tap LABEL`, `drag LABEL by DX,DY`, see docs/preview.md):
/// the gesture turns that input into its values, and each callback attached with `onChanged`, `updating` or
/// `onEnded` runs as Apple documents it, in the graph's update (see ``_GestureModifier``).
@MainActor @preconcurrency
public protocol Gesture<Value> {
  /// The type representing the gesture's value.
  associatedtype Value
  /// The type of gesture representing the body of `Self`.
  associatedtype Body: Gesture
  /// The content and behavior of the gesture.
  var body: Body { get }
}

extension Never: Gesture {
  public typealias Value = Never
}

extension Gesture where Body == Never {
  /// Primitive gestures are recognised by the module; their `body` is never evaluated.
  public var body: Never { fatalError("\(Self.self) is a primitive gesture: its body is never evaluated") }
}

/// What the user did to a gesture's view, one step at a time.
enum GestureInput {
  /// `tap LABEL`.
  case tap
  /// A moment of `drag LABEL by DX,DY`: the finger moved (`ended` false) or lifted (`ended` true).
  case drag(DragGesture.Value, ended: Bool)

  /// The kind of input, as a target offers it.
  var kind: GestureInputKind {
    switch self {
    case .tap: .tap
    case .drag: .drag
    }
  }
}

/// The kinds of input a gesture answers.
enum GestureInputKind: Hashable {
  case tap, drag
}

/// What a gesture reports for one step of input.
enum GestureEvent<Value> {
  /// The gesture's value changed (it goes on).
  case changed(Value)
  /// The gesture ended with this value.
  case ended(Value)
}

/// A gesture the module recognises itself: what it reports for a step of input, running its own callbacks.
@MainActor
protocol SimulatedGesture: Gesture {
  /// The kinds of input it answers.
  var inputKinds: Set<GestureInputKind> { get }
  /// What it reports for `input` (nil: nothing), after running its callbacks.
  func step(_ input: GestureInput) -> GestureEvent<Value>?
}

/// Drives any gesture: a module's gesture directly, a user's gesture through its `body`.
@MainActor
enum GestureDriver {
  static func inputKinds<G: Gesture>(of gesture: G) -> Set<GestureInputKind> {
    if let simulated = gesture as? any SimulatedGesture { return simulated.inputKinds }
    if G.Body.self == Never.self { return [] }
    return inputKinds(of: gesture.body)
  }

  static func step<G: Gesture>(_ gesture: G, _ input: GestureInput) -> GestureEvent<G.Value>? {
    if let simulated = gesture as? any SimulatedGesture { return erasedStep(simulated, input) as? GestureEvent<G.Value> }
    if G.Body.self == Never.self { return nil }
    return step(gesture.body, input) as Any as? GestureEvent<G.Value>
  }

  /// What `gesture` reports for `input`, after `onChanged` or `onEnded` ran with its value.
  static func step<G: Gesture>(_ gesture: G, _ input: GestureInput, onChanged: ((G.Value) -> Void)? = nil,
                               onEnded: ((G.Value) -> Void)? = nil) -> GestureEvent<G.Value>? {
    let event = step(gesture, input)
    switch event {
    case .changed(let value)?: onChanged?(value)
    case .ended(let value)?: onEnded?(value)
    case nil: break
    }
    return event
  }

  private static func erasedStep<G: SimulatedGesture>(_ gesture: G, _ input: GestureInput) -> Any? {
    gesture.step(input) as Any?
  }
}

extension Gesture {
  /// Adds an action to perform when the gesture's value changes.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
    _ChangedGesture(base: self, action: action)
  }

  /// Adds an action to perform when the gesture ends.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(base: self, action: action)
  }

  /// Updates the provided gesture state property as the gesture's value changes; the property returns to its
  /// initial value when the gesture ends (Apple docs `GestureState`).
  public func updating<State>(_ state: GestureState<State>,
                              body: @escaping (Value, inout State, inout Transaction) -> Void)
    -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }

  /// Returns a gesture that's the result of mapping the receiver's value with the function you provide.
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> { _MapGesture(base: self, body: body) }
}

/// A gesture that runs an action each time its base's value changes (Apple: `_ChangedGesture`).
public struct _ChangedGesture<Base: Gesture>: Gesture, SimulatedGesture where Base.Value: Equatable {
  public typealias Value = Base.Value
  public typealias Body = Never
  let base: Base
  let action: (Base.Value) -> Void

  var inputKinds: Set<GestureInputKind> { GestureDriver.inputKinds(of: base) }

  func step(_ input: GestureInput) -> GestureEvent<Value>? { GestureDriver.step(base, input, onChanged: action) }
}

/// A gesture that runs an action when its base ends (Apple: `_EndedGesture`).
public struct _EndedGesture<Base: Gesture>: Gesture, SimulatedGesture {
  public typealias Value = Base.Value
  public typealias Body = Never
  let base: Base
  let action: (Base.Value) -> Void

  var inputKinds: Set<GestureInputKind> { GestureDriver.inputKinds(of: base) }

  func step(_ input: GestureInput) -> GestureEvent<Value>? { GestureDriver.step(base, input, onEnded: action) }
}

/// A gesture that updates a ``GestureState`` while its base goes on, and resets it when it ends (Apple:
/// `GestureStateGesture`). The reset follows the end's callbacks (Apple is silent on their order).
public struct GestureStateGesture<Base: Gesture, State>: Gesture, SimulatedGesture {
  public typealias Value = Base.Value
  public typealias Body = Never
  let base: Base
  let state: GestureState<State>
  let body: (Base.Value, inout State, inout Transaction) -> Void

  var inputKinds: Set<GestureInputKind> { GestureDriver.inputKinds(of: base) }

  func step(_ input: GestureInput) -> GestureEvent<Value>? {
    let event = GestureDriver.step(base, input)
    switch event {
    case .changed(let value)?:
      var current = state.slot.box.untrackedValue
      var transaction = Transaction()
      body(value, &current, &transaction)
      state.slot.box.set(current)
    case .ended?:
      GestureStateResets.pending.append { [state] in state.reset() }
    case nil:
      break
    }
    return event
  }
}

/// A gesture whose value is its base's, mapped (Apple: `_MapGesture`).
public struct _MapGesture<Base: Gesture, Value>: Gesture, SimulatedGesture {
  public typealias Body = Never
  let base: Base
  let body: (Base.Value) -> Value

  var inputKinds: Set<GestureInputKind> { GestureDriver.inputKinds(of: base) }

  func step(_ input: GestureInput) -> GestureEvent<Value>? {
    switch GestureDriver.step(base, input) {
    case .changed(let value)?: .changed(body(value))
    case .ended(let value)?: .ended(body(value))
    case nil: nil
    }
  }
}

/// The gesture states to reset once an ended gesture's callbacks have all run.
@MainActor
enum GestureStateResets {
  static var pending: [() -> Void] = []

  /// Resets the pending states.
  static func run() {
    let resets = pending
    pending = []
    for reset in resets { reset() }
  }
}
