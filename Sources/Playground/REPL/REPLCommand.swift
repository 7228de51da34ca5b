/// Every REPL command, in the order `help` lists them: the one table the REPL's help, completion and dispatch are
/// derived from.
///
/// A case's ``REPLCommandSpec`` (synopsis, summary, example, arguments, flags, whether it is paged) is chosen by an
/// exhaustive switch in ``REPLCommandSpec/init(_:)`` and its handler by the exhaustive switch of
/// ``REPLSession``'s dispatch, neither with a `default`: a command added here without both does not compile, so it
/// can neither be missing from `help` nor fall through to quitting the session.
enum REPLCommand: String, CaseIterable, Sendable {
  case help, list, open, params, set, reset, run, explore, step, back, advance, until, end, restart, tasks, state
  case screen, trace, timeline, code, explain, lang, cores, pager, export, compare, lessons, lesson, next, prev
  case `try`, hint, quiz, exercise, edit, check, preview, `do`, solution, progress
  case resetProgress = "reset-progress"
  case history, clear, quit

  /// The word typed for it.
  var name: String { rawValue }
}
