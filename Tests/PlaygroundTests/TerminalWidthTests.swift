@testable import Playground
import Scenarios
import Testing
@testable import TextBase
@testable import TerminalIO

/// Everything the playground prints on a terminal fits it: at 80 and 120 columns, in English and Chinese, the
/// banner, `help`, the `tasks` table, a lesson step's footer and a `check` report, with no line wider than the
/// terminal and none starting with punctuation that may not start a line.
@Suite("Output fitted to the terminal", .serialized)
struct TerminalWidthTests {
  typealias Key = REPLPseudoTerminal.Key

  /// Punctuation a wrapped line must not start with (Chinese and English).
  static let forbiddenStarts: Set<Character> = ["，", "。", "、", "：", "；", "！", "？", "）", "」", "』", "”", "》",
                                                ",", ";", ":", ")", "!", "?"]

  /// The lines the terminal shows: escape sequences removed, and a carriage return that is not part of a line end
  /// starting the visible line again (libedit redraws the prompt that way).
  static func screenLines(_ output: Substring) -> [String] {
    var lines: [String] = []
    var line = String.UnicodeScalarView()
    var escape = false
    var csi = false
    var pendingReturn = false
    for scalar in output.unicodeScalars {
      if escape {
        if csi {
          if (0x40...0x7E).contains(scalar.value) { escape = false }
        } else if scalar == "[" {
          csi = true
        } else {
          escape = false
        }
        continue
      }
      if pendingReturn && scalar != "\n" { line = String.UnicodeScalarView() }
      pendingReturn = false
      switch scalar {
      case "\u{1B}":
        escape = true
        csi = false
      case "\r":
        pendingReturn = true
      case "\n":
        lines.append(String(line))
        line = String.UnicodeScalarView()
      case _ where scalar.value < 0x20:
        break
      default:
        line.append(scalar)
      }
    }
    if !line.isEmpty { lines.append(String(line)) }
    return lines
  }

  /// The problems with `lines` on a terminal `columns` wide: too wide, or starting with forbidden punctuation.
  static func problems(_ lines: [String], columns: Int) -> [String] {
    lines.compactMap { line in
      if DisplayWidth.of(line) > columns { return "\(DisplayWidth.of(line)) columns: \(line)" }
      if let first = line.first, forbiddenStarts.contains(first) { return "starts with \(first): \(line)" }
      return nil
    }
  }

  @Test("banner, help, tasks, a step's footer and a check report fit the terminal",
        arguments: [80, 120], ["en", "zh"])
  func fitted(columns: Int, language: String) throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    let terminal = try REPLPseudoTerminal(executable: Binary.path, arguments: ["--lang", language],
                                          environment: ExerciseTerminalTests.environment(folder), columns: columns,
                                          rows: 40)
    try terminal.read(until: "asyncplay> ")
    var shown: [String: [String]] = ["banner": Array(Self.screenLines(terminal.output[...]).dropLast())]
    let commands: [(line: String, prompt: String)] = [
      ("help", "asyncplay> "), ("open task-id", "asyncplay [task-id · 0 ms]> "),
      ("until 300ms", "asyncplay [task-id · 300 ms]> "), ("tasks", "asyncplay [task-id · 300 ms]> "),
      ("lesson 4", "asyncplay [task-id · 0 ms]> "), ("next", "asyncplay [task-id · 0 ms]> "),
      ("try", "asyncplay [task-id · 0 ms]> "), ("exercise task-id", "asyncplay [task-id · 0 ms]> "),
      ("check", "asyncplay [exercise task-id · "),
    ]
    for command in commands {
      let mark = terminal.mark
      terminal.type(command.line + Key.enter)
      // The echo of the command comes first: what it printed is between the echo and the next prompt.
      try terminal.read(until: command.line + "\r\n", after: mark)
      let start = try #require(terminal.output.range(of: command.line + "\r\n", range: mark..<terminal.mark)).upperBound
      try terminal.read(until: command.prompt, after: start)
      let end = try #require(terminal.output.range(of: command.prompt, range: start..<terminal.mark)).lowerBound
      shown[command.line] = Self.screenLines(terminal.output[start..<end])
    }
    terminal.type("quit" + Key.enter)
    #expect(try terminal.exitStatus() == 0)
    for (name, lines) in shown.sorted(by: { $0.key < $1.key }) {
      #expect(!lines.isEmpty, "\(name) printed nothing")
      #expect(Self.problems(lines, columns: columns) == [], "\(name) at \(columns) columns, \(language)")
    }
    // What was fitted is all there: the footer's moves, the tasks' header, the check's closing line.
    let footer = (shown["next"] ?? []).joined(separator: " ")
    #expect(footer.contains(language == "en" ? "quiz <letter> answers" : "quiz <字母> 作答"), "\(footer)")
    #expect(shown["tasks"]?.first?.hasPrefix(language == "en" ? "task" : "任务") == true)
    let check = (shown["check"] ?? []).joined(separator: "\n")
    #expect(check.contains(language == "en" ? "not hold yet" : "项不成立"), "\(check)")
    // The help's command column is capped: a long synopsis stands alone, its summary wrapped below it.
    let help = shown["help"] ?? []
    #expect(help.contains("  explore [max=N] [seed=N] [jitter=D] [--prints] [--all-orders]"), "\(help)")
  }

  @Test("a table too narrow for its columns wraps its cells, and narrower still becomes records")
  func tables() {
    let table = REPLTable(header: ["task", "state", "parent"],
                          rows: [["task#1", "waiting in withCheckedContinuation in receive() since 100 ms", "main"]],
                          width: 40)
    #expect(table.render() == """
      task    state                     parent
      task#1  waiting in                main
              withCheckedContinuation
              in receive() since 100
              ms

      """)
    let narrow = REPLTable(header: ["parameter", "value", "default", "accepts"],
                           rows: [["typing", "\"s@0 sw@120\"", "\"s@0\"", "text@ms entries with increasing times"]],
                           width: 40)
    #expect(narrow.render() == """
      typing
        value    "s@0 sw@120"
        default  "s@0"
        accepts  text@ms entries with
                 increasing times

      """)
    for line in narrow.render().split(separator: "\n") { #expect(DisplayWidth.of(String(line)) <= 40) }
  }

  @Test("help at 80 columns: the command column is capped and summaries hang under it, in both languages")
  func help() {
    for language in [Language.en, .zh] {
      let text = REPLHelp.overview(language: language, palette: .plain, width: 80)
      let lines = text.split(separator: "\n").map(String.init)
      #expect(Self.problems(lines, columns: 80) == [], "\(language)")
      let run = lines.firstIndex { $0.hasPrefix("  run [schedule=S] [--real]") }
      #expect(run != nil)
      if let run {
        #expect(lines[run] == "  run [schedule=S] [--real]", "too long for the column: on its own line")
        #expect(lines[run + 1].hasPrefix(String(repeating: " ", count: 28)) && lines[run + 1].dropFirst(28).first != " ")
      }
    }
  }
}
