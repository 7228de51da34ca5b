// Mirrors: SwiftUI `navigationDestination(for:destination:)`, `navigationTitle(_:)`,
//   `navigationBarTitleDisplayMode(_:)`, `NavigationBarItem`, `TitleDisplayMode`
// SDK: iOS 26 SDK
// Status: complete
/// `.navigationDestination(for:destination:)`: declares the view a stack shows for path values of a type. It
/// works from inside the stack (its root or a pushed screen), for as long as the view it modifies exists.
struct _NavigationDestinationModifier<D: Hashable, C: View> {
  let destination: (D) -> C

  @MainActor func mount(_ node: ViewNode) { register(node) }

  @MainActor func update(_ node: ViewNode, from old: _NavigationDestinationModifier<D, C>) { register(node) }

  @MainActor private func register(_ node: ViewNode) {
    guard let stack = NavigationStackState.enclosing(node) else { return }
    let destination = self.destination
    stack.register(type: ObjectIdentifier(D.self), node: node) { value in
      (value as? D).map { destination($0) }
    }
  }
}

/// `.navigationTitle`: the screen's title, the first line of the screen it is on (and what the back button of the
/// screen pushed above it shows).
struct _NavigationTitleModifier {
  let title: Text

  @MainActor func render(_ content: [ScreenElement], in context: RenderContext) -> [ScreenElement] {
    [.bar(.title(title.resolved(in: context.language)))] + content
  }
}

extension View {
  /// Associates a destination view with a presented data type for use within a navigation stack.
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(_NavigationDestinationModifier(destination: destination))
  }

  /// Configures the view's title for purposes of navigation, using a text view.
  nonisolated public func navigationTitle(_ title: Text) -> some View {
    modifier(_NavigationTitleModifier(title: title))
  }

  /// Configures the view's title for purposes of navigation, using a localized string.
  nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    modifier(_NavigationTitleModifier(title: Text(titleKey)))
  }

  /// Configures the view's title for purposes of navigation, using a string.
  @_disfavoredOverload
  nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    modifier(_NavigationTitleModifier(title: Text(title)))
  }

  /// Configures the view's title for purposes of navigation, using a binding (the title is not edited in text).
  nonisolated public func navigationTitle(_ title: Binding<String>) -> some View {
    modifier(_NavigationTitleModifier(title: Text(title.wrappedValue)))
  }

  /// Configures the title display mode for this view (no change in a text rendering: the title is a line).
  nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View {
    self
  }
}

/// A configuration for a navigation bar (Apple: `NavigationBarItem`).
public struct NavigationBarItem: Sendable {
  /// A style for displaying the title of a navigation bar.
  public enum TitleDisplayMode: Sendable, Equatable {
    /// Inherit the display mode from the previous navigation item.
    case automatic
    /// Display the title within the standard bounds of the navigation bar.
    case inline
    /// Display a large title within an expanded navigation bar.
    case large
  }
}

extension _NavigationDestinationModifier: ViewModifier {
  typealias Body = Never
}

extension _NavigationDestinationModifier: PrimitiveModifier {}

extension _NavigationTitleModifier: ViewModifier {
  typealias Body = Never
}

extension _NavigationTitleModifier: PrimitiveModifier {}
