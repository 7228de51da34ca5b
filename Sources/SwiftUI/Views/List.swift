// Mirrors: SwiftUI `List`, `ForEach`, `DynamicViewContent`, `Section`
// SDK: iOS 26 SDK
// Status: complete
/// A container that presents rows of data arranged in a single column (Apple: `List`). Each view of its content
/// is a row — `ForEach` elements, the views of a `Group`, the views of a block — drawn `• row`; sections keep
/// their headers and footers.
public struct List<SelectionValue: Hashable, Content: View> {
  let content: Content
  /// The selection binding, if any (see ``ListSelection``).
  var selection: ListSelection?

  init(content: Content, selection: ListSelection?) {
    self.content = content
    self.selection = selection
  }
}

extension List where SelectionValue == Never {
  /// Creates a list with the given content.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// Creates a list that computes its rows on demand from an underlying collection of identifiable data.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
  }

  /// Identifies its rows by the key path to a property of the data.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
  }

  /// A list of the integers in a range.
  public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
    content = ForEach(data, content: rowContent)
  }
}

extension List: View {}

extension List: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    if let selection { SplitViewState.observe(selection, of: node) }
    return [ViewChild(key: .content, view: content)]
  }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    PullToRefresh.render(in: context) + LazyRows.render(.list(children.all), in: context)
  }

  func disappear(_ node: ViewNode) { PullToRefresh.disappear(node) }
}

extension List: LazyRowContainer {
  static var rowsDisappearWhenScrolledOff: Bool { true }
  static var rowsHaveEditActions: Bool { true }
}

/// A structure that computes views on demand from an underlying collection of identified data (Apple: `ForEach`).
/// Each element's identity is its id: an element that moves keeps its state, one that goes is destroyed.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The collection of underlying identified data.
  public var data: Data
  /// A function to create content on demand using the underlying data.
  public var content: (Data.Element) -> Content
  let id: (Data.Element) -> ID
}

extension ForEach where Content: View {
  /// Creates an instance that identifies its views by the key path to a property of the data.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    self.id = { $0[keyPath: id] }
  }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
  /// Creates an instance that computes views on demand over a collection of identifiable data.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    self.id = { $0.id }
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// Creates an instance that computes views on demand over a constant range (each integer is its id).
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
    self.id = { $0 }
  }
}

extension ForEach: View where Content: View {}

extension ForEach: DynamicViewContent where Content: View {}

extension ForEach: PrimitiveView where Content: View {
  /// One child per element, by its id. In a lazy container each row is a ``DeferredRow`` of its element's offset:
  /// the graph makes the row (calls `content`) only when it comes on screen (``LazyRows``), as SwiftUI does.
  func children(of node: ViewNode) -> [ViewChild] {
    RowActions.trackEditing(of: node)
    let deferred = !(Content.self is any RowGrouping.Type) && LazyRows.container(of: node) != nil
    var seen: [AnyHashable: Int] = [:]
    var children: [ViewChild] = []
    children.reserveCapacity(data.count)
    for (offset, element) in data.enumerated() {
      let key = AnyHashable(id(element))
      let occurrence = (seen[key] ?? 0) + 1
      seen[key] = occurrence
      let view: any View = deferred ? DeferredRow(offset: offset) : content(element)
      children.append(ViewChild(key: .element(key, occurrence: occurrence), view: view))
    }
    return children
  }

  /// Its rows, with their `delete` and `swipe` targets in a list when it has an `onDelete` (``RowActions``).
  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    RowActions.render(children, ofForEachIn: context)
  }
}

extension ForEach: DeferredRowSource where Content: View {
  func makeRow(at offset: Int) -> any View {
    content(data[data.index(data.startIndex, offsetBy: offset)])
  }

  func keepsRows(of node: ViewNode) -> Bool {
    // Only rows of a lazy container are deferred; elsewhere nothing is kept or compared. Elements that are objects
    // may change their ids in place: their rows are matched again.
    guard !(Content.self is any RowGrouping.Type), !(Data.Element.self is AnyClass),
          LazyRows.container(of: node) != nil else { return false }
    let last = node.storage(LastRowData.self)
    defer { last.data = data }
    guard let previous = last.data, previous is Data else { return false }
    return ValueIdentity.same(previous, data)
  }
}

/// The data a lazy container's `ForEach` made its rows from last: equal data (`==`) make the same identities.
final class LastRowData: NodeStorage {
  var data: Any?
  init() {}
}

/// A type of view that generates views from an underlying collection of data (Apple: `DynamicViewContent`).
public protocol DynamicViewContent: View {
  /// The type of the underlying collection of data.
  associatedtype Data: Collection
  /// The collection of underlying data.
  var data: Data { get }
}

/// A container view that you can use to add hierarchy within certain views (Apple: `Section`): its header line,
/// its rows, its footer.
public struct Section<Parent, Content, Footer> {
  let header: Parent
  let content: Content
  let footer: Footer
}

extension Section where Parent: View, Content: View, Footer: View {
  /// Creates a section with a header, footer, and the provided section content.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
              @ViewBuilder footer: () -> Footer) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  /// Creates a section with the provided section content.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// Creates a section with a header and the provided section content.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
  /// Creates a section with a footer and the provided section content.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// Creates a section with the provided section content and a localized title for its header.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
  }

  /// Creates a section with the provided section content and a title string for its header.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
  }
}

extension Section: View where Parent: View, Content: View, Footer: View {}

extension Section: PrimitiveView where Parent: View, Content: View, Footer: View {
  func children(of node: ViewNode) -> [ViewChild] {
    [ViewChild(key: .part("header"), view: header), ViewChild(key: .content, view: content),
     ViewChild(key: .part("footer"), view: footer)]
  }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    let shown = LazyRows.sectionParts(context.node)
    return [.section(header: shown.header ? children[.part("header")] : [], rows: children[.content],
                     footer: shown.footer ? children[.part("footer")] : [])]
  }
}
