import AsyncSimulation
import Scenarios
import ProjectProfiles
import Runs
import CommandLineGrammar
import Course

/// What the REPL keeps of a preview whose run is the current one: its files and settings, and the actions `do` has
/// added so far.
struct REPLPreview: Sendable, Equatable {
  /// The files, as the user named them (a script first).
  var files: [String]
  /// `root=`, `routes=`, `container=`, and the accumulated actions (`profile=` and the settings are the program's).
  var settings: PreviewSettings
  /// How the root it shows is named (`RepoSearchView`): an exported slide's title says it.
  var root = ""

  /// What the run key holds besides the library: the actions (a new one runs the preview again).
  var keyValues: [String] { [settings.actions ?? ""] }
}

// The playground's `preview FILE... [root=TYPE] [routes=FILE] [container=DIR]` and `do ACTIONS`: the preview's run
// becomes the current run (step, until, tasks, timeline, export work on it), and each `do` runs it again with the
// actions so far.
extension REPLSession {
  /// `preview FILE... [root=TYPE] [routes=FILE] [container=DIR]`: compiles and runs the files, prints the run as
  /// `run` does and makes it the current run.
  mutating func preview(_ words: [String]) -> REPLReply {
    var files: [String] = []
    var settings = PreviewSettings()
    // The session's `set profile=…`, then this preview's own words.
    var project = self.project
    for word in words {
      guard let equals = word.firstIndex(of: "="), !word.hasPrefix("/") && !word.hasPrefix(".") else {
        files.append(word)
        continue
      }
      let name = String(word[..<equals]), value = String(word[word.index(after: equals)...])
      switch name {
      case "root": settings.root = value
      case "routes": settings.routes = REPLPath.expand(value)
      case "container": settings.container = REPLPath.expand(value)
      case "isolation", "profile", "swift-version", "default-isolation", "approachable-concurrency":
        do {
          try project.set(name, to: value)
        } catch {
          return .failed(error.message(language))
        }
      default:
        files.append(word)
      }
    }
    guard !files.isEmpty else {
      return .failed(language.pick("preview 需要至少一个 Swift 文件；用法：\(Self.previewSynopsis)",
                                   "preview needs at least one Swift file; usage: \(Self.previewSynopsis)"))
    }
    var request = RunRequest(scenario: PreviewRequest.name(of: files))
    request.language = language
    request.preview = settings
    request.preview?.resources = PreviewContainer.resources(besideSwiftFiles: files)
    request.project = project
    request.cores = cores
    let build = PreviewBuild.make(PreviewRequest(files: files, run: request), executable: runner.executable,
                                  palette: palette, cacheRoot: exercises.cacheRoot,
                                  interruption: runner.interruption)
    let built: PreviewBuild
    switch build {
    case .success(let found): built = found
    case .failure(.usage(let error)): return .failed(error.message(language))
    case .failure(.setup(let message)): return .failed(message)
    case .failure(.interrupted): return REPLReply(text: interruptedNote + "\n")
    case .failure(.diagnostics(let diagnostics, let file)):
      var reply = REPLReply(text: diagnostics.text.hasSuffix("\n") ? diagnostics.text : diagnostics.text + "\n")
      let first = diagnostics.errors.first.map { "\($0.file):\($0.line)" } ?? file
      reply.failure = language.pick("没有编译通过（第一个错误在 \(first)）", "the files do not compile (the first error at \(first))")
      return reply
    }
    let previous = (exercises.studentRun, schedule, cursor)
    schedule = nil
    var program = StudentProgram(file: built.plan.files[0], kind: .sandbox)
    program.choice = project
    exercises.studentRun = REPLStudentRun(program: program,
                                          library: built.library,
                                          preview: REPLPreview(files: built.plan.files, settings: settings,
                                                              root: built.plan.shownView ?? built.plan.rootDescription))
    var reply = REPLReply(text: built.warnings)
    guard let run = currentRun(&reply, announce: false) else {
      (exercises.studentRun, schedule) = (previous.0, previous.1)
      moveCursor(previous.2)
      return reply
    }
    var cursor = REPLCursor.start
    _ = cursor.finish(in: run.events)
    moveCursor(cursor)
    reply.text += renderer.render(run.trace)
    reply.line(palette.paint(language.pick(
      "（现在的运行是 \(built.plan.rootDescription) 的预览：do 动作 在游标处做用户动作并重新运行；step、until、tasks、"
        + "timeline、export 都作用于它）",
      "(the current run is now the preview of \(built.plan.rootDescription): do ACTIONS acts at the cursor and runs "
        + "it again; step, until, tasks, timeline and export work on it)"), .dim))
    return reply
  }

  /// How `preview` is written in the playground.
  static let previewSynopsis = "preview FILE... [root=TYPE] [routes=FILE] [container=DIR] [profile=NAME]"

  /// `do ACTIONS`: the actions (`tap Retry`, `type s; type sw @120ms`) are added to the preview's, the first at the
  /// cursor unless it says when; the preview runs again and the events from the first new action on are printed.
  mutating func doActions(_ text: String) -> REPLReply {
    guard var student = exercises.studentRun, var preview = student.preview else {
      return .failed(language.pick("do 作用于预览：先输入 preview FILE", "do acts on a preview: type preview FILE first"))
    }
    guard !text.isEmpty else {
      return .failed(language.pick("do 需要动作，例如 do tap Retry", "do needs actions, e.g. do tap Retry"))
    }
    let earlier = preview.settings.actions ?? ""
    let start = max(cursor.time, PreviewActions.lastTime(in: earlier))
    let added = PreviewActions.starting(text, at: start)
    let combined = earlier.isEmpty ? added : earlier + "; " + added
    if let problem = PreviewActions.problem(in: combined) { return .failed(problem.message(language)) }
    preview.settings.actions = combined
    student.preview = preview
    let previous = (exercises.studentRun, cursor)
    exercises.studentRun = student
    var reply = REPLReply()
    guard let run = currentRun(&reply, announce: false) else {
      exercises.studentRun = previous.0
      moveCursor(previous.1)
      return reply
    }
    let first = PreviewActions.firstTime(in: added) ?? start
    var cursor = REPLCursor(position: run.events.firstIndex { $0.nanos >= first } ?? run.events.count,
                            in: run.events)
    let shown = cursor.finish(in: run.events)
    moveCursor(cursor)
    if reply.failure != nil {
      // Refused: the run up to the refusal stays current; the actions are those before this do, so the next one
      // is not refused again for the same reason.
      preview.settings.actions = earlier.isEmpty ? nil : earlier
      student.preview = preview
      exercises.studentRun = student
    }
    reply.line(palette.paint(language.pick(
      "（带着 \(PreviewActions.count(in: combined)) 个动作重新运行；从 \(Milliseconds.format(first)) ms 起的事件：）",
      "(ran again with \(PreviewActions.count(in: combined)) actions; the events from \(Milliseconds.format(first)) ms "
        + "on:)"), .dim))
    reply.text += run.lines(shown, renderer: renderer)
    reply.line(renderer.summary(run.trace))
    return reply
  }
}
