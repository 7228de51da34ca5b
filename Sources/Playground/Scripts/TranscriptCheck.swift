import TextBase
import TerminalIO

/// One transcript file run as one fresh session and compared with its expectations, command by command.
///
/// The session is the piped REPL's with `--keep-going`: English unless the file says `lang zh`, no colour, Unicode,
/// 80 columns, an empty history; every command runs, even after one fails. Its errors are written without a line
/// number (see ``ScriptPrinting/output(of:line:palette:)``). Trailing spaces are not compared (see
/// ``PlayScript/trimmed(_:)``).
struct TranscriptCheck {
  /// A mismatch or a shape problem: the file's line and the report to print (with a diff for a mismatch).
  struct Failure: Equatable {
    /// The 1-based line of the command (or of the stray output).
    let line: Int
    /// What to print, every line ending in a newline.
    let report: String
  }

  /// The file as written on the command line (reports name it so).
  let path: String
  /// Its contents.
  let script: PlayScript

  /// What running the file found.
  struct Result {
    /// How many commands it holds (comments and empty commands are not counted).
    var commands = 0
    /// How many of them printed something else, or never ran.
    var failedCommands = 0
    /// How many shape problems the file has (each counts as a failure).
    var problems = 0
    /// Every failure (shape problems included), in the order of the file.
    var failures: [Failure] = []
    /// Each step's prompt, as the REPL printed it before the step.
    var prompts: [String] = []
    /// What each step printed.
    var outputs: [[String]] = []
    /// Whether `--update` may rewrite the file: every failure is one that new expectations fix.
    var rewritable = true
  }

  /// Runs every step in a new session whose runs go through `runner`.
  func run(runner: REPLRunner = REPLRunner()) -> Result {
    var result = Result()
    result.problems = script.problems.count
    for problem in script.problems {
      result.failures.append(Failure(line: problem.line, report: "\(path):\(problem.line): \(problem.message)\n"))
      result.rewritable = false
    }
    var session = REPLSession(language: .en, palette: .plain, unicode: true,
                              columns: { REPLTerminal.defaultColumns }, runner: runner)
    var quitLine: Int?
    for (index, step) in script.steps.enumerated() {
      result.prompts.append(session.prompt)
      if !step.isNote { result.commands += 1 }
      if let quitLine {
        result.outputs.append([])
        guard !step.isNote else { continue }
        result.failedCommands += 1
        result.rewritable = false
        result.failures.append(Failure(line: step.line, report: "\(path):\(step.line): \"\(shown(step))\" never "
          + "runs: the quit on line \(quitLine) ends the session; remove the commands after it\n"))
        continue
      }
      // As the piped REPL does, so that `history` shows the same lines.
      if step.command.contains(where: { $0 != " " && $0 != "\t" }) { session.history.append(step.command) }
      let reply = session.execute(step.command)
      if reply.quit { quitLine = step.line }
      let actual = ScriptPrinting.lines(ScriptPrinting.output(of: reply, line: nil, palette: .plain))
      result.outputs.append(actual)
      // A note prints nothing; anything under it in the file is a shape problem, reported already.
      if step.isNote { continue }
      if let failure = compare(step, actual, isLast: index == script.steps.count - 1) {
        result.failedCommands += 1
        result.failures.append(failure)
      }
      if let prompted = actual.first(where: { PlayScript.command(in: Substring($0)) != nil }) {
        // Written into the file, this line would start a new command: the expectation cannot be pinned.
        result.rewritable = false
        result.failures.append(Failure(line: step.line, report: "\(path):\(step.line): \"\(shown(step))\" printed "
          + "a line that reads as a prompt (\"\(REPLQuote.shorten(prompted))\"); a transcript cannot pin it\n"))
      }
    }
    result.failures.sort { $0.line < $1.line }
    return result
  }

  /// The failure for one step, or nil when it printed what the file expects.
  private func compare(_ step: PlayScript.Step, _ actual: [String], isLast: Bool) -> Failure? {
    guard var expected = step.expected else {
      return Failure(line: step.line, report: "\(path):\(step.line): \"\(shown(step))\" has no expected output: "
        + "this file has no prompt lines, so it is a demo script (asyncplay test --update turns it into a "
        + "transcript)\n")
    }
    expected = expected.map(PlayScript.trimmed)
    var actual = actual.map(PlayScript.trimmed)
    if isLast {
      // The file's trailing blank lines were dropped when it was read; drop the output's too.
      while expected.last?.isEmpty == true { expected.removeLast() }
      while actual.last?.isEmpty == true { actual.removeLast() }
    }
    guard expected != actual else { return nil }
    let what = expected.isEmpty
      ? "has no expected output under it, but printed \(actual.count) line\(actual.count == 1 ? "" : "s")"
      : "printed something else"
    let diff = UnifiedDiff.render(expected: expected, actual: actual, expectedName: "expected", actualName: "actual",
                                  firstLine: step.line + 1)
    return Failure(line: step.line, report: "\(path):\(step.line): \"\(shown(step))\" \(what):\n" + diff)
  }

  private func shown(_ step: PlayScript.Step) -> String { REPLQuote.shorten(ScriptPrinting.echo(step.command)) }
}
