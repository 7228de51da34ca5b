import AsyncSimulation
import TextBase
import Runs
import CommandLineGrammar
import Course

/// A preview's files made into a program: read, checked, planned (what is the root) and compiled with their
/// generated entry point (see ``PreviewGlue``) into a library the child loads.
struct PreviewBuild: Sendable {
  /// What runs.
  var plan: PreviewPlan
  /// The compiled library.
  var library: String
  /// The compiler's warnings (empty when there were none).
  var warnings: String

  /// Why there is no program.
  enum Failure: Error, Sendable {
    /// A file that cannot be read, a routes file that is wrong, nothing or too much to show: one line, exit 2.
    case usage(UsageError)
    /// The files do not compile: the diagnostics, and the file the summary names when none has a location.
    case diagnostics(CompilerDiagnostics, file: String)
    /// The compiler could not be found or run, or the cache cannot be written: one line, exit 1.
    case setup(String)
    /// Ctrl-C stopped the compiler.
    case interrupted
  }

  /// Reads, checks, plans and compiles `request`'s files; `interruption` stops the compiler (the REPL's Ctrl-C).
  static func make(_ request: PreviewRequest, executable: String, palette: Palette,
                   cacheRoot: String = CompileCache.defaultRoot(),
                   interruption: (@Sendable () -> Bool)? = nil) -> Result<PreviewBuild, Failure> {
    let language = request.run.language
    var texts: [String] = []
    for file in request.files {
      if let problem = ExerciseWorkspace.unreadable(file, language) { return .failure(.usage(UsageError(problem.message))) }
      guard let text = FileSystem.read(file), FileSystem.isFile(file) else {
        return .failure(.usage(UsageError(zh: "没有文件 \"\(file)\"；preview 需要 Swift 文件的路径",
                                          en: "no file \"\(file)\"; preview needs the paths of Swift files")))
      }
      // The compiler takes only a `.swift` file for Swift source: another (`routes`, `Feed.txt`) was compiled as
      // Swift when it had no extension (its words reported as Swift errors) and was left out when it had one (the
      // root then "could not be made").
      guard file.hasSuffix(".swift") else {
        return .failure(.usage(UsageError(zh: "\(file) 不是 Swift 文件：preview 需要以 .swift 结尾的文件",
                                          en: "\(file) is not a Swift file: preview needs files ending in .swift")))
      }
      texts.append(text)
    }
    let plan: PreviewPlan
    do {
      plan = try PreviewPlan.make(files: request.files, texts: texts, root: request.run.preview?.root,
                                  language: language)
    } catch {
      return .failure(.usage(error))
    }
    var compiler: StudentCompiler
    switch StudentCompiler.forThisBinary(executable: executable, cacheRoot: cacheRoot) {
    case .failure(.setup(let message)): return .failure(.setup(message))
    case .failure: return .failure(.setup("the Swift compiler cannot be used"))
    case .success(let found): compiler = found.reportingProgress(language: language)
    }
    if let problem = compiler.toolchain.previewProblem() { return .failure(.setup(problem)) }
    compiler.colorDiagnostics = palette.enabled
    compiler.interruption = interruption
    let glue = PreviewGlue.source(for: plan).map { glue in
      StudentCompiler.AddedSource(text: glue, name: PreviewGlue.fileName(for: glue), label: nil,
                                  replacement: PreviewGlue.rootProblem(plan, language: language))
    }
    // The classes Xcode generates from a Core Data model (see ModelCodeGeneration).
    let generated = ModelCodeGeneration.source(besideSwiftFiles: plan.files).map {
      StudentCompiler.AddedSource(text: $0, name: ModelCodeGeneration.fileName(for: $0),
                                  label: "<the Core Data model's generated classes>")
    }
    var compile = StudentCompiler.Request(file: plan.files[0], added: [glue, generated].compactMap { $0 })
    compile.otherFiles = Array(plan.files.dropFirst())
    compile.module = compiler.toolchain.previewModule(script: plan.root == .script,
                                                      plugin: texts.contains(where: PreviewExpansion.needsPlugin))
    compile.module.project = request.run.project.settings
    switch compiler.compile(compile) {
    case .success(let program):
      return .success(PreviewBuild(plan: plan, library: program.library, warnings: program.warnings))
    case .failure(.diagnostics(let diagnostics)):
      // Nothing wrong in the user's files, only in the entry point made for the root: the root cannot be made
      // (`--root Nope`), a usage error of one line, not diagnostics summed up as "1 errors" at the first file.
      if diagnostics.errors.isEmpty, diagnostics.text.contains(PreviewGlue.rootProblem(plan, language: language)) {
        return .failure(.usage(PreviewGlue.rootUsageError(plan)))
      }
      return .failure(.diagnostics(diagnostics, file: plan.files[0]))
    case .failure(.setup(let message)): return .failure(.setup(message))
    case .failure(.interrupted): return .failure(.interrupted)
    }
  }
}
