import TextBase

/// A `.play` file: REPL commands, one per line, for demos and transcript tests.
///
/// As a **demo script**, it is commands with `#` comments and blank lines between them. As a **transcript test**,
/// each command is written after the prompt (`asyncplay> run`, or the full prompt `asyncplay [task-id · 0 ms]> run`)
/// and the lines up to the next command are the output it must print, exactly. A file is a transcript as soon as one
/// line starts with the prompt. `#` and blank lines before the first command are a preamble in both forms; later in a
/// transcript, a comment is written after the prompt (`asyncplay> # …`), because there a bare `#` line could be output.
public struct PlayScript: Equatable, Sendable {
  /// One command and what it must print, if the file says.
  public struct Step: Equatable, Sendable {
    /// The command as typed.
    public var command: String
    /// Its 1-based line in the file.
    public var line: Int
    /// The expected output lines (nil in a demo script).
    public var expected: [String]?

    /// Creates a step.
    public init(command: String, line: Int, expected: [String]?) {
      self.command = command
      self.line = line
      self.expected = expected
    }

    /// Whether the line is only a comment or blank: the REPL prints nothing for it, so `play` skips it and
    /// `asyncplay test` does not count it as a command.
    public var isNote: Bool {
      let text = command.drop { $0 == " " || $0 == "\t" }
      return text.isEmpty || text.hasPrefix("#")
    }
  }

  /// A problem with the file's shape.
  public struct Problem: Equatable, Sendable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// What is wrong.
    public var message: String
    /// `line N: message`.
    public var description: String { "line \(line): \(message)" }
  }

  /// The commands (and, for `--update` to keep them, the comments between them), in order.
  public var steps: [Step]
  /// Whether the file carries expectations (a transcript test).
  public var isTranscript: Bool
  /// Lines before the first command (comments and blank lines), kept so `--update` can write them back.
  public var preamble: [String]
  /// Shape problems: output with no command before it (before the first command, or under a comment).
  public var problems: [Problem]

  /// The command on a transcript line that starts with the prompt, `asyncplay> ` or `asyncplay [<anything>]> `;
  /// nil for any other line. A prompt with nothing after it but blanks is an empty command: an editor may have
  /// dropped its trailing space, and a rewrite trims what follows it (so such a line reads the same either way).
  public static func command(in line: Substring) -> String? {
    if line.hasPrefix("asyncplay> ") { return String(line.dropFirst("asyncplay> ".count)) }
    let bare = trimmed(String(line))
    if bare == "asyncplay>" { return "" }
    guard line.hasPrefix("asyncplay [") else { return nil }
    if let close = line.firstRange(of: "]> ") { return String(line[close.upperBound...]) }
    return bare.hasSuffix("]>") ? "" : nil
  }

  /// Reads a `.play` file (`\n` or `\r\n` line ends; a byte-order mark at the start is not part of the first line).
  public init(text: String) {
    let lines = TextLines.split(text.hasPrefix("\u{FEFF}") ? text.dropFirst() : Substring(text))
    let hasPrompts = lines.contains { Self.command(in: $0) != nil }
    var parsed = hasPrompts ? Self.transcript(lines) : Self.demo(lines)
    // Trailing blank lines of the file belong to no command's output (editors add them).
    if var last = parsed.steps.popLast() {
      while last.expected?.last?.isEmpty == true { last.expected!.removeLast() }
      parsed.steps.append(last)
    }
    steps = parsed.steps
    isTranscript = hasPrompts
    preamble = parsed.preamble
    problems = parsed.problems
  }

  private typealias Parsed = (steps: [Step], preamble: [String], problems: [Problem])

  private static func transcript(_ lines: [Substring]) -> Parsed {
    var out: Parsed = ([], [], [])
    for (offset, line) in lines.enumerated() {
      if let command = Self.command(in: line) {
        out.steps.append(Step(command: command, line: offset + 1, expected: []))
      } else if !out.steps.isEmpty {
        out.steps[out.steps.count - 1].expected!.append(String(line))
      } else if line.hasPrefix("#") || line.allSatisfy(\.isWhitespace) {
        out.preamble.append(String(line))
      } else {
        out.problems.append(Problem(line: offset + 1, message: "output \"\(line)\" has no command before it; "
          + "a command line starts with the prompt \"asyncplay> \""))
      }
    }
    // A comment prints nothing, so lines under one (blank ones too, except at the end of the file) are output
    // that no command printed.
    for (index, step) in out.steps.enumerated() where step.isNote {
      var expected = step.expected ?? []
      if index == out.steps.count - 1 { while expected.last?.isEmpty == true { expected.removeLast() } }
      guard let first = expected.first else { continue }
      out.problems.append(Problem(line: step.line + 1, message: "output \"\(first)\" is under a comment or an "
        + "empty command, which prints nothing; give it its command, or remove it"))
    }
    out.problems.sort { $0.line < $1.line }
    return out
  }

  private static func demo(_ lines: [Substring]) -> Parsed {
    var out: Parsed = ([], [], [])
    for (offset, line) in lines.enumerated() {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if out.steps.isEmpty && (trimmed.isEmpty || trimmed.hasPrefix("#")) {
        out.preamble.append(String(line))
      } else if !trimmed.isEmpty {
        // Comments after the first command stay (as notes) so that `--update` can keep them in the transcript.
        out.steps.append(Step(command: String(trimmed), line: offset + 1, expected: nil))
      }
    }
    return out
  }

  /// The file as a transcript with every expectation replaced by `outputs` and every prompt by `prompts` (one of
  /// each per step, in order): what `--update` writes. Comments between commands become `asyncplay> # …` lines.
  /// No line keeps trailing spaces (see ``trimmed(_:)``).
  public func rewritten(with outputs: [[String]], prompts: [String]) -> String {
    precondition(outputs.count == steps.count && prompts.count == steps.count, "one output and prompt per step")
    var out = preamble.map { Self.trimmed($0) + "\n" }.joined()
    for (index, step) in steps.enumerated() {
      out += Self.trimmed(prompts[index] + step.command) + "\n"
      for line in outputs[index] { out += Self.trimmed(line) + "\n" }
    }
    return out
  }

  /// `line` without trailing spaces, tabs and carriage returns. Transcripts neither compare nor write them: a
  /// terminal does not show them, editors and `git diff --check` strip them, and an empty screen row (`│ `) would
  /// otherwise fail invisibly; a `\r` written back at a line's end would become part of a CRLF.
  public static func trimmed(_ line: String) -> String {
    var end = line.endIndex
    while end > line.startIndex {
      let before = line.index(before: end)
      guard line[before] == " " || line[before] == "\t" || line[before] == "\r" else { break }
      end = before
    }
    return String(line[..<end])
  }
}
