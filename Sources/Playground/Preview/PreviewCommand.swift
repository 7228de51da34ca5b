import AsyncSimulation
import TextBase
import TerminalIO
import Runs
import CommandLineGrammar
import Course

/// `asyncplay preview FILE...`: compiles the files as one module against the `SwiftUI` module, runs the root (a
/// script's top-level code, a `#Preview`, a view) in a child process on virtual time, and shows the run as `run`
/// does — the same output, `--json`, exports, budgets and exit statuses.
struct PreviewCommand {
  /// What was asked.
  var request: PreviewRequest
  /// The program to start as the child (this executable).
  var executable: String = ChildProcess.currentExecutable

  private var language: Language { request.run.language }

  private var palette: Palette {
    Palette(enabled: Palette.shouldColor(request.run.color, isTerminal: Output.standardOutput.isTerminal,
                                         environment: ResourceUsage.environment))
  }

  /// Runs the command; returns the exit status.
  func execute() -> Int32 {
    let command = RunCommand(request: request.run, executable: executable)
    if let status = command.refuseUnwritableExports() { return status }
    let preview: PreviewBuild
    switch PreviewBuild.make(request, executable: executable, palette: palette) {
    case .success(let built): preview = built
    case .failure(let failure): return report(failure)
    }
    // The compiler's warnings go to stderr: stdout holds exactly what run prints. So does the list of the files'
    // other previews, when the first is shown.
    if !preview.warnings.isEmpty { Output.standardError.write(preview.warnings) }
    if !request.run.json, let note = preview.plan.otherPreviewsNote(language) { Output.standardError.line(note) }
    var run = request.run
    run.program = preview.library
    run.preview?.resources = PreviewContainer.resources(besideSwiftFiles: request.files)
    let shown = PreviewContainer.around(run) { run, container in
      let runner = PreviewRunner(request: run, files: preview.plan.files, executable: executable)
      switch runner.run(in: container) {
      case .crashed(let report, let result):
        // What the run did up to the crash first (when it came), then where in the user's code it crashed.
        var command = runner.command
        command.sources = request.files
        command.previewRoot = preview.plan.shownView ?? preview.plan.rootDescription
        _ = command.showCrashedTrace(result)
        Output.standardError.write(report)
        return ChildReport.failureStatus
      case .failed(let message):
        Output.standardError.line("asyncplay: " + message)
        return ChildReport.failureStatus
      case .stopped(let message, let printed):
        Output.standardError.write(printed)
        Output.standardError.line("asyncplay: " + message)
        return ChildReport.timeoutStatus
      case .finished(let result, let printed):
        Output.standardError.write(printed)
        var command = runner.command
        command.sources = request.files
        command.previewRoot = preview.plan.shownView ?? preview.plan.rootDescription
        return command.show(result)
      }
    }
    switch shown {
    case .success(let status): return status
    case .failure(let failure):
      Output.standardError.line("asyncplay: " + failure.message)
      return failure.isUsage ? UsageError.exitStatus : ChildReport.failureStatus
    }
  }

  /// Prints why there is no program and returns the exit status: 2 for a usage error, 1 for diagnostics or a
  /// compiler that could not run.
  private func report(_ failure: PreviewBuild.Failure) -> Int32 {
    switch failure {
    case .usage(let error):
      Output.standardError.line(error.line(language))
      return UsageError.exitStatus
    case .setup(let message):
      Output.standardError.line("asyncplay: " + message)
      return ChildReport.failureStatus
    case .interrupted:
      return 130
    case .diagnostics(let diagnostics, let file):
      if request.run.json {
        let program = StudentProgram(file: file, kind: .sandbox)
        Output.standardOutput.write(CheckReport.json(.didNotCompile(diagnostics), program: program,
                                                     language: language).0)
        return ChildReport.failureStatus
      }
      var text = diagnostics.text
      if !text.hasSuffix("\n") { text += "\n" }
      let count = diagnostics.errors.count
      let first = diagnostics.errors.first.map { "\($0.file):\($0.line)" } ?? file
      text += palette.paint(language.pick(
        "✗ 没有编译通过（\(max(count, 1)) 个错误；第一个在 \(first)）",
        "✗ does not compile (\(max(count, 1)) error\(count <= 1 ? "" : "s"); the first at \(first))"), .red) + "\n"
      Output.standardOutput.write(text)
      return ChildReport.failureStatus
    }
  }
}
