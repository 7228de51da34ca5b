/// What one REPL line produced: text to print, at most one error line, the lines that end it, and whether to leave.
struct REPLReply: Equatable, Sendable {
  /// Output, every line ending in a newline.
  var text = ""
  /// What went wrong and what is accepted, in one line (without the `asyncplay: ` prefix); nil when the command
  /// succeeded.
  var failure: String?
  /// Lines printed last, after the text and the error line, and never through the pager (every line ending in a
  /// newline): the lesson step's footer, so that the next move is on screen when the command is done.
  var footer = ""
  /// Whether the session should end (`quit`).
  var quit = false
  /// Whether the terminal should be cleared (`clear`; only done on a terminal).
  var clearScreen = false
  /// Whether the text goes through the pager on a terminal (the command's ``REPLCommandSpec/paged``).
  var paged = false

  /// A reply that only fails.
  static func failed(_ message: String) -> REPLReply { REPLReply(failure: message) }

  /// Appends a line of output.
  mutating func line(_ text: String) { self.text += text + "\n" }
}
