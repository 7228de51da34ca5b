import AsyncSimulation
import TextBase
import Synchronization
#if canImport(Glibc)
import Glibc
#endif
import TerminalIO

/// Compiles a student's Swift file, with the sources the exercise adds (its driver, the generated entry point), into
/// a shared library that the child process loads (see ``StudentProgramLoader``).
///
/// Only these few files are compiled, against the `.swiftmodule`s asyncplay was built from; the engine and the
/// SwiftUI module are not recompiled or relinked. `AsyncSimulation` (`SwiftUI` for app code) is imported implicitly,
/// so a file needs no import line. The student's file is compiled from its own path, so every diagnostic and every runtime trap
/// names it and its lines. A program whose inputs have not changed since the last compile is reused.
package struct StudentCompiler: Sendable {
  /// The compiler and modules.
  package let toolchain: StudentToolchain
  /// Where programs and generated sources are kept.
  package let cache: CompileCache
  /// Asked while the compiler runs; true stops it (Ctrl-C in the REPL).
  package var interruption: (@Sendable () -> Bool)?
  /// Called while the compiler runs, about every 50 ms, with the time spent so far (for a progress line).
  package var progress: (@Sendable (Int64) -> Void)?
  /// Whether the compiler may colour its diagnostics (the output goes to a terminal).
  package var colorDiagnostics = false
  /// A line written to stderr before a compile actually starts (not when a program is reused).
  package var announcement: String?
  /// The language of the line that counts the warnings (see ``CompilerWarnings``).
  package var language: Language = .en
  /// Called when a compile that reported ``progress`` is over.
  package var progressEnd: (@Sendable () -> Void)?
  /// The compiler kept loaded in this process, tried before the frontend process (see ``ResidentCompiler``); nil in a
  /// one-off command.
  package var resident: ResidentCompiler?

  /// How long the compiler may run (``limitVariable`` overrides it).
  package var limit: Duration = Self.defaultLimit
  /// The compile limit by default.
  package static let defaultLimit: Duration = .seconds(60)
  /// The environment variable that sets the compile limit, as a duration (`90s`, `2m`).
  package static let limitVariable = "ASYNCPLAY_COMPILE_LIMIT"

  /// A source file the exercise adds to the student's: its text, the name it is kept under in the cache, and how
  /// diagnostics that point into it are labelled.
  package struct AddedSource: Sendable {
    /// The Swift text.
    package var text: String
    /// The file name in the cache's `sources/` folder.
    package var name: String
    /// What diagnostics show instead of its cache path, e.g. `<driver of task-id>`; nil when they are replaced by
    /// ``replacement`` instead.
    package var label: String?
    /// For generated code the student never sees: one message that replaces every diagnostic pointing into it.
    package var replacement: String?

    /// Every stored value given (the memberwise initializer, which other modules cannot see).
    package init(text: String, name: String, label: String? = nil, replacement: String? = nil) {
      self.text = text
      self.name = name
      self.label = label
      self.replacement = replacement
    }
  }

  /// What to compile.
  package struct Request: Sendable {
    /// The student's file, as the student named it (diagnostics show this path).
    package var file: String
    /// The sources the exercise adds.
    package var added: [AddedSource]
    /// The file's text as the caller already read it (`watch` hashes what it read); nil: read now.
    package var snapshot: String?
    /// More of the user's files, compiled into the same module (`preview FILE...`), named as the user named them.
    package var otherFiles: [String] = []
    /// How the files become a module.
    package var module = StudentModule.exercise

    /// The user's files: ``file`` first.
    package var files: [String] { [file] + otherFiles }

    /// Every stored value given (the memberwise initializer, which other modules cannot see).
    package init(file: String, added: [AddedSource], snapshot: String? = nil, otherFiles: [String] = [],
                 module: StudentModule = .exercise) {
      self.file = file
      self.added = added
      self.snapshot = snapshot
      self.otherFiles = otherFiles
      self.module = module
    }
  }

  /// A compiled program.
  package struct Program: Sendable {
    /// The shared library.
    package var library: String
    /// The compiler's warnings (rewritten like errors), empty when there were none.
    package var warnings: String
    /// Whether an earlier compile of the same inputs was reused.
    package var reused: Bool
    /// Wall time of the compile in nanoseconds (0 when reused).
    package var wallNanos: Int64
    /// Whether the file was saved again while it compiled (the program is the text read before).
    package var fileChanged = false
    /// Whether the object was compiled in this process (see ``ResidentCompiler``) rather than by `swift-frontend`.
    package var compiledInProcess = false
  }

  /// A toolchain and cache for this binary, or why there is none.
  package static func forThisBinary(executable: String = ChildProcess.currentExecutable,
                            cacheRoot: String = CompileCache.defaultRoot())
    -> Result<StudentCompiler, CompileFailure> {
    switch StudentToolchain.locate(executable: executable) {
    case .failure(let problem): return .failure(.setup(problem.message))
    case .success(let toolchain):
      var compiler = StudentCompiler(toolchain: toolchain, cache: CompileCache(root: cacheRoot, toolchain: toolchain))
      compiler.resident = ResidentCompiler.forTools(toolchain.tools)
      switch compileLimit(from: ResourceUsage.environment(limitVariable)) {
      case .success(let limit): compiler.limit = limit
      case .failure(let problem): return .failure(problem)
      }
      return .success(compiler)
    }
  }

  /// The compile limit that ``limitVariable`` sets (the default when unset or empty), or why its value is refused.
  package static func compileLimit(from value: String?) -> Result<Duration, CompileFailure> {
    guard let value, !value.isEmpty else { return .success(defaultLimit) }
    guard let limit = DurationSyntax.parse(value), limit > .zero else {
      return .failure(.setup("bad value \"\(ControlCharacters.escaped(value))\" for \(limitVariable); expected a "
        + "duration above 0, e.g. 90s or 2m"))
    }
    return .success(limit)
  }

  /// Whether the next compile is the first one (it builds the module cache, which takes a few seconds).
  package var isFirstCompile: Bool { !cache.isWarm }

  /// This compiler, telling the student on stderr what it is doing: before the first compile (which builds the
  /// module cache) a line saying so, terminal or not; on a terminal, a line that counts the seconds while it
  /// compiles and is erased when it is done; elsewhere (a pipe, a log) a line every ``progressEvery``.
  package func reportingProgress(language: Language) -> StudentCompiler {
    var compiler = self
    compiler.language = language
    if isFirstCompile {
      // Two lines, so that the first fits an 80-column terminal whatever the path: the folder goes below it, and on
      // a terminal only when it fits (a log or a pipe always gets it).
      var lines = [language.pick("asyncplay: 第一次编译：先建好编译器的模块缓存（要几秒钟）……",
                                 "asyncplay: first compile: building the compiler's module cache (a few seconds)…")]
      let folder = language.pick("  在 ", "  in ") + cache.moduleCache
      if !Output.standardError.isTerminal || DisplayWidth.of(folder) <= REPLTerminal.columns() { lines.append(folder) }
      compiler.announcement = lines.joined(separator: "\n")
    }
    if Output.standardError.isTerminal {
      compiler.progress = { nanos in
        let seconds = Double(nanos / 100_000_000) / 10
        Output.standardError.writeControl("\r\u{1B}[K" + language.pick("编译中… \(seconds) 秒", "compiling… \(seconds) s"))
      }
      compiler.progressEnd = { Output.standardError.writeControl("\r\u{1B}[K") }
    } else {
      let reported = ProgressTicks()
      let every = Self.progressEvery.nanosecondsClamped
      compiler.progress = { nanos in
        guard reported.advance(to: nanos / every) else { return }
        let seconds = nanos / 1_000_000_000
        Output.standardError.line(language.pick("asyncplay: 仍在编译… \(seconds) 秒", "asyncplay: still compiling… \(seconds) s"))
      }
    }
    return compiler
  }

  /// How often a compile says it is still going when standard error is not a terminal.
  package static let progressEvery: Duration = .seconds(5)

  /// Compiles `request` (or reuses the program compiled from the same inputs).
  ///
  /// What is compiled is the text read once, at the start (``Request/snapshot``, or the file read now): a copy in the
  /// compile's scratch folder (see ``SourceSnapshot``), never the file itself, which the student may save again
  /// while the compiler runs. The program is kept under a hash of everything that makes it what it is.
  package func compile(_ request: Request) -> Result<Program, CompileFailure> {
    var request = request
    var texts: [String] = []
    for file in request.files {
      if file == request.file, let snapshot = request.snapshot {
        texts.append(snapshot)
        continue
      }
      do {
        texts.append(try UserFile.text(at: file, limit: UserFile.scriptLimit).text)
      } catch {
        return .failure(.setup(error.reading(file)))
      }
    }
    let text = texts[0]
    // An app-code exercise whose files use a macro of the plugin (`@Model`, `@ModelActor`) loads it, as a preview does.
    if request.module.loadsMacroPluginWhenUsed, request.module.plugins.isEmpty,
       (texts + request.added.map(\.text)).contains(where: PreviewExpansion.needsPlugin) {
      request.module.plugins = [toolchain.swiftUIMacrosTool + "#SwiftUIMacros"]
      request.module.stamps += toolchain.previewStamps
    }
    if let problem = toolchain.tools.problem { return .failure(.setup(problem)) }
    if let problem = cache.prepare(origin: toolchain.modules) { return .failure(.setup(cacheProblem(problem))) }
    var paths: [String] = []
    for source in request.added {
      switch cache.writeSource(source.text, named: source.name) {
      case .success(let path): paths.append(path)
      case .failure(let failure): return .failure(failure)
      }
    }
    let key = programKey(request, texts: texts, added: paths)
    let library = cache.programs + "/" + key + ".so"
    let log = cache.programs + "/" + key + ".log"
    if FileSystem.isFile(library) {
      let warnings = FileSystem.read(log) ?? ""
      return .success(Program(library: library, warnings: shownWarnings(warnings, request: request, paths: paths),
                              reused: true, wallNanos: 0))
    }
    if let announcement { Output.standardError.line(announcement) }
    defer { progressEnd?() }
    let temporary = library + ".tmp.\(ProcessIdentity.current)"
    let scratch: String
    switch cache.makeCompilerScratch() {
    case .success(let path): scratch = path
    case .failure(.setup(let problem)): return .failure(.setup(cacheProblem(problem)))
    case .failure(let failure): return .failure(failure)
    }
    defer { TemporaryFolderOwner.release(scratch) }
    // Each file is compiled from a copy of the text read (see SourceSnapshot); a script's is called main.swift, the
    // name the compiler takes top-level code from (see ScriptMainFile).
    var snapshots: [String] = []
    // A preview's #Preview lines, rewritten, and the student's text of each (see PreviewExpansion).
    var rewritten: [[Int: Substring]] = []
    // An app's `#if os(iOS)` is true, as on the iPhone it runs as (see PlatformConditions).
    let appCode = texts.contains(where: PlatformConditions.importsAppFramework)
    for (index, (file, read)) in zip(request.files, texts).enumerated() {
      var text = read
      if request.module.expandsPreviews {
        let expansion = PreviewExpansion.expand(read, file: index)
        text = expansion.text
        rewritten.append(expansion.lines)
      } else {
        rewritten.append([:])
      }
      text = ApplicationMainAttribute.rewritten(text, languageMode: request.module.project.languageMode)
      if appCode { text = PlatformConditions.rewritten(text) }
      // Core Data's `@NSManaged` and `@objc`, which need the Objective-C runtime (see ManagedAttributes).
      text = ManagedAttributes.rewritten(text)
      let copy = index == 0 && request.module.script ? ScriptMainFile.copyPath(in: scratch)
        : scratch + "/" + Self.copyName(of: file, at: index)
      if index == 0 && request.module.script, let problem = FileSystem.makeDirectories(FileSystem.directory(of: copy)) {
        return .failure(.setup(cacheProblem(problem)))
      }
      if let problem = FileSystem.writeAtomically(SourceSnapshot.text(text, file: file), to: copy) {
        return .failure(.setup(cacheProblem(problem)))
      }
      snapshots.append(copy)
    }
    // The frontend compiles every file into one object (one job, no module: nobody imports a student's module),
    // a script's object passes through llvm-objcopy, and the toolchain's linker makes the library (see
    // CompilerTools).
    let tools = toolchain.tools
    let object = temporary + ".o"
    let autolink = temporary + ".autolink"
    defer {
      FileSystem.remove(object)
      FileSystem.remove(autolink)
    }
    let arguments = compilerArguments(files: snapshots, added: paths, module: request.module, color: colorDiagnostics)
    let frontend = tools.frontend[0]
    var steps: [Step] = [Step(frontend) { Array(tools.frontend.dropFirst()) + arguments + ["-o", object] }]
    // A process that keeps the compiler loaded compiles the object in itself; anything but a clean compile is
    // compiled again by the frontend process, whose diagnostics the student reads (see ResidentCompiler).
    var compiledInProcess = false
    let residentStart = VirtualClock.wallNanos()
    switch resident?.compile(frontendArguments: arguments, object: object, limit: limit, start: residentStart,
                             stop: interruption ?? { false }, progress: progress) {
    case .compiled?:
      steps.removeFirst()
      compiledInProcess = true
    case .declined?, nil: break
    case .interrupted?: return .failure(.interrupted)
    case .timedOut?: return .failure(.setup(limitMessage(request)))
    }
    let residentNanos = VirtualClock.wallNanos() - residentStart
    if request.module.script {
      steps.append(Step(tools.objcopy) { ScriptMainFile.objcopyArguments + [object] })
    }
    // The object's autolink entries are read here (see AutolinkEntries); the tool runs only for an object that
    // cannot be read so.
    var entries: String?
    steps.append(Step(tools.autolinkExtract, inProcess: {
      entries = AutolinkEntries.read(object: object)
      return entries != nil
    }) { [object, "-o", autolink] })
    steps.append(Step(tools.linker) {
      tools.linkArguments(objects: [object], library: temporary, autolink: entries ?? FileSystem.read(autolink) ?? "",
                          extra: request.module.script ? ScriptMainFile.linkerOptions : [])
    })
    var result: ChildProcess.Result
    let raw: String
    switch runSteps(steps, scratch: scratch) {
    case .success(let (last, text)):
      (result, raw) = (last, text)
      result.wallNanos += residentNanos
    case .failure(let failure):
      FileSystem.remove(temporary)
      return .failure(failure)
    }
    // The copies' paths never reach the student; their excerpts are renumbered to the files' lines.
    var output = raw
    for (file, copy) in zip(request.files, snapshots) {
      let directive = SourceSnapshot.directivePath(for: file)
      output = SourceSnapshot.renumber(output, directivePath: directive)
        .replacingOccurrences(of: copy, with: file)
        .replacingOccurrences(of: "\"" + directive + "\"", with: "\"" + file + "\"")
      // A path with a character the directive could not hold (`"`, `\`, a control character) is named as it is.
      if directive != file { output = output.replacingOccurrences(of: directive + ":", with: file + ":") }
    }
    for (index, file) in request.files.enumerated() {
      output = PreviewExpansion.restore(output, file: file, index: index, lines: rewritten[index])
    }
    let changed = request.snapshot == nil && changedSince(text, file: request.file)
    switch result.termination {
    case .exited(0):
      if let problem = FileSystem.move(temporary, to: library) { return .failure(.setup(cacheProblem(problem))) }
      FileSystem.writeAtomically(DiagnosticBlocks.stripColor(output[...]), to: log)
      cache.prune()
      var program = Program(library: library, warnings: shownWarnings(output, request: request, paths: paths),
                            reused: false, wallNanos: result.wallNanos)
      program.fileChanged = changed
      program.compiledInProcess = compiledInProcess
      return .success(program)
    case .exited, .signaled:
      FileSystem.remove(temporary)
      let text = rewrite(output, request: request, paths: paths)
      var diagnostics = CompilerDiagnostics(text: text.isEmpty ? output : text)
      if let problem = environmentProblem(diagnostics, termination: result.termination, request: request,
                                          paths: paths) {
        return .failure(.setup(problem))
      }
      diagnostics.fileChanged = changed
      return .failure(.diagnostics(diagnostics))
    case .timedOut:
      FileSystem.remove(temporary)
      return .failure(.setup(limitMessage(request)))
    }
  }

  /// What a compile stopped at the limit says.
  func limitMessage(_ request: Request) -> String {
    "the Swift compiler did not finish \(request.file) within \(DurationText.format(limit)) (the compile limit; "
      + "\(Self.limitVariable)=2m allows more) and was stopped"
  }

  /// The warnings of a compile that succeeded, rewritten, the first few in full and their count (see
  /// ``CompilerWarnings``).
  package func shownWarnings(_ output: String, request: Request, paths: [String]) -> String {
    CompilerWarnings.summarized(rewrite(output, request: request, paths: paths), project: request.module.project,
                                language: language)
  }

  /// The name of the compiled copy of the user's `index`th file: its own name after its position, so that two files
  /// of one name in different folders never share a copy, and a macro's `#fileID` (a macro sees the copy's name, not
  /// the `#sourceLocation` the copy begins with) never meets the one the directive gives the user's code.
  /// A name that would pass ``nameLimit`` with the position before it loses bytes from the end of its stem, at a
  /// character's boundary: a legal 255-byte file name compiles.
  package static func copyName(of file: String, at index: Int) -> String {
    let prefix = "\(index)-", name = FileSystem.fileName(of: file)
    guard prefix.utf8.count + name.utf8.count > Self.nameLimit else { return prefix + name }
    let suffix = name.hasSuffix(".swift") ? ".swift" : ""
    var stem = Substring(name.dropLast(suffix.count))
    while prefix.utf8.count + stem.utf8.count + suffix.utf8.count > Self.nameLimit { stem = stem.dropLast() }
    return prefix + stem + suffix
  }

  /// The longest name of a copy, in bytes: the file systems' 255 (NAME_MAX) less what the atomic write adds to its
  /// temporary (`.tmp.<pid>.<thread>`, up to 33 bytes).
  package static let nameLimit = 255 - 40

  /// One program a compile runs: the tool, and its arguments, made when the steps before it have run (the link
  /// reads the libraries that `swift-autolink-extract` wrote).
  package struct Step {
    package var tool: String
    /// Does the step's work in this process when it can: true when it did (the tool is then not started).
    package var inProcess: () -> Bool
    package var arguments: () -> [String]

    package init(_ tool: String, inProcess: @escaping () -> Bool = { false }, _ arguments: @escaping () -> [String]) {
      self.tool = tool
      self.inProcess = inProcess
      self.arguments = arguments
    }
  }

  /// Runs the steps of a compile in order until one fails: the last one's result (its wall time the whole
  /// compile's) and what they all wrote.
  private func runSteps(_ steps: [Step], scratch: String)
    -> Result<(ChildProcess.Result, String), CompileFailure> {
    let start = VirtualClock.wallNanos()
    var output = ""
    var last: ChildProcess.Result?
    for step in steps where last.map({ $0.termination == .exited(0) }) ?? true {
      if step.inProcess() { continue }
      switch runCompiler(step.tool, step.arguments(), scratch: scratch, start: start) {
      case .success(let finished):
        output += finished.errorText + finished.outputText
        last = finished
      case .failure(let failure): return .failure(failure)
      }
    }
    guard var result = last else { return .failure(.setup("nothing to compile")) }
    result.wallNanos = VirtualClock.wallNanos() - start
    return .success((result, output))
  }

  /// Runs `tool` (the compiler, or a tool beside it) once with `arguments` (its temporary files in `scratch`),
  /// reporting progress since `start` and stopping when interrupted.
  private func runCompiler(_ tool: String, _ arguments: [String], scratch: String, start: Int64)
    -> Result<ChildProcess.Result, CompileFailure> {
    var child = ChildProcess(executable: tool, arguments: arguments, wallLimit: limit, environmentDefaults: [])
    child.environmentOverrides.append(("TMPDIR", scratch))
    let stop = interruption ?? { false }
    if let progress {
      child.interruption = {
        progress(VirtualClock.wallNanos() - start)
        return stop()
      }
    } else {
      child.interruption = interruption
    }
    let result: ChildProcess.Result
    do {
      result = try child.run()
    } catch {
      return .failure(.setup("cannot start \(tool): \(error.message)"))
    }
    return result.interrupted ? .failure(.interrupted) : .success(result)
  }

  /// The name the program is kept under: a hash of the build, the compiler, the path as given and in full (both
  /// are in the program's debug information and messages), the text, the added sources and the arguments.
  package func programKey(_ request: Request, texts: [String], added paths: [String]) -> String {
    var key = ContentHash()
    key.add("snapshot-2")
    key.add(toolchain.buildKey)
    key.add(Self.identity(of: toolchain.swiftc))
    for part in request.module.stamps { key.add(part) }
    if request.module.expandsPreviews { key.add("previews expanded") }
    // How it is linked (the run path, the script's wrapped exit), the objects and libraries aside.
    for argument in toolchain.tools.linkArguments(objects: [], library: "", autolink: "",
                                                  extra: request.module.script ? ScriptMainFile.linkerOptions : []) {
      key.add(argument)
    }
    // The profile by name as well as by the flags it becomes: two profiles are never one program.
    key.add(request.module.project.name)
    for (file, text) in zip(request.files, texts) {
      key.add(file)
      key.add(FileSystem.absolute(file))
      key.add(text)
    }
    for source in request.added { key.add(source.text) }
    // The key leaves out colour, so a program compiled for a terminal is reused from a pipe and the other way round.
    let placeholders = request.files.indices.map { "<snapshot \($0)>" }
    for argument in compilerArguments(files: placeholders, added: paths, module: request.module, color: false) {
      key.add(argument)
    }
    return key.hex
  }

  /// What identifies a compiler binary: its path, and the size and modification time of the file it resolves to.
  package static func identity(of compiler: String) -> String {
    let resolved = FileSystem.resolved(compiler)
    let stamp = FileSystem.stamp(resolved)
    return "\(resolved) \(stamp?.size ?? -1) \(stamp?.modified ?? -1)"
  }

  /// Whether the file no longer holds `text` (it was saved again while it compiled).
  package func changedSince(_ text: String, file: String) -> Bool {
    (try? UserFile.text(at: file, limit: UserFile.scriptLimit).text) != text
  }

  /// A cache that cannot be used, said as such: never a problem with the student's file.
  package func cacheProblem(_ problem: String) -> String {
    "the compile cache \(cache.root) cannot be used (\(problem)); set ASYNCPLAY_CACHE_DIR to a folder you can write"
  }

  /// A failed compile that is not about the sources — no error names the student's file or an added source; the
  /// compiler could not write, ran out of space or crashed — as one line naming the cause, else nil.
  package func environmentProblem(_ diagnostics: CompilerDiagnostics, termination: ChildProcess.Termination,
                          request: Request, paths: [String]) -> String? {
    // As the diagnostics were read: with what looks like a colour taken out (a name may hold ESC [ … J).
    let sources = (request.files + request.added.compactMap(\.label) + paths).flatMap { [$0, DiagnosticBlocks.stripColor($0[...])] }
    if diagnostics.errors.contains(where: { sources.contains($0.file) }) { return nil }
    if request.added.contains(where: { $0.replacement.map(diagnostics.text.contains) ?? false }) { return nil }
    let text = DiagnosticBlocks.stripColor(diagnostics.text[...])
    let first = text.split(separator: "\n").first { $0.contains("error") }.map(String.init)
      ?? text.split(separator: "\n").first.map(String.init) ?? ""
    if text.contains("No space left on device") || text.contains("Disk quota exceeded") {
      return "the disk holding the compile cache \(cache.root) is full; free some space (or set ASYNCPLAY_CACHE_DIR "
        + "to another disk) and check again: \(first)"
    }
    if text.contains("Read-only file system") || text.contains("Permission denied") {
      return cacheProblem(first)
    }
    if case .signaled(let signal) = termination {
      return "the Swift compiler crashed (\(SignalName.describe(signal))) before it had anything to say about "
        + "\(request.file)\(first.isEmpty ? "" : ": " + first)"
    }
    guard !first.isEmpty else { return "the Swift compiler failed without a message (\(termination))" }
    return "the Swift compiler failed before it could read \(request.file): \(first)"
  }

  /// The frontend's arguments for the user's `files` (their copies) and the `added` sources, without the output
  /// path: one job compiles them all into one object (no `-primary-file`: the whole module at once). Full debug
  /// information costs the frontend 2 % here (Benchmarks/README.md) and names the function of an `exit` call or a
  /// trap (`in your code at File.swift:12:7, in load()`), which line tables alone do not for async functions; what
  /// `-g` cost through the driver was the second job that emitted the module for the debugger.
  package func compilerArguments(files: [String], added: [String], module: StudentModule, color: Bool) -> [String] {
    var arguments = ["-c"] + files + added
    arguments += toolchain.tools.platformArguments
    arguments += ["-module-name", "Student"] + module.project.compilerFlags
    arguments += ["-Onone", "-g", "-debug-info-format=dwarf", "-dwarf-version=4",
                  "-I", toolchain.modules, "-module-cache-path", cache.moduleCache]
    if !module.script { arguments.append("-parse-as-library") }
    for map in toolchain.moduleMaps { arguments += ["-Xcc", "-fmodule-map-file=" + map] }
    for name in module.implicitImports { arguments += ["-import-module", name] }
    for plugin in module.plugins { arguments += ["-load-plugin-executable", plugin] }
    if module.script { arguments += ["-entry-point-function-name", ScriptMainFile.entrySymbol] }
    arguments += color ? ["-color-diagnostics", "-Xcc", "-fcolor-diagnostics"]
      : ["-no-color-diagnostics", "-Xcc", "-fno-color-diagnostics"]
    return arguments
  }

  /// The compiler's output with the cache paths of added sources replaced by their labels, and diagnostics in
  /// generated code replaced by their one message. The note that follows every use of an unavailable API
  /// (`'GeometryReader' has been explicitly marked unavailable here`) is left out when it points outside the
  /// user's files: the error before it already says all its message says, and the note showed the SwiftUI
  /// module's own source (its path in the package, `fatalError("unavailable")`) for a mistake in the user's code.
  package func rewrite(_ output: String, request: Request, paths: [String]) -> String {
    guard !output.isEmpty else { return "" }
    var blocks = DiagnosticBlocks.split(output)
    let userFiles = Set(request.files)
    // A note that points into asyncplay's own sources (`'declared(_:body:)' declared here` in the SwiftUI module)
    // shows its internals for a mistake in the user's code; the error before it says what is wrong.
    let ours = toolchain.packageSources
    blocks.removeAll { block in
      guard let header = block.header, header.severity == "note", !userFiles.contains(header.file) else { return false }
      return header.message.hasSuffix("has been explicitly marked unavailable here")
        || ours.map(header.file.hasPrefix) == true
    }
    // `import MapKit` (an Apple framework asyncplay does not simulate) is one error at the import that says so.
    for index in blocks.indices {
      guard let header = blocks[index].header, header.severity == "error",
            let rewritten = AppleOnlyModules.message(for: header.message) else { continue }
      // Its line alone: the excerpt under it would only repeat the import.
      let first = blocks[index].text.prefix { $0 != "\n" }
      blocks[index].text = first.replacingOccurrences(of: rewritten.original, with: rewritten.replacement) + "\n"
    }
    var replacements: [String] = []
    for (source, path) in zip(request.added, paths) {
      if let replacement = source.replacement {
        let before = blocks.count
        blocks.removeAll { $0.header?.file == path }
        if blocks.count != before && !replacements.contains(replacement) { replacements.append(replacement) }
      }
    }
    var text = DiagnosticBlocks.inSourceOrder(blocks, files: request.files).map(\.text).joined()
    for (source, path) in zip(request.added, paths) {
      if let label = source.label { text = text.replacingOccurrences(of: path, with: label) }
    }
    for replacement in replacements { text += replacement + "\n" }
    return text
  }
}

/// Why a student's file did not become a program.
package enum CompileFailure: Error, Sendable {
  /// The file does not compile: the compiler's diagnostics, naming the file and its lines.
  case diagnostics(CompilerDiagnostics)
  /// Compiling could not even start (no toolchain, an unreadable file, a cache that cannot be written): one line.
  case setup(String)
  /// Ctrl-C stopped the compiler.
  case interrupted
}

/// The compiler's error output for a file that does not compile.
package struct CompilerDiagnostics: Sendable, Equatable {
  /// The text as the compiler printed it (paths of added sources relabelled).
  package var text: String
  /// Whether the file was saved again while it compiled (the messages are about the text read before).
  package var fileChanged = false

  /// The `file:line:col: severity: message` header of every diagnostic, in order.
  package var headers: [DiagnosticBlocks.Header] { DiagnosticBlocks.split(text).compactMap(\.header) }

  /// The errors' headers only.
  package var errors: [DiagnosticBlocks.Header] { headers.filter { $0.severity == "error" } }
}

/// The compiler's output cut into diagnostics: each starts with a `file:line:column: severity: message` line and
/// runs up to the next one (its source excerpt and notes).
package enum DiagnosticBlocks {
  /// A diagnostic's first line, read.
  package struct Header: Sendable, Equatable {
    /// The file as the compiler named it.
    package var file: String
    /// 1-based line.
    package var line: Int
    /// 1-based column.
    package var column: Int
    /// `error`, `warning`, `note` or `remark`.
    package var severity: String
    /// The message.
    package var message: String

    /// `file:line:column: severity: message`.
    package var text: String { "\(file):\(line):\(column): \(severity): \(message)" }
  }

  /// One diagnostic with the lines that belong to it.
  package struct Block: Sendable {
    /// Its text, every line ending in a newline.
    package var text: String
    /// Its first line, read (nil for text before the first diagnostic).
    package var header: Header?
  }

  /// Reads a header line, or nil when `line` is not one.
  package static func header(_ line: Substring) -> Header? {
    let plain = stripColor(line)
    for severity in ["error", "warning", "note", "remark"] {
      guard let marker = plain.range(of: ": \(severity): ") else { continue }
      let location = plain[..<marker.lowerBound]
      let parts = location.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count >= 3, let column = Int(parts[parts.count - 1]), let line = Int(parts[parts.count - 2]),
            line > 0, column > 0 else { continue }
      let file = parts.dropLast(2).joined(separator: ":")
      guard !file.isEmpty else { continue }
      return Header(file: file, line: line, column: column, severity: severity,
                    message: String(plain[marker.upperBound...]))
    }
    return nil
  }

  /// Splits compiler output into blocks.
  package static func split(_ output: String) -> [Block] {
    var blocks: [Block] = []
    for line in output.split(separator: "\n", omittingEmptySubsequences: false).dropLast(output.hasSuffix("\n") ? 1 : 0) {
      if let header = header(line) {
        blocks.append(Block(text: line + "\n", header: header))
      } else if blocks.isEmpty {
        blocks.append(Block(text: line + "\n", header: nil))
      } else {
        blocks[blocks.count - 1].text += line + "\n"
      }
    }
    return blocks
  }

  /// `blocks` with each diagnostic and the notes after it kept together, ordered by where they point: the user's
  /// files in `files`' order, then lines and columns; other files after them, as they came. The frontend emits the
  /// errors of one expression in an order that changes from one compile to the next (the same file gave two orders
  /// in three compiles), and the first error is the one the summary names: sorted, the same file always reads the same.
  package static func inSourceOrder(_ blocks: [Block], files: [String]) -> [Block] {
    var groups: [[Block]] = []
    for block in blocks {
      if block.header?.severity == "note", !groups.isEmpty { groups[groups.count - 1].append(block) } else { groups.append([block]) }
    }
    func key(_ group: [Block]) -> (Int, Int, Int) {
      guard let header = group[0].header else { return (-1, 0, 0) }
      guard let file = files.firstIndex(of: header.file) else { return (files.count, 0, 0) }
      return (file, header.line, header.column)
    }
    let ordered = groups.enumerated().sorted { a, b in
      let (ka, kb) = (key(a.element), key(b.element))
      return ka != kb ? ka < kb : a.offset < b.offset
    }
    return ordered.flatMap(\.element)
  }

  /// `text` without ANSI colour sequences.
  package static func stripColor(_ text: Substring) -> String {
    var out = ""
    var escape = false
    for scalar in text.unicodeScalars {
      if escape {
        if (0x40...0x7e).contains(scalar.value) && scalar != "[" { escape = false }
        continue
      }
      if scalar == "\u{1B}" {
        escape = true
        continue
      }
      out.unicodeScalars.append(scalar)
    }
    return out
  }
}

/// How many progress lines a compile has written: a line is due each time the elapsed time enters a new period.
private final class ProgressTicks: Sendable {
  private let count = Atomic<Int64>(0)

  /// True (once) when `period` is past the last one reported.
  package func advance(to period: Int64) -> Bool {
    let last = count.load(ordering: .relaxed)
    guard period > last else { return false }
    count.store(period, ordering: .relaxed)
    return true
  }
}

/// This process's id, for temporary file names.
package enum ProcessIdentity {
  /// `getpid()`.
  package static var current: Int32 { getpid() }
}
