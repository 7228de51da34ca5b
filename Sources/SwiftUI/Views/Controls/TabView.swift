// Mirrors: SwiftUI `TabView`, `tabItem(_:)`, `Tab`, `TabContent`, `TabContentBuilder`, `Content`, `TabContentGroup`,
//   `DefaultTabLabel`, `TabRole`, `TabSection`, `TabViewStyle`, `DefaultTabViewStyle`,
//   `SidebarAdaptableTabViewStyle`, `TabBarOnlyTabViewStyle`, `PageTabViewStyle`, `tabViewStyle(_:)`
// SDK: iOS 26 SDK
// Status: partial
/// A view that switches between multiple child views using interactive user interface elements (Apple: `TabView`).
///
/// Drawn as the selected tab's content with the tab bar below it, `[● Home] [Settings]` (● marks the selected
/// tab); `tap Settings` switches. The tabs are `Tab(_:systemImage:value:content:)` values (iOS 18) or views with
/// `.tabItem { Label(…) }` and `.tag(_:)`; the selected one is the tab whose value or tag equals the `selection:`
/// binding (without one, the tab view keeps its own selection, the first tab at first). A tab's value or tag of
/// another type than the selection's matches nothing, and a tab without one cannot be selected through a binding.
///
/// Lifetime: every tab's content is created when the tab view first appears (its `@State` made at once), but only
/// the selected one is visible; switching tabs is the usual leave and return — the old tab disappears with its
/// state kept (its tasks cancelled), the new one appears (its tasks start). Source: ole/swiftui-view-lifecycle
/// `CaseStudyTabView` ("TabView initializes the state for each tab's content view all at once when it first
/// appears. onAppear and onDisappear get called as you switch between tabs. State of offscreen tabs is kept
/// alive."). The order of the two is the catalogue's push order: the new tab appears first.
public struct TabView<SelectionValue: Hashable, Content: View> {
  let selection: Binding<SelectionValue>?
  let content: Content
}

extension TabView {
  /// Creates a tab view that uses a binding to its selection.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }
}

extension TabView where SelectionValue == Int {
  /// Creates a tab view that keeps its own selection (the first tab at first).
  public init(@ViewBuilder content: () -> Content) {
    selection = nil
    self.content = content()
  }
}

extension TabView: View {}

/// The identity of a tab view's child: a tab's content or its label in the bar.
struct TabPart: Hashable {
  let tab: ChildKey
  let isLabel: Bool
}

extension TabView: PrimitiveView {
  /// The tabs as last flattened, and the selection of a tab view without a binding.
  final class State: NodeStorage {
    var tabs: [TaggedView] = []
    var ownSelection: ChildKey?
    var selectedKey: ChildKey?
    init() {}
  }

  private static func contentKey(_ tab: ChildKey) -> ChildKey {
    .element(AnyHashable(TabPart(tab: tab, isLabel: false)), occurrence: 1)
  }

  private static func labelKey(_ tab: ChildKey) -> ChildKey {
    .element(AnyHashable(TabPart(tab: tab, isLabel: true)), occurrence: 1)
  }

  func children(of node: ViewNode) -> [ViewChild] {
    let state = node.storage(State.self)
    let content = self.content
    state.tabs = TaggedView.flatten(content)
    if let selection {
      let current = selection.wrappedValue
      state.selectedKey = state.tabs.first { $0.tag?.value(as: SelectionValue.self) == current }?.key
    } else {
      if !state.tabs.contains(where: { $0.key == state.ownSelection }) { state.ownSelection = state.tabs.first?.key }
      state.selectedKey = state.ownSelection
    }
    var children: [ViewChild] = []
    for tab in state.tabs {
      if let label = TabView.label(of: tab.view) {
        children.append(ViewChild(key: TabView.labelKey(tab.key), view: label))
      }
      children.append(ViewChild(key: TabView.contentKey(tab.key), view: tab.view))
    }
    return children
  }

  /// The bar label of a tab: a `Tab`'s label, or the view of its `.tabItem`.
  private static func label(of view: any View) -> (any View)? {
    if let tab = view as? any TabLabelProvider { return tab.tabLabel }
    return TaggedView.modifier((any TabItemCarrier).self, on: view)?.itemLabel
  }

  func showsChild(_ key: ChildKey, of node: ViewNode) -> Bool {
    guard case .element(let id, _) = key, let part = id.base as? TabPart else { return true }
    return part.isLabel || part.tab == node.storage(State.self).selectedKey
  }

  func childrenDidChange(_ node: ViewNode) { node.graph.refreshVisibility(of: node) }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    let node: ViewNode = context.node
    let state = node.storage(State.self)
    let sink = node.graph.sink
    let selection = self.selection
    var selected: [ScreenElement] = []
    for child in children.children {
      guard case .element(let id, _) = child.key, let part = id.base as? TabPart else { continue }
      if !part.isLabel, part.tab == state.selectedKey { selected = child.elements } else { context.dropTargets(of: child) }
    }
    var bar: [ScreenElement] = []
    for (index, tab) in state.tabs.enumerated() {
      let labelElements = children[TabView.labelKey(tab.key)]
      var title = ControlLabel.text(labelElements)
      if title.isEmpty { title = "Tab \(index + 1)" }
      let isSelected = tab.key == state.selectedKey
      let badge = TaggedView.modifier(_BadgeModifier.self, on: tab.view)?.drawn(in: context.language)
      bar.append(.button([.line((isSelected ? "● " : "") + title + (badge.map { " " + $0 } ?? ""))]))
      let full = ScreenElement.plainText(labelElements)
      context.addTarget(ActionTarget(kind: .tap, label: title, aliases: full == title || full.isEmpty ? [] : [full]) { _ in
        if let selection {
          if let value = tab.tag?.value(as: SelectionValue.self) { selection.wrappedValue = value }
        } else if state.ownSelection != tab.key {
          state.ownSelection = tab.key
          sink.invalidate(node)
        }
      })
    }
    return [.stack(selected + [.inline(bar)])]
  }
}

/// `.tabItem(_:)`: the label of the modified view's tab in a tab view's bar. The view draws as its content.
struct _TabItemModifier<ItemLabel: View> {
  let label: ItemLabel
}

extension _TabItemModifier: ViewModifier {
  typealias Body = Never
}

extension _TabItemModifier: PrimitiveModifier {}

/// A `.tabItem` modifier, whatever its label's type.
protocol TabItemCarrier {
  var itemLabel: any View { get }
}

extension _TabItemModifier: TabItemCarrier {
  var itemLabel: any View { label }
}

extension View {
  /// Sets the tab bar item associated with this view (its label in a tab view's bar).
  nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    modifier(_TabItemModifier(label: label()))
  }
}

/// The content and label of a tab in a tab view (Apple: `Tab`, iOS 18). Its value is its tag.
public struct Tab<Value: Hashable, Content: View, Label: View> {
  let label: Label
  let content: Content
  let value: Value?
}

extension Tab {
  /// Creates a tab with a value and a label built by a view builder.
  public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    self.value = value
  }
}

extension Tab where Label == DefaultTabLabel {
  /// Creates a tab with a localized title, a system image and a value.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value,
              @ViewBuilder content: () -> Content) {
    self.init(label: DefaultTabLabel(title: Text(titleKey), systemImage: systemImage), content: content(), value: value)
  }

  /// Creates a tab with a title string, a system image and a value.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value,
                                 @ViewBuilder content: () -> Content) {
    self.init(label: DefaultTabLabel(title: Text(title), systemImage: systemImage), content: content(), value: value)
  }

  /// Not simulated: tab roles (the search tab).
  @available(*, unavailable, message: "Tab(_:systemImage:value:role:content:) is not simulated by asyncplay; leave out role: (the tab is drawn like any other)")
  public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole?,
                                 @ViewBuilder content: () -> Content) {
    fatalError("unavailable")
  }
}

extension Tab where Label == DefaultTabLabel, Value == Never {
  /// Creates a tab without a value (in a tab view without a selection), with a localized title and a system image.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(label: DefaultTabLabel(title: Text(titleKey), systemImage: systemImage), content: content(), value: nil)
  }

  /// Creates a tab without a value, with a title string and a system image.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(label: DefaultTabLabel(title: Text(title), systemImage: systemImage), content: content(), value: nil)
  }
}

extension Tab: TabContent {
  /// The type of the tab's value.
  public typealias TabValue = Value
}

extension Tab: TabContentParts {
  func tabParts() -> [(AnyHashable, any View, (any ViewTag)?)] { [(AnyHashable("tab"), _TabPage(tab: self), nil)] }
}

/// A `Tab` as a view of its tab view: its content (its label is drawn in the bar).
struct _TabPage<Value: Hashable, Content: View, Label: View> {
  let tab: Tab<Value, Content, Label>
}

extension _TabPage: View {}

extension _TabPage: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .content, view: tab.content)] }
}

/// A tab's label in the bar, whatever its type.
protocol TabLabelProvider {
  var tabLabel: any View { get }
}

extension _TabPage: TabLabelProvider {
  var tabLabel: any View { tab.label }
}

extension _TabPage: TagCarrierView {
  var carriedTag: (any ViewTag)? { tab.value.map { TagValue(value: $0, includeOptional: true) } }
}

/// A view that is its own tag (a tab and its value).
protocol TagCarrierView {
  var carriedTag: (any ViewTag)? { get }
}

/// A type that provides content for programmatically selectable, navigable tabs in a tab view (Apple:
/// `TabContent`): a `Tab`, or what `@TabContentBuilder` makes of several.
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
  /// The type of value used to select the tabs.
  associatedtype TabValue: Hashable
}

/// What the module's tab contents offer a tab view: their tabs as views.
@MainActor
protocol TabContentParts {
  func tabParts() -> [(AnyHashable, any View, (any ViewTag)?)]
}

/// A result builder of tab content (Apple: `TabContentBuilder`): the tabs of a block, an `if`, a `switch`, each
/// taking its value's type from the tab view's selection (so `value: .inbox` needs no type name).
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
  /// A tab of the block, of the selection's type.
  public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }

  /// The tabs of a block.
  public static func buildBlock<each C: TabContent>(_ content: repeat each C) -> TabContentGroup<TabValue> {
    var parts: [Any] = []
    repeat parts.append(each content)
    return TabContentGroup(parts: parts.enumerated().map { (AnyHashable($0.offset), $0.element) })
  }

  /// The tabs of an `if` without `else`.
  public static func buildOptional<C: TabContent>(_ content: C?) -> TabContentGroup<TabValue> {
    TabContentGroup(parts: content.map { [(AnyHashable("some"), $0)] } ?? [])
  }

  /// The tabs of an `if` branch.
  public static func buildEither<T: TabContent>(first: T) -> TabContentGroup<TabValue> {
    TabContentGroup(parts: [(AnyHashable(true), first)])
  }

  /// The tabs of an `else` branch.
  public static func buildEither<F: TabContent>(second: F) -> TabContentGroup<TabValue> {
    TabContentGroup(parts: [(AnyHashable(false), second)])
  }

  /// The tab content of a tab view, as the view it shows.
  public struct Content<C: TabContent> {
    let content: C
  }
}

extension TabContentBuilder.Content: View {}

/// Several tabs, as a tab content builder groups them.
public struct TabContentGroup<TabValue: Hashable> {
  let parts: [(AnyHashable, Any)]
}

extension TabContentGroup: TabContent {}

extension TabContentGroup: TabContentParts {
  func tabParts() -> [(AnyHashable, any View, (any ViewTag)?)] {
    parts.compactMap { part in
      guard let content = part.1 as? any TabContentParts else { return nil }
      return (part.0, TabPartsView(content: content), nil)
    }
  }
}

/// Tab content inside a tab view's content: a container of the tabs it holds.
struct TabPartsView {
  let content: any TabContentParts
}

extension TabPartsView: View {}

extension TabPartsView: OptionContainer, PrimitiveView {
  func optionParts() -> [(AnyHashable, any View, (any ViewTag)?)] { content.tabParts() }
}

extension TabContentBuilder.Content: OptionContainer, PrimitiveView {
  func optionParts() -> [(AnyHashable, any View, (any ViewTag)?)] {
    (content as? any TabContentParts)?.tabParts() ?? []
  }
}

extension TabView {
  /// Creates a tab view from `Tab`s, with a binding to the selected tab's value.
  public init<C: TabContent>(selection: Binding<SelectionValue>,
                             @TabContentBuilder<SelectionValue> content: () -> C)
    where Content == TabContentBuilder<SelectionValue>.Content<C> {
    self.selection = selection
    self.content = TabContentBuilder<SelectionValue>.Content(content: content())
  }
}

extension TabView where SelectionValue == Never {
  /// Creates a tab view from `Tab`s without values; it keeps its own selection (the first tab at first).
  public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C)
    where Content == TabContentBuilder<Never>.Content<C> {
    selection = nil
    self.content = TabContentBuilder<Never>.Content(content: content())
  }
}

/// The label of a `Tab` made with a title and a system image (Apple: `DefaultTabLabel`): drawn `🖼 image title`,
/// tapped in the bar by its title.
public struct DefaultTabLabel {
  let title: Text
  let systemImage: String
}

extension DefaultTabLabel: View {}

extension DefaultTabLabel: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    [ViewChild(key: .content, view: SwiftUI.Label(title: { title }, icon: { Image(systemName: systemImage) }))]
  }
}

/// The role of a tab (Apple: `TabRole`). Not simulated.
public struct TabRole: Hashable, Sendable {
  private let name: String
  /// The search role.
  public static let search = TabRole(name: "search")
}

/// Not simulated: tab sections (a sidebar's groups).
@available(*, unavailable, message: "TabSection is not simulated by asyncplay; list the tabs in the TabView directly")
public struct TabSection<Header, Content, Footer> {}

/// A specification for the appearance and interaction of a tab view (Apple: `TabViewStyle`). The tab bar styles
/// draw the same in text; the page style is not simulated.
public protocol TabViewStyle: Sendable {}

/// The default tab view style.
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
/// A tab bar style that adapts to a sidebar where there is room (drawn as the tab bar).
public struct SidebarAdaptableTabViewStyle: TabViewStyle { public init() {} }
/// A tab view style that shows a tab bar only.
public struct TabBarOnlyTabViewStyle: TabViewStyle { public init() {} }
/// A paging tab view style (not simulated).
public struct PageTabViewStyle: TabViewStyle { public init() {} }

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// The default tab view style.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  /// A tab bar that adapts to a sidebar (drawn as the tab bar).
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}
extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
  /// A tab bar only.
  public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}
extension TabViewStyle where Self == PageTabViewStyle {
  /// Not simulated: a pager.
  @available(*, unavailable, message: "the page tab view style is not simulated by asyncplay: a TabView is drawn with its tab bar and switched by tap")
  public static var page: PageTabViewStyle { PageTabViewStyle() }
}

extension View {
  /// Sets the style for the tab view within this view (every tab bar style draws the same in text).
  nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { modifier(_StylingModifier()) }

}
