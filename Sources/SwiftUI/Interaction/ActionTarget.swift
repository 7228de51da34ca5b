/// Something on screen the user can act on, registered by a primitive while it renders (see ``PrimitiveView``):
/// `context.addTarget(ActionTarget(kind: .tap, label: "Retry") { _ in action() })`.
///
/// ``HostingWindow/perform(_:)`` picks the target by kind and label among those of the committed screen and calls
/// `perform` inside the graph: the change it makes is flushed (bodies, lifecycle actions, tasks, the screen) before
/// `perform(_:)` returns. A primitive of the `views` helper registers its own kinds of targets the same way:
/// a link or a row (`.tap`), a text field (`.type`), a navigation stack (`.back`), a presentation (`.dismiss`),
/// a tab (`.tap`).
struct ActionTarget {
  /// Which user action the target answers.
  enum Kind: Equatable {
    /// `tap LABEL`: buttons, links, toggles, tabs, rows.
    case tap
    /// `type TEXT [into LABEL]`: search and text fields (matched by label or prompt).
    case type
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
  }

  /// The kind of action.
  var kind: Kind
  /// The label the user names it by (a button's title, a field's label); empty for `back`, `pull` …
  var label: String
  /// Other names it answers to (a search field's prompt besides "Search").
  var aliases: [String] = []
  /// Does it: gets the action (for `.type`, the new text is in it).
  var perform: @MainActor (UserAction) -> Void

  /// A target of `kind` named `label`.
  init(kind: Kind, label: String, aliases: [String] = [], perform: @escaping @MainActor (UserAction) -> Void) {
    self.kind = kind
    self.label = label
    self.aliases = aliases
    self.perform = perform
  }

  /// Whether the user's name for it matches.
  func answers(to name: String) -> Bool { label == name || aliases.contains(name) }
}
