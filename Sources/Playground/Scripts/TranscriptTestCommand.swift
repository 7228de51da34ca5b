import TextBase
import TerminalIO
import CommandLineGrammar

/// `asyncplay test FILE|DIR … [--update]`: runs transcript files (see ``TranscriptCheck``) and reports, per
/// mismatch, `file:line` (the command's line) and a unified diff, then a closing `N passed, M failed` (commands;
/// each shape problem counts as one failure). Exit status 0 when nothing failed, 1 otherwise, 2 for a path that
/// does not exist, a directory without `.play` files, or `--update` under `CI=true`.
///
/// `--update` rewrites each file whose expectations differ, prompts as the REPL prints them; a file with a shape
/// problem, or a command that never runs, is reported and left alone (a stray line may be a mistyped prompt).
struct TranscriptTestCommand {
  /// What to check.
  var options: TranscriptTestOptions
  /// Starts the scenarios' child runs.
  var runner = REPLRunner()
  /// Reads environment variables (`CI`).
  var environment: (String) -> String? = ResourceUsage.environment
  /// Where the report goes.
  let output = Output.standardOutput

  /// Whether `CI` says this is a CI run (`true`, `1` or `yes`, in any case), where expectations are never
  /// rewritten: a run there must check them, not bless whatever the code prints.
  static func isCI(_ environment: (String) -> String?) -> Bool {
    guard let value = environment("CI")?.lowercased() else { return false }
    return ["true", "1", "yes"].contains(value)
  }

  /// Checks (or updates) every file; returns the exit status.
  func execute() -> Int32 {
    if options.update && Self.isCI(environment) {
      Output.standardError.line("asyncplay: test --update does not rewrite expectations under CI=true; run it "
        + "on your machine and review the diff before committing")
      return UsageError.exitStatus
    }
    let files: [String]
    do {
      files = try Self.files(options.paths)
    } catch {
      // Usage errors of `test` follow the locale (it has no --lang), and so do the files it cannot use.
      Output.standardError.line("asyncplay: " + error.message(.preferred))
      return UsageError.exitStatus
    }
    var passed = 0, failed = 0
    for path in files {
      let (good, bad) = check(path)
      passed += good
      failed += bad
    }
    output.line("\(passed) passed, \(failed) failed")
    return failed == 0 ? 0 : 1
  }

  /// The `.play` files the paths name, in the order given (a directory's sorted); one clear error when a path
  /// does not exist or a directory holds none.
  static func files(_ paths: [String]) throws(ScriptFiles.Failure) -> [String] {
    var files: [String] = []
    for path in paths {
      switch ScriptFiles.kind(of: path) {
      case .missing(let reason):
        throw ScriptFiles.Failure(zh: "找不到 \"\(path)\"：\(reason.chinese)；test 接受 .play 文件和放它们的文件夹",
                                  en: "cannot find \"\(path)\": \(reason.problem); test takes .play files and "
                                    + "directories holding them")
      case .file:
        files.append(path)
      case .directory:
        let found = try ScriptFiles.playFiles(under: path)
        guard !found.isEmpty else {
          throw ScriptFiles.Failure(zh: "文件夹 \"\(path)\" 里没有 .play 文件；转录测试是以 .play 结尾的文件",
                                    en: "the directory \"\(path)\" holds no .play files; a transcript test "
                                      + "is a file ending in .play")
        }
        files += found
      }
    }
    return files
  }

  /// Runs one file, prints its failures (or updates it); returns how many commands passed and failed.
  private func check(_ path: String) -> (passed: Int, failed: Int) {
    let file: UserFile.Text
    do {
      file = try ScriptFiles.readFile(path)
    } catch {
      output.line(error.message(.preferred))
      return (0, 1)
    }
    let text = file.text
    let script = PlayScript(text: text)
    let result = TranscriptCheck(path: path, script: script).run(runner: runner)
    if options.update && result.rewritable {
      let updated = script.rewritten(with: result.outputs, prompts: result.prompts)
      guard updated != text.replacingLineEnds() else { return (result.commands, 0) }
      do {
        try ScriptFiles.replace(path, with: updated, layout: file)
      } catch {
        output.line(error.message(.preferred))
        return (0, result.commands + result.problems)
      }
      let plural = result.commands == 1 ? "" : "s"
      output.line(result.failedCommands == 0 ? "updated \(path): only prompts and spacing changed"
        : "updated \(path): \(result.failedCommands) of \(result.commands) command\(plural) had other output")
      return (result.commands, 0)
    }
    for failure in result.failures { output.write(failure.report) }
    if options.update && !result.rewritable {
      output.line("\(path): not updated; fix its lines named above by hand first (a stray line may be a mistyped "
        + "prompt, and rewriting would drop it)")
    }
    return (result.commands - result.failedCommands, result.failedCommands + result.problems)
  }
}

extension String {
  /// The text with `\r\n` line ends written `\n` (as a rewrite produces it before the file's own line ends are put
  /// back).
  fileprivate func replacingLineEnds() -> String {
    guard contains("\r\n") else { return self }
    return split(omittingEmptySubsequences: false) { $0 == "\r\n" }.joined(separator: "\n")
  }
}
