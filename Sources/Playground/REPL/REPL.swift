import Scenarios

/// The playground REPL: `asyncplay` with no command.
///
/// On a terminal (stdin and stdout both), it edits lines with libedit (see ``REPLInteractive``); otherwise it reads
/// stdin line by line and prints a transcript (see ``REPLTranscript``). Both drive the same ``REPLSession``.
public enum REPL {
  /// Runs the REPL with `options` until its input ends or `quit`; returns the exit status.
  public static func run(_ options: REPLOptions) -> Int32 {
    let unicode = REPLTerminal.prepareLocale()
    let colored = Palette.shouldColor(options.color, isTerminal: Output.standardOutput.isTerminal,
                                      environment: ResourceUsage.environment)
    var session = REPLSession(language: options.language, palette: Palette(enabled: colored), unicode: unicode,
                              columns: { REPLTerminal.columns() })
    session.lessons = LessonLibrary(directory: options.lessonsDirectory)
    for problem in session.lessons.problems { Output.standardError.line("asyncplay: \(problem)") }
    let store = ProgressStore()
    if let notice = store.notice { Output.standardError.line("asyncplay: \(notice)") }
    session.progress = store
    if REPLTerminal.inputIsTerminal && Output.standardOutput.isTerminal {
      let path = REPLHistory.defaultPath(environment: ResourceUsage.environment)
      var interactive = REPLInteractive(session: session, history: REPLHistory(path: path))
      if let status = interactive.run() { return status }
    }
    var transcript = REPLTranscript(session: session, keepGoing: options.keepGoing)
    return transcript.run()
  }
}
