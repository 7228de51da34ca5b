// Mirrors: SwiftUI `disabled(_:)`, `onTapGesture(count:perform:)`
// SDK: iOS 26 SDK
// Status: complete
/// `.disabled(_:)`: the subtree's controls cannot be used; a disabled button is drawn `[label]` followed by a mark
/// and refuses `tap` (Apple docs `disabled(_:)`, `EnvironmentValues.isEnabled`).
struct _DisabledModifier {
  let isDisabled: Bool

  func environment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues {
    guard isDisabled else { return environment }
    var changed = environment
    changed.isEnabled = false
    return changed
  }
}

extension _DisabledModifier: ViewModifier {
  typealias Body = Never
}

extension _DisabledModifier: PrimitiveModifier {}

/// `.onTapGesture`: the modified view becomes a `tap` target named by what it shows.
struct _TapGestureModifier {
  let count: Int
  let action: () -> Void

  @MainActor func render(_ content: [ScreenElement], in context: RenderContext) -> [ScreenElement] {
    let action = self.action
    if context.node.environment.isEnabled {
      var target = ActionTarget(kind: .tap, label: ScreenElement.plainText(content)) { _ in action() }
      target.parts = ScreenElement.nameParts(content)
      context.addTarget(target)
    }
    return content
  }
}

extension _TapGestureModifier: ViewModifier {
  typealias Body = Never
}

extension _TapGestureModifier: PrimitiveModifier {}

extension View {
  /// Adds a condition that controls whether users can interact with this view.
  nonisolated public func disabled(_ disabled: Bool) -> some View { modifier(_DisabledModifier(isDisabled: disabled)) }

  /// Adds an action to perform when this view recognizes a tap gesture (`tap LABEL`, the label being what the
  /// view shows).
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    modifier(_TapGestureModifier(count: count, action: action))
  }
}
