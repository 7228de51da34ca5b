// Mirrors: SwiftUI `NavigationSplitView`, `NavigationSplitViewVisibility`, `NavigationSplitViewColumn`
// SDK: iOS 26 SDK
// Status: complete
/// A view that presents views in two or three columns, where selections in leading columns control presentations
/// in subsequent columns (Apple: `NavigationSplitView`).
///
/// The module's device is a compact iPhone, where Apple documents that "a navigation split view collapses into a
/// single stack" (docs `NavigationSplitViewColumn`, `NavigationSplitView` "Collapsed split views"). So a split view
/// is a ``NavigationStack`` whose root is the sidebar:
/// - a selection in the `List(selection:)` of a column ("the navigation split view coordinates with the List in
///   its first column, so that when people make a selection, the detail view updates accordingly"; "The selection
///   in the first column affects the second, and the selection in the second column affects the third") pushes the
///   next column — the content column of three, else the detail; a selection made by code pushes it too
///   ("Programmatic changes that you make to the selection property also affect … the presented detail view");
/// - `back` pops that column and clears the selection that pushed it (the list is back to no selection, as a
///   collapsed split view leaves it), and a selection cleared by code pops it;
/// - a `NavigationLink(value:)` with a `navigationDestination(for:)` in a column pushes its destination as in a
///   stack; a `NavigationStack` inside a column merges into the one stack: its pushed screens sit above the
///   column, and one `back` pops its top screen first;
/// - `preferredCompactColumn:` chooses the column on top ("controls which column appears on top when the view
///   collapses"): `.sidebar` the sidebar, `.content` / `.detail` that column pushed over the ones before it; the
///   binding follows the column on top as the user goes forward and back.
///
/// `columnVisibility:` controls "the visibility of the leading columns in regular sizes": it has no effect on a
/// collapsed split view, and is kept as given. Nothing draws column boundaries: only the top screen is drawn.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View> {
  /// The columns, leading first: sidebar and detail, or sidebar, content and detail.
  let columns: [any View]
  let preferredCompactColumn: Binding<NavigationSplitViewColumn>?

  init(columns: [any View], columnVisibility: Binding<NavigationSplitViewVisibility>?,
       preferredCompactColumn: Binding<NavigationSplitViewColumn>?) {
    self.columns = columns
    self.preferredCompactColumn = preferredCompactColumn
  }
}

extension NavigationSplitView {
  /// Creates a three-column navigation split view.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
              @ViewBuilder detail: () -> Detail) {
    self.init(columns: [sidebar(), content(), detail()], columnVisibility: nil, preferredCompactColumn: nil)
  }

  /// Creates a three-column navigation split view that enables programmatic control of leading columns'
  /// visibility.
  public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
              @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
    self.init(columns: [sidebar(), content(), detail()], columnVisibility: columnVisibility,
              preferredCompactColumn: nil)
  }

  /// Creates a three-column navigation split view that enables programmatic control over which column appears on
  /// top when the view collapses into a single column in narrow sizes.
  public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
              @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
    self.init(columns: [sidebar(), content(), detail()], columnVisibility: nil,
              preferredCompactColumn: preferredCompactColumn)
  }

  /// Creates a three-column navigation split view that enables programmatic control of leading columns'
  /// visibility in regular sizes and which column appears on top when the view collapses into a single column in
  /// narrow sizes.
  public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
              preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
              @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
    self.init(columns: [sidebar(), content(), detail()], columnVisibility: columnVisibility,
              preferredCompactColumn: preferredCompactColumn)
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// Creates a two-column navigation split view.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.init(columns: [sidebar(), detail()], columnVisibility: nil, preferredCompactColumn: nil)
  }

  /// Creates a two-column navigation split view that enables programmatic control of the sidebar's visibility.
  public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
              @ViewBuilder detail: () -> Detail) {
    self.init(columns: [sidebar(), detail()], columnVisibility: columnVisibility, preferredCompactColumn: nil)
  }

  /// Creates a two-column navigation split view that enables programmatic control over which column appears on
  /// top when the view collapses into a single column in narrow sizes.
  public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
              @ViewBuilder detail: () -> Detail) {
    self.init(columns: [sidebar(), detail()], columnVisibility: nil, preferredCompactColumn: preferredCompactColumn)
  }

  /// Creates a two-column navigation split view that enables programmatic control of the sidebar's visibility in
  /// regular sizes and which column appears on top when the view collapses into a single column in narrow sizes.
  public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
              preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
              @ViewBuilder detail: () -> Detail) {
    self.init(columns: [sidebar(), detail()], columnVisibility: columnVisibility,
              preferredCompactColumn: preferredCompactColumn)
  }
}

extension NavigationSplitView: View {}

extension NavigationSplitView: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    let state = node.storage(SplitViewState.self)
    state.node = node
    state.columns = columns
    state.preferredCompactColumn = preferredCompactColumn
    if let preferred = preferredCompactColumn?.wrappedValue, preferred != state.lastPreferred {
      // The binding says which column is on top: the columns up to it are pushed after this update.
      state.lastPreferred = preferred
      let depth = state.depth(of: preferred)
      node.graph.enqueueLifecycleAction { state.show(depth: depth) }
    }
    return [ViewChild(key: .content, view: NavigationStack { _SplitColumn(index: 0, split: state) })]
  }
}

/// One column of a collapsed split view: the stack's root (the sidebar) or a column pushed over it. It shows the
/// split view's current view of that column, so a column on the stack follows what the split view's body makes.
struct _SplitColumn {
  let index: Int
  let split: SplitViewState
}

extension _SplitColumn: View {}

extension _SplitColumn: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    guard index < split.columns.count else { return [] }
    return [ViewChild(key: .content, view: AnyView(erasing: split.columns[index]))]
  }
}

/// The state of a collapsed split view, in its node: its columns as last made, and the columns pushed over the
/// sidebar on its stack.
final class SplitViewState: NodeStorage {
  init() {}

  weak var node: ViewNode?
  /// The columns' views, leading first, as the split view last made them.
  var columns: [any View] = []
  var preferredCompactColumn: Binding<NavigationSplitViewColumn>?
  /// The preferred column last read from the binding (a change moves the stack).
  var lastPreferred: NavigationSplitViewColumn?
  /// The stack's numbers of the columns pushed over the sidebar, in order (the first is column 1).
  private var pushed: [Int] = []
  /// How to clear the selection that pushed column `n`, by `n` (a `back` clears it).
  var clearSelection: [Int: @MainActor () -> Void] = [:]

  /// How many columns are pushed over the sidebar for `column` on top.
  func depth(of column: NavigationSplitViewColumn) -> Int {
    switch column {
    case .sidebar: 0
    case .content: 1
    default: columns.count - 1
    }
  }

  /// The stack of the split view (its one child), once made.
  @MainActor private var stack: NavigationStackState? {
    node?.children.first?.storage(NavigationStackState.self)
  }

  /// Pushes or pops columns until `depth` of them are over the sidebar.
  @MainActor func show(depth wanted: Int) {
    guard let stack else { return }
    pushed.removeAll { !stack.holdsView(id: $0) }  // popped with what was above them
    let depth = min(max(wanted, 0), columns.count - 1)
    while pushed.count < depth {
      let column = pushed.count + 1
      pushed.append(stack.push(view: _SplitColumn(index: column, split: self)) { [weak self] in
        self?.columnPopped(column)
      })
    }
    if pushed.count > depth { stack.popView(id: pushed[depth]) }
    reportTopColumn()
  }

  /// Column `column` was popped (by `back`, `dismiss` or code): the selection that pushed it is cleared.
  @MainActor private func columnPopped(_ column: Int) {
    if pushed.count >= column { pushed.removeSubrange((column - 1)...) }
    clearSelection[column]?()
    reportTopColumn()
  }

  /// Writes the column on top to the `preferredCompactColumn` binding, if any.
  @MainActor private func reportTopColumn() {
    guard let binding = preferredCompactColumn else { return }
    let top: NavigationSplitViewColumn =
      pushed.isEmpty ? .sidebar : pushed.count == columns.count - 1 ? .detail : .content
    lastPreferred = top
    if binding.wrappedValue != top { binding.wrappedValue = top }
  }

  /// A list with a selection at `node` was made: when it is in a column before the last, a selection pushes the next
  /// column and no selection pops it (after this update, as a link's tap pushes).
  @MainActor static func observe(_ selection: ListSelection, of node: ViewNode) {
    guard let (column, split) = column(containing: node), column < split.columns.count - 1 else { return }
    let hasSelection = selection.hasSelection()
    let memo = node.storage(SelectionMemo.self)
    let previous = memo.hasSelection
    memo.hasSelection = hasSelection
    split.clearSelection[column + 1] = selection.clear
    guard hasSelection != previous, hasSelection || previous == true else { return }
    node.graph.enqueueLifecycleAction {
      let depth = split.pushed.count
      split.show(depth: hasSelection ? max(depth, column + 1) : min(depth, column))
    }
  }

  /// The column `node` is in and its split view, if it is in one (and in the same presentation).
  @MainActor static func column(containing node: ViewNode) -> (Int, SplitViewState)? {
    var current = node.parent
    while let ancestor = current {
      if let column = ancestor.view as? _SplitColumn { return (column.index, column.split) }
      if ancestor.view is any PresentationBoundary { return nil }
      current = ancestor.parent
    }
    return nil
  }

  /// Whether the navigation stack at `node` is inside a column of a split view, and so merged into the split view's
  /// one stack (its pushed screens sit above the column; `back` pops them first).
  @MainActor static func mergesStack(at node: ViewNode) -> Bool {
    var current = node.parent
    while let ancestor = current {
      if ancestor.view is _SplitColumn { return true }
      if ancestor.view is any NavigationStackView || ancestor.view is any PresentationBoundary { return false }
      current = ancestor.parent
    }
    return false
  }
}

/// Whether a list had a selection when it was last made (a change pushes or pops a split view's column).
final class SelectionMemo: NodeStorage {
  init() {}
  var hasSelection: Bool?
}

/// The visibility of the leading columns in a navigation split view (Apple: `NavigationSplitViewVisibility`). On
/// a compact iPhone the split view is collapsed and this has no effect.
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
  private let name: String
  private init(name: String) { self.name = name }

  /// Hide the leading two columns of a three-column navigation split view, so that just the detail area shows.
  public static var detailOnly: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "detailOnly") }
  /// Show the content column and detail area of a three-column navigation split view, or the sidebar column and
  /// detail area of a two-column navigation split view.
  public static var doubleColumn: NavigationSplitViewVisibility {
    NavigationSplitViewVisibility(name: "doubleColumn")
  }
  /// Show all the columns of a three-column navigation split view.
  public static var all: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "all") }
  /// Use the default leading column visibility for the current device.
  public static var automatic: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "automatic") }

  public init(from decoder: any Decoder) throws {
    name = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}

/// A view that represents a column in a navigation split view (Apple: `NavigationSplitViewColumn`).
public struct NavigationSplitViewColumn: Hashable, Sendable {
  private let name: String
  private init(name: String) { self.name = name }

  /// The leading column.
  public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "sidebar") }
  /// The middle column of a three-column split view.
  public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "content") }
  /// The trailing column, the detail area.
  public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "detail") }
}
