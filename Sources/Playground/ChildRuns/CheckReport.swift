import AsyncSimulation
import TextBase
import TraceRendering
import TerminalIO
import Runs
import Course

/// What `check` prints for a compiled-and-run (or not compiled) student file, and the exit status it ends with:
/// the compiler's diagnostics, or the run as `run` prints it followed by the exercise's checks.
struct CheckReport: Sendable {
  /// Everything to print, every line ending in a newline.
  var text = ""
  /// 0: the run finished and every check holds (a sandbox: the run finished); 1: a check fails, the file does not
  /// compile or the run crashed; a sandbox's deadlock, budget or escape keeps the engine's status (3, 4, 5).
  var status: Int32 = 0
  /// The run, when there was one.
  var trace: Trace?
  /// The checks' results, for an exercise that ran.
  var verdict: ExerciseVerdict?

  /// Where the report is shown, which decides how it names the next commands.
  enum Context: Sendable {
    /// `asyncplay check`: `asyncplay solution ID`, `asyncplay exercise ID --hints`.
    case commandLine
    /// The REPL's `check`: `compare solution`, `hint`.
    case repl
  }

  /// The report of `outcome` for `program`, in `language`; its sentences are wrapped to `width` columns.
  init(_ outcome: StudentRunner.Outcome, program: StudentProgram, language: Language, palette: Palette,
       context: Context = .commandLine, width: Int = REPLTerminal.defaultColumns) {
    let renderer = TextRenderer(language: language, palette: palette, width: width)
    /// A sentence wrapped to the width (continuation lines indented by two), each line painted.
    func sentence(_ text: String, _ style: Palette.Style) -> String {
      REPLWrap.hanging(text, first: "", indent: 2, width: width).split(separator: "\n")
        .map { palette.paint(String($0), style) + "\n" }.joined()
    }
    switch outcome {
    case .interrupted:
      text = palette.paint(language.pick("已中断", "interrupted"), .yellow) + "\n"
      status = 130
    case .failed(let message, let errors, let status):
      text = errors + palette.paint("asyncplay: " + message, .red) + "\n"
      self.status = status == 0 ? ChildReport.failureStatus : status
    case .didNotCompile(let diagnostics):
      text = diagnostics.text
      if !text.hasSuffix("\n") { text += "\n" }
      let count = max(diagnostics.errors.count, 1)
      // The diagnostics were read with what looks like a colour taken out: a name holding ESC [ … J is the file's.
      let first = diagnostics.errors.first.map { error in
        "\(error.file == DiagnosticBlocks.stripColor(program.file[...]) ? program.file : error.file):\(error.line)"
      } ?? program.file
      text += sentence(language.pick(
        "✗ \(program.file) 没有编译通过（\(count) 个错误；第一个在 \(first)）。改好后再 check。",
        "✗ \(program.file) does not compile (\(count) error\(count == 1 ? "" : "s"); the first at \(first)). "
          + "Fix it and check again."), .red)
      if diagnostics.fileChanged { text += Self.changedNote(program.file, language: language, palette: palette) }
      if let exercise = program.exercise, diagnostics.text.contains(StudentProgram.driverLabel(exercise)) {
        text += sentence(language.pick(
          "（标着 <driver of …> 的位置在练习自己的驱动代码里，它调用你的文件：请保留目标里列出的名字和签名。）",
          "(Locations marked <driver of …> are in the exercise's own driver, which calls into your file: keep the "
            + "names and signatures the goal lists.)"), .dim)
      }
      status = ChildReport.failureStatus
    case .ran(let trace, let details):
      self.trace = trace
      text = details.warnings
      if details.fileChanged { text += Self.changedNote(program.file, language: language, palette: palette) }
      text += renderer.render(trace)
      text += Self.standardError(details.errors, language: language, palette: palette)
      switch program.kind {
      case .sandbox:
        status = trace.outcome.exitStatus
      case .exercise(let exercise):
        let verdict = ExerciseVerdict(exercise: exercise, trace: trace, language: language)
        self.verdict = verdict
        text += "\n" + verdict.render(language: language, palette: palette, renderer: renderer, width: width)
        if verdict.passed {
          let compare = context == .repl ? "compare solution" : "asyncplay solution \(exercise.id)"
          text += sentence(language.pick(
            "✓ 全部成立：练习 \(exercise.id) 完成了！可以和参考答案对照：\(compare)",
            "✓ Every check holds: exercise \(exercise.id) is done! Compare with the reference: \(compare)"),
            .green)
          status = 0
        } else {
          let failing = verdict.results.count - verdict.holding
          let hints = context == .repl ? "hint" : "asyncplay exercise \(exercise.id) --hints"
          text += sentence(language.pick(
            "✗ 还有 \(failing) 项不成立。改 \(program.file)，再 check（提示：\(hints)）",
            "✗ \(failing) check\(failing == 1 ? " does" : "s do") not hold yet. Edit \(program.file) and check again "
              + "(hints: \(hints))"), .red)
          status = ChildReport.failureStatus
        }
      }
    }
  }

  /// The note that the file was saved again while it compiled: what follows is about the text read before.
  static func changedNote(_ file: String, language: Language, palette: Palette) -> String {
    palette.paint(language.pick(
      "（编译期间 \(file) 又被保存了：下面是开始时读到的那一版的结果；再 check 一次检查新的一版）",
      "(\(file) was saved again while it compiled: what follows is about the version read at the start; check again "
        + "for the new one)"), .yellow) + "\n"
  }

  /// The most lines of a program's standard error a report shows.
  static let shownErrorLines = 200

  /// What the program wrote to standard error, marked as such: a heading, then each line after `│ ` with its control
  /// characters made visible; at most ``shownErrorLines`` lines, then how many more there were. Empty when nothing.
  static func standardError(_ errors: String, language: Language, palette: Palette) -> String {
    guard !errors.isEmpty else { return "" }
    var lines = errors.split(separator: "\n", omittingEmptySubsequences: false)
    if errors.hasSuffix("\n") { lines.removeLast() }
    guard !lines.isEmpty else { return "" }
    var out = palette.paint(language.pick("你的代码写到标准错误（stderr）的内容：", "standard error (what your code wrote to stderr):"),
                            .dim) + "\n"
    for line in lines.prefix(shownErrorLines) {
      out += palette.paint("│ ", .dim) + LongLines.shortened(ControlCharacters.escaped(String(line))) + "\n"
    }
    if lines.count > shownErrorLines {
      let more = lines.count - shownErrorLines
      out += palette.paint(language.pick("│ ……还有 \(more) 行没有显示", "│ … \(more) more line\(more == 1 ? "" : "s") not shown"),
                           .dim) + "\n"
    }
    return out
  }

  /// The same outcome as JSON Lines: the trace as `run --json` writes it, then for an exercise one `check` object per
  /// check and a `verdict`; for a file that does not compile, one `diagnostic` object per diagnostic (and for an
  /// exercise a `verdict` with `"compiled":false`).
  static func json(_ outcome: StudentRunner.Outcome, program: StudentProgram, language: Language) -> (String, Int32) {
    switch outcome {
    case .interrupted: return ("", 130)
    case .failed(let message, _, let status):
      return ("{\"kind\":\"failure\",\"message\":\(JSONText.quoted(message))}\n",
              status == 0 ? ChildReport.failureStatus : status)
    case .didNotCompile(let diagnostics):
      var out = ""
      for header in diagnostics.headers {
        out += "{\"kind\":\"diagnostic\",\"file\":\(JSONText.quoted(header.file)),\"line\":\(header.line),"
          + "\"column\":\(header.column),\"severity\":\(JSONText.quoted(header.severity)),"
          + "\"message\":\(JSONText.quoted(header.message))}\n"
      }
      if let exercise = program.exercise {
        out += "{\"kind\":\"verdict\",\"exercise\":\(JSONText.quoted(exercise.id)),\"compiled\":false,"
          + "\"passed\":false,\"profile\":\(JSONText.quoted(program.project.name))}\n"
      }
      return (out, ChildReport.failureStatus)
    case .ran(let trace, _):
      var out = trace.jsonLines
      guard let exercise = program.exercise else { return (out, trace.outcome.exitStatus) }
      let verdict = ExerciseVerdict(exercise: exercise, trace: trace, language: language)
      for result in verdict.results {
        out += "{\"kind\":\"check\",\"name\":\(JSONText.quoted(result.name)),\"holds\":\(result.holds),"
          + "\"text\":\(JSONText.quoted(result.text))"
        if let check = result.check { out += ",\"check\":\(JSONText.quoted(check.description))" }
        out += ",\"events\":[\(result.events.map { String($0.seq) }.joined(separator: ","))]}\n"
      }
      out += "{\"kind\":\"verdict\",\"exercise\":\(JSONText.quoted(exercise.id)),\"compiled\":true,"
        + "\"passed\":\(verdict.passed),"
        + "\"holding\":\(verdict.holding),\"checks\":\(verdict.results.count),"
        + "\"profile\":\(JSONText.quoted(program.project.name))}\n"
      return (out, verdict.passed ? 0 : ChildReport.failureStatus)
    }
  }
}
