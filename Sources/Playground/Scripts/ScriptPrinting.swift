import TextBase

/// How `asyncplay play` and `asyncplay test` show a command and what it printed: as the piped REPL does
/// (``REPLTranscript``), so that a demo reads like a session and a transcript's expectations are REPL output.
enum ScriptPrinting {
  /// The line that shows a command: the prompt, then the command as the piped REPL echoes it (control characters
  /// in caret notation). No newline.
  static func commandLine(prompt: String, command: String, palette: Palette) -> String {
    REPLPrompt.styled(prompt, palette: palette, forLineEditor: false) + echo(command)
  }

  /// The command as the piped REPL echoes it.
  static func echo(_ command: String) -> String {
    REPLTranscript.echo(command, tooLong: command.count > REPLSession.maximumLineLength)
  }

  /// What a reply prints: its text, then its error line, then its footer. `line` is the file's line for `play` (`asyncplay: line 12:
  /// …`, `asyncplay: 第 12 行：…` in `language` zh, as the piped REPL numbers its input); nil for a transcript, which writes errors as the interactive REPL
  /// does (`asyncplay: …`), so that adding a command does not change every later expectation.
  static func output(of reply: REPLReply, line: Int?, palette: Palette, language: Language = .en) -> String {
    guard let failure = reply.failure else { return reply.text + reply.footer }
    let prefix = line.map { REPLTranscript.linePrefix($0, language) } ?? "asyncplay: "
    return reply.text + palette.paint(prefix + failure, .red) + "\n" + reply.footer
  }

  /// Text as lines, without the newline that ends the last one.
  static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
