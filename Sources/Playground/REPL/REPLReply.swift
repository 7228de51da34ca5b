import TextBase

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

  /// Marks a line that must not be wrapped (``verbatim(_:)``); removed by ``fitted(to:)``.
  static let verbatimMark: Character = "\u{F8FF}"

  /// `line` (ending in a newline) marked to be printed whole however wide the terminal: a command to copy into a
  /// shell, which a line break would turn into two commands.
  static func verbatim(_ line: String) -> String { String(verbatimMark) + line }

  /// The reply with every line of its text and footer at most `width` columns: a wider line is wrapped at words,
  /// its continuation lines indented two columns past the line's own indent (``REPLWrap/block(_:width:extra:)``);
  /// lines that fit, and lines marked ``verbatim(_:)``, are kept byte for byte.
  func fitted(to width: Int) -> REPLReply {
    var reply = self
    reply.text = Self.fitted(text, to: width)
    reply.footer = Self.fitted(footer, to: width)
    return reply
  }

  /// `text` fitted to `width`, ending in a newline only if it did.
  private static func fitted(_ text: String, to width: Int) -> String {
    guard !text.isEmpty else { return text }
    var out = ""
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let ended = lines.last == ""
    if ended { lines.removeLast() }
    for line in lines {
      if line.first == verbatimMark {
        out += line.dropFirst() + "\n"
      } else {
        out += REPLWrap.block(String(line) + "\n", width: width, extra: 2)
      }
    }
    return ended ? out : String(out.dropLast())
  }
}
