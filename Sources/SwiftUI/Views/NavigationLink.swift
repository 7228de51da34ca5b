// Mirrors: SwiftUI `NavigationLink`, `NavigationLink.init(destination:isActive:label:)`,
//   `NavigationLink.init(isActive:destination:label:)`, `NavigationLink.init(_:destination:isActive:)`,
//   `NavigationLink.init(_:isActive:destination:)`, `NavigationLink.init(destination:tag:selection:label:)`,
//   `NavigationLink.init(tag:selection:destination:label:)`, `NavigationLink.init(_:destination:tag:selection:)`,
//   `NavigationLink.init(_:tag:selection:destination:)`
// SDK: iOS 26 SDK
// Status: complete
/// A view that controls a navigation presentation (Apple: `NavigationLink`). Drawn `[label ›]`; `tap LABEL`
/// pushes its destination view, or appends its value to the stack's path.
///
/// A link outside a navigation stack, or whose value no `navigationDestination(for:)` of the stack declares (or
/// that a typed path cannot hold), cannot be activated (Apple: "The link cannot be activated"): it is drawn
/// `label ›` without brackets and offers no `tap`; a disabled one (`.disabled(true)`) is drawn `[label ›] (disabled)`.
/// The destination view is the one the link held when it was tapped.
///
/// The iOS 13 forms deprecated in iOS 16 (with Xcode's warning and message) push while a binding says so:
/// `isActive:` pushes the destination while the binding is true, `tag:selection:` while the selection equals the
/// tag (Apple docs: "a binding to a Boolean value that indicates whether destination is currently presented";
/// "presents a destination view when a bound selection variable matches a value you provide"). A tap sets the
/// binding to true (the selection to the tag); `back` pops and sets it to false (the selection to nil); setting it
/// from code pushes or pops, as `navigationDestination(isPresented:)` does.
public struct NavigationLink<Label: View, Destination: View> {
  let label: Label
  let target: Target

  enum Target {
    case destination(Destination)
    case value(AnyHashable?)
    /// Pushed while the binding is true.
    case active(Destination, Binding<Bool>)
  }
}

extension NavigationLink {
  /// Creates a navigation link that presents the destination view.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .destination(destination())
  }

  /// Creates a navigation link that presents the destination view.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .destination(destination)
  }
}

extension NavigationLink {
  /// Creates a navigation link that presents the destination view when active.
  @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .active(destination, isActive)
  }

  /// Creates a navigation link that presents the destination view when active.
  @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination,
              @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .active(destination(), isActive)
  }

  /// Creates a navigation link that presents the destination view when a bound selection variable equals a given
  /// tag value.
  @available(*, deprecated, message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
  public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .active(destination, Self.isSelected(tag, selection))
  }

  /// Creates a navigation link that presents the destination view when a bound selection variable equals a given
  /// tag value.
  @available(*, deprecated, message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
  public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
                           @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .active(destination(), Self.isSelected(tag, selection))
  }

  /// Whether `selection` is `tag`: setting true selects it, setting false clears the selection only while it is
  /// still this link's (another link's selection stays).
  static func isSelected<V: Hashable>(_ tag: V, _ selection: Binding<V?>) -> Binding<Bool> {
    Binding(get: { selection.wrappedValue == tag },
            set: { active in
              if active {
                selection.wrappedValue = tag
              } else if selection.wrappedValue == tag {
                selection.wrappedValue = nil
              }
            })
  }
}

extension NavigationLink where Label == Text {
  /// Creates a navigation link that presents a destination view when active, with a text label that the link
  /// generates from a localized string key.
  @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
    self.label = Text(titleKey)
    target = .active(destination, isActive)
  }

  /// Creates a navigation link that presents a destination view when active, with a text label that the link
  /// generates from a title string.
  @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
    self.label = Text(title)
    target = .active(destination, isActive)
  }

  /// Creates a navigation link that presents a destination view when active, with a text label that the link
  /// generates from a localized string key.
  @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
    self.label = Text(titleKey)
    target = .active(destination(), isActive)
  }

  /// Creates a navigation link that presents a destination view when active, with a text label that the link
  /// generates from a title string.
  @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
    self.label = Text(title)
    target = .active(destination(), isActive)
  }

  /// Creates a navigation link that presents a destination view when a bound selection variable matches a value
  /// you provide, using a text label that the link generates from a localized string key.
  @available(*, deprecated, message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
  public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V,
                           selection: Binding<V?>) {
    self.label = Text(titleKey)
    target = .active(destination, Self.isSelected(tag, selection))
  }

  /// Creates a navigation link that presents a destination view when a bound selection variable matches a value
  /// you provide, using a text label that the link generates from a title string.
  @available(*, deprecated, message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
  @_disfavoredOverload
  public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
    self.label = Text(title)
    target = .active(destination, Self.isSelected(tag, selection))
  }

  /// Creates a navigation link that presents a destination view when a bound selection variable matches a value
  /// you provide, using a text label that the link generates from a localized string key.
  @available(*, deprecated, message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
  public init<V: Hashable>(_ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>,
                           @ViewBuilder destination: () -> Destination) {
    self.label = Text(titleKey)
    target = .active(destination(), Self.isSelected(tag, selection))
  }

  /// Creates a navigation link that presents a destination view when a bound selection variable matches a value
  /// you provide, using a text label that the link generates from a title string.
  @available(*, deprecated, message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
  @_disfavoredOverload
  public init<S: StringProtocol, V: Hashable>(_ title: S, tag: V, selection: Binding<V?>,
                                              @ViewBuilder destination: () -> Destination) {
    self.label = Text(title)
    target = .active(destination(), Self.isSelected(tag, selection))
  }

  /// Creates a navigation link that presents a destination view, with a text label that the link generates
  /// from a localized string key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// Creates a navigation link that presents a destination view, with a text label that the link generates
  /// from a title string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// Creates a navigation link that presents a destination view, with a text label from a localized string key.
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// Creates a navigation link that presents a destination view, with a text label from a title string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }
}

extension NavigationLink where Destination == Never {
  /// Creates a navigation link that presents the view corresponding to a value.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .value(value.map { AnyHashable($0) })
  }

  /// Creates a navigation link that presents the view corresponding to a value, with a text label that the link
  /// generates from a localized string key.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text {
    self.init(value: value) { Text(titleKey) }
  }

  /// Creates a navigation link that presents the view corresponding to a value, with a text label that the link
  /// generates from a title string.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text {
    self.init(value: value) { Text(title) }
  }
}

extension NavigationLink: View {}

/// A `NavigationLink(value:)`, whatever its generic arguments. In a `List(selection:)` whose selection is of the
/// value's type, a tap selects the value instead of pushing it (WWDC22 "The SwiftUI cookbook for navigation": a
/// split view's sidebar list of `NavigationLink(category.name, value: category)` drives the selection that the
/// next column shows).
protocol ValueLink {
  var linkValue: AnyHashable? { get }
}

extension NavigationLink: ValueLink {
  var linkValue: AnyHashable? {
    if case .value(let value) = target { return value }
    return nil
  }
}

extension NavigationLink: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    if case .active(let destination, let isActive) = target {
      // The binding pushes and pops as `navigationDestination(isPresented:)` does.
      return [ViewChild(key: .content, view: _PresentedDestination(content: label, isPresented: isActive,
                                                                   destination: { destination }))]
    }
    return [ViewChild(key: .content, view: label)]
  }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    let label = children.all
    let title = ScreenElement.plainText(label)
    let inactive: [ScreenElement] = [.inline(label + [.line("›")])]
    guard let stack = NavigationStackState.enclosing(context.node) else { return inactive }
    guard context.node.environment.isEnabled else {
      return [.inline([.button(label + [.line("›")]), .line(ModuleWords.disabled(context.language))])]
    }
    var tap: ActionTarget
    switch target {
    case .destination(let destination):
      tap = ActionTarget(kind: .tap, label: title) { _ in stack.push(view: destination) }
    case .active(_, let isActive):
      tap = ActionTarget(kind: .tap, label: title) { _ in isActive.wrappedValue = true }
    case .value(let value):
      if let value, let selection = ListSelection.ofRow(containing: context.node),
         selection.isSelected(.id(value)) != nil {
        // In a list with a selection of its type, the link selects its value (see ``ValueLink``).
        tap = ActionTarget(kind: .tap, label: title) { _ in selection.choose(.id(value)) }
        break
      }
      guard let value, stack.canPush(value) else { return inactive }
      tap = ActionTarget(kind: .tap, label: title) { _ in stack.push(value: value) }
    }
    tap.parts = ScreenElement.nameParts(label)
    context.addTarget(tap)
    return [.button(label + [.line("›")])]
  }
}
