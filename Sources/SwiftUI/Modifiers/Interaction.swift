// Mirrors: SwiftUI `disabled(_:)`, `onTapGesture(count:perform:)`, `onTapGesture(count:coordinateSpace:perform:)`
// SDK: iOS 26 SDK
// Status: partial
// A tap that reports where it landed lands at one documented point, the view's origin (no layout is computed, so a
// text screen has no other point to give): see ``TapLocation``.
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

  /// Adds an action to perform when this view recognizes a tap gesture, given the location of the tap in
  /// `coordinateSpace` (`tap LABEL`, as for `onTapGesture(count:perform:)`). The tap lands at the view's origin:
  /// (0, 0) in `.local`, (0, 59) in `.global` and a named space (see ``TapLocation``).
  nonisolated public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                                       perform action: @escaping (CGPoint) -> Void) -> some View {
    let location = TapLocation.point(in: coordinateSpace)
    return modifier(_TapGestureModifier(count: count, action: { action(location) }))
  }
}

/// Where a `tap` lands when the view's action asks for the location: the view's origin. A text screen computes no
/// layout, so there is no other point of the view to give; the origin is the point a `drag` starts from
/// (``DragGesture``) and the one ``GeometryProxy/frame(in:)`` places the view at: (0, 0) in the view's own space,
/// the top of a compact iPhone's safe area, (0, 59), in the global space and in a named one.
enum TapLocation {
  static func point(in coordinateSpace: CoordinateSpace) -> CGPoint {
    switch coordinateSpace {
    case .local: .zero
    case .global, .named: CGPoint(x: 0, y: CompactiPhone.safeAreaInsets.top)
    }
  }
}
