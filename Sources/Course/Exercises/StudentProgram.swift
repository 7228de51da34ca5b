import AsyncSimulation
import Foundation
import TextBase
import ProjectProfiles
import Runs
import CommandLineGrammar

/// A student's Swift file and what runs it: a sandbox file's own `play()`, or an exercise's driver.
package struct StudentProgram: Sendable {
  /// What the file is.
  package enum Kind: Sendable {
    /// Any file with a top-level `func play() async [throws]`, which runs as `main`.
    case sandbox
    /// The workspace file of an exercise; its driver runs as `main` and calls into the file.
    case exercise(Exercise)
  }

  /// The file, as the student named it.
  package var file: String
  /// Sandbox or exercise.
  package var kind: Kind
  /// The file's text as the caller already read it (`watch` compiles exactly what it hashed); nil: read when compiled.
  package var snapshot: String?
  /// The project settings the user chose (`--profile`, `set profile=…`); an exercise that pins its own is graded
  /// under those instead (see ``project``).
  package var choice = ProjectChoice()

  /// The program of `file`, read when it is compiled, under the settings chosen by default.
  package init(file: String, kind: Kind) {
    self.file = file
    self.kind = kind
  }

  /// The settings the file compiles with: the exercise's pinned ones, else the user's choice over the default.
  package var project: ProjectSettings {
    if let exercise, !exercise.project.isEmpty { return exercise.project.settings }
    return choice.settings
  }

  /// Whether the exercise's pinned settings replace a choice the user made.
  package var pinOverridesChoice: Bool {
    guard let exercise, !exercise.project.isEmpty, !choice.isEmpty else { return false }
    return exercise.project.settings != choice.settings
  }

  /// The exercise, if it is one.
  package var exercise: Exercise? {
    if case .exercise(let exercise) = kind { return exercise }
    return nil
  }

  /// The name the run goes by (the child's scenario name; exports use it).
  package var name: String {
    switch kind {
    case .sandbox:
      let base = FileSystem.fileName(of: file)
      return base.hasSuffix(".swift") ? String(base.dropLast(6)) : base
    case .exercise(let exercise): return exercise.id
    }
  }

  /// What the compiler gets: the file, plus the glue (and the driver) it runs with. Diagnostics in the glue are
  /// replaced by one message in `language`; those in a driver point to `<driver of ID>`.
  package func compileRequest(language: Language) -> StudentCompiler.Request {
    var request: StudentCompiler.Request
    switch kind {
    case .sandbox:
      request = StudentCompiler.Request(file: file, added: [
        StudentCompiler.AddedSource(text: ProgramGlue.sandbox, name: "sandbox-main.swift", label: nil,
                                    replacement: ProgramGlue.noPlay(file: file, showsViews: declaresViews,
                                                                    language: language)),
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
    if let exercise, exercise.isSwiftUI { request.module = .swiftUIExercise }
    request.module.project = project
    request.snapshot = snapshot
    return request
  }

  /// Whether the file declares what `preview` shows (a `View`, a `#Preview`, an `App`): a sandbox file without
  /// `play()` is then told to preview it. Read from the snapshot, else the file; false when it cannot be read.
  private var declaresViews: Bool {
    guard let text = snapshot ?? (try? String(contentsOfFile: file, encoding: .utf8)) else { return false }
    let outline = SwiftSourceOutline(source: text)
    return !outline.viewTypes.isEmpty || !outline.previews.isEmpty || !outline.appTypes.isEmpty
  }

  /// Whether the file declares views and no top-level `func play()`: a file for `preview`, not a sandbox file.
  package var showsViewsWithoutPlay: Bool {
    guard declaresViews, let text = snapshot ?? FileSystem.read(file) else { return false }
    return !Self.declaresTopLevelPlay(text)
  }

  /// Whether `source` declares `func play` outside every type and function (at brace depth 0).
  package static func declaresTopLevelPlay(_ source: String) -> Bool {
    let tokens = SwiftTokenizer.tokens(source)
    var depth = 0
    for (index, token) in tokens.enumerated() {
      switch (token.kind, token.text) {
      case (.punctuation, "{"): depth += 1
      case (.punctuation, "}"): depth = max(0, depth - 1)
      case (.word, "func") where depth == 0:
        if index + 1 < tokens.count, tokens[index + 1].text == "play" { return true }
      default: break
      }
    }
    return false
  }

  /// How diagnostics name an exercise's driver instead of its cache path.
  package static func driverLabel(_ exercise: Exercise) -> String { "<driver of \(exercise.id)>" }

  /// The request that runs the compiled `library` in the child process.
  package func runRequest(library: String, language: Language) -> RunRequest {
    var request = RunRequest(scenario: name)
    request.program = library
    request.language = language
    return request
  }
}
