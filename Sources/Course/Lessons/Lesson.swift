import AsyncSimulation
import TextBase

/// Text in both languages of the course.
public struct LocalizedText: Equatable, Sendable {
  /// Chinese.
  public var zh: String
  /// English.
  public var en: String

  /// The text in `language`.
  public func text(_ language: Language) -> String { language == .zh ? zh : en }
}

/// A lesson: a scenario, steps to go through, experiments and quizzes. Loaded from a `.lesson` file (see
/// `Lessons/README.md` for the format).
public struct Lesson: Equatable, Sendable {
  /// A short stable id, e.g. `task-id`.
  public var id: String
  /// Its place in the course, from 1.
  public var number: Int
  /// The title.
  public var title: LocalizedText
  /// The scenario it opens.
  public var scenario: String
  /// Parameters set when the lesson opens (`name=value`).
  public var parameters: [String]
  /// The steps, in order.
  public var steps: [LessonStep]
  /// Where it was loaded from (for messages).
  public var source: String
}

/// One step of a lesson.
public struct LessonStep: Equatable, Sendable {
  /// What the step is: an explanation, an experiment (changes a parameter to show a pitfall) or a quiz.
  public enum Kind: String, Sendable, CaseIterable {
    /// Reading and trying commands.
    case explain
    /// Changing a parameter to make a pitfall visible.
    case experiment
    /// Predict, then run.
    case quiz
  }

  /// The kind of step.
  public var kind: Kind
  /// What the student reads.
  public var text: LocalizedText
  /// REPL commands `try` runs, in order.
  public var commands: [String]
  /// A hint, if any.
  public var hint: LocalizedText?
  /// The quiz of a quiz step.
  public var quiz: Quiz?
  /// The line the step starts on (for messages).
  public var line: Int
}

/// A question whose answer the simulation proves: each choice has a check on a run's trace, and exactly the
/// answer's check must hold (``QuizVerifier`` runs it before the lesson is offered).
public struct Quiz: Equatable, Sendable {
  /// One possible answer.
  public struct Choice: Equatable, Sendable {
    /// Its letter, `a`, `b`, … (lower case; the student may type either case).
    public var key: String
    /// What it says: a prediction, not the reasoning behind it.
    public var text: LocalizedText
    /// What must hold in the run's trace for this choice to be right.
    public var check: TraceCheck
    /// The line of its check (for messages).
    public var line: Int
  }

  /// The question.
  public var question: LocalizedText
  /// The parameters of the run that decides (`name=value`, on top of the lesson's).
  public var run: [String]
  /// The choices, in order.
  public var choices: [Choice]
  /// The key of the right choice.
  public var answer: String
  /// The line of `answer:` (for messages).
  public var answerLine: Int
  /// Why the answer is what it is, shown after the student answered, with the run's evidence.
  public var why: LocalizedText?
  /// Set for a quiz decided by exploring the run's schedules (`explore:`) rather than by one run: its checks are
  /// about the exploration (`outcomes N`).
  public var explore: ExplorationSettings? = nil

  /// The choice with this key, in either case (`B` is `b`).
  public func choice(_ key: String) -> Choice? { choices.first { $0.key == key.lowercased() } }
}
