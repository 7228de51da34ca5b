// Mirrors: SwiftUI `sheet(isPresented:onDismiss:)`, `sheet(item:onDismiss:)`,
//   `fullScreenCover(isPresented:onDismiss:)`, `fullScreenCover(item:onDismiss:)`, `presentationDetents(_:)`,
//   `presentationDragIndicator(_:)`, `PresentationDetent`, `fraction(_:)`, `height(_:)`, `Visibility`
// SDK: iOS 26 SDK
// Status: partial
/// `.sheet` and `.fullScreenCover`: while presented, the content is drawn in a box below the screen, with its own
/// title bar; what it covers cannot be acted on, `dismiss` (or `\.dismiss` inside it) closes it.
///
/// The presenting view stays visible (no disappear: ole/swiftui-view-lifecycle shows a sheet's presenter keeping
/// its appearance); the sheet's content appears when presented and is destroyed when dismissed (its state gone,
/// its tasks cancelled). `onDismiss` runs after the content's `onDisappear` (Apple docs `sheet(isPresented:onDismiss:
/// content:)`: "The closure to execute when dismissing the sheet"). With `item:`, the content's identity is the
/// item's id: another item while presented is another sheet.
struct _SheetPresenter<Content: View, Sheet: View> {
  let content: Content
  /// The presented content and its identity, or nil while nothing is presented.
  let presented: () -> (id: AnyHashable, view: Sheet)?
  /// Ends the presentation (writes the binding).
  let close: @MainActor () -> Void
  let onDismiss: (() -> Void)?
}

extension _SheetPresenter: View {}

extension _SheetPresenter: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    let state = node.storage(PresentationState.self)
    let shown = presented()
    state.isPresented = shown != nil
    guard let shown else { return [ViewChild(key: .content, view: content)] }
    let screen = _PresentedScreen(content: shown.view, close: close)
    return [ViewChild(key: .content, view: content),
            ViewChild(key: .element(shown.id, occurrence: 1), view: screen)]
  }

  func childrenDidChange(_ node: ViewNode) {
    let state = node.storage(PresentationState.self)
    defer { state.wasPresented = state.isPresented }
    guard state.wasPresented, !state.isPresented, let onDismiss else { return }
    node.graph.enqueueLifecycleAction { onDismiss() }
  }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    guard let sheet = children.children.first(where: { $0.key != .content }) else { return children.all }
    let close = self.close
    var dismiss = ActionTarget(kind: .dismiss, label: "") { _ in close() }
    if let screen = context.node.children.first(where: { $0.key == sheet.key }),
       context.node.graph.preferences.value(InteractiveDismissDisabledKey.self, below: screen) == true {
      dismiss.refusal = { _ in ModuleWords.dismissDisabled }  // see ``View/interactiveDismissDisabled(_:)``
    }
    context.addTarget(dismiss)
    context.presentModally(from: sheet.targets.lowerBound)
    return children[.content] + [.bar(.presentation([.screen(sheet.elements)]))]
  }
}

/// Whether a presentation is shown, in the presenting view's node.
final class PresentationState: NodeStorage {
  init() {}
  var isPresented = false
  var wasPresented = false
}

/// A presented sheet's content: a presentation of its own (links in it do not push onto stacks outside it), whose
/// `\.dismiss` closes it.
struct _PresentedScreen<Content: View> {
  let content: Content
  let close: @MainActor () -> Void
}

extension _PresentedScreen: View {}

extension _PresentedScreen: PresentationBoundary {}

extension _PresentedScreen: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .content, view: content)] }

  func childEnvironment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues {
    var changed = environment
    changed.dismiss = DismissAction(owner: ObjectIdentifier(node), action: close)
    return changed
  }
}

extension View {
  /// Presents a sheet when a binding to a Boolean value that you provide is true.
  nonisolated public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
    _SheetPresenter(content: self, presented: { isPresented.wrappedValue ? (AnyHashable(true), content()) : nil },
                    close: { isPresented.wrappedValue = false }, onDismiss: onDismiss)
  }

  /// Presents a sheet using the given item as a data source for the sheet's content.
  nonisolated public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    _SheetPresenter(content: self, presented: { item.wrappedValue.map { (AnyHashable($0.id), content($0)) } },
                    close: { item.wrappedValue = nil }, onDismiss: onDismiss)
  }

  /// Presents a modal view that covers as much of the screen as possible when a binding to a Boolean value you
  /// provide is true (drawn like a sheet).
  nonisolated public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping () -> Content)
    -> some View {
    sheet(isPresented: isPresented, onDismiss: onDismiss, content: content)
  }

  /// Presents a modal view that covers as much of the screen as possible using the binding you provide as a data
  /// source for the sheet's content (drawn like a sheet).
  nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    sheet(item: item, onDismiss: onDismiss, content: content)
  }

  /// Sets the available detents for the enclosing sheet (no change in a text rendering).
  nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

  /// Sets the visibility of the drag indicator on top of a sheet (no change in a text rendering).
  nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
}

/// A type that represents a height where a sheet naturally rests (Apple: `PresentationDetent`).
public struct PresentationDetent: Hashable, Sendable {
  private let name: String
  /// The system detent for a sheet at full height.
  public static let large = PresentationDetent(name: "large")
  /// The system detent for a sheet that's approximately half the height of the screen.
  public static let medium = PresentationDetent(name: "medium")

  /// A custom detent with the specified fractional height.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "fraction \(fraction)")
  }

  /// A custom detent with the specified height.
  public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
}

/// The visibility of a UI element (Apple: `Visibility`).
public enum Visibility: Hashable, CaseIterable, Sendable {
  /// The element may be visible or hidden depending on the policies of the component accepting the value.
  case automatic
  /// The element may be visible.
  case visible
  /// The element may be hidden.
  case hidden
}
