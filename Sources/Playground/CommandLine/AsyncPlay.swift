import CLineEditor
import Scenarios
#if canImport(Glibc)
import Glibc
#endif
import TextBase
import TerminalIO
import Runs
import CommandLineGrammar
import Course

/// The `asyncplay` command: reads the arguments, does what they ask, and exits.
public enum AsyncPlay {
  /// Runs the command line `arguments` (including the program name) and exits with its status.
  ///
  /// Call it from the executable's top-level code, synchronously: the hidden child subcommands simulate in this
  /// process and need it free of tasks.
  public static func main(_ arguments: [String] = CommandLine.arguments) -> Never {
    let words = Array(arguments.dropFirst())
    let child = words.first == "__child" || words.first == "__bench" || words.first == "__explore"
    if !child {
      Output.prepareStandardDescriptors()
      CrashPolicy.apply(forced: words.first == "__crash")
    }
    // A child run enters its box (limits, Landlock, the trace channel) before anything else happens in it.
    if words.first == "__child" || words.first == "__explore" {
      BoxedChild.enter(refusingForks: words.first == "__child")
    }
    if words.first == "__crash" { crashForTesting() }
    let status = status(for: words)
    // A child run that saw work escape to other threads ends with _exit: those threads may hold locks that exit()'s
    // cleanup would wait on forever. Its output is already written (unbuffered).
    if child { _exit(status) }
    // A SIGTERM or SIGHUP that came while a pager or a demo had the terminal: it is restored; end as asked.
    if line_editor_terminate_signal() != 0 { line_editor_reraise(line_editor_terminate_signal()) }
    // A compile the REPL stopped waiting for (Ctrl-C) may still run in this process: no static destructors under it.
    if ResidentCompiler.isCompiling {
      fflush(nil)
      _exit(status)
    }
    exit(status)
  }

  /// The hidden `__crash` subcommand: traps the way an overflow in parsing would, so that the tests can see what
  /// ``CrashPolicy`` makes of a crash.
  private static func crashForTesting() -> Never {
    let big = Int64.max - Int64(CommandLine.arguments.count)
    _ = big.multipliedReportingOverflow(by: 2)  // the checked way, for contrast
    fatalError("a deliberate crash (asyncplay __crash)")
  }

  /// Does what `arguments` (without the program name) ask and returns the exit status.
  ///
  /// No arguments at all open the REPL (interactive on a terminal, a transcript when stdin is a pipe or file).
  public static func status(for arguments: [String]) -> Int32 {
    var arguments = arguments
    // --no-pager may be given anywhere (before the command, as git takes it, or among its options).
    if arguments.contains("--no-pager") {
      Pager.disableForProcess()
      arguments.removeAll { $0 == "--no-pager" }
    }
    if arguments.isEmpty { return REPL.run(REPLOptions()) }
    if arguments.first == "__pinned" { return PinnedRunList.print(arguments.dropFirst()) }
    if arguments.first == "__doc-tables" { return DocTables.run(arguments.dropFirst()) }
    let command: Command
    do {
      command = try CommandLineParser().parse(arguments)
    } catch {
      Output.standardError.line(error.line(Usage.language(in: arguments)))
      return UsageError.exitStatus
    }
    switch command {
    case .help:
      let language = Usage.language(in: arguments)
      Pager(language: language).write(HelpLayout.fitted(Usage.text(language: language), width: REPLTerminal.columns()))
      return 0
    case .commandHelp(let name):
      let language = Usage.language(in: arguments)
      Pager(language: language).write(HelpLayout.fitted(CommandHelp.named(name)?.text(language: language) ?? "",
                                                         width: REPLTerminal.columns()))
      return 0
    case .version:
      Output.standardOutput.write(VersionInfo.text(language: Usage.language(in: arguments)))
      return 0
    case .lessons(let options):
      return REPL.listLessons(options)
    case .list(let language):
      Pager(language: language).write(CatalogListing(language: language, width: REPLTerminal.columns()).render())
      return 0
    case .run(let request):
      return RunCommand(request: request).execute()
    case .play(let options):
      return PlayCommand(options: options).execute()
    case .test(let options):
      return TranscriptTestCommand(options: options).execute()
    case .bench(let request):
      return BenchCommand(request: request).execute()
    case .child(let request):
      guard let program = request.program else { return ChildMain.runScenario(request, scenarios: ScenarioCatalog.all) }
      switch StudentProgramLoader.load(program, scenario: request.scenario) {
      case .success(let scenario): return ChildMain.runScenario(request, scenarios: [scenario])
      case .failure(let problem):
        Output.standardError.line("asyncplay: " + problem.message)
        return ChildReport.failureStatus
      }
    case .explore(let request):
      return ExploreCommand(request: request).execute()
    case .exploreChild(let request):
      guard let program = request.program else {
        return ChildMain.runExploration(request, scenarios: ScenarioCatalog.all)
      }
      switch StudentProgramLoader.load(program, scenario: request.scenario) {
      case .success(let scenario): return ChildMain.runExploration(request, scenarios: [scenario])
      case .failure(let problem):
        Output.standardError.line("asyncplay: " + problem.message)
        return ChildReport.failureStatus
      }
    case .benchChild(let request):
      return ChildMain.runBench(request, workloads: BenchWorkload.all)
    case .exercise(let request):
      return ExerciseCommand(request: request).execute()
    case .preview(let request):
      return PreviewCommand(request: request).execute()
    case .repl(let options):
      return REPL.run(options)
    }
  }
}
