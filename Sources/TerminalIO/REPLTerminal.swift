import CLineEditor
#if canImport(Glibc)
import Glibc
#endif
import TextBase

/// What the REPL asks of the terminal: the locale, the width, whether ends are terminals, clearing the screen.
package enum REPLTerminal {
  /// The width used when the terminal's is unknown (or output goes to a pipe), so transcripts do not depend on it.
  package static let defaultColumns = TerminalText.defaultColumns

  /// Sets the locale from the environment, falling back to C.UTF-8 for the character type so that line editing
  /// moves and deletes by character; returns whether the environment's own locale is UTF-8 (when it is not, the
  /// terminal may not show Unicode, and the timeline uses ASCII).
  package static func prepareLocale() -> Bool { line_editor_prepare_locale() == 1 }

  /// The width of the terminal on `descriptor` (stdout unless told); when it is not a terminal, `COLUMNS` (a whole
  /// number from 40 to 1000) or else ``defaultColumns``, so that piped output is fitted the same way every time.
  package static func columns(descriptor: Int32 = 1,
                              environment: (String) -> String? = ResourceUsage.environment) -> Int {
    let columns = Int(line_editor_terminal_columns(descriptor))
    if columns > 0 { return columns }
    if let text = environment("COLUMNS"), let asked = Int(text), (40...1_000).contains(asked) { return asked }
    return defaultColumns
  }

  /// Whether stdin is a terminal.
  package static var inputIsTerminal: Bool { isatty(0) == 1 }

  /// Moves the cursor home and clears the screen.
  package static let clearSequence = "\u{1B}[H\u{1B}[2J"

  /// Whether `clear` may send ``clearSequence`` to `output`: only to a terminal that understands escape sequences
  /// (`TERM` set and not `dumb`); elsewhere it does nothing.
  package static func canClear(_ output: Output, environment: (String) -> String? = ResourceUsage.environment) -> Bool {
    guard output.isTerminal, let term = environment("TERM"), !term.isEmpty, term != "dumb" else { return false }
    return true
  }

  /// `clear`: clears the screen when ``canClear(_:environment:)`` allows it.
  package static func clear(_ output: Output) {
    if canClear(output) { output.writeControl(clearSequence) }
  }
}
