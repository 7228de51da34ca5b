import CLineEditor
import Scenarios

/// `asyncplay play FILE`: plays a demo script through a REPL session in this process and prints the transcript, as
/// the piped REPL prints it (prompt and command, then what it printed); comments and blank lines are not shown.
///
/// Presented (`--present`, `--pace`), each command waits at its prompt for Enter (or the pace), then is typed out
/// on a terminal. `--speed` paces the event lines (see ``PlayPacer``). Ctrl-C stops the demo at any point with exit
/// status 130, the terminal restored. Like the piped REPL, the first failing command ends the demo with status 1
/// (`--keep-going` goes on, status 0); its error names the file's line.
struct PlayCommand {
  /// What to play and how.
  var options: PlayOptions
  /// Starts the scenarios' child runs.
  var runner = REPLRunner()
  /// Where the transcript goes.
  let output = Output.standardOutput

  /// The pause between two typed characters.
  static let typingNanos: Int64 = 15_000_000
  /// The exit status after Ctrl-C, as a shell reports a process stopped by SIGINT.
  static let stoppedStatus: Int32 = 130

  /// Plays the file; returns the exit status.
  func execute() -> Int32 {
    let script: PlayScript
    do {
      script = PlayScript(text: try ScriptFiles.read(options.path))
    } catch {
      Output.standardError.line("asyncplay: " + error.message)
      return UsageError.exitStatus
    }
    guard script.steps.contains(where: { !$0.isNote }) else {
      Output.standardError.line("asyncplay: \"\(options.path)\" holds no commands; a demo script has one REPL "
        + "command per line, e.g. open task-id")
      return UsageError.exitStatus
    }
    // Before the terminal's settings change, so that no Ctrl-C can end the process with them changed.
    line_editor_install_interrupt_handler()
    line_editor_install_stop_handlers()  // a closed terminal window or a kill must not leave it without echo
    _ = line_editor_take_interrupt()
    var terminal: PlayTerminal?
    if options.presenting {
      terminal = PlayTerminal.open()
      // Ctrl-Z must not stop the demo with the keys unechoed: the waits restore the terminal first.
      if terminal != nil { line_editor_install_suspend_handler() }
      if terminal == nil && options.pace == nil {
        Output.standardError.line("asyncplay: --present waits for Enter on a terminal, and there is none (stdin is "
          + "not a terminal and /dev/tty cannot be opened); use --pace D to go on by itself")
        return UsageError.exitStatus
      }
    }
    let status = play(script, waiter: PlayWaiter(terminal: terminal))
    terminal?.restore()
    if status == Self.stoppedStatus { output.write("\n") }
    // SIGTERM, SIGHUP: the terminal is restored; now end as the signal asked, so the caller sees it.
    if line_editor_terminate_signal() != 0 { line_editor_reraise(line_editor_terminate_signal()) }
    return status
  }

  private func play(_ script: PlayScript, waiter: PlayWaiter) -> Int32 {
    let unicode = REPLTerminal.prepareLocale()
    let palette = Palette(enabled: Palette.shouldColor(options.color, isTerminal: output.isTerminal,
                                                       environment: ResourceUsage.environment))
    var runner = self.runner
    runner.interruption = { line_editor_interrupt_pending() != 0 }
    var session = REPLSession(language: options.language, palette: palette, unicode: unicode,
                              columns: { REPLTerminal.columns() }, runner: runner)
    for step in script.steps where !step.isNote {
      let prompt = REPLPrompt.styled(session.prompt, palette: palette, forLineEditor: false)
      if options.presenting {
        output.write(prompt)
        guard wait(waiter), typeOut(ScriptPrinting.echo(step.command), waiter: waiter) else {
          return Self.stoppedStatus
        }
      } else {
        output.line(prompt + ScriptPrinting.echo(step.command))
      }
      session.history.append(step.command)
      let start = session.cursor.time
      let word = (try? REPLTokenizer.words(step.command))?.first ?? ""
      let reply = session.execute(step.command)
      if waiter.interrupted { return Self.stoppedStatus }
      let text = ScriptPrinting.output(of: reply, line: step.line, palette: palette)
      if let speed = options.speed, PlayPacer.commands.contains(word) {
        let from = word == "run" ? 0 : start
        guard PlayPacer(speed: speed).write(text, from: from, to: session.cursor.time, waiter: waiter,
                                            output: output) else { return Self.stoppedStatus }
      } else {
        output.write(text)
      }
      if reply.clearScreen { REPLTerminal.clear(output) }
      if reply.failure != nil && !options.keepGoing { return 1 }
      if reply.quit { break }
    }
    return waiter.interrupted ? Self.stoppedStatus : 0
  }

  /// Waits at the prompt for Enter, or for the pace to pass; false on Ctrl-C.
  private func wait(_ waiter: PlayWaiter) -> Bool {
    let deadline = options.pace.map { PlayWaiter.now() + $0.nanosecondsClamped }
    return waiter.wait(until: deadline, keys: true) != .stop
  }

  /// Writes the command a character at a time on a terminal (at once elsewhere), then the newline; Enter finishes
  /// it at once. False on Ctrl-C.
  private func typeOut(_ command: String, waiter: PlayWaiter) -> Bool {
    var hurry = !output.isTerminal
    for character in command {
      output.write(String(character))
      guard !hurry else { continue }
      switch waiter.wait(nanos: Self.typingNanos, keys: true) {
      case .elapsed: break
      case .proceed: hurry = true
      case .stop: return false
      }
    }
    output.write("\n")
    return !waiter.interrupted
  }
}
