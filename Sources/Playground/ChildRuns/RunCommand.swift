import AsyncSimulation
import Scenarios
import TextBase
import TraceRendering
import TerminalIO
import Runs
import CommandLineGrammar
import Course

/// `asyncplay run`: runs the scenario in a child process, then renders the trace it sends back.
///
/// The parent never simulates: it spawns its own executable with the hidden `__child` subcommand, reads the JSON
/// Lines trace from the child's stdout, and prints it as text (or verbatim with `--json`).
struct RunCommand {
  /// What to run and how to show it.
  var request: RunRequest
  /// The program to start as the child (this executable).
  var executable: String = ChildProcess.currentExecutable

  /// The child's arguments: the hidden subcommand, the language and budgets, then after `--` the scenario and its
  /// assignments (a preview's name is its first file's, which may start with a dash: `-odd.swift`).
  static func childArguments(for request: RunRequest) -> [String] {
    var arguments = ["__child", "--lang", request.language.rawValue]
    if request.real { arguments.append("--real") }
    if let time = request.maxTime { arguments += ["--max-time", Milliseconds.format(time.nanosecondsClamped) + "ms"] }
    if let events = request.maxEvents { arguments += ["--max-events", String(events)] }
    if let jobs = request.maxJobs { arguments += ["--max-jobs", String(jobs)] }
    if let cores = request.cores { arguments += ["--cores", String(cores)] }
    if let program = request.program { arguments += ["--program", program] }
    if let schedule = request.schedule { arguments += ["--schedule", schedule.description] }
    if let actions = request.preview?.actions, actions.utf8.count <= RunBox.longestArgumentActions {
      arguments += ["--do=" + actions]
    }
    if let routes = request.preview?.routes { arguments += ["--routes", FileSystem.absolute(routes)] }
    return arguments + ["--", request.scenario] + request.assignments.map(\.text)
  }

  /// What the parent makes of a finished child: the trace it sent, or why there is none.
  enum Interpretation {
    /// The child exited with an outcome's status and sent a complete trace (`jsonLines` is its text as sent).
    case trace(Trace, jsonLines: String, status: Int32)
    /// No usable trace: the exit status to report and the line explaining why (without the `asyncplay: ` prefix),
    /// or nil when the child already explained itself on stderr.
    case failed(status: Int32, message: String?)

    /// Whether it is the trace of a run that ended at a refused action (exit status 2, the refusal on stderr).
    var isRefusal: Bool {
      if case .trace(_, _, UsageError.exitStatus) = self { return true }
      return false
    }
  }

  /// The box the child runs in: its trace's key, its limits, where it may write (see ``RunBox``).
  var box = RunBox()
  /// The user's files a preview was compiled from, where `--explain` looks for the lines that write a property.
  var sources: [String] = []
  /// How a preview's root is named (`RepoSearchView`, `#Preview at list.swift:40`): its slide's title says it.
  var previewRoot: String?

  /// The child process for this request, with its wall-clock limit, in its box.
  func child(interruption: (@Sendable () -> Bool)? = nil) -> ChildProcess {
    var child = ChildProcess(executable: executable, arguments: Self.childArguments(for: request),
                             wallLimit: RunBudgets.wallLimit(for: request))
    child.interruption = interruption
    // A preview's app keeps its storage in its container (see PreviewContainer).
    if let container = request.preview?.container {
      child.environmentOverrides += PreviewContainer.environment(for: container)
    }
    return child
  }

  /// Runs `child` (from ``child(interruption:)``, adjusted by the caller) with a fresh container: a folder of its
  /// own that is its home and temporary folder and the one place beside `/dev/null` it may write, removed after.
  func run(_ child: ChildProcess) throws(ChildProcess.SpawnError) -> ChildProcess.Result {
    var child = child
    var box = self.box
    box.limits = RunBudgets.limits(for: request, wallLimit: child.wallLimit)
    // A preview's app has its container already (its environment set by child(interruption:)): that is the one
    // place it may write. Any other run gets a fresh one.
    let container = request.preview?.container == nil ? RunContainer.make() : nil
    defer { container.map(RunContainer.remove) }
    if let kept = request.preview?.container {
      box.writable = [kept]
    } else if let container {
      box.writable = [container]
      child.environmentOverrides += RunContainer.environment(container)
    }
    box.executable = RunBox.executables
    box.confined = RunBox.confinement == nil
    // A script too long for the command line (childArguments left it out) goes with the box.
    if let actions = request.preview?.actions, actions.utf8.count > RunBox.longestArgumentActions {
      box.actions = actions
    }
    child.input = Array(box.text.utf8)
    return try child.run()
  }

  /// Runs and renders; returns the exit status (the child's: 0, 3, 4 or 5; 1 when it crashed).
  func execute() -> Int32 {
    if let status = refuseUnwritableExports() { return status }
    let result: ChildProcess.Result
    do {
      result = try run(child())
    } catch {
      Output.standardError.line("asyncplay: \(error.message)")
      return ChildReport.failureStatus
    }
    return show(result)
  }

  /// An export that cannot be written is reported before the run, not after its output: its exit status, or nil
  /// when every export can be written.
  func refuseUnwritableExports() -> Int32? {
    for export in request.exports {
      if let problem = AtomicFile.problemWriting(export.path, inPlaceForSpecialFiles: true) {
        Output.standardError.line("asyncplay: " + problem.writing(export.path, request.language))
        return ChildReport.failureStatus
      }
    }
    return nil
  }

  /// Shows what the finished child sent — its trace as text or JSON, its exports — and returns the exit status.
  /// A run that ended at a refused action shows its trace first and the refusal (on stderr) after it.
  func show(_ result: ChildProcess.Result) -> Int32 {
    let interpretation = interpret(result)
    let refused = interpretation.isRefusal
    if !refused { ChildReport.forwardErrors(of: result, language: request.language) }
    defer { if refused { ChildReport.forwardErrors(of: result, language: request.language) } }
    if request.wall { Output.standardError.line(ChildReport.wallLine(result.wallNanos)) }
    switch interpretation {
    case .failed(let status, let message):
      if let message { Output.standardError.line("asyncplay: " + message) }
      return status
    case .trace(let stopped, let text, let status):
      return display(stopped, jsonLines: text, status: status)
    }
  }

  /// Shows the trace of a child whose code crashed, if it sent one (see ``CrashedRunTrace``), as ``show(_:)`` shows
  /// a trace — the crash's report is the caller's to write after it; whether there was one.
  func showCrashedTrace(_ result: ChildProcess.Result) -> Bool {
    guard let crashed = CrashedRunTrace.read(result, key: box.key, redacting: redacted) else { return false }
    _ = display(crashed.trace, jsonLines: crashed.jsonLines, status: ChildReport.failureStatus)
    return true
  }

  /// Prints `stopped` (text or JSON, with budget advice) and writes the exports; returns `status`, or the failure
  /// status when an export could not be written.
  private func display(_ stopped: Trace, jsonLines text: String, status: Int32) -> Int32 {
      var trace = BudgetAdvice(request: request, executable: executable).advise(stopped, wording: .flags)
      // A preview's files were compiled: the run names the project settings they were compiled with.
      if request.preview != nil { trace = trace.compiled(with: request.project.settings.name) }
      if request.json {
        Output.standardOutput.write(trace == stopped ? text : trace.jsonLines)
      } else {
        let colored = Palette.shouldColor(request.color, isTerminal: Output.standardOutput.isTerminal,
                                          environment: ResourceUsage.environment)
        // Fitted to the terminal, or piped to COLUMNS (else 80): a snapshot pins the width with COLUMNS.
        let renderer = TextRenderer(language: request.language, palette: Palette(enabled: colored),
                                    width: REPLTerminal.columns())
        var text = renderer.render(trace)
        if request.explain {
          let review = TraceReviewText(events: trace.events, sources: PropertyWriteLines(paths: sources),
                                       language: request.language, palette: Palette(enabled: colored),
                                       width: REPLTerminal.columns())
          text += "\n" + review.render()
        }
        Pager(language: request.language).write(text)
      }
      let parameters = request.assignments.map(\.text)
      for export in request.exports {
        let changed = SlideTitle.changed(request.assignments.map { ($0.name, $0.value) },
                                         of: ScenarioCatalog.all.first { $0.name == request.scenario })
        let title = previewRoot.map { SlideTitle.preview(request.scenario, root: $0, language: request.language) }
        let rendered = export.format.render(trace, scenario: title ?? request.scenario, parameters: parameters,
                                            changed: title == nil ? changed : nil, language: request.language)
        if let problem = ExportFormat.write(rendered, to: export.path, language: request.language) {
          Output.standardError.line("asyncplay: " + problem)
          return ChildReport.failureStatus
        }
        if export.format == .svg, let warning = SlideFonts.warning(request.language) {
          Output.standardError.line(warning)
        }
      }
      return status
  }

  /// `text` without the preview's container path (it differs from run to run).
  func redacted(_ text: String) -> String {
    request.preview?.container.map { PreviewContainer.redactingPath(in: text, container: $0) } ?? text
  }

  /// Reads a finished scenario child: its trace, or the exit status and the one line that says why there is none.
  /// The trace counts only when it came whole on the channel, marked with this run's key (see ``TraceChannel``).
  func interpret(_ result: ChildProcess.Result) -> Interpretation {
    // A preview runs the user's files, not a scenario: its stuck or crashed run is named as the user knows it.
    let what = request.preview == nil ? "scenario" : "preview"
    let wallLimit = RunBudgets.wallLimit(for: request)
    if let stop = RunStop(result, limits: RunBudgets.limits(for: request, wallLimit: wallLimit)) {
      return .failed(status: ChildReport.timeoutStatus, message: stop.message(request.language))
    }
    switch result.termination {
    case .timedOut:
      let line = ChildReport.timeoutLine(what: what, wallLimit: wallLimit)
      // A run that stopped when asked (see StuckRunStop) sent its trace so far: shown, its report the diagnosis.
      let message = result.diagnosis ?? String(line.dropFirst("asyncplay: ".count))
      if let stopped = StuckRunStop.trace(of: result, key: box.key, program: request.program, files: sources,
                                          message: message,
                                          language: request.language, redacting: redacted) {
        return .trace(stopped.trace, jsonLines: stopped.jsonLines, status: ChildReport.timeoutStatus)
      }
      return .failed(status: ChildReport.timeoutStatus,
                     message: line.hasPrefix("asyncplay: ") ? String(line.dropFirst("asyncplay: ".count)) : line)
    case .signaled(let signal):
      let message = "the \(what) crashed: its process was killed by " + SignalName.describe(signal)
      // The run up to the crash, when the child sent it: shown, the crash its report.
      if var crashed = CrashedRunTrace.read(result, key: box.key, redacting: redacted)?.trace {
        crashed.events[crashed.events.count - 1].report = message
        return .trace(crashed, jsonLines: crashed.jsonLines, status: ChildReport.failureStatus)
      }
      return .failed(status: ChildReport.failureStatus, message: message)
    case .exited(let status):
      let received = TraceChannel.read(result.standardOutput, key: box.key)
      // The child already explained itself on stderr (a usage error is exit status 2); a refused action sent the
      // run up to it as well.
      if status == UsageError.exitStatus {
        let text = request.preview?.container.map { PreviewContainer.redactingPath(in: received.text, container: $0) }
          ?? received.text
        guard received.complete, let trace = try? Trace(jsonLines: text), trace.done != nil else {
          return .failed(status: status, message: nil)
        }
        return .trace(trace, jsonLines: text, status: status)
      }
      if let problem = ChannelReport(received, status: status).message(request.language) {
        return .failed(status: ChildReport.failureStatus, message: problem)
      }
      // A preview's container path never shows (it differs from run to run).
      let redacted = request.preview?.container.map {
        PreviewContainer.redactingPath(in: received.text, container: $0)
      } ?? received.text
      let text = CallSiteMarkers.resolve(in: redacted)
      guard Trace.Outcome(exitStatus: status) != nil else {
        return .failed(status: ChildReport.failureStatus,
                       message: "the scenario's process exited with status \(status)")
      }
      let trace: Trace
      do {
        trace = try Trace(jsonLines: text)
      } catch {
        return .failed(status: ChildReport.failureStatus, message: "the scenario's trace could not be read (\(error))")
      }
      guard trace.done != nil else {
        return .failed(status: ChildReport.failureStatus,
                       message: "the scenario's trace is incomplete (it has no done event)")
      }
      return .trace(trace, jsonLines: text, status: status)
    }
  }
}
