// Mirrors: SwiftUI `onAppear(perform:)`, `onDisappear(perform:)`, `onChange(of:initial:_:)`, `onChange(of:perform:)`
// SDK: iOS 26 SDK
// Status: complete
/// `onAppear` / `onDisappear`: actions queued when the view appears or disappears, run after the update that made
/// it so, before its screen is committed (Apple docs `onAppear(perform:)`: "before this view appears").
struct _AppearanceActionModifier {
  let appearAction: (() -> Void)?
  let disappearAction: (() -> Void)?

  @MainActor func appear(_ node: ViewNode) {
    if let appearAction { node.graph.enqueueLifecycleAction { appearAction() } }
  }

  @MainActor func disappear(_ node: ViewNode) {
    if let disappearAction { node.graph.enqueueLifecycleAction { disappearAction() } }
  }
}

extension View {
  /// Adds an action to perform before this view appears.
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(_AppearanceActionModifier(appearAction: action, disappearAction: nil))
  }

  /// Adds an action to perform after this view disappears.
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(_AppearanceActionModifier(appearAction: nil, disappearAction: action))
  }
}

/// `onChange(of:initial:_:)`: compares the value with `!=` whenever the view is updated; a change queues the action
/// with the old and the new value, which then sees the new state (Apple docs `onChange(of:initial:_:)`; OpenSwiftUI
/// `ValueActionModifier.swift`). With `initial: true` it also runs, with the value twice, when the view first
/// appears.
struct _ValueActionModifier<Value: Equatable> {
  let value: Value
  let initial: Bool
  let action: (Value, Value) -> Void

  /// The last value seen, and whether the initial run happened.
  final class LastValue: NodeStorage {
    init() {}
    var value: Value?
    var ranInitially = false
  }

  @MainActor func mount(_ node: ViewNode) { node.storage(LastValue.self).value = value }

  @MainActor func update(_ node: ViewNode, from old: _ValueActionModifier<Value>) {
    let last = node.storage(LastValue.self)
    guard let previous = last.value, previous != value else { return }
    last.value = value
    let action = self.action, new = value
    node.graph.enqueueLifecycleAction { action(previous, new) }
  }

  @MainActor func appear(_ node: ViewNode) {
    let last = node.storage(LastValue.self)
    guard initial, !last.ranInitially else { return }
    last.ranInitially = true
    let action = self.action, value = self.value
    node.graph.enqueueLifecycleAction { action(value, value) }
  }
}

extension View {
  /// Adds a modifier for this view that fires an action when a specific value changes (old and new value).
  nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                                 _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void)
    -> some View {
    modifier(_ValueActionModifier(value: value, initial: initial, action: action))
  }

  /// Adds a modifier for this view that fires an action when a specific value changes.
  nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                                 _ action: @escaping () -> Void) -> some View {
    modifier(_ValueActionModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// Adds a modifier for this view that fires an action when a specific value changes (the new value).
  @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
  nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
    -> some View {
    modifier(_ValueActionModifier(value: value, initial: false) { _, new in action(new) })
  }
}

extension _AppearanceActionModifier: ViewModifier {
  typealias Body = Never
}

extension _ValueActionModifier: ViewModifier {
  typealias Body = Never
}

extension _AppearanceActionModifier: PrimitiveModifier {}

extension _ValueActionModifier: PrimitiveModifier {}
