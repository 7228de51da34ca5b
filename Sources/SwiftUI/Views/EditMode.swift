// Mirrors: SwiftUI `EditMode`, `EnvironmentValues.editMode`, `EditButton`, `onMove(perform:)`
// SDK: iOS 26 SDK
// Status: complete
import TextBase

/// A mode that indicates whether the user can edit a view's content (Apple: `EditMode`).
///
/// Every window's environment holds an edit mode, `.inactive` at first (the module's choice: Apple's system views
/// provide one to a list's hierarchy; here the window's root does), which `EditButton` toggles and which a view can
/// replace for its subtree with `.environment(\.editMode, $mode)` (Apple docs `EditButton`: "toggles the edit mode
/// … for the current edit scope"). While a list is in edit mode, the rows of a `ForEach` with `onDelete` are drawn
/// `⊖ row` and those with `onMove` `row ≡` (the delete control and the reorder handle of iOS), `move ROW to N`
/// moves a row (its `onMove` gets the offsets and the destination as a drag gives them: Apple docs
/// `DynamicViewContent.onMove(perform:)`), and a list with a selection of several values shows `○` / `◉` and
/// `tap ROW` selects (see ``List``). Out of edit mode the rows draw as they always do.
public enum EditMode: Hashable, Sendable {
  /// The user can't edit the view content.
  case inactive
  /// The view is in a temporary edit mode.
  case transient
  /// The user can edit the view content.
  case active

  /// Indicates whether a view is being edited.
  public var isEditing: Bool { self != .inactive }
}

extension EnvironmentValues {
  /// An indication of whether the user can edit the contents of a view associated with this environment.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self]?.binding }
    set { self[EditModeKey.self] = newValue.map(EditModeEntry.init) }
  }
}

private struct EditModeKey: EnvironmentKey {
  static var defaultValue: EditModeEntry? { nil }
}

/// The edit mode binding as the environment keeps it: equal to another when both point at the same storage, so that
/// an unchanged binding does not make every view below be evaluated again.
struct EditModeEntry: Equatable {
  let binding: Binding<EditMode>

  static func == (lhs: EditModeEntry, rhs: EditModeEntry) -> Bool { lhs.binding.isSameInput(as: rhs.binding) }
}

/// The edit mode a window's root provides: a box of its own, whose changes draw again what reads it.
enum WindowEditMode {
  /// A binding to a new `.inactive` edit mode.
  static func make() -> Binding<EditMode> {
    let box = StateBox(EditMode.inactive)
    return Binding(location: box, get: { box.value }, set: { box.set($0) })
  }
}

/// A button that toggles the edit mode environment value (Apple: `EditButton`). Drawn `[Edit]`, `[Done]` while
/// editing; `tap Edit` / `tap Done`.
public struct EditButton {
  /// Creates an Edit button instance.
  public init() {}
}

extension EditButton: View {}

extension EditButton: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    _ = node.environment.editMode?.wrappedValue  // a dependency: the label follows the mode
    return []
  }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    guard let mode = context.node.environment.editMode else { return [] }
    let editing = mode.wrappedValue.isEditing
    let word = editing ? ModuleWords.done(context.language) : ModuleWords.edit(context.language)
    guard context.node.environment.isEnabled else {
      return [.inline([.button([.line(word)]), .line(ModuleWords.disabled(context.language))])]
    }
    context.addTarget(ActionTarget(kind: .tap, label: word) { _ in
      mode.wrappedValue = editing ? .inactive : .active
    })
    return [.button([.line(word)])]
  }
}

extension ModuleWords {
  static func edit(_ language: Language) -> String { language == .zh ? "编辑" : "Edit" }
  static func done(_ language: Language) -> String { language == .zh ? "完成" : "Done" }
}

/// A view that holds a move action for the rows of the dynamic view inside it (``RowActions``).
@MainActor
protocol RowMoving {
  /// The action (nil for `onMove(perform: nil)`).
  var moveAction: ((IndexSet, Int) -> Void)? { get }
}

/// A dynamic view with a move action: what `onMove(perform:)` returns (Apple: an opaque `some
/// DynamicViewContent`). Its rows are its content's.
public struct _MoveActionContent<Content: DynamicViewContent> {
  let content: Content
  let action: ((IndexSet, Int) -> Void)?
}

extension _MoveActionContent: View {}

extension _MoveActionContent: DynamicViewContent {
  /// The collection of underlying data: the content's.
  public var data: Content.Data { content.data }
}

extension _MoveActionContent: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .content, view: content)] }
}

extension _MoveActionContent: RowGrouping {}

extension _MoveActionContent: RowMoving {
  var moveAction: ((IndexSet, Int) -> Void)? { action }
}

extension DynamicViewContent {
  /// Sets the move action for the dynamic view (Apple docs `DynamicViewContent.onMove(perform:)`): in a `List` in
  /// edit mode, `move ROW to N` calls `action` with the row's offset and the destination offset in the underlying
  /// data, as a drag gives them (`move(fromOffsets:toOffset:)` takes them as they are). `nil` makes the rows fixed.
  nonisolated public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
    _MoveActionContent(content: self, action: action)
  }
}
