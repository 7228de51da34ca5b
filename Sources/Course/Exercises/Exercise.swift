import TextBase
import ProjectProfiles

/// An exercise: a small Swift file with a lesson's pitfall that the student fixes, the driver that makes the
/// situation happen, and the checks the fixed file's run must pass. Loaded from a folder of data files (see
/// `Lessons/README.md`, "Exercises").
public struct Exercise: Equatable, Sendable {
  /// A short stable id, e.g. `task-id`; the workspace file is `<id>.swift`.
  public var id: String
  /// The lesson it belongs to (its last step points here).
  public var lesson: String
  /// The title.
  public var title: LocalizedText
  /// What the student is to achieve, and what must stay as it is for the driver.
  public var goal: LocalizedText
  /// Hints, given one at a time.
  public var hints: [LocalizedText]
  /// What the run of the student's file must show, in order.
  public var checks: [ExerciseCheck]
  /// The starting file, with language-tagged comment lines (see ``ExerciseTemplate``).
  public var start: String
  /// The reference solution, tagged the same way.
  public var solution: String
  /// The job not done (the code under study deleted): must compile and must fail a check.
  public var nothing: String
  /// The driver: Swift declaring `@MainActor func runExercise(_ language: Language) async`, compiled with the
  /// student's file; it sets up the situation and calls the student's code.
  public var driver: String
  /// Where it was loaded from (for messages).
  public var source: String
  /// The project settings it pins (`profile:` and the axes in `exercise.txt`); empty: the user's choice, else the
  /// default profile.
  public var project = ProjectChoice()
  /// The starting file is a compiler error under the exercise's settings (`start: does-not-compile`): the student's
  /// first task is the fix the compiler asks for, and the run that follows is checked.
  public var startsFromCompileError = false

  /// Whether it is written as SwiftUI app code: its starting file has a line `import SwiftUI`, and its files are
  /// compiled against that module (``StudentModule/swiftUIExercise``) instead of the engine.
  public var isSwiftUI: Bool {
    start.split(separator: "\n").contains { $0.split(separator: " ") == ["import", "SwiftUI"] }
  }
}

/// One named check of an exercise: a fact about the run, in the lesson check language.
public struct ExerciseCheck: Equatable, Sendable {
  /// A short name, e.g. `results-show-swift`.
  public var name: String
  /// What it says, for the student.
  public var text: LocalizedText
  /// What must hold in the trace of a run in Chinese and in English (the same check unless the file gave one per
  /// language).
  public var trace: (zh: TraceCheck, en: TraceCheck)

  /// The check for a run in `language`.
  public func check(for language: Language) -> TraceCheck { language == .zh ? trace.zh : trace.en }

  /// Equal when name, text and both checks are.
  public static func == (a: ExerciseCheck, b: ExerciseCheck) -> Bool {
    a.name == b.name && a.text == b.text && a.trace.zh == b.trace.zh && a.trace.en == b.trace.en
  }
}
