/// Every command `asyncplay` takes on the shell's command line, in the order `asyncplay --help` lists them: the one
/// table the parser's dispatch, `--help`'s rows and each command's help are derived from.
///
/// Each of those is an exhaustive switch over this enum with no `default` — ``CommandLineParser``'s dispatch, the
/// rows of ``Usage``, ``CommandHelp/of(_:)`` — so a command added here does not compile until it has all three,
/// and none of them can name a command that is not here. (The hidden child subcommands, `__child` and the like, are
/// not commands users type and are not here.)
package enum ShellCommand: String, CaseIterable, Sendable {
  case repl, lessons, lesson, list, run, explore, preview, play, test
  case exercises, exercise, check, watch, solution, new
  case bench, help

  /// The word typed for it.
  package var name: String { rawValue }

  /// The commands as error messages list them: the course and the tools, `bench` and `help`, then the exercises
  /// (the REPL is opened without a word, so it is left out).
  package static let inMessages: [ShellCommand] =
    allCases.filter { !$0.isExerciseCommand && ![.repl, .bench, .help].contains($0) } + [.bench, .help]
    + allCases.filter(\.isExerciseCommand)

  /// The commands as `asyncplay help <topic>` lists its topics: the playground, the course and the tools, then
  /// `preview`, then the exercises.
  package static let inHelpTopics: [ShellCommand] =
    allCases.filter { !$0.isExerciseCommand && ![.preview, .bench, .help].contains($0) } + [.bench, .help, .preview]
    + allCases.filter(\.isExerciseCommand)

  /// Whether it is one of the exercise commands (``ExerciseRequest`` reads their arguments).
  package var isExerciseCommand: Bool {
    switch self {
    case .exercises, .exercise, .check, .watch, .solution, .new: true
    case .repl, .lessons, .lesson, .list, .run, .explore, .preview, .play, .test, .bench, .help: false
    }
  }
}
