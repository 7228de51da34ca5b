// Mirrors: SwiftUI `toolbar(content:)`, `toolbar(_:for:)`, `toolbarBackground(_:for:)`, `ToolbarContent`,
//   `ToolbarItem`, `ToolbarItemGroup`, `TupleToolbarContent`, `ToolbarContentBuilder`, `ToolbarItemPlacement`,
//   `ToolbarPlacement`
// SDK: iOS 26 SDK
// Status: partial
/// `.toolbar { … }`: items drawn on the title line of the screen they are on — `[Cancel] Edit name [Save]`, leading
/// placements before the title, the others after it — and bottom-bar items on a line below the content. Their
/// buttons answer `tap LABEL` like any other; their views appear and disappear with the modified view.
///
/// Items are drawn whether or not a `NavigationStack` encloses the view (on iOS a navigation bar, and so its items,
/// needs one): the text rendering has no bar to leave out. The modified view is an ``_AttachedView`` of the content
/// and its items; each placement's items are one bar item of the screen.
struct _ToolbarItemView<Content: View> {
  let placement: ToolbarItemPlacement
  let content: Content
}

extension _ToolbarItemView: View {}

extension _ToolbarItemView: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .content, view: content)] }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    let items = children.all
    guard !items.isEmpty else { return [] }
    return [.bar(.toolbar(items, placement.side))]
  }
}

extension View {
  /// Populates the toolbar or navigation bar with the specified views (each drawn after the title). A closure of
  /// views is taken by the `ToolbarContent` form first (its builder makes each view an item), the same drawing.
  @_disfavoredOverload
  nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    _AttachedView(content: self, attached: _ToolbarItemView(placement: .automatic, content: content()), layout: .after)
  }

  /// Populates the toolbar or navigation bar with the specified items.
  nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content)
    -> some View {
    _AttachedView(content: self, attached: ToolbarItems(content: content()), layout: .after)
  }

  /// Not simulated: bars are not hidden in a text rendering.
  @available(*, unavailable, message: "toolbar(_:for:) is not simulated by asyncplay: the text rendering always draws the title line and its items")
  nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

  /// Specifies the preferred visibility of the background of a bar (no change in a text rendering).
  nonisolated public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
    modifier(_StylingModifier())
  }
}

/// The toolbar items of a `ToolbarContent`, as views the graph reconciles.
struct ToolbarItems<Content: ToolbarContent> {
  let content: Content
}

extension ToolbarItems: View {}

extension ToolbarItems: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    [ViewChild(key: .content, view: ToolbarContentViews.view(of: content))]
  }
}

/// How toolbar content becomes views.
enum ToolbarContentViews {
  /// The view that draws `content`: a built-in item's view, else the view of its body.
  @MainActor static func view(of content: any ToolbarContent) -> any View {
    if let primitive = content as? any PrimitiveToolbarContent { return primitive.itemsView }
    return view(of: content.body)
  }
}

/// Conforming types represent items that can be placed in various locations in a toolbar (Apple:
/// `ToolbarContent`). Write your own with a `body` of other toolbar content; it is read when the toolbar is built
/// (dynamic properties such as `@State` inside one are not offered).
@MainActor @preconcurrency
public protocol ToolbarContent {
  /// The type of content representing the body of this toolbar content.
  associatedtype Body: ToolbarContent
  /// The composition of content that comprise the toolbar content.
  @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Toolbar content the module draws itself.
@MainActor
protocol PrimitiveToolbarContent {
  /// The view of the items.
  var itemsView: any View { get }
}

extension Never: ToolbarContent {}

extension ToolbarContent where Body == Never {
  /// Built-in toolbar content has no body.
  public var body: Never { fatalError("\(Self.self) is built-in toolbar content: its body is never evaluated") }
}

/// A model that represents an item which can be placed in the toolbar or navigation bar (Apple: `ToolbarItem`).
public struct ToolbarItem<ID, Content: View> {
  let placement: ToolbarItemPlacement
  let content: Content
}

extension ToolbarItem where ID == () {
  /// Creates a toolbar item with the specified placement and content.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItem where ID == String {
  /// Creates a toolbar item with the specified placement, content and identifier.
  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItem: ToolbarContent {}

extension ToolbarItem: PrimitiveToolbarContent {
  var itemsView: any View { _ToolbarItemView(placement: placement, content: content) }
}

/// A model that represents a group of toolbar items which can be placed in the toolbar or navigation bar (Apple:
/// `ToolbarItemGroup`).
public struct ToolbarItemGroup<Content: View> {
  let placement: ToolbarItemPlacement
  let content: Content

  /// Creates a toolbar item group with a specified placement and content.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItemGroup: ToolbarContent {}

extension ToolbarItemGroup: PrimitiveToolbarContent {
  var itemsView: any View { _ToolbarItemView(placement: placement, content: content) }
}

/// Several toolbar items, as a `ToolbarContentBuilder` block builds them.
public struct TupleToolbarContent<T> {
  let items: [any ToolbarContent]

  init(items: [any ToolbarContent]) { self.items = items }
}

extension TupleToolbarContent: ToolbarContent {}

extension TupleToolbarContent: PrimitiveToolbarContent {
  var itemsView: any View { _ToolbarItemList(views: items.map { ToolbarContentViews.view(of: $0) }) }
}

/// The views of several toolbar items, each under its position.
struct _ToolbarItemList: View {
  let views: [any View]
}

extension _ToolbarItemList: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    views.enumerated().map { ViewChild(key: .index($0.offset), view: $0.element) }
  }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {}

extension Optional: PrimitiveToolbarContent where Wrapped: ToolbarContent {
  var itemsView: any View {
    switch self {
    case .some(let content): ToolbarContentViews.view(of: content)
    case .none: EmptyView()
    }
  }
}

/// One of two toolbar contents: what `if`/`else` builds in a toolbar. The branches are two identities, as with views:
/// switching replaces the items.
public struct _ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent> {
  let first: TrueContent?
  let second: FalseContent?
}

extension _ConditionalToolbarContent: ToolbarContent {}

extension _ConditionalToolbarContent: PrimitiveToolbarContent {
  var itemsView: any View {
    if let first { return _ToolbarBranch(isTrue: true, view: ToolbarContentViews.view(of: first)) }
    if let second { return _ToolbarBranch(isTrue: false, view: ToolbarContentViews.view(of: second)) }
    return EmptyView()
  }
}

/// One branch of an `if`/`else` of toolbar content.
struct _ToolbarBranch: View {
  let isTrue: Bool
  let view: any View
}

extension _ToolbarBranch: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .branch(isTrue), view: view)] }
}

/// Constructs a toolbar item set from multi-expression closures (Apple: `ToolbarContentBuilder`).
@resultBuilder
public struct ToolbarContentBuilder {
  /// A block with one item builds that item.
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

  /// A block with several items.
  public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
    -> TupleToolbarContent<(repeat each Content)> {
    var items: [any ToolbarContent] = []
    for item in repeat each content { items.append(item) }
    return TupleToolbarContent(items: items)
  }

  /// An expression statement: any toolbar content.
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }

  /// An expression statement that is a view: an item of the automatic placement, as `.toolbar { view }` makes it.
  /// With it one `toolbar` overload takes both forms of its closure: the type checker no longer solves a view's
  /// whole modifier chain once for each (a 100-line view's `body` took 250 ms with `ToolbarItem`s, 100 ms now).
  public static func buildExpression<Content: View>(_ content: Content) -> ToolbarItem<(), Content> {
    ToolbarItem(placement: .automatic) { content }
  }

  /// An `if` without `else`.
  public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }

  /// The `if` branch of an `if`/`else`.
  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(first: TrueContent)
    -> _ConditionalToolbarContent<TrueContent, FalseContent> {
    _ConditionalToolbarContent(first: first, second: nil)
  }

  /// The `else` branch of an `if`/`else`.
  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(second: FalseContent)
    -> _ConditionalToolbarContent<TrueContent, FalseContent> {
    _ConditionalToolbarContent(first: nil, second: second)
  }
}

/// A structure that defines the placement of a toolbar item (Apple: `ToolbarItemPlacement`). Leading placements
/// are drawn before the title, bottom ones below the content, the others after the title.
public struct ToolbarItemPlacement: Sendable, Equatable {
  let side: ToolbarSide

  /// The system places the item automatically (after the title).
  public static let automatic = ToolbarItemPlacement(side: .trailing)
  /// The item represents a primary action.
  public static let primaryAction = ToolbarItemPlacement(side: .trailing)
  /// The item represents a secondary action.
  public static let secondaryAction = ToolbarItemPlacement(side: .trailing)
  /// The item represents a confirmation action for a modal interface.
  public static let confirmationAction = ToolbarItemPlacement(side: .trailing)
  /// The item represents a cancellation action for a modal interface.
  public static let cancellationAction = ToolbarItemPlacement(side: .leading)
  /// The item represents a destructive action for a modal interface.
  public static let destructiveAction = ToolbarItemPlacement(side: .trailing)
  /// The item represents a navigation action.
  public static let navigation = ToolbarItemPlacement(side: .leading)
  /// The item is placed in the principal item section (drawn after the title).
  public static let principal = ToolbarItemPlacement(side: .trailing)
  /// Places the item in the leading edge of the top bar.
  public static let topBarLeading = ToolbarItemPlacement(side: .leading)
  /// Places the item in the trailing edge of the top bar.
  public static let topBarTrailing = ToolbarItemPlacement(side: .trailing)
  /// Places the item in the leading edge of the navigation bar.
  @available(*, deprecated, renamed: "topBarLeading")
  public static let navigationBarLeading = ToolbarItemPlacement(side: .leading)
  /// Places the item in the trailing edge of the navigation bar.
  @available(*, deprecated, renamed: "topBarTrailing")
  public static let navigationBarTrailing = ToolbarItemPlacement(side: .trailing)
  /// Places the item in the bottom toolbar (drawn below the content).
  public static let bottomBar = ToolbarItemPlacement(side: .bottom)
  /// The item represents a change in status for the current context (drawn below the content).
  public static let status = ToolbarItemPlacement(side: .bottom)
  /// The item is placed in the keyboard section (drawn below the content: there is no keyboard in text).
  public static let keyboard = ToolbarItemPlacement(side: .bottom)
}

/// Where a toolbar item is drawn.
enum ToolbarSide: Equatable, Sendable {
  /// Before the title.
  case leading
  /// After the title.
  case trailing
  /// On a line below the screen's content.
  case bottom
}

/// The placement of a toolbar (Apple: `ToolbarPlacement`), for the bar modifiers.
public struct ToolbarPlacement: Sendable, Equatable {
  private let name: String
  /// The primary toolbar.
  public static let automatic = ToolbarPlacement(name: "automatic")
  /// The navigation bar.
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  /// The tab bar.
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  /// The bottom toolbar.
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}
