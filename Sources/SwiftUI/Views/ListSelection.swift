// Mirrors: SwiftUI `List(selection:content:)` (one value and a `Set`), `List(_:selection:rowContent:)`,
//   `List(_:id:selection:rowContent:)`, `List(_:selection:rowContent:)` over a `Range<Int>`
// SDK: iOS 26 SDK
// Status: complete
/// A list's selection: the rows of its `ForEach`es are its values (a row's `.tag`, else its element's id, as
/// Apple's `List(_:selection:rowContent:)` tags each row with its element's id).
///
/// With a selection of one value, `tap ROW` selects the row (it becomes the binding's value) and the selected row is
/// drawn `◉ row`. With a `Set`, rows are selected in edit mode only (Apple docs `List`: "On iOS … you must explicitly
/// put the list into edit mode for the selection to apply"): there each row is drawn `○ row` or `◉ row` and `tap ROW`
/// adds it to the set or takes it out; out of edit mode the selected rows are still marked. A row that has a tap of
/// its own (a link, a button) keeps it: the tap is not also a selection (the module's choice). Rows written one by
/// one rather than by a `ForEach` are not selectable (the module's choice).
struct ListSelection {
  /// What a row stands for: its explicit tag, or its `ForEach` element's id.
  enum RowValue {
    case tag(any ViewTag)
    case id(AnyHashable)
  }

  /// Whether several values can be selected (a `Set` binding).
  let isMultiple: Bool
  /// Whether a row's value is selected; nil when it is not a value of the selection's type.
  let isSelected: @MainActor (RowValue) -> Bool?
  /// Selects a row (one value), or adds it to or takes it out of the set.
  let choose: @MainActor (RowValue) -> Void
  /// Reads the binding (a dependency of the rows).
  let track: @MainActor () -> Void
  /// Whether a value is selected (reads the binding).
  let hasSelection: @MainActor () -> Bool
  /// Selects nothing (a split view's `back` clears the selection that pushed its column).
  let clear: @MainActor () -> Void

  init<V: Hashable>(one binding: Binding<V?>) {
    isMultiple = false
    isSelected = { row in ListSelection.resolve(row, as: V.self).map { binding.wrappedValue == $0 } }
    choose = { row in if let value = ListSelection.resolve(row, as: V.self) { binding.wrappedValue = value } }
    track = { _ = binding.wrappedValue }
    hasSelection = { binding.wrappedValue != nil }
    clear = { if binding.wrappedValue != nil { binding.wrappedValue = nil } }
  }

  init<V: Hashable>(set binding: Binding<Set<V>>) {
    isMultiple = true
    isSelected = { row in ListSelection.resolve(row, as: V.self).map { binding.wrappedValue.contains($0) } }
    choose = { row in
      guard let value = ListSelection.resolve(row, as: V.self) else { return }
      if binding.wrappedValue.contains(value) { binding.wrappedValue.remove(value) } else { binding.wrappedValue.insert(value) }
    }
    track = { _ = binding.wrappedValue }
    hasSelection = { !binding.wrappedValue.isEmpty }
    clear = { if !binding.wrappedValue.isEmpty { binding.wrappedValue = [] } }
  }

  private static func resolve<V>(_ row: RowValue, as type: V.Type) -> V? {
    switch row {
    case .tag(let tag): tag.value(as: V.self)
    case .id(let id): id.base as? V
    }
  }

  /// What the row of `child` (a child of the `ForEach` at `node`) stands for: its tag, else the value of the
  /// `NavigationLink(value:)` it is, when of the selection's type (a link in a list with a selection selects its
  /// value: WWDC22 "The SwiftUI cookbook for navigation"), else its element's id.
  @MainActor func value(of child: RenderedChild, in node: ViewNode) -> RowValue? {
    if child.offset < node.children.count {
      let row = node.children[child.offset].view
      if let tag = TaggedView.explicitTag(of: row) { return .tag(tag) }
      if let link = row as? any ValueLink, let value = link.linkValue, isSelected(.id(value)) != nil {
        return .id(value)
      }
    }
    if case .element(let id, _) = child.key { return .id(id) }
    return nil
  }

  /// The selection of the list whose row holds `node` (a link in a row), if the list has one.
  @MainActor static func ofRow(containing node: ViewNode) -> ListSelection? {
    guard let row = LazyRows.listRow(containing: node), let list = LazyRows.container(of: row) else { return nil }
    return (list.view as? any SelectableList)?.listSelection
  }

  /// The selection of the list whose rows the `ForEach` at `node` makes, if it has one.
  @MainActor static func enclosing(_ node: ViewNode) -> ListSelection? {
    (LazyRows.container(of: node)?.view as? any SelectableList)?.listSelection
  }
}

/// A list, whatever its generic arguments, and its selection.
protocol SelectableList {
  var listSelection: ListSelection? { get }
}

extension List: SelectableList {
  var listSelection: ListSelection? { selection }
}

extension List {
  /// Creates a list with the given content that supports selecting a single row.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.init(content: content(), selection: selection.map { ListSelection(one: $0) })
  }

  /// Creates a list with the given content that supports selecting multiple rows.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.init(content: content(), selection: selection.map { ListSelection(set: $0) })
  }

  /// Creates a list that computes its rows on demand from identifiable data, optionally allowing users to select
  /// a single row.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(content: ForEach(data, content: rowContent), selection: selection.map { ListSelection(one: $0) })
  }

  /// Creates a list that computes its rows on demand from identifiable data, optionally allowing users to select
  /// multiple rows.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(content: ForEach(data, content: rowContent), selection: selection.map { ListSelection(set: $0) })
  }

  /// Creates a list that computes its views on demand over a constant range, optionally allowing users to select
  /// a single row (the row of `i` stands for `i`).
  public init<RowContent: View>(_ data: Range<Int>, selection: Binding<SelectionValue?>?,
                                @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
    self.init(content: ForEach(data, content: rowContent), selection: selection.map { ListSelection(one: $0) })
  }

  /// Creates a list that computes its views on demand over a constant range, optionally allowing users to select
  /// multiple rows.
  public init<RowContent: View>(_ data: Range<Int>, selection: Binding<Set<SelectionValue>>?,
                                @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
    self.init(content: ForEach(data, content: rowContent), selection: selection.map { ListSelection(set: $0) })
  }

  /// Creates a list that identifies its rows by a key path, optionally allowing users to select a single row.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(content: ForEach(data, id: id, content: rowContent), selection: selection.map { ListSelection(one: $0) })
  }

  /// Creates a list that identifies its rows by a key path, optionally allowing users to select multiple rows.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(content: ForEach(data, id: id, content: rowContent), selection: selection.map { ListSelection(set: $0) })
  }
}
