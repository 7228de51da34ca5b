// Mirrors: nothing of Apple's: the module's own machinery, no Apple API
// SDK: iOS 26 SDK
// Status: internal
/// The button, toggle and label styles in effect for a subtree: `.buttonStyle(_:)`, `.toggleStyle(_:)` and
/// `.labelStyle(_:)` push a style, the innermost of a kind is the current one, and a style's body sees the styles
/// outside it (``ControlStyleStack/removingCurrent(_:)``), so that `Button(configuration)`, `Toggle(configuration)`
/// and `Label(configuration)` in a body draw with the style that was current before (Apple docs `Button.init(_:)`:
/// "custom button styles that modify the current button style").
enum ControlStyle {
  case primitiveButton(any PrimitiveButtonStyle)
  case button(any ButtonStyle)
  case toggle(any ToggleStyle)
  case label(any LabelStyle)

  /// The controls a style applies to.
  enum Kind: Equatable {
    case button, toggle, label
  }

  var kind: Kind {
    switch self {
    case .primitiveButton, .button: .button
    case .toggle: .toggle
    case .label: .label
    }
  }

  var value: Any {
    switch self {
    case .primitiveButton(let style): style
    case .button(let style): style
    case .toggle(let style): style
    case .label(let style): style
    }
  }

  /// A style of the module's own (`.plain`, `.switch`, `.titleAndIcon` …): the control draws as it always does.
  var isBuiltin: Bool { value is any BuiltinControlStyle }
}

/// A style the module declares: its difference from the others is artwork, so a control drawn with it draws as the
/// module draws that control.
protocol BuiltinControlStyle {}

/// The styles pushed above a view, outermost first.
struct ControlStyleStack: Equatable {
  private var styles: [ControlStyle] = []

  /// The style of `kind` in effect (nil: none was set).
  func current(_ kind: ControlStyle.Kind) -> ControlStyle? {
    styles.last { $0.kind == kind }
  }

  /// The stack a current style's body sees: the innermost style of `kind` taken off.
  func removingCurrent(_ kind: ControlStyle.Kind) -> ControlStyleStack {
    var copy = self
    if let index = copy.styles.lastIndex(where: { $0.kind == kind }) { copy.styles.remove(at: index) }
    return copy
  }

  func pushing(_ style: ControlStyle) -> ControlStyleStack {
    var copy = self
    copy.styles.append(style)
    return copy
  }

  /// The same styles: the same types with the same stored values (as a view's inputs are compared), so a view
  /// drawn again with an equal style is not evaluated again because of it.
  static func == (lhs: ControlStyleStack, rhs: ControlStyleStack) -> Bool {
    guard lhs.styles.count == rhs.styles.count else { return false }
    for (a, b) in zip(lhs.styles, rhs.styles) {
      guard a.kind == b.kind, type(of: a.value) == type(of: b.value), ViewInputs.equal(a.value, b.value) else {
        return false
      }
    }
    return true
  }
}

private struct ControlStyleStackKey: EnvironmentKey {
  static var defaultValue: ControlStyleStack { ControlStyleStack() }
}

extension EnvironmentValues {
  var controlStyles: ControlStyleStack {
    get { self[ControlStyleStackKey.self] }
    set { self[ControlStyleStackKey.self] = newValue }
  }
}

/// Pushes a control style for a subtree.
struct _ControlStyleModifier {
  let style: ControlStyle

  func environment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues {
    var changed = environment
    changed.controlStyles = environment.controlStyles.pushing(style)
    return changed
  }
}

extension _ControlStyleModifier: ViewModifier {
  typealias Body = Never
}

extension _ControlStyleModifier: PrimitiveModifier {}

extension EnvironmentValues {
  /// The environment a style's body sees: the style that made it taken off.
  func removingCurrentStyle(_ kind: ControlStyle.Kind) -> EnvironmentValues {
    var changed = self
    changed.controlStyles = controlStyles.removingCurrent(kind)
    return changed
  }
}

/// Controls the system draws (an alert's or a dialog's buttons): the app's control styles do not reach them.
struct _SystemDrawnControls<Content: View> {
  let content: Content
}

extension _SystemDrawnControls: View {}

extension _SystemDrawnControls: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .content, view: content)] }

  func childEnvironment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues {
    var changed = environment
    changed.controlStyles = ControlStyleStack()
    return changed
  }
}
