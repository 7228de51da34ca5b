import CLineEditor
import TextBase
import TerminalIO

/// The REPL on a terminal: libedit for editing, Tab completion, history kept in a file, Ctrl-C that stops a run
/// (or drops the line being typed) and returns to the prompt, Ctrl-D or `quit` to leave with status 0.
///
/// SIGTERM, SIGHUP and SIGQUIT, at the prompt or during a command, stop any child run, put the terminal back, save
/// the history and then end the process by that signal. Ctrl-Z at the prompt restores the terminal before stopping,
/// and `fg` draws the prompt and the typed line again (see CLineEditor).
///
/// Errors are printed on stdout like everything else (`asyncplay: …`, in red when coloured), so the conversation
/// stays in order on the screen.
struct REPLInteractive {
  /// The session the lines drive.
  var session: REPLSession
  /// The history and its file.
  var history: REPLHistory
  /// Where the output goes.
  let output = Output.standardOutput

  /// What Ctrl-C on an empty line says.
  static func quitHint(_ language: Language) -> String {
    language.pick("（要退出，输入 quit 或按 Ctrl-D）", "(to quit, type quit or press Ctrl-D)")
  }

  /// Shows the banner (and `opening`, what ran before the first prompt), then runs until Ctrl-D or `quit`; returns
  /// the exit status (0), or nil when libedit cannot start (the caller then reads stdin as a transcript).
  mutating func run(opening: REPLOpening? = nil) -> Int32? {
    guard let editor = REPLLineEditor(completer: completer, historySize: history.limit) else { return nil }
    line_editor_install_interrupt_handler()
    line_editor_install_stop_handlers()
    session.runner.interruption = { line_editor_interrupt_pending() != 0 }
    var warned = false
    func warn(_ problem: String?) {
      guard let problem, !warned else { return }
      warned = true
      output.line(session.palette.paint("asyncplay: \(problem); this session's lines will not be kept", .yellow))
    }
    if let problem = history.load() {
      // A file that exists but cannot be read must not be overwritten with this session's lines alone.
      warn(problem)
      history = REPLHistory(path: nil, limit: history.limit)
    }
    editor.setHistory(history.entries)
    session.history = history.entries
    output.write(REPLBanner.text(language: session.language, lessons: session.lessons, progress: session.progress,
                                 palette: session.palette, width: session.columns()))
    if let opening {
      output.line(REPLPrompt.styled(opening.prompt, palette: session.palette, forLineEditor: false) + opening.command)
      show(opening.reply)
    }
    /// Ends the process by `signal` once the history is saved and the terminal restored.
    func terminate(_ signal: Int32) -> Never {
      warn(history.save())
      editor.close()
      line_editor_reraise(signal)
    }
    while true {
      if line_editor_terminate_signal() != 0 { terminate(line_editor_terminate_signal()) }
      editor.update(completer)
      let prompt = REPLPrompt.styled(session.prompt, palette: session.palette, forLineEditor: true)
      switch editor.read(prompt: prompt) {
      case .end:
        output.line("")
        warn(history.save())
        return 0
      case .terminated(let signal):
        terminate(signal)
      case .interrupted(let hadText):
        if !hadText { output.line(Self.quitHint(session.language)) }
      case .line(let text):
        // Every line is kept, bad ones too: the user can recall it and fix it.
        let before = history.entries
        history.add(text)
        if history.entries != before {
          editor.setHistory(history.entries)
          warn(history.save())
        }
        session.history = history.entries
        _ = line_editor_take_interrupt()
        let reply = session.execute(text)
        // A Ctrl-C during the command stopped only the command; the terminal echoed it as ^C without a newline.
        if line_editor_terminate_signal() == 0, line_editor_take_interrupt() != 0 { output.write("\n") }
        show(reply)
        if reply.quit {
          warn(history.save())
          return 0
        }
      }
    }
  }

  /// Prints what a command printed, then its error line, then its footer. After a pager closes, the lesson step's
  /// footer is printed when the reply has none: the next move is on screen whatever was read in the pager.
  private func show(_ reply: REPLReply) {
    var paged = false
    if reply.paged {
      paged = Pager(output: output, enabled: session.paging, language: session.language).write(reply.text)
    } else {
      output.write(reply.text)
    }
    if reply.clearScreen { REPLTerminal.clear(output) }
    if let failure = reply.failure {
      // One error, wrapped at words to the terminal (a pipe keeps it on one line, for grep).
      for line in REPLWrap.hanging(failure, first: "asyncplay: ", indent: 2, width: session.columns()).split(separator: "\n") {
        output.line(session.palette.paint(String(line), .red))
      }
    }
    output.write(paged && reply.footer.isEmpty ? session.stepFooter : reply.footer)
  }

  private var completer: REPLCompleter {
    REPLCompleter(catalog: session.catalog, scenario: session.scenario,
                  exerciseIDs: session.exercises.library.ids, codeNames: session.codeNames)
  }
}
