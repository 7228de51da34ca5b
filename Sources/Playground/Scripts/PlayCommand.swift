import CLineEditor
import TextBase
import TerminalIO
import CommandLineGrammar

/// `asyncplay play FILE`: plays a demo script through a REPL session in this process and prints the transcript, as
/// the piped REPL prints it (prompt and command, then what it printed); comments and blank lines are not shown.
///
/// Presented (`--present`, `--pace`), each command waits at its prompt for Enter (or the pace), then is typed out
/// on a terminal; the first prompt shows an `Enter ▸` cue. At a prompt `b` goes back one command (a fresh session
/// replays the commands before it; runs are deterministic, so the state is the same) and `q` or Esc ends the demo
/// with status 0. `--speed` paces the event lines (see ``PlayPacer``); `--notes` prints each command's comments on
/// stderr. Ctrl-C stops the demo at any point with exit status 130, the terminal restored. Like the piped REPL, the first failing command ends the demo with status 1
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
      Output.standardError.line("asyncplay: " + error.message(options.language))
      return UsageError.exitStatus
    }
    guard script.steps.contains(where: { !$0.isNote }) else {
      Output.standardError.line("asyncplay: " + options.language.pick(
        "\"\(options.path)\" 里没有命令；演示脚本每行一个 REPL 命令，例如 open task-id",
        "\"\(options.path)\" holds no commands; a demo script has one REPL command per line, e.g. open task-id"))
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

  /// One command of the script, with the comments written above it (its speaker notes).
  struct Cue {
    /// The command.
    let step: PlayScript.Step
    /// The `#` comments between the previous command and this one, without the `#`.
    let notes: [String]
  }

  /// The script's commands with their notes (the file's first comments belong to the first command).
  static func cues(of script: PlayScript) -> [Cue] {
    func note(_ line: String) -> String? {
      let text = line.drop { $0 == " " || $0 == "\t" }
      guard text.hasPrefix("#") else { return nil }
      return String(text.dropFirst().drop { $0 == " " })
    }
    var cues: [Cue] = []
    var pending = script.preamble.compactMap(note)
    for step in script.steps {
      if step.isNote {
        if let text = note(step.command) { pending.append(text) }
        continue
      }
      cues.append(Cue(step: step, notes: pending))
      pending = []
    }
    return cues
  }

  private func play(_ script: PlayScript, waiter: PlayWaiter) -> Int32 {
    let unicode = REPLTerminal.prepareLocale()
    let palette = Palette(enabled: Palette.shouldColor(options.color, isTerminal: output.isTerminal,
                                                       environment: ResourceUsage.environment))
    var runner = self.runner
    runner.interruption = { line_editor_interrupt_pending() != 0 }
    func freshSession() -> REPLSession {
      REPLSession(language: options.language, palette: palette, unicode: unicode,
                  columns: { REPLTerminal.columns() }, runner: runner)
    }
    let cues = Self.cues(of: script)
    var session = freshSession()
    var index = 0
    var cueShown = false
    var quitAsked = false
    demo: while true {
      while index < cues.count {
        let step = cues[index].step
        let prompt = REPLPrompt.styled(session.prompt, palette: palette, forLineEditor: false)
        if options.notes { showNotes(cues[index]) }
        if options.presenting {
          output.write(prompt)
          // The first prompt says what the presenter does; the cue goes as soon as a key is pressed.
          let cue = !cueShown && output.isTerminal ? session.language.pick("回车 ▸", "Enter ▸") : ""
          cueShown = true
          if !cue.isEmpty { output.write(palette.paint(cue, .dim)) }
          let deadline = options.pace.map { PlayWaiter.now() + $0.nanosecondsClamped }
          var outcome = waiter.wait(until: deadline, keys: true)
          while outcome == .back && index == 0 { outcome = waiter.wait(until: deadline, keys: true) }
          if !cue.isEmpty { output.writeControl("\u{1B}[\(DisplayWidth.of(cue))D\u{1B}[K") }
          switch outcome {
          case .stop: return Self.stoppedStatus
          case .quit: return ended(.quit)
          case .back:
            // Runs are deterministic: replaying the commands before the previous one gives the same state.
            index -= 1
            session = replay(cues[..<index], session: freshSession(), palette: palette)
            continue
          case .elapsed, .proceed:
            break
          }
          if let ending = typeOut(ScriptPrinting.echo(step.command), waiter: waiter) { return ended(ending) }
        } else {
          output.line(prompt + ScriptPrinting.echo(step.command))
        }
        session.history.append(step.command)
        let start = session.cursor.time
        let word = (try? REPLTokenizer.words(step.command))?.first ?? ""
        let reply = session.execute(step.command)
        if waiter.interrupted { return Self.stoppedStatus }
        let text = ScriptPrinting.output(of: reply, line: step.line, palette: palette, language: session.language)
        if let speed = options.speed, PlayPacer.commands.contains(word) {
          let from = word == "run" ? 0 : start
          if let ending = PlayPacer(speed: speed).write(text, from: from, to: session.cursor.time, waiter: waiter,
                                                        output: output) { return ended(ending) }
        } else {
          output.write(text)
        }
        if reply.clearScreen { REPLTerminal.clear(output) }
        if reply.failure != nil && !options.keepGoing { return 1 }
        if reply.quit {
          quitAsked = true
          break
        }
        index += 1
      }
      // A last pause at the final prompt: the demo ends on the presenter's key, so that the Enter pressed for a next
      // command that is not there does not reach the shell in front of the room. Without a terminal (`--pace` piped)
      // there is no such key, and the transcript stays what the commands print.
      guard options.presenting, waiter.terminal != nil, !quitAsked, !waiter.interrupted else { break demo }
      let prompt = REPLPrompt.styled(session.prompt, palette: palette, forLineEditor: false)
      output.write(prompt)
      let cue = output.isTerminal ? session.language.pick("结束 ▸", "end ▸") : ""
      if !cue.isEmpty { output.write(palette.paint(cue, .dim)) }
      let outcome = waiter.wait(until: options.pace.map { PlayWaiter.now() + $0.nanosecondsClamped }, keys: true)
      if !cue.isEmpty { output.writeControl("\u{1B}[\(DisplayWidth.of(cue))D\u{1B}[K") }
      switch outcome {
      case .stop: return Self.stoppedStatus
      case .back where !cues.isEmpty:
        index = cues.count - 1
        session = replay(cues[..<index], session: freshSession(), palette: palette)
        continue demo
      default:
        output.write("\n")
        break demo
      }
    }
    return waiter.interrupted ? Self.stoppedStatus : 0
  }

  /// The exit status for a demo that ended early; `q` leaves the cursor on a fresh line.
  private func ended(_ ending: PlayEnding) -> Int32 {
    switch ending {
    case .interrupted: return Self.stoppedStatus
    case .quit:
      output.write("\n")
      return 0
    }
  }

  /// `b`: a fresh session that has run `cues` (the commands before the one to show again). On a terminal the
  /// screen is cleared and their transcript printed again, so the screen is as it was before that command; elsewhere
  /// a line says where the demo went back to.
  private func replay(_ cues: ArraySlice<PlayCommand.Cue>, session: REPLSession, palette: Palette) -> REPLSession {
    var session = session
    let redraw = REPLTerminal.canClear(output)
    if redraw {
      output.writeControl(REPLTerminal.clearSequence)
    } else {
      let line = cues.last.map { $0.step.line } ?? 0
      output.line("")
      output.line(palette.paint(session.language.pick("（回到第 \(line) 行之后）", "(back to after line \(line))"), .dim))
    }
    for cue in cues {
      let prompt = REPLPrompt.styled(session.prompt, palette: palette, forLineEditor: false)
      session.history.append(cue.step.command)
      let reply = session.execute(cue.step.command)
      guard redraw else { continue }
      output.line(prompt + ScriptPrinting.echo(cue.step.command))
      output.write(ScriptPrinting.output(of: reply, line: cue.step.line, palette: palette, language: session.language))
    }
    return session
  }

  /// `--notes`: the comments above the command, on stderr (which can be a second terminal), before it is shown.
  private func showNotes(_ cue: Cue) {
    guard !cue.notes.isEmpty else { return }
    let heading = options.language.pick("── 第 \(cue.step.line) 行：\(cue.step.command) ──",
                                        "── line \(cue.step.line): \(cue.step.command) ──")
    Output.standardError.write(([ControlCharacters.escaped(heading)] + cue.notes.map(ControlCharacters.escaped))
      .map { $0 + "\n" }.joined())
  }

  /// Writes the command a character at a time on a terminal (at once elsewhere), then the newline; Enter finishes
  /// it at once. Returns how the demo ended if it did (Ctrl-C, `q`).
  private func typeOut(_ command: String, waiter: PlayWaiter) -> PlayEnding? {
    var hurry = !output.isTerminal
    for character in command {
      output.write(String(character))
      guard !hurry else { continue }
      switch waiter.wait(nanos: Self.typingNanos, keys: true) {
      case .elapsed, .back: break
      case .proceed: hurry = true
      case .quit: return .quit
      case .stop: return .interrupted
      }
    }
    output.write("\n")
    return waiter.interrupted ? .interrupted : nil
  }
}
