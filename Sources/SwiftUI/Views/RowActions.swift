// Mirrors: SwiftUI `onDelete(perform:)`, `deleteDisabled(_:)`,
//   `swipeActions(edge:allowsFullSwipe:content:)`
// SDK: iOS 26 SDK
// Status: partial
import TextBase

/// Deleting and swiping the rows of a `List`: `ForEach.onDelete(perform:)` and `.swipeActions(edge:allowsFullSwipe:
/// content:)`, driven by the user actions `delete ROW` and `swipe ROW [leading] [full]`.
///
/// What Apple documents, and the module does:
/// - `onDelete(perform:)` "Sets the deletion action for the dynamic view"; SwiftUI "passes a set of indices to the
///   closure that's relative to the dynamic view's underlying collection of data" (Apple docs
///   `DynamicViewContent.onDelete(perform:)`). `delete ROW` calls the action with the row's offset in the
///   `ForEach`'s data — the position of its element, whatever the viewport shows: the first row on screen after a
///   `scroll bottom` can be offset 15.
/// - On iOS a row of a `ForEach` with `onDelete` offers a Delete button when swiped from the trailing edge; a row
///   with `.swipeActions` of its own does not ("When you add swipe actions, SwiftUI no longer synthesizes the Delete
///   actions that otherwise appear when using the `ForEach/onDelete(perform:)` method", Apple docs
///   `swipeActions(edge:allowsFullSwipe:content:)`).
/// - `swipeActions(edge:allowsFullSwipe:content:)` "Adds custom swipe actions to a row in a list"; `edge` is "The
///   edge of the view to associate the swipe actions with", `allowsFullSwipe` "indicates whether a full swipe
///   automatically performs the first action"; "Actions appear in the order you list them, starting from the
///   swipe's originating edge"; "Actions accumulate for a given edge if you call the modifier multiple times on the
///   same list row view" (Apple docs). In a `List` "Only one row's swipe actions are revealed
///   at a time", "Scrolling the container dismisses any open actions", "Tapping outside the active row dismisses
///   its actions" (Apple docs `swipeActionsContainer()`, which says `List` provides this coordination itself).
///
/// The module's choices, where Apple is silent about a text rendering (written in the README):
/// - Rows are named by their text, as buttons are: the row whose text is `ROW`, else the rows whose text contains
///   it (a row `Milk 12:00` is `delete Milk`); `#2` picks the second of several.
/// - `swipe ROW` reveals the row's trailing actions (the swipe to the left, in a left-to-right language), `swipe
///   ROW leading` its leading ones. Revealed buttons are drawn in the row, on their edge, after `←` or before `→`,
///   in the order Apple gives them — the first action nearest the edge the swipe starts from: a row with
///   `.swipeActions { Delete; Flag }` is drawn `• Milk ← [Flag] [Delete]`. A row of several lines gets them on a
///   line of their own (below it, or above it for the leading edge).
/// - `tap BUTTON` then taps one; tapping it runs its action and hides the buttons; any other action (a tap
///   elsewhere, a swipe of another row, `scroll bottom`, `type`, `leave` …) hides them first. A role changes
///   nothing in text: a `.destructive` button is a button (iOS only tints it red).
/// - Accumulated actions are in the order the modifiers are written, the first modifier's nearest the edge; a full
///   swipe runs the first of them when that first modifier allows full swipes.
/// - `swipe ROW full` is a full swipe: it runs the first button's action at once without revealing anything when
///   the row allows full swipes (for `onDelete`'s Delete, always); otherwise — `allowsFullSwipe: false`, a first
///   button that is disabled or not a `Button` the module can find without running a body — it reveals them.
/// - Rows are removed from the screen when their data is: the module draws what the data says. Apple notes that the
///   action "will be called after the row has already been removed from the List"; an action that does not remove
///   the element (or removes it later, from a `Task`) leaves the row on screen until it does.
/// - A row that is `.deleteDisabled(true)` (Apple docs `deleteDisabled(_:)`) offers neither `delete` nor the swipe
///   to Delete; the module looks for the modifier on the row and on the views it is made of one inside the other.
/// - Outside a `List` (or a `Form`, which is one) rows offer neither action, as on iOS, where `onDelete` and
///   `swipeActions` act on list rows only.
@MainActor
enum RowActions {
  /// What a row shows revealed: a swipe view's own buttons, or the Delete button of a `ForEach` row.
  final class Reveal: NodeStorage {
    /// Whether a swipe view shows its buttons.
    var isRevealed = false
    /// The `ForEach` row that shows its Delete button.
    var row: ChildKey?
    init() {}
  }

  /// The first of a row's swipe actions, as a full swipe finds it.
  enum FirstAction {
    /// A button's action.
    case found(() -> Void)
    /// The first button is disabled.
    case disabled
    /// No button the module can find without running a body.
    case none
  }

  /// The first button's action in a swipe view's content (nil when there is none to run).
  static func firstAction(in view: Any) -> (() -> Void)? {
    guard case .found(let action) = first(in: view) else { return nil }
    return action
  }

  static func first(in view: Any) -> FirstAction {
    (view as? any SwipeActionSource)?.firstSwipeAction ?? .none
  }

  /// The deletion action of the `ForEach` at `node`: the `onDelete` applied to it (nil when it has none), through
  /// an `onMove` applied between them.
  static func deleteAction(of node: ViewNode) -> ((IndexSet) -> Void)? {
    var current = node.parent
    while let wrapper = current {
      if let deletion = wrapper.view as? any RowDeletion { return deletion.deleteAction }
      guard wrapper.view is any RowMoving else { return nil }
      current = wrapper.parent
    }
    return nil
  }

  /// The move action of the `ForEach` at `node`: the `onMove` applied to it (nil when it has none), through an
  /// `onDelete` applied between them.
  static func moveAction(of node: ViewNode) -> ((IndexSet, Int) -> Void)? {
    var current = node.parent
    while let wrapper = current {
      if let moving = wrapper.view as? any RowMoving { return moving.moveAction }
      guard wrapper.view is any RowDeletion else { return nil }
      current = wrapper.parent
    }
    return nil
  }

  /// Reads what a `ForEach`'s rows in a list draw from besides their data — the edit mode, the list's selection —
  /// where the read is a dependency (its `children`), so that a change draws the rows again.
  static func trackEditing(of node: ViewNode) {
    guard LazyRows.makesListRows(node) else { return }
    _ = node.environment.editMode?.wrappedValue
    ListSelection.enclosing(node)?.track()
  }

  /// Whether a row says it cannot be deleted: a `.deleteDisabled(true)` on it, on the views that make it up one
  /// inside the other (a row view whose body is a modified `Text` …).
  static func isDeleteDisabled(_ row: ViewNode) -> Bool {
    var current: ViewNode? = row
    while let node = current {
      if let modifier = node.view as? any DeleteDisabling { return modifier.isDeleteDisabled }
      guard node.children.count == 1 else { return false }
      current = node.children.first
    }
    return false
  }

  /// A row drawn with its revealed buttons on `edge`, the first nearest the edge.
  static func drawn(_ row: [ScreenElement], buttons: [ScreenElement], edge: HorizontalEdge,
                    language: Language) -> [ScreenElement] {
    let oneLine = TextScreen.lines(of: row, language: language).count <= 1
    if edge == .trailing {
      let strip: [ScreenElement] = [.line("←")] + buttons.reversed()
      return oneLine ? [.inline(row + strip)] : [.stack(row + [.inline(strip)])]
    }
    let strip: [ScreenElement] = buttons + [.line("→")]
    return oneLine ? [.inline(strip + row)] : [.stack([.inline(strip)] + row)]
  }

  /// The rows of a `ForEach` in a list with their edit actions: each row on screen is a `delete` target whose
  /// action gets its offset in the data, and — unless it has swipe actions of its own — a `swipe` target that
  /// reveals its Delete button. In edit mode (``EditMode``) the rows show iOS's controls — `⊖` before a deletable
  /// row, `≡` after a movable one — and are `move` targets; in a list with a selection they show and take it.
  static func render(_ children: RenderedChildren, ofForEachIn context: RenderContext) -> [ScreenElement] {
    let node: ViewNode = context.node
    guard node.environment.isEnabled, LazyRows.makesListRows(node) else { return children.all }
    let delete = deleteAction(of: node)
    let move = moveAction(of: node)
    let selection = ListSelection.enclosing(node)
    let editing = node.environment.editMode?.wrappedValue.isEditing == true
    guard delete != nil || (editing && move != nil) || selection != nil else { return children.all }
    let count = node.children.count
    var out: [ScreenElement] = []
    // The children are the data's elements in order: a child's offset among them is its element's offset.
    for child in children.children {
      guard !child.elements.isEmpty else { continue }  // showing nothing
      let offset = child.offset
      let label = ScreenElement.plainText(child.elements)
      let deletable = delete != nil && !(offset < count && isDeleteDisabled(node.children[offset]))
      var row = child.elements
      if let delete, deletable { row = deletionRow(child, label: label, delete: delete, in: context) }
      var prefix: String?
      if let selection, let value = selection.value(of: child, in: node) {
        let selected = selection.isSelected(value)
        if selected == true { prefix = "◉" } else if editing, selected == false, selection.isMultiple { prefix = "○" }
        if selected != nil, editing || !selection.isMultiple,
           !context.targets(of: child).contains(where: { $0.kind == .tap }) {
          context.addTarget(ActionTarget(kind: .tap, label: label) { _ in selection.choose(value) })
        }
      }
      if editing, deletable, prefix == nil { prefix = "⊖" }
      var suffix: String?
      if editing, let move {
        suffix = "≡"
        context.addTarget(ActionTarget(kind: .move, label: label) { action in
          guard case .move(_, _, let position) = action else { return }
          let destination = position - 1
          guard destination != offset else { return }
          move(IndexSet(integer: offset), destination > offset ? destination + 1 : destination)
        })
      }
      guard prefix != nil || suffix != nil else {
        out += row
        continue
      }
      out.append(.inline((prefix.map { [.line($0)] } ?? []) + row + (suffix.map { [.line($0)] } ?? [])))
    }
    return out
  }

  /// A deletable row: its `delete` target, its swipe to Delete (unless it has swipe actions of its own), and the
  /// Delete button while revealed.
  private static func deletionRow(_ child: RenderedChild, label: String, delete: @escaping (IndexSet) -> Void,
                                  in context: RenderContext) -> [ScreenElement] {
    let node: ViewNode = context.node
    let reveal = node.storage(Reveal.self)
    let graph = node.graph
    let word = ModuleWords.delete(context.language)
    let offset = child.offset
    let deleteRow = { delete(IndexSet(integer: offset)) }
    context.addTarget(ActionTarget(kind: .delete, label: label) { _ in deleteRow() })
    if context.targets(of: child).contains(where: { $0.kind.isSwipe }) { return child.elements }
    let key = child.key
    context.addTarget(ActionTarget(kind: .swipe(.trailing), label: label) { action in
      if case .swipe(_, _, _, full: true) = action {
        deleteRow()
        return
      }
      reveal.row = key
      graph.openSwipe = { [weak reveal] in reveal?.row = nil }
    })
    guard reveal.row == key else { return child.elements }
    var button = ActionTarget(kind: .tap, label: word) { _ in
      graph.closeOpenSwipe()
      deleteRow()
    }
    button.isSwipeAction = true
    context.addTarget(button)
    return child.elements.dropLast()
      + drawn(Array(child.elements.suffix(1)), buttons: [.button([.line(word)])], edge: .trailing,
              language: context.language)
  }
}

/// A view that holds a deletion action for the rows of the dynamic view inside it (``RowActions``).
@MainActor
protocol RowDeletion {
  /// The action (nil for `onDelete(perform: nil)`).
  var deleteAction: ((IndexSet) -> Void)? { get }
}

/// A dynamic view with a deletion action: what `onDelete(perform:)` returns (Apple: an opaque
/// `some DynamicViewContent`). Its rows are its content's.
public struct _DeleteActionContent<Content: DynamicViewContent> {
  let content: Content
  let action: ((IndexSet) -> Void)?
}

extension _DeleteActionContent: View {}

extension _DeleteActionContent: DynamicViewContent {
  /// The collection of underlying data: the content's.
  public var data: Content.Data { content.data }
}

extension _DeleteActionContent: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .content, view: content)] }
}

extension _DeleteActionContent: RowGrouping {}

extension _DeleteActionContent: RowDeletion {
  var deleteAction: ((IndexSet) -> Void)? { action }
}

extension DynamicViewContent {
  /// Sets the deletion action for the dynamic view (Apple docs `DynamicViewContent.onDelete(perform:)`): in a
  /// `List`, `delete ROW` — or `swipe ROW` then `tap Delete`, or `swipe ROW full` — calls `action` with the row's
  /// offset in the underlying collection of data. `nil` makes the rows undeletable. See ``RowActions`` for what
  /// the module draws and chooses.
  nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
    _DeleteActionContent(content: self, action: action)
  }
}

/// `.deleteDisabled(_:)` on a row.
struct _DeleteDisabledModifier {
  let isDisabled: Bool
}

extension _DeleteDisabledModifier: ViewModifier {
  typealias Body = Never
}

extension _DeleteDisabledModifier: PrimitiveModifier {}

/// A row that says whether it can be deleted.
protocol DeleteDisabling {
  /// Whether it cannot.
  var isDeleteDisabled: Bool { get }
}

extension ModifiedContent: DeleteDisabling where Modifier == _DeleteDisabledModifier {
  var isDeleteDisabled: Bool { modifier.isDisabled }
}

extension View {
  /// Adds a condition for whether the view's view hierarchy is deletable (Apple docs `deleteDisabled(_:)`): a row
  /// of a `ForEach` with `onDelete` that is `.deleteDisabled(true)` offers neither `delete ROW` nor the Delete of a
  /// swipe.
  nonisolated public func deleteDisabled(_ isDisabled: Bool) -> some View {
    modifier(_DeleteDisabledModifier(isDisabled: isDisabled))
  }
}

/// A row with swipe actions: what `.swipeActions(edge:allowsFullSwipe:content:)` returns (Apple: an opaque
/// `some View`). The buttons exist only while revealed (they are made when the user swipes, and go when hidden).
public struct _SwipeActionsView<Content: View, Actions: View> {
  let content: Content
  let actions: Actions
  let edge: HorizontalEdge
  let allowsFullSwipe: Bool
}

extension _SwipeActionsView: View {}

extension _SwipeActionsView: PrimitiveView {
  /// Whether a modifier inside this one has actions on the same edge: they take this one's actions after theirs
  /// ("Actions accumulate for a given edge", Apple docs), and this one only shows its content.
  private var addsToInnerActions: Bool {
    (content as? any SwipeActionsAccumulating)?.holdsSwipeActions(on: edge) == true
  }

  func children(of node: ViewNode) -> [ViewChild] {
    if addsToInnerActions, let inner = content as? any SwipeActionsAccumulating,
       let accumulated = inner.accumulating(actions, on: edge) {
      return [ViewChild(key: .content, view: accumulated)]
    }
    var children = [ViewChild(key: .content, view: content)]
    if node.storage(RowActions.Reveal.self).isRevealed {
      children.append(ViewChild(key: .part("swipe actions"), view: actions))
    }
    return children
  }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    let node: ViewNode = context.node
    let content = children[.content]
    guard !addsToInnerActions, node.environment.isEnabled, !content.isEmpty,
          LazyRows.listRow(containing: node) != nil else { return content }
    let state = node.storage(RowActions.Reveal.self)
    let sink = node.graph.sink
    let graph = node.graph
    let first = allowsFullSwipe ? RowActions.firstAction(in: actions) : nil
    context.addTarget(ActionTarget(kind: .swipe(edge), label: ScreenElement.plainText(content)) { action in
      if case .swipe(_, _, _, full: true) = action, let first {
        first()
        return
      }
      state.isRevealed = true
      sink.invalidate(node)
      graph.openSwipe = { [weak node, weak state] in
        guard let node, let state else { return }
        state.isRevealed = false
        sink.invalidate(node)
      }
    })
    guard state.isRevealed, let strip = children.children.first(where: { $0.key == .part("swipe actions") }) else {
      return content
    }
    context.changeTargets(of: strip) { target in
      var revealed = target
      revealed.isSwipeAction = true
      revealed.perform = { action in
        graph.closeOpenSwipe()
        target.perform(action)
      }
      return revealed
    }
    return RowActions.drawn(content, buttons: strip.elements, edge: edge, language: context.language)
  }
}

/// A row's swipe actions, to which a modifier around them adds its own (Apple docs `swipeActions(edge:
/// allowsFullSwipe:content:)`: "Actions accumulate for a given edge if you call the modifier multiple times on the
/// same list row view").
protocol SwipeActionsAccumulating {
  /// Whether it, or a modifier inside it, has actions on `edge`.
  func holdsSwipeActions(on edge: HorizontalEdge) -> Bool
  /// The same row with `more` after the actions on `edge` (nil when none is on that edge).
  func accumulating(_ more: any View, on edge: HorizontalEdge) -> (any View)?
}

extension _SwipeActionsView: SwipeActionsAccumulating {
  func holdsSwipeActions(on edge: HorizontalEdge) -> Bool {
    self.edge == edge || (content as? any SwipeActionsAccumulating)?.holdsSwipeActions(on: edge) == true
  }

  func accumulating(_ more: any View, on edge: HorizontalEdge) -> (any View)? {
    if self.edge == edge {
      return _SwipeActionsView<Content, TupleView<(Actions, AnyView)>>(
        content: content, actions: TupleView((actions, AnyView(more))), edge: edge, allowsFullSwipe: allowsFullSwipe)
    }
    // A modifier of the other edge in between keeps its place around the one that takes them.
    guard let inner = content as? any SwipeActionsAccumulating, let accumulated = inner.accumulating(more, on: edge) else {
      return nil
    }
    return _SwipeActionsView<AnyView, Actions>(content: AnyView(accumulated), actions: actions, edge: self.edge,
                                               allowsFullSwipe: allowsFullSwipe)
  }
}

extension View {
  /// Adds custom swipe actions to a row in a list (Apple docs `swipeActions(edge:allowsFullSwipe:content:)`):
  /// `swipe ROW` (`swipe ROW leading` for `edge: .leading`) reveals the buttons of `content` in the row, `tap
  /// BUTTON` taps one, and `swipe ROW full` runs the first when `allowsFullSwipe`. See ``RowActions`` for what the
  /// module draws and chooses where Apple is silent.
  nonisolated public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                                @ViewBuilder content: () -> T) -> some View {
    _SwipeActionsView(content: self, actions: content(), edge: edge, allowsFullSwipe: allowsFullSwipe)
  }
}

/// A view in which a full swipe can find the first button of a row's swipe actions without running a body.
@MainActor
protocol SwipeActionSource {
  /// The first button's action.
  var firstSwipeAction: RowActions.FirstAction { get }
}

extension Button: SwipeActionSource {
  var firstSwipeAction: RowActions.FirstAction { .found(action) }
}

extension TupleView: SwipeActionSource {
  var firstSwipeAction: RowActions.FirstAction {
    for element in elements {
      let first = RowActions.first(in: element)
      if case .none = first { continue }
      return first
    }
    return .none
  }
}

extension ModifiedContent: SwipeActionSource where Content: View, Modifier: ViewModifier {
  var firstSwipeAction: RowActions.FirstAction {
    let first = RowActions.first(in: content)
    if let disabled = modifier as? _DisabledModifier, disabled.isDisabled, case .found = first { return .disabled }
    return first
  }
}

extension Group: SwipeActionSource where Content: View {
  var firstSwipeAction: RowActions.FirstAction { RowActions.first(in: content) }
}

extension AnyView: SwipeActionSource {
  var firstSwipeAction: RowActions.FirstAction { RowActions.first(in: view) }
}

extension Optional: SwipeActionSource where Wrapped: View {
  var firstSwipeAction: RowActions.FirstAction { map { RowActions.first(in: $0) } ?? .none }
}

extension _ConditionalContent: SwipeActionSource {
  var firstSwipeAction: RowActions.FirstAction {
    switch storage {
    case .trueContent(let view): RowActions.first(in: view)
    case .falseContent(let view): RowActions.first(in: view)
    }
  }
}

extension ForEach: SwipeActionSource where Content: View {
  var firstSwipeAction: RowActions.FirstAction { data.first.map { RowActions.first(in: content($0)) } ?? .none }
}

extension ModuleWords {
  /// The Delete button a swiped row of a `ForEach` with `onDelete` shows.
  static func delete(_ language: Language) -> String { language == .zh ? "删除" : "Delete" }
}
