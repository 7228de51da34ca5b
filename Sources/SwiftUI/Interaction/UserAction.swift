// Mirrors: nothing of Apple's: the module's own machinery, no Apple API
// SDK: iOS 26 SDK
// Status: internal
import TextBase

/// Something a user does to the app, as `asyncplay preview --do` and `.play` scripts spell it.
public enum UserAction: Sendable, Equatable {
  /// A search or text field's text becomes the string, in one edit (`into`: the field's label or prompt, when the
  /// screen has several fields).
  case type(String, into: String?)
  /// Taps a button, link, toggle, tab or row by its label; `occurrence` 2 is the second of several with that label.
  case tap(String, occurrence: Int?)
  /// Sets a value control (a slider, a date picker, a color picker) named by its label to `value`, as a finger
  /// moving it there would; `occurrence` 2 is the second of several with that label.
  case set(String, occurrence: Int?, to: String)
  /// Deletes a row of a `ForEach` with `.onDelete(perform:)` in a `List`, named by its text (the row whose text is
  /// the string, else the rows whose text contains it; `occurrence` 2 is the second of several): its action gets
  /// the row's offset in the `ForEach`'s data, as the Delete button of iOS's edit mode gives it.
  case delete(String, occurrence: Int?)
  /// Swipes a row of a `List` named by its text (as ``delete(_:occurrence:)`` names it) from `edge` (`.trailing`:
  /// the swipe to the left that reveals the trailing actions): its `.swipeActions(edge:…)` buttons, or the Delete
  /// button of a `ForEach` with `.onDelete`, are drawn in the row until the next action; `full`, a full swipe, runs
  /// the first of them when the row allows full swipes.
  case swipe(String, occurrence: Int?, edge: HorizontalEdge, full: Bool)
  /// Moves a row of a `ForEach` with `.onMove(perform:)` in a `List` in edit mode, named by its text (as
  /// ``delete(_:occurrence:)`` names it), to position `to` (1 is the first) among the `ForEach`'s rows: its action
  /// gets the row's offset and the destination offset, as dragging the row's handle there gives them.
  case move(String, occurrence: Int?, to: Int)
  /// Drags the view named by its label (a view with a `DragGesture`) by `dx`, `dy` points: the gesture's changes,
  /// then its end (see ``DragGesture``).
  case drag(String, occurrence: Int?, dx: Double, dy: Double)
  /// Touches a view and holds (a long press), named as `tap` names it: its `.onLongPressGesture` action runs, or its
  /// `.contextMenu` opens.
  case hold(String, occurrence: Int?)
  /// Goes back (pops the top of a navigation stack).
  case back
  /// Pulls to refresh (a `.refreshable` list).
  case pull
  /// Scrolls a list to its bottom (its last rows appear).
  case scrollToBottom
  /// Dismisses the sheet or alert on screen.
  case dismiss
  /// Submits a text field (its return key): its `.onSubmit` actions run (`LABEL` when the screen has several).
  case submit(String?)
  /// The screen goes away with its state kept (as with a tab switch): its views disappear.
  case leave
  /// The screen comes back after a `leave`: its views appear again.
  case `return`

  /// How the trace's `action` event shows it: `type "sw" into Search`, `tap "Retry"`, `delete "Milk"`,
  /// `swipe "Milk" #2 leading full`, `back` …
  public var traceText: String {
    switch self {
    case .type(let text, let field): "type " + UserAction.quoted(text) + (field.map { " into " + $0 } ?? "")
    case .tap(let label, let occurrence): "tap " + UserAction.quoted(label) + (occurrence.map { " #\($0)" } ?? "")
    case .set(let label, let occurrence, let value):
      "set " + UserAction.quoted(label) + (occurrence.map { " #\($0)" } ?? "") + " to " + value
    case .delete(let label, let occurrence):
      "delete " + UserAction.quoted(label) + (occurrence.map { " #\($0)" } ?? "")
    case .swipe(let label, let occurrence, let edge, let full):
      "swipe " + UserAction.quoted(label) + (occurrence.map { " #\($0)" } ?? "") + (edge == .leading ? " leading" : "")
        + (full ? " full" : "")
    case .move(let label, let occurrence, let position):
      "move " + UserAction.quoted(label) + (occurrence.map { " #\($0)" } ?? "") + " to \(position)"
    case .drag(let label, let occurrence, let dx, let dy):
      "drag " + UserAction.quoted(label) + (occurrence.map { " #\($0)" } ?? "") + " by "
        + UserAction.points(dx) + "," + UserAction.points(dy)
    case .hold(let label, let occurrence):
      "hold " + UserAction.quoted(label) + (occurrence.map { " #\($0)" } ?? "")
    case .back: "back"
    case .pull: "pull"
    case .scrollToBottom: "scroll bottom"
    case .dismiss: "dismiss"
    case .submit(let field): "submit" + (field.map { " " + UserAction.quoted($0) } ?? "")
    case .leave: "leave"
    case .return: "return"
    }
  }

  /// A distance as a script writes it: `200`, `-12.5`.
  static func points(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }

  static func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      .replacingOccurrences(of: "\n", with: "\\n") + "\""
  }
}

/// A user action the screen does not offer: one line naming what it does offer, in English and in Chinese.
public struct UserActionError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The English line.
  public var english: String
  /// The Chinese line.
  public var chinese: String

  /// An error with its two lines.
  public init(english: String, chinese: String) {
    self.english = english
    self.chinese = chinese
  }

  /// The line in `language`.
  public func message(in language: Language) -> String { language == .zh ? chinese : english }

  /// The English line.
  public var description: String { english }
}
