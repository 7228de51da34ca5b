import AsyncSimulation
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
    switch kind {
    case .sandbox:
      return StudentCompiler.Request(file: file, added: [
        StudentCompiler.AddedSource(text: ProgramGlue.sandbox, name: "sandbox-main.swift", label: nil,
                                    replacement: ProgramGlue.noPlay(file: file, language: language)),
      ])
    case .exercise(let exercise):
      return StudentCompiler.Request(file: file, added: [
        StudentCompiler.AddedSource(text: exercise.driver, name: "\(exercise.id)-driver.swift",
                                    label: Self.driverLabel(exercise), replacement: nil),
        StudentCompiler.AddedSource(text: ProgramGlue.exercise, name: "exercise-main.swift", label: nil,
                                    replacement: language.pick(
                                      "练习 \(exercise.id) 的驱动代码缺少 runExercise(_:)（练习数据有误）",
                                      "the driver of exercise \(exercise.id) has no runExercise(_:) (the exercise's data is wrong)")),
      ])
    }
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

  /// What came of compiling and running.
  enum Outcome: Sendable {
    /// The file compiled and ran: the run's trace (it may have ended in a deadlock, a budget or an escape) and the
    /// compiler's warnings.
    case ran(Trace, warnings: String)
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
    return run(library: compiled.library, of: program, language: language, warnings: compiled.warnings)
  }

  /// Runs an already compiled `library` of `program` in a child process.
  func run(library: String, of program: StudentProgram, language: Language, warnings: String = "") -> Outcome {
    let request = program.runRequest(library: library, language: language)
    let command = RunCommand(request: request, executable: executable)
    let result: ChildProcess.Result
    do {
      result = try command.child(interruption: interruption).run()
    } catch {
      return .failed(error.message, errors: "", status: ChildReport.failureStatus)
    }
    if result.interrupted { return .interrupted }
    var errors = result.errorText
    if case .signaled = result.termination, ResourceUsage.environment("SWIFT_BACKTRACE") == nil {
      errors = ChildReport.withoutStackTrace(errors)
    }
    switch RunCommand.interpret(result, wallLimit: RunBudgets.wallLimit(for: request)) {
    case .trace(let trace, _, _):
      return .ran(trace, warnings: warnings)
    case .failed(let status, let message):
      let line = message ?? errors.split(separator: "\n").last.map(String.init) ?? "the program's process failed"
      return .failed(line.hasPrefix("asyncplay: ") ? String(line.dropFirst("asyncplay: ".count)) : line,
                     errors: message == nil ? "" : errors, status: status)
    }
  }

  private static func outcome(_ failure: CompileFailure) -> Outcome {
    switch failure {
    case .diagnostics(let diagnostics): return .didNotCompile(diagnostics)
    case .setup(let message): return .failed(message, errors: "", status: ChildReport.failureStatus)
    case .interrupted: return .interrupted
    }
  }
}
