// Mirrors: nothing of Apple's: the module's own machinery, no Apple API
// SDK: iOS 26 SDK
// Status: internal
import TextBase

/// The viewport of a lazy container (`List`, `Form`, `LazyVStack`, `LazyHStack`): only ``visibleRows`` of its rows
/// are on screen at a time; the others are summarised as `… 12 more below` (`… 3 more above` once scrolled), and
/// `scroll bottom` brings the last rows on screen.
///
/// SwiftUI's lists and lazy stacks make rows appear only as they scroll into view ("the stack view doesn't create
/// items until it needs to render them onscreen", Apple docs `LazyVStack`; `List` likewise, ole/swiftui-view-lifecycle
/// `CaseStudyListDynamic`): pagination that loads the next page from the last row's `onAppear` relies on it, and an
/// eager list would load every page at once. The module's choices, written in the README:
/// - A *row* is what the container's content is made of through the views that only group others (`ForEach`,
///   `Group`, `if`/`else`, optionals, `AnyView`, `.id`, a block of several views, a `Section`'s content): a `Text`,
///   a stack, a modified view or a view of yours is one row.
/// - A `ForEach` row is made (its view value, its state, its body) when it first comes on screen, and has not
///   appeared before: `onAppear`, `.task` run then. A made row off screen is left as it was — not made again when
///   the data or what its closure read changes — and is made again when it comes back on screen. Rows that are not
///   a `ForEach`'s (a block of views) are made with the container. Rows scrolled off a `List` or `Form` disappear and keep their state (ole/swiftui-view-
///   lifecycle `CaseStudyListDynamic`: "`List` recycles views during scrolling, so `onAppear` gets called often. But
///   `List` preserves the state for all list items"); rows scrolled off a lazy stack do not disappear
///   (`CaseStudyLazyVStack`: "Unlike `List`, `onDisappear` seems not to get called at all").
/// - `scroll bottom` jumps to the end, as a programmatic scroll does: the last ``visibleRows`` rows come on screen
///   (what comes into sight appears first, then what leaves disappears); rows in between never come on screen.
///   Rows added below stay below (the scroll position is kept); rows removed pull the viewport up so that it stays
///   full. This holds wherever the change is made: a row's `ForEach` or `if` can be made again without its
///   container (when only the row closure read what changed), and the container is laid out all the same.
@MainActor
enum LazyRows {
  /// How many rows of a lazy container are on screen.
  static let visibleRows = 10

  /// Where a container is scrolled to, and what its viewport leaves out.
  final class Viewport: NodeStorage {
    /// The index of the first row on screen.
    var first = 0
    /// Rows before and after the viewport.
    var above = 0
    var below = 0
    /// Rows were added or removed below a group since the last layout (see ``groupDidChange(_:rowsChanged:)``).
    var needsLayout = false
    init() {}
  }

  /// Whether a node that is being mounted is a row of a lazy container (it starts off screen: the container brings
  /// it on screen if it falls in the viewport).
  static func startsScrolledOff(_ node: ViewNode) -> Bool {
    !node.isRowGrouping && container(of: node) != nil
  }

  /// The lazy container of which `node` is a row or groups some (it lies on the way from the container to rows),
  /// or nil.
  static func container(of node: ViewNode) -> ViewNode? {
    var child = node
    while let parent = child.parent {
      if parent.isLazyRowContainer { return parent }
      guard parent.isRowGrouping else { return nil }
      if parent.kind.hasPartsBesideRows, let grouping = parent.view as? any RowGrouping,
         !grouping.passesRows(from: child.key) {
        return nil
      }
      child = parent
    }
    return nil
  }

  /// The row of a list (a container whose rows have edit actions) that `node` is, or lies in: the nearest node at
  /// or above it that is a row. Nil outside a list, and inside a lazy stack.
  static func listRow(containing node: ViewNode) -> ViewNode? {
    var current: ViewNode? = node
    while let candidate = current {
      if !candidate.isRowGrouping, let container = container(of: candidate) {
        guard let kind = container.view as? any LazyRowContainer, type(of: kind).rowsHaveEditActions else { return nil }
        return candidate
      }
      current = candidate.parent
    }
    return nil
  }

  /// Whether `node` (a `ForEach` …) makes rows of a list whose rows have edit actions.
  static func makesListRows(_ node: ViewNode) -> Bool {
    guard let container = container(of: node), let kind = container.view as? any LazyRowContainer else { return false }
    return type(of: kind).rowsHaveEditActions
  }

  /// The group `node` (a `ForEach`, an `if` …) was reconciled, adding or removing children if `rowsChanged`: its
  /// container lays its rows out again. A group is often reconciled without its container (a `ForEach` whose row
  /// closure read what changed), and a new row starts scrolled off until a layout brings it on screen. A parent
  /// that is being reconciled too (a group, or the container itself) lays out once when it is done.
  static func groupDidChange(_ node: ViewNode, rowsChanged: Bool) {
    guard let container = container(of: node) else { return }
    let viewport = container.storage(Viewport.self)
    if rowsChanged { viewport.needsLayout = true }
    guard viewport.needsLayout, node.parent?.isReconciling != true else { return }
    layOut(container)
  }

  /// The rows of a container (or of a section), in order.
  static func rows(below node: ViewNode) -> [ViewNode] {
    var rows: [ViewNode] = []
    collectRows(below: node, into: &rows)
    return rows
  }

  private static func collectRows(below node: ViewNode, into rows: inout [ViewNode]) {
    // Only a section leaves some of its children out (its header and footer): a ForEach's thousand rows are
    // collected without a cast each.
    let grouping = node.kind.hasPartsBesideRows ? node.view as? any RowGrouping : nil
    for child in node.children {
      if let grouping, !grouping.passesRows(from: child.key) { continue }
      if child.isRowGrouping { collectRows(below: child, into: &rows) } else { rows.append(child) }
    }
  }

  /// Brings the container's rows in line with its viewport: the rows in it come on screen (appear, if the
  /// container is visible), the others are scrolled off (and disappear, for a list).
  static func layOut(_ container: ViewNode) {
    guard let kind = container.view as? any LazyRowContainer else { return }
    let rows = rows(below: container)
    let viewport = container.storage(Viewport.self)
    viewport.needsLayout = false
    let visible = kind.rowsOnScreen
    viewport.first = kind.alignedFirstRow(max(0, min(viewport.first, rows.count - visible)), of: rows.count)
    let window = viewport.first..<min(viewport.first + visible, rows.count)
    viewport.above = window.lowerBound
    viewport.below = rows.count - window.upperBound
    var entering: [ViewNode] = []
    var leaving: [ViewNode] = []
    for (index, listed) in rows.enumerated() {
      let onScreen = window.contains(index)
      // A row is made (or made again, if it was left stale off screen) as it comes on screen.
      let row = onScreen ? container.graph.materialize(listed) : listed
      row.isScrolledOff = !onScreen
      if onScreen, !row.isVisible, row.parent?.isVisible == true { entering.append(row) }
      if !onScreen, row.isVisible, type(of: kind).rowsDisappearWhenScrolledOff { leaving.append(row) }
    }
    for row in entering { container.graph.setVisible(row, true) }
    for row in leaving { container.graph.setVisible(row, false) }
  }

  /// The container's drawing: the rows on screen between the lines that count the others, and the `scroll
  /// bottom` target while rows are below.
  static func render(_ rows: ScreenElement, horizontal: Bool = false, in context: RenderContext) -> [ScreenElement] {
    let node: ViewNode = context.node
    let viewport = node.storage(Viewport.self)
    var out: [ScreenElement] = []
    if viewport.above > 0 { out.append(.line(ModuleWords.moreRows(viewport.above, after: false, horizontal, context.language))) }
    out.append(rows)
    if viewport.below > 0 {
      out.append(.line(ModuleWords.moreRows(viewport.below, after: true, horizontal, context.language)))
      // A horizontal stack is not scrolled by `scroll bottom`: its later items stay off screen.
      if !horizontal {
        context.addTarget(ActionTarget(kind: .scrollToBottom, label: "") { _ in
          viewport.first = Int.max
          layOut(node)
        })
      }
    }
    return horizontal ? [.inline(out)] : out
  }

  /// What of a section of a lazy container is on screen: its header while any of its rows is (headers stay at the
  /// top of a plain list while their rows scroll), its footer when its last row is. A section without rows, or
  /// outside a lazy container, shows both.
  static func sectionParts(_ node: ViewNode) -> (header: Bool, footer: Bool) {
    guard container(of: node) != nil else { return (true, true) }
    let rows = rows(below: node)
    guard let last = rows.last else { return (true, true) }
    return (rows.contains { !$0.isScrolledOff }, !last.isScrolledOff)
  }
}

/// A `ForEach` row of a lazy container not made yet: it stands in its place (its identity, its offset in the data),
/// is never drawn or shown, and is replaced by the row `ForEach` makes when it comes on screen.
struct DeferredRow: View, PrimitiveView {
  typealias Body = Never
  /// The element's offset in the `ForEach`'s data.
  let offset: Int
  /// Its type's identity, which a node's ``ViewNode/viewType`` is compared with.
  static let typeID = ObjectIdentifier(DeferredRow.self)
}

/// What makes a lazy container's deferred rows: a `ForEach`.
@MainActor
protocol DeferredRowSource {
  /// The row of the element at `offset`.
  func makeRow(at offset: Int) -> any View
  /// Whether the rows of `node` (this view's node, in a lazy container) keep their identities: the data are equal
  /// to the last ones (`==`). In a lazy container it remembers the data for the next time, whatever the answer:
  /// call it on every reconciliation.
  func keepsRows(of node: ViewNode) -> Bool
}

/// A container whose content is rows on a viewport (``LazyRows``).
@MainActor
protocol LazyRowContainer: PrimitiveView {
  /// Whether a row that scrolls off disappears (a list) or not (a lazy stack).
  static var rowsDisappearWhenScrolledOff: Bool { get }
  /// Whether its rows can be deleted and swiped (a list, and so a form; not a lazy stack): see ``RowActions``.
  static var rowsHaveEditActions: Bool { get }
  /// How many of its rows are on screen at a time (a grid's rows are its cells: a screen of its rows of cells).
  var rowsOnScreen: Int { get }
  /// The first row on screen when `first` would be, out of `count` (a grid starts a screen at a row of cells).
  func alignedFirstRow(_ first: Int, of count: Int) -> Int
}

extension LazyRowContainer {
  /// Rows of a lazy stack have no edit actions.
  static var rowsHaveEditActions: Bool { false }

  /// ``LazyRows/visibleRows``.
  var rowsOnScreen: Int { LazyRows.visibleRows }

  /// Any row can be the first.
  func alignedFirstRow(_ first: Int, of count: Int) -> Int { first }

  /// Rows come on screen as they enter the viewport.
  func childrenDidChange(_ node: ViewNode) { LazyRows.layOut(node) }

  /// The rows in the viewport appear with the container.
  func appear(_ node: ViewNode) { LazyRows.layOut(node) }
}

/// A view that only groups others: in a lazy container its children are rows (or groups of rows) of their own.
@MainActor
protocol RowGrouping {
  /// Whether the child `key` holds rows (a section's header and footer do not).
  func passesRows(from key: ChildKey) -> Bool
}

extension RowGrouping {
  func passesRows(from key: ChildKey) -> Bool { true }
}

extension TupleView: RowGrouping {}
extension ForEach: RowGrouping where Content: View {}
extension _ConditionalContent: RowGrouping {}
extension Optional: RowGrouping where Wrapped: View {}
extension Group: RowGrouping where Content: View {}
extension AnyView: RowGrouping {}
extension _IdentifiedView: RowGrouping {}
extension EmptyView: RowGrouping {}

extension Section: RowGrouping where Parent: View, Content: View, Footer: View {
  func passesRows(from key: ChildKey) -> Bool { key == .content }
}

/// A grouping view some of whose children are not rows (a section's header and footer).
protocol RowGroupingWithParts {}

extension Section: RowGroupingWithParts where Parent: View, Content: View, Footer: View {}

extension ModuleWords {
  /// `… 3 more above`, `… 12 more below` (`… 4 more before` / `after` for a horizontal stack).
  static func moreRows(_ count: Int, after: Bool, _ horizontal: Bool, _ language: Language) -> String {
    if language == .zh {
      let place = after ? (horizontal ? "后面" : "下面") : (horizontal ? "前面" : "上面")
      return "… \(place)还有 \(count) " + (horizontal ? "项" : "行")
    }
    let place = after ? (horizontal ? "after" : "below") : (horizontal ? "before" : "above")
    return "… \(count) more \(place)"
  }
}
