// Mirrors: SwiftUI `ScrollViewReader`, `ScrollViewProxy.scrollTo(_:anchor:)`
// SDK: iOS 26 SDK
// Status: complete
/// A view that provides programmatic scrolling, by working with a proxy to scroll to known child views (Apple:
/// `ScrollViewReader`). It draws its content.
///
/// `proxy.scrollTo(id)` scrolls the lazy container inside the reader (a `List`, a `Form`, a lazy stack or grid) that
/// holds the row whose `ForEach` id — or an `.id(_:)` inside it — is `id`, as the user's `scroll` does: the row
/// comes on screen (it is made, and appears) and rows scrolled off a list disappear. With `anchor: .top` the row is
/// the first on screen, `.bottom` the last, `.center` in the middle; without an anchor the scroll is the least that
/// shows it (Apple docs `scrollTo(_:anchor:)`: "If anchor is nil, this method finds the container of the identified
/// view, and scrolls the minimum amount to make the identified view wholly visible"). An eager `ScrollView` draws
/// all its content already: scrolling it changes nothing on a text screen. An id no container holds does nothing.
public struct ScrollViewReader<Content: View> {
  /// The view builder that makes the content from the proxy.
  public var content: (ScrollViewProxy) -> Content

  /// Creates an instance that can perform programmatic scrolling of its child scroll views.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
}

extension ScrollViewReader: View {}

extension ScrollViewReader: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    let reader = node.storage(ScrollViewProxy.Reader.self)
    reader.node = node
    return [ViewChild(key: .content, view: content(ScrollViewProxy(reader: reader)))]
  }
}

/// A proxy value that supports programmatic scrolling of the scrollable views within a view hierarchy (Apple:
/// `ScrollViewProxy`).
public struct ScrollViewProxy: @unchecked Sendable {
  /// The reader's node, kept weakly.
  final class Reader: NodeStorage {
    weak var node: ViewNode?
    init() {}
  }

  let reader: Reader

  /// Scans all scroll views contained by the proxy for the first with a child view with identifier `id`, and then
  /// scrolls to that view.
  @MainActor public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    guard let root = reader.node, root.isAlive else { return }
    let wanted = AnyHashable(id)
    var pending = [root]
    while !pending.isEmpty {
      let node = pending.removeFirst()
      if node.isLazyRowContainer, let kind = node.view as? any LazyRowContainer,
         let index = LazyRows.rows(below: node).firstIndex(where: { ScrollViewProxy.holds($0, wanted) }) {
        ScrollViewProxy.scroll(node, to: index, visible: kind.rowsOnScreen, anchor: anchor)
        return
      }
      pending += node.children
    }
  }

  /// Whether `row` is the row of `id` (its `ForEach` id) or holds a view with `.id(id)`.
  @MainActor private static func holds(_ row: ViewNode, _ id: AnyHashable) -> Bool {
    if case .element(let key, _) = row.key, key == id { return true }
    var pending = [row]
    while !pending.isEmpty {
      let node = pending.removeFirst()
      if case .explicit(let key) = node.key, key == id { return true }
      pending += node.children
    }
    return false
  }

  /// Moves `container`'s viewport so that row `index` is on screen, where `anchor` says.
  @MainActor private static func scroll(_ container: ViewNode, to index: Int, visible: Int, anchor: UnitPoint?) {
    let viewport = container.storage(LazyRows.Viewport.self)
    let first: Int
    if let anchor {
      first = index - Int((CGFloat(visible - 1) * anchor.y).rounded())
    } else if index < viewport.first {
      first = index
    } else if index >= viewport.first + visible {
      first = index - visible + 1
    } else {
      return
    }
    viewport.first = max(0, first)
    LazyRows.layOut(container)
    container.graph.sink.invalidate(container)
  }
}
