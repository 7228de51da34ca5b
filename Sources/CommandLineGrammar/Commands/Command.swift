import AsyncSimulation
import TextBase
import ProjectProfiles
import TraceRendering

/// What one `asyncplay` invocation asks for, as read from its arguments.
public enum Command: Equatable, Sendable {
  /// `asyncplay help`, `--help`, `-h`, or no arguments: print the usage.
  case help
  /// `asyncplay help <command>` or `asyncplay <command> --help`: print that command's help (see ``CommandHelp``).
  case commandHelp(String)
  /// `asyncplay --version` or `-V`: the version, the Swift that built it and the trace format's version.
  case version
  /// `asyncplay lessons`: the course and the student's progress.
  case lessons(REPLOptions)
  /// `asyncplay list`: the scenarios and their parameters.
  case list(Language)
  /// `asyncplay run <scenario> …`: run a scenario in a child process and show its trace.
  case run(RunRequest)
  /// `asyncplay play FILE …`: play a demo script of REPL commands, printing its transcript.
  case play(PlayOptions)
  /// `asyncplay test FILE|DIR …`: check transcript files against what their commands print.
  case test(TranscriptTestOptions)
  /// `asyncplay bench <workload> …`: run a benchmark workload in a child process and print one JSON object.
  case bench(BenchRequest)
  /// `asyncplay explore <scenario> …`: explore the orders the runtime could run a scenario in, grouped by outcome.
  case explore(RunRequest)
  /// The hidden `__child` subcommand: simulate a scenario in this process and write its trace as JSON Lines.
  case child(RunRequest)
  /// The hidden `__explore` subcommand: explore a scenario in this process (and its forks), write the result.
  case exploreChild(RunRequest)
  /// The hidden `__bench` subcommand: run a workload in this process and write its JSON result.
  case benchChild(BenchRequest)
  /// `asyncplay exercises|exercise|check|watch|solution|new …`: the exercises and the sandbox.
  case exercise(ExerciseRequest)
  /// `asyncplay preview FILE... [options]`: compile SwiftUI files as one module and run them in a child process.
  case preview(PreviewRequest)
  /// `asyncplay repl [flags]`, or only REPL flags (`asyncplay --lang en`): the interactive playground;
  /// `asyncplay lesson N [flags]` opens it at lesson N (``REPLOptions/startLesson``).
  /// (`asyncplay` with no arguments at all opens it too; ``AsyncPlay`` decides that.)
  case repl(REPLOptions)
}

/// A `name=value` argument, as typed.
public struct Assignment: Equatable, Sendable {
  /// The parameter name (left of the first `=`).
  public var name: String
  /// The value (right of the first `=`), possibly empty.
  public var value: String

  /// Creates an assignment.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }

  /// `name=value`.
  public var text: String { "\(name)=\(value)" }
}

/// Everything `asyncplay run` (and the child it starts) needs to know.
public struct RunRequest: Equatable, Sendable {
  /// The scenario's name, as typed (checked against the catalog by the parser).
  public var scenario: String
  /// The `name=value` arguments, in the order given.
  public var assignments: [Assignment] = []
  /// `--json`: print the trace as JSON Lines instead of text.
  public var json = false
  /// `--real`: run on the stock executors and the real clock instead of simulating.
  public var real = false
  /// `--lang`: the language of the rendering and of the scenario's printed lines.
  public var language: Language = .preferred
  /// `--no-color` turns colour off.
  public var color: ColorChoice = .auto
  /// `--max-time`: the virtual-time budget (in a real run: the wall-clock budget); nil for the default.
  public var maxTime: Duration?
  /// `--max-events`: the event budget; nil for the default.
  public var maxEvents: Int?
  /// `--max-jobs`: the job budget; nil for the default.
  public var maxJobs: Int?
  /// `--cores`: how many threads the simulated cooperative pool has (1 to ``SimulationOptions/maxCores``); nil for
  /// ``SimulationOptions/defaultCores``.
  public var cores: Int?
  /// `--max-memory`: the memory budget in bytes; nil for the default (see ``RunBox/Limits``).
  public var maxMemory: Int?
  /// `--wall`: report the child's wall-clock time on stderr.
  public var wall = false
  /// `--explain`: after the trace, what it shows (``TraceReview``'s findings, as the REPL's `explain` prints them).
  public var explain = false
  /// `--export FORMAT=FILE` (repeatable): files to write the run to, besides printing it.
  public var exports: [Export] = []
  /// A compiled student program (a shared library built by ``StudentCompiler``) that provides the scenario, instead
  /// of the catalog; passed to the child as `--program PATH`.
  public var program: String?
  /// `--schedule`: the choices to make where the order is open (a witness of `explore`); nil for first in, first out.
  public var schedule: Schedule?
  /// `explore`'s settings: `--max`, `--seed`, `--jitter`, `--prints`, `--all-orders`.
  public var exploration = ExplorationSettings()
  /// `preview`'s settings (`--root`, `--do`, `--routes`, `--container`; the child gets the actions and routes); nil
  /// for any other run.
  public var preview: PreviewSettings?
  /// `--profile`, `--swift-version`, `--default-isolation`, `--approachable-concurrency`: the project settings a
  /// preview's files are compiled with (see ``ProjectChoice``).
  public var project = ProjectChoice()

  /// One `--export`.
  public struct Export: Equatable, Sendable {
    /// The format.
    public var format: ExportFormat
    /// The file.
    public var path: String

    /// `--export format=path`.
    public init(format: ExportFormat, path: String) {
      self.format = format
      self.path = path
    }
  }

  /// A request to run `scenario` with default settings.
  public init(scenario: String) { self.scenario = scenario }
}

/// Everything `asyncplay bench` (and the child it starts) needs to know.
public struct BenchRequest: Equatable, Sendable {
  /// The workload's name (checked against ``BenchWorkload/all`` by the parser).
  public var workload: String
  /// The `name=value` arguments, in the order given.
  public var assignments: [Assignment] = []

  /// A request to run `workload` with its default sizes.
  public init(workload: String, assignments: [Assignment] = []) {
    self.workload = workload
    self.assignments = assignments
  }
}
