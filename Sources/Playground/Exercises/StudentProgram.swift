import AsyncSimulation
import Foundation
import Scenarios

/// A student's Swift file and what runs it: a sandbox file's own `play()`, or an exercise's driver.
struct StudentProgram: Sendable {
  /// What the file is.
  enum Kind: Sendable {
    /// Any file with a top-level `func play() async [throws]`, which runs as `main`.
    case sandbox
    /// The workspace file of an exercise; its driver runs as `main` and calls into the file.
    case exercise(Exercise)
  }

  /// The file, as the student named it.
  var file: String
  /// Sandbox or exercise.
  var kind: Kind
  /// The file's text as the caller already read it (`watch` compiles exactly what it hashed); nil: read when compiled.
  var snapshot: String?

  /// The exercise, if it is one.
  var exercise: Exercise? {
    if case .exercise(let exercise) = kind { return exercise }
    return nil
  }

  /// The name the run goes by (the child's scenario name; exports use it).
  var name: String {
    switch kind {
    case .sandbox:
      let base = FileSystem.fileName(of: file)
      return base.hasSuffix(".swift") ? String(base.dropLast(6)) : base
    case .exercise(let exercise): return exercise.id
    }
  }

  /// What the compiler gets: the file, plus the glue (and the driver) it runs with. Diagnostics in the glue are
  /// replaced by one message in `language`; those in a driver point to `<driver of ID>`.
  func compileRequest(language: Language) -> StudentCompiler.Request {
    var request: StudentCompiler.Request
    switch kind {
    case .sandbox:
      request = StudentCompiler.Request(file: file, added: [
        StudentCompiler.AddedSource(text: ProgramGlue.sandbox, name: "sandbox-main.swift", label: nil,
                                    replacement: ProgramGlue.noPlay(file: file, language: language)),
      ])
    case .exercise(let exercise):
      request = StudentCompiler.Request(file: file, added: [
        StudentCompiler.AddedSource(text: exercise.driver, name: "\(exercise.id)-driver.swift",
                                    label: Self.driverLabel(exercise), replacement: nil),
        StudentCompiler.AddedSource(text: ProgramGlue.exercise, name: "exercise-main.swift", label: nil,
                                    replacement: language.pick(
                                      "练习 \(exercise.id) 的驱动代码缺少 runExercise(_:)（练习数据有误）",
                                      "the driver of exercise \(exercise.id) has no runExercise(_:) (the exercise's data is wrong)")),
      ])
    }
    request.snapshot = snapshot
    return request
  }

  /// How diagnostics name an exercise's driver instead of its cache path.
  static func driverLabel(_ exercise: Exercise) -> String { "<driver of \(exercise.id)>" }

  /// The request that runs the compiled `library` in the child process.
  func runRequest(library: String, language: Language) -> RunRequest {
    var request = RunRequest(scenario: name)
    request.program = library
    request.language = language
    return request
  }
}

/// Compiles a ``StudentProgram`` and runs it in the simulator, in a child process like every run.
struct StudentRunner: Sendable {
  /// The compiler (or why there is none).
  var compiler: Result<StudentCompiler, CompileFailure>
  /// The program to start as the child (this executable).
  var executable: String = ChildProcess.currentExecutable
  /// Asked while the compiler or the child runs; true stops it (Ctrl-C in the REPL).
  var interruption: (@Sendable () -> Bool)?
  /// How long a run may take in real time: exercises are small, so code that runs this long never suspends.
  var wallLimit: Duration = .seconds(10)

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
  static let backtraceSettings = "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,"
    + "sanitize=no,limit=24,top=0,preset=friendly"

  /// Runs the `compiled` program of `program` in a child process.
  func run(_ compiled: StudentCompiler.Program, of program: StudentProgram, language: Language) -> Outcome {
    let request = program.runRequest(library: compiled.library, language: language)
    let command = RunCommand(request: request, executable: executable)
    var child = command.child(interruption: interruption)
    child.environmentDefaults = [("SWIFT_BACKTRACE", Self.backtraceSettings)]
    child.wallLimit = wallLimit
    let result: ChildProcess.Result
    do {
      result = try child.run()
    } catch {
      return .failed(error.message, errors: "", status: ChildReport.failureStatus)
    }
    if result.interrupted { return .interrupted }
    switch result.termination {
    case .signaled(let signal):
      let errors = Self.crashReport(result.errorText, file: program.file, language: language)
      return .failed(language.pick("你的代码崩溃了：进程被 \(Self.chineseSignal(signal)) 结束",
                                   "your code crashed: its process was killed by \(SignalName.describe(signal))"),
                     errors: errors, status: ChildReport.failureStatus)
    case .timedOut:
      let limit = DurationText.format(wallLimit)
      return .failed(language.pick(
        "你的代码 \(limit) 都没有让出线程，被停下了：从不挂起的代码（没有 await 的循环）让模拟无法前进",
        "your code did not yield for \(limit) and was stopped; code that never suspends (a loop without await) "
          + "keeps the simulation from moving on"), errors: result.errorText, status: ChildReport.timeoutStatus)
    case .exited:
      break
    }
    switch RunCommand.interpret(result, wallLimit: RunBudgets.wallLimit(for: request)) {
    case .trace(let trace, _, _):
      return .ran(trace, details: RunDetails(warnings: compiled.warnings, errors: result.errorText,
                                             fileChanged: compiled.fileChanged))
    case .failed(let status, let message):
      let errors = result.errorText
      let line = message ?? errors.split(separator: "\n").last.map(String.init) ?? "the program's process failed"
      return .failed(line.hasPrefix("asyncplay: ") ? String(line.dropFirst("asyncplay: ".count)) : line,
                     errors: message == nil ? "" : errors, status: status)
    }
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
    let userAsked = ResourceUsage.environment("SWIFT_BACKTRACE") != nil
    var kept = userAsked ? errors : ChildReport.withoutStackTrace(errors)
    let absolute = FileSystem.absolute(file)
    for line in errors.split(separator: "\n") {
      guard let at = line.range(of: " at ", options: .backwards) else { continue }
      let location = line[at.upperBound...]
      guard location.hasPrefix(absolute + ":") || location.hasPrefix(file + ":") else { continue }
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
      let shown = file + location.dropFirst(location.hasPrefix(absolute + ":") ? absolute.count : file.count)
      kept += language.pick("  在你的代码 \(shown)\(function.isEmpty ? "" : "，\(function) 里")\n",
                            "  in your code at \(shown)\(function.isEmpty ? "" : ", in \(function)")\n")
      break
    }
    return kept
  }

  private static func outcome(_ failure: CompileFailure) -> Outcome {
    switch failure {
    case .diagnostics(let diagnostics): return .didNotCompile(diagnostics)
    case .setup(let message): return .failed(message, errors: "", status: ChildReport.failureStatus)
    case .interrupted: return .interrupted
    }
  }
}
