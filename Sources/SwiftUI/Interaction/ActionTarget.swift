// Mirrors: nothing of Apple's: the module's own machinery, no Apple API
// SDK: iOS 26 SDK
// Status: internal
/// Something on screen the user can act on, registered by a primitive while it renders (see ``PrimitiveView``):
/// `context.addTarget(ActionTarget(kind: .tap, label: "Retry") { _ in action() })`.
///
/// ``HostingWindow/perform(_:)`` picks the target by kind and label among those of the committed screen and calls
/// `perform` inside the graph: the change it makes is flushed (bodies, lifecycle actions, tasks, the screen) before
/// `perform(_:)` returns. A primitive of the `views` helper registers its own kinds of targets the same way:
/// a link or a row (`.tap`), a text field (`.type`), a navigation stack (`.back`), a presentation (`.dismiss`),
/// a tab (`.tap`), a list row (`.delete`, `.swipe`).
struct ActionTarget {
  /// Which user action the target answers.
  enum Kind: Equatable {
    /// `tap LABEL`: buttons, links, toggles, tabs, rows.
    case tap
    /// `type TEXT [into LABEL]`: search and text fields (matched by label or prompt).
    case type
    /// `set LABEL to VALUE`: sliders, date pickers, color pickers (the value is in the action).
    case set
    /// `hold LABEL`: a view with a long-press action or a context menu.
    case hold
    /// `back`.
    case back
    /// `pull`.
    case pull
    /// `scroll bottom`.
    case scrollToBottom
    /// `dismiss`.
    case dismiss
    /// `submit [LABEL]`: the return key of a text field.
    case submit
    /// `delete ROW`: a row of a `ForEach` with `.onDelete(perform:)` in a list (labelled by the row's text).
    case delete
    /// `swipe ROW [leading]`: a list row with swipe actions on that edge (labelled by the row's text).
    case swipe(HorizontalEdge)
    /// `move ROW to N`: a row of a `ForEach` with `.onMove` in a list in edit mode (labelled by the row's text).
    case move
    /// `drag LABEL by DX,DY`: a view with a drag gesture (labelled by what it shows).
    case drag

    /// Whether it is a `swipe` target, on either edge.
    var isSwipe: Bool {
      if case .swipe = self { return true }
      return false
    }
  }

  /// The kind of action.
  var kind: Kind
  /// The label the user names it by (a button's title, a field's label); empty for `back`, `pull` …
  var label: String
  /// Other names it answers to (a search field's prompt besides "Search").
  var aliases: [String] = []
  /// Does it: gets the action (for `.type`, the new text is in it).
  var perform: @MainActor (UserAction) -> Void
  /// Whether it is a button a swipe revealed: acting on anything else first hides the revealed buttons (see
  /// ``RowActions``); tapping it runs its action, which hides them.
  var isSwipeAction = false
  /// Whether it is a text field, which typing into focuses (see ``FocusState``).
  var isFocusable = false
  /// The texts the code wrote in its label (see ``ScreenElement/nameParts(_:)``), which it answers to when no
  /// target answers to the whole name.
  var parts: [String] = []
  /// What ends the editing of the field it types into when typing goes to another field (a field of a formatted
  /// value commits its text).
  var endEditing: (@MainActor () -> Void)?
  /// The `.focused` binding of the text field it types into or submits, if any.
  var focus: _FocusedModifier?
  /// Why the action cannot be done, checked before anything happens: a value the control cannot take, a view
  /// that takes no touches, a sheet that disables interactive dismissal, a hidden back button (nil: it can be
  /// done). The error is the one line the user sees, and the action does nothing.
  var refusal: (@MainActor (UserAction) -> UserActionError?)?

  /// A target of `kind` named `label`.
  init(kind: Kind, label: String, aliases: [String] = [], perform: @escaping @MainActor (UserAction) -> Void) {
    self.kind = kind
    self.label = label
    self.aliases = aliases
    self.perform = perform
  }

  /// Whether the user's name for it matches.
  func answers(to name: String) -> Bool { label == name || aliases.contains(name) }

  /// Whether a row's text holds the user's name for it (a row is named by any part of its text when no row's
  /// text is the name: `delete Milk` finds the row `Milk 12:00`).
  func contains(_ name: String) -> Bool { label.contains(name) || aliases.contains { $0.contains(name) } }
}
