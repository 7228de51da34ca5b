// Mirrors: SwiftUI `ForEach(_:content:)` and `ForEach(_:id:content:)` over a `Binding` to a collection, and
//   `List(_:rowContent:)`, `List(_:id:rowContent:)` over a `Binding`
// SDK: iOS 26 SDK
// Status: complete
// `ForEach($items) { $item in Toggle(item.name, isOn: $item.done) }` (SE-0293's property-wrapper parameters): each
// row gets a binding to its element, which reads and writes the element in place in the bound collection; rows are
// identified by their elements' ids, as `ForEach(items)` identifies them (Apple docs `ForEach.init(_:content:)` with
// a `Binding<C>`). The binding of a row is the collection's binding at the element's index, so a write from a row
// is a write of the collection (one `state` event).

extension ForEach where Content: View {
  /// Creates an instance that uniquely identifies and creates views across updates based on the identity of the
  /// underlying data, handing each row a binding to its element.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C.Element: Identifiable,
          C.Index: Hashable {
    self.init(data, id: \.id, content: content)
  }

  /// Creates an instance that identifies its rows by the key path to a property of the elements, handing each
  /// row a binding to its element.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
    let collection = data.wrappedValue
    self.data = collection.indices.lazy.map { ($0, collection[$0][keyPath: id]) }
    self.content = { element in content(data[dynamicMember: \C.[element.0]]) }
    self.id = { $0.1 }
  }
}

extension List where SelectionValue == Never {
  /// Creates a list whose rows are made from a binding to a collection of identifiable data, each row getting a
  /// binding to its element.
  public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where Content == ForEach<LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, RowContent>,
          C.Element: Identifiable, C.Index: Hashable {
    self.init { ForEach(data, content: rowContent) }
  }

  /// Creates a list whose rows are made from a binding to a collection, identified by a key path.
  public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where Content == ForEach<LazyMapSequence<C.Indices, (C.Index, ID)>, ID, RowContent>, C.Index: Hashable {
    self.init { ForEach(data, id: id, content: rowContent) }
  }
}
