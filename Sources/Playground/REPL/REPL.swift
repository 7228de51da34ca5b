import TextBase
import TerminalIO
import CommandLineGrammar
import Course
import Runs

/// The playground REPL: `asyncplay` with no command.
///
/// On a terminal (stdin and stdout both), it edits lines with libedit (see ``REPLInteractive``); otherwise it reads
/// stdin line by line and prints a transcript (see ``REPLTranscript``). Both drive the same ``REPLSession``.
public enum REPL {
  /// Runs the REPL with `options` until its input ends or `quit`; returns the exit status.
  public static func run(_ options: REPLOptions) -> Int32 {
    let unicode = REPLTerminal.prepareLocale()
    // The session compiles again and again (preview, check): the compiler stays loaded (see ResidentCompiler).
    ResidentCompiler.keepForThisProcess()
    var session = session(options, unicode: unicode)
    // `asyncplay lesson N`: the lesson is opened before the first prompt (an unknown one is a usage error).
    var opening: REPLOpening?
    if let start = options.startLesson {
      let prompt = session.prompt
      let reply = session.openLesson(start)
      if let failure = reply.failure {
        Output.standardError.line("asyncplay: " + failure)
        return UsageError.exitStatus
      }
      opening = REPLOpening(prompt: prompt, command: "lesson " + REPLSession.shown(start), reply: reply)
    }
    if REPLTerminal.inputIsTerminal && Output.standardOutput.isTerminal {
      let path = REPLHistory.defaultPath(environment: ResourceUsage.environment)
      var asking = session
      asking.asksQuestions = true  // a question on a terminal is answered by the next line typed
      var interactive = REPLInteractive(session: asking, history: REPLHistory(path: path))
      if let status = interactive.run(opening: opening) { return status }
    }
    var transcript = REPLTranscript(session: session, keepGoing: options.keepGoing)
    return transcript.run(opening: opening)
  }

  /// `asyncplay lessons`: the course and the student's progress, as the REPL's `lessons` shows it.
  public static func listLessons(_ options: REPLOptions) -> Int32 {
    var options = options
    options.keepsProgress = true  // it only reads: the listing is of the student's progress, piped or not
    var session = session(options, unicode: REPLTerminal.prepareLocale())
    Output.standardOutput.write(session.execute("lessons").text)
    return 0
  }

  /// A session for `options`: its language, colours, lessons and progress; problems with the lessons are reported
  /// on stderr.
  private static func session(_ options: REPLOptions, unicode: Bool) -> REPLSession {
    let colored = Palette.shouldColor(options.color, isTerminal: Output.standardOutput.isTerminal,
                                      environment: ResourceUsage.environment)
    var session = REPLSession(language: options.language, palette: Palette(enabled: colored), unicode: unicode,
                              columns: { REPLTerminal.columns() })
    session.lessons = LessonLibrary(directory: options.lessonsDirectory)
    for problem in session.lessons.problems + session.verifyLessonsFromDirectory() {
      Output.standardError.line("asyncplay: " + problem.description(options.language))
    }
    session.exercises.library = ExerciseLibrary(directory: options.lessonsDirectory, lessons: session.lessons)
    for problem in session.exercises.library.problems {
      Output.standardError.line("asyncplay: " + problem.description(options.language))
    }
    // A piped session is a transcript: the same input prints the same bytes every time, whatever the student did
    // before, and leaves their progress as it was (unless --progress asks otherwise).
    guard options.keepsProgress || REPLTerminal.inputIsTerminal else {
      session.progress = .sessionOnly()
      return session
    }
    let store = ProgressStore()
    if let notice = store.notice(options.language) { Output.standardError.line("asyncplay: \(notice)") }
    session.progress = store
    return session
  }
}

/// What the session did before its first prompt (`asyncplay lesson N`): shown as if the command had been typed.
struct REPLOpening {
  /// The prompt the command is shown after.
  let prompt: String
  /// The command, as it could be typed.
  let command: String
  /// What it printed.
  let reply: REPLReply
}
