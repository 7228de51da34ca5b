/// A `.play` file: REPL commands, one per line, for demos and transcript tests.
///
/// As a **demo script**, it is commands with `#` comments and blank lines between them. As a **transcript test**,
/// each command is written after the prompt (`asyncplay> run`, or the full prompt `asyncplay [task-id · 0 ms]> run`)
/// and the lines up to the next command are the output it must print, exactly. `#` lines before the first command
/// are comments in both forms.
public struct PlayScript: Equatable, Sendable {
  /// One command and what it must print, if the file says.
  public struct Step: Equatable, Sendable {
    /// The command as typed.
    public var command: String
    /// Its 1-based line in the file.
    public var line: Int
    /// The expected output lines (nil in a demo script).
    public var expected: [String]?
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

  /// The commands, in order.
  public var steps: [Step]
  /// Whether the file carries expectations (a transcript test).
  public var isTranscript: Bool
  /// Lines before the first command (comments), kept so `--update` can write them back.
  public var preamble: [String]
  /// Shape problems: output with no command before it, a command with no output in a transcript.
  public var problems: [Problem]

  /// The prompt that starts a command line in a transcript: `asyncplay> ` or `asyncplay [<anything>]> `.
  public static func command(in line: Substring) -> String? {
    if line.hasPrefix("asyncplay> ") { return String(line.dropFirst("asyncplay> ".count)) }
    if line == "asyncplay>" { return "" }
    guard line.hasPrefix("asyncplay ["), let close = line.range(of: "]> ") else { return nil }
    return String(line[close.upperBound...])
  }

  /// Reads a `.play` file.
  public init(text: String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    let hasPrompts = lines.contains { Self.command(in: $0) != nil }
    var steps: [Step] = []
    var preamble: [String] = []
    var problems: [Problem] = []
    if hasPrompts {
      var current: Step?
      for (offset, line) in lines.enumerated() {
        if let command = Self.command(in: line) {
          if let done = current { steps.append(done) }
          current = Step(command: command, line: offset + 1, expected: [])
        } else if current != nil {
          current!.expected!.append(String(line))
        } else if line.hasPrefix("#") || line.allSatisfy(\.isWhitespace) {
          preamble.append(String(line))
        } else {
          problems.append(Problem(line: offset + 1, message: "output \"\(line)\" has no command before it; "
            + "a command line starts with the prompt \"asyncplay> \""))
        }
      }
      if let done = current { steps.append(done) }
      // Trailing blank lines of the file belong to no command's output.
      if var last = steps.popLast() {
        while last.expected?.last?.isEmpty == true { last.expected!.removeLast() }
        steps.append(last)
      }
    } else {
      for (offset, line) in lines.enumerated() {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.isEmpty || trimmed.hasPrefix("#") {
          if steps.isEmpty { preamble.append(String(line)) }
          continue
        }
        steps.append(Step(command: String(trimmed), line: offset + 1, expected: nil))
      }
    }
    self.steps = steps
    self.isTranscript = hasPrompts
    self.preamble = preamble
    self.problems = problems
  }

  /// The file with every expectation replaced by `outputs` (one per step, in order): what `--update` writes.
  public func rewritten(with outputs: [[String]], prompts: [String]) -> String {
    var out = preamble.map { $0 + "\n" }.joined()
    for (i, step) in steps.enumerated() {
      out += prompts[i] + step.command + "\n"
      for line in outputs[i] { out += line + "\n" }
    }
    return out
  }
}
