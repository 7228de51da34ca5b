import AsyncSimulation
import TextBase
import Synchronization
#if canImport(Glibc)
import Glibc
#endif
import TerminalIO
import Runs
import Course

/// Compiles a ``StudentProgram`` and runs it in the simulator, in a child process like every run.
struct StudentRunner: Sendable {
  /// The compiler (or why there is none).
  var compiler: Result<StudentCompiler, CompileFailure>
  /// The program to start as the child (this executable).
  var executable: String = ChildProcess.currentExecutable
  /// Asked while the compiler or the child runs; true stops it (Ctrl-C in the REPL).
  var interruption: (@Sendable () -> Bool)?
  /// How long a run may take in real time: exercises are small, so code that runs this long never suspends.
  var wallLimit: Duration = RunBudgets.wallLimitSet ?? .seconds(10)
  /// The memory budget in bytes (`--max-memory`); nil for the default.
  var maxMemory: Int?

  /// What else a run that gave a trace left for the student to see.
  struct RunDetails: Sendable, Equatable {
    /// The compiler's warnings.
    var warnings = ""
    /// What the program wrote to its standard error.
    var errors = ""
    /// Whether the file was saved again while it compiled (the run is of the text read before).
    var fileChanged = false
  }

  /// What came of compiling and running.
  enum Outcome: Sendable {
    /// The file compiled and ran: the run's trace (it may have ended in a deadlock, a budget or an escape), the
    /// compiler's warnings and what the program wrote on stderr.
    case ran(Trace, details: RunDetails)
    /// The file does not compile.
    case didNotCompile(CompilerDiagnostics)
    /// No run: the one line saying why (no toolchain, a crash, a timeout), what the child wrote on stderr (a
    /// crash's `Fatal error` line, without the stack trace), and the exit status `run` would give.
    case failed(String, errors: String, status: Int32)
    /// Ctrl-C stopped the compiler or the run.
    case interrupted
  }

  /// Compiles `program` for a run in `language` and runs it.
  func run(_ program: StudentProgram, language: Language) -> Outcome {
    let compiled: StudentCompiler.Program
    switch compiler {
    case .failure(let failure): return Self.outcome(failure)
    case .success(var compiler):
      if compiler.interruption == nil { compiler.interruption = interruption }
      switch compiler.compile(program.compileRequest(language: language)) {
      case .failure(let failure): return Self.outcome(failure)
      case .success(let program): compiled = program
      }
    }
    return run(compiled, of: program, language: language)
  }

  /// What Swift's backtracer is told in a student program's child: a short text report of the crashed thread, which
  /// names the student's file and line (the program is compiled with debug information).
  /// 64 frames: enough for a recursion through the SwiftUI module (about eight frames a level) to show its user
  /// frame several times (see ``EndlessRecursion``).
  static let backtraceSettings = "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,"
    + "sanitize=no,limit=64,top=0,preset=friendly"

  /// Runs the `compiled` program of `program` in a child process, in its box (see ``RunBox``), following what it
  /// prints (see ``PrintMirror``), so that a flood stops at the event budget and a run that is stopped still shows
  /// what it printed.
  func run(_ compiled: StudentCompiler.Program, of program: StudentProgram, language: Language) -> Outcome {
    Self.noticeUnconfined(language)
    var request = program.runRequest(library: compiled.library, language: language)
    request.maxMemory = maxMemory
    let command = RunCommand(request: request, executable: executable)
    var child = command.child(interruption: interruption)
    child.environmentDefaults = [("SWIFT_BACKTRACE", Self.backtraceSettings)]
    child.wallLimit = wallLimit
    let budget = request.maxEvents ?? SimulationOptions().maxEvents
    let mirror = PrintMirror(budget: budget)
    child.monitor = { pid in mirror.follow(pid) }
    let key = command.box.key
    let limit = DurationText.format(wallLimit)
    let stuck = StuckRunStop(key: key)
    child.diagnose = { pid, output in
      let received = TraceChannel.read(output, key: key)
      _ = mirror.follow(pid)
      if let file = received.standardOutputAddress { mirror.takeBuffered(pid: pid, file: file) }
      return stuck.diagnose(pid: pid, output: output).message(limit: limit, language: language)
    }
    child.askToStop = { pid, output in stuck.askToStop(pid: pid, output: output) }
    let result: ChildProcess.Result
    do {
      result = try command.run(child)
    } catch {
      return .failed(error.message, errors: "", status: ChildReport.failureStatus)
    }
    mirror.finish()
    if result.interrupted { return .interrupted }
    let printed = Self.printed(mirror.seen, language: language)
    let errors = CheckReport.standardError(result.errorText, language: language, palette: .plain)
    if result.stoppedByMonitor {
      return .failed(Self.floodMessage(mirror.seen, budget: budget, language: language), errors: printed + errors,
                     status: ChildReport.timeoutStatus)
    }
    if let stop = RunStop(result, limits: RunBudgets.limits(for: request, wallLimit: wallLimit)) {
      return .failed(stop.message(language), errors: printed + ChildReport.withoutStackTrace(result.errorText),
                     status: ChildReport.timeoutStatus)
    }
    switch result.termination {
    case .signaled(let signal):
      let crash = Self.crashReport(result.errorText, file: program.file, language: language)
      if let recursion = EndlessRecursion(errors: result.errorText, signal: signal, files: [program.file]) {
        return .failed(recursion.message(language), errors: printed + crash, status: ChildReport.failureStatus)
      }
      return .failed(language.pick("你的代码崩溃了：进程被 \(Self.chineseSignal(signal)) 结束",
                                   "your code crashed: its process was killed by \(SignalName.describe(signal))"),
                     errors: printed + crash, status: ChildReport.failureStatus)
    case .timedOut:
      let message = result.diagnosis ?? HangDiagnosis.computing.message(limit: limit, language: language)
      // A run that stopped when asked sent its trace so far: shown as a run stopped by a budget, named.
      if let stopped = StuckRunStop.trace(of: result, key: key, program: compiled.library, files: [program.file],
                                          message: message,
                                          language: language) {
        return .ran(stopped.trace.compiled(with: program.project.name),
                    details: RunDetails(warnings: compiled.warnings, errors: result.errorText,
                                        fileChanged: compiled.fileChanged))
      }
      return .failed(message, errors: printed + errors, status: ChildReport.timeoutStatus)
    case .exited:
      break
    }
    switch command.interpret(result) {
    case .trace(let trace, _, _):
      return .ran(trace.compiled(with: program.project.name),
                  details: RunDetails(warnings: compiled.warnings, errors: result.errorText,
                                             fileChanged: compiled.fileChanged))
    case .failed(let status, let message):
      let stderr = result.errorText
      let line = message ?? stderr.split(separator: "\n").last.map(String.init) ?? "the program's process failed"
      let shown = (line.hasPrefix("asyncplay: ") ? String(line.dropFirst("asyncplay: ".count)) : line)
        .replacingOccurrences(of: FileSystem.absolute(program.file) + ":", with: program.file + ":")
      return .failed(shown, errors: message == nil ? "" : printed + errors, status: status)
    }
  }

  /// What a stopped run printed, for the report above its line: a heading, the first lines and the last, and how
  /// many between were not kept. Empty when it printed nothing.
  static func printed(_ seen: PrintMirror.Seen, language: Language) -> String {
    guard seen.lines > 0 else { return "" }
    var out = language.pick("你的代码被停下之前打印的内容：\n", "what your code printed before it was stopped:\n")
    for line in seen.head { out += "│ " + ControlCharacters.escaped(line) + "\n" }
    if seen.dropped > 0 {
      out += language.pick("│ ……中间还有 \(seen.dropped) 行没有保留……\n",
                           "│ … \(seen.dropped) more line\(seen.dropped == 1 ? "" : "s") not kept …\n")
    }
    for line in seen.tail { out += "│ " + ControlCharacters.escaped(line) + "\n" }
    return out
  }

  /// The line of a run stopped for printing more than `budget` lines.
  static func floodMessage(_ seen: PrintMirror.Seen, budget: Int, language: Language) -> String {
    let size = RunStop.size(seen.bytes)
    return language.pick(
      "已停止：你的代码打印了超过 \(budget) 行（事件预算；--max-events 可以调高），上面是开头和结尾的几行；共 \(seen.lines) 行、\(size)，其余 \(seen.dropped) 行被丢弃",
      "stopped: your code printed more than \(budget) lines (the event budget; --max-events raises it); the first "
        + "and last are shown above, \(seen.dropped) more of the \(seen.lines) lines (\(size) in all) were dropped")
  }

  /// Whether the notice that runs are not confined has been given in this process.
  private static let noticed = Atomic<Bool>(false)

  /// Says once per process, on stderr, that runs go ahead without Landlock, and why.
  static func noticeUnconfined(_ language: Language) {
    guard let reason = RunBox.confinement, !noticed.exchange(true, ordering: .relaxed) else { return }
    Output.standardError.line(language.pick(
      "asyncplay: \(reason)：你的代码不在盒子里运行（它能写你能写的任何地方、连接网络）；见 docs/sandbox.md",
      "asyncplay: \(reason): your code runs without the box (it can write wherever you can and reach the network); "
        + "see docs/sandbox.md"))
  }

  /// A signal named in Chinese, e.g. `SIGILL（Swift 运行时陷阱，例如前置条件不成立或 fatalError）`.
  static func chineseSignal(_ signal: Int32) -> String {
    let name = SignalName.describe(signal).prefix { $0 != " " }
    let meaning: String
    switch signal {
    case SIGILL, SIGTRAP: meaning = "Swift 运行时陷阱，例如前置条件不成立、数组越界或 fatalError"
    case SIGSEGV: meaning = "段错误：访问了无效的内存"
    case SIGABRT: meaning = "中止"
    case SIGBUS: meaning = "总线错误"
    case SIGFPE: meaning = "算术错误"
    case SIGKILL: meaning = "被强制结束"
    default: return String(SignalName.describe(signal))
    }
    return "\(name)（\(meaning)）"
  }

  /// A crashed child's stderr for the student: the runtime's message (`Fatal error: …`), then where in their file
  /// it happened (the first frame of the backtrace in `file`), without the backtrace itself unless the user set
  /// `SWIFT_BACKTRACE` (then the whole report is kept, and the location follows it).
  static func crashReport(_ errors: String, file: String, language: Language) -> String {
    crashReport(errors, files: [file], language: language)
  }

  /// Like ``crashReport(_:file:language:)`` for a program of several `files`: the innermost frame in any of them.
  static func crashReport(_ errors: String, files: [String], language: Language) -> String {
    let userAsked = ResourceUsage.environment("SWIFT_BACKTRACE") != nil
    var kept = userAsked ? errors : ChildReport.withoutStackTrace(errors)
    for line in errors.split(separator: "\n") {
      guard let (function, shown) = files.lazy.compactMap({ userFrame(line, file: $0) }).first else { continue }
      kept += language.pick("  在你的代码 \(shown)\(function.isEmpty ? "" : "，\(function) 里")\n",
                            "  in your code at \(shown)\(function.isEmpty ? "" : ", in \(function)")\n")
      break
    }
    return kept
  }

  /// A backtrace line's frame when it is in `file`: its function (empty when the line names none) and its place
  /// as the user gave the file (`Rec.swift:8:37`); nil for any other line.
  static func userFrame(_ line: Substring, file: String) -> (function: String, place: String)? {
    guard let at = line.range(of: " at ", options: .backwards) else { return nil }
    let location = line[at.upperBound...]
    let absolute = FileSystem.absolute(file)
    // The compiler names a file given as `./V.swift` as `V.swift`.
    var relative = Substring(file)
    while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
    let prefix = [absolute, file, String(relative)].first { location.hasPrefix($0 + ":") }
    guard let prefix else { return nil }
    // `  3 play() + 337 in 33cd2fc4.so at /path/file.swift:5:11` (`  3 [ra] 0x00007f… play() + 337 in …` without
    // the friendly preset): the frame number, markers and address, the function, its image.
    var function = ""
    if let image = line.range(of: " in ", options: .backwards, range: line.startIndex..<at.lowerBound) {
      var words = line[..<image.lowerBound].split(separator: " ")[...]
      while let first = words.first, Int(first) != nil || first.hasPrefix("[") || first.hasPrefix("0x") {
        words.removeFirst()
      }
      if let plus = words.lastIndex(of: "+"), plus == words.index(words.endIndex, offsetBy: -2) {
        words = words[..<plus]
      }
      function = words.joined(separator: " ")
    }
    return (function, file + location.dropFirst(prefix.count))
  }

  private static func outcome(_ failure: CompileFailure) -> Outcome {
    switch failure {
    case .diagnostics(let diagnostics): return .didNotCompile(diagnostics)
    case .setup(let message): return .failed(message, errors: "", status: ChildReport.failureStatus)
    case .interrupted: return .interrupted
    }
  }
}
