import CLineEditor
import TextBase
import Synchronization
#if canImport(Glibc)
import Glibc
#endif
import TerminalIO

/// The one way long output reaches the user's terminal: through a pager, as git does.
///
/// When stdout is a terminal, paging is on and the text is taller than the terminal, the text goes to `$PAGER`
/// (default `less -FRX`: quit at once if it fits, keep colours, leave the text on the screen), run by `/bin/sh -c`
/// with its output on this terminal; otherwise it is written to stdout as it is. Never when stdout is a pipe or a
/// file, so transcripts and tests see the bytes unchanged. `PAGER=` (empty) or `PAGER=cat` means no pager;
/// `LESS=FRX` is set for the pager when `LESS` is unset, so `PAGER=less` keeps colours too, and `LESSCHARSET=utf-8`
/// unless the user chose a character set, so `less` never shows the UTF-8 text as hex.
///
/// **Using it.** A command-line command prints its long output with one call:
///
/// ```swift
/// Pager.standard.write(text)          // instead of Output.standardOutput.write(text)
/// ```
///
/// A REPL command is paged by declaring it so in its ``REPLCommandSpec`` (`paged: true`); the interactive REPL then
/// sends its reply through ``write(_:)`` (unless the student typed `pager off`). `--no-pager` on the command line
/// turns paging off for the whole process (``disableForProcess()``).
///
/// Ctrl-C while the pager runs goes to the pager (this process only notes it); SIGTERM and SIGHUP are passed on to
/// the pager, which restores the terminal, before this process ends. If the pager cannot be started, the text is
/// written directly, after one line saying why.
public struct Pager: Sendable {
  /// Where the text goes when it is not paged, and whose terminal is measured.
  public var output: Output
  /// Whether paging may happen at all (the REPL's `pager off` makes it false).
  public var enabled: Bool
  /// The language of the line said when the pager cannot start.
  public var language: Language

  /// A pager for `output`.
  public init(output: Output = .standardOutput, enabled: Bool = true, language: Language = .preferred) {
    self.output = output
    self.enabled = enabled
    self.language = language
  }

  /// Stdout, paged unless `--no-pager` was given.
  public static var standard: Pager { Pager() }

  /// The pager used when `PAGER` is not set.
  public static let defaultCommand = "less -FRX"

  private static let disabled = Atomic<Bool>(false)

  /// `--no-pager`: no output of this process is paged.
  public static func disableForProcess() { disabled.store(true, ordering: .relaxed) }

  /// Whether `--no-pager` was given.
  public static var disabledForProcess: Bool { disabled.load(ordering: .relaxed) }

  /// The shell command that pages, from `PAGER`; nil when paging is turned off by it (`PAGER=` or `PAGER=cat`).
  static func command(environment: (String) -> String?) -> String? {
    guard let value = environment("PAGER") else { return defaultCommand }
    let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
    let trimmed = String(value.drop(while: blank).reversed().drop(while: blank).reversed())
    return trimmed.isEmpty || trimmed == "cat" ? nil : trimmed
  }

  /// How many terminal rows `text` takes on a terminal `columns` wide: each line at least one, long lines wrapped
  /// (escape sequences take no room, wide characters two columns).
  static func rows(of text: String, columns: Int) -> Int {
    let width = max(columns, 1)
    var total = 0
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    for line in lines {
      let columnsUsed = DisplayWidth.of(Self.withoutEscapes(line))
      total += max(1, (columnsUsed + width - 1) / width)
    }
    return total
  }

  /// `line` without ANSI CSI sequences (`ESC [ … letter`).
  static func withoutEscapes(_ line: Substring) -> String {
    guard line.contains("\u{1B}") else { return String(line) }
    var out = ""
    var inEscape = false
    var sawBracket = false
    for scalar in line.unicodeScalars {
      if inEscape {
        if !sawBracket {
          sawBracket = true
          if scalar == "[" { continue }
          inEscape = false
          continue
        }
        if (0x40...0x7E).contains(scalar.value) { inEscape = false }
        continue
      }
      if scalar == "\u{1B}" {
        inEscape = true
        sawBracket = false
        continue
      }
      out.unicodeScalars.append(scalar)
    }
    return out
  }

  /// Whether `text` would go through the pager now.
  func wouldPage(_ text: String, environment: (String) -> String? = ResourceUsage.environment) -> Bool {
    guard enabled, !Self.disabledForProcess, output.isTerminal, Self.command(environment: environment) != nil else {
      return false
    }
    let rows = Int(line_editor_terminal_rows(output.descriptor))
    let columns = Int(line_editor_terminal_columns(output.descriptor))
    guard rows > 0, columns > 0 else { return false }
    // One row stays free for the prompt that follows.
    return Self.rows(of: text, columns: columns) > rows - 1
  }

  /// Writes `text`: through the pager when it is taller than the terminal (see the type's documentation), else
  /// directly. Returns whether the pager showed it.
  @discardableResult
  public func write(_ text: String) -> Bool {
    guard wouldPage(text), let command = Self.command(environment: ResourceUsage.environment) else {
      output.write(text)
      return false
    }
    switch Self.page(text, command: command) {
    case .shown:
      return true
    case .notStarted(let reason):
      output.write(text)
      Output.standardError.line(language.pick(
        "asyncplay：分页器 \"\(command)\" 无法启动（\(reason)）；输出直接显示（设置 PAGER，或用 --no-pager 或 pager off "
          + "关闭分页）",
        "asyncplay: the pager \"\(command)\" could not be started (\(reason)); the output is shown without it (set "
          + "PAGER, or turn paging off with --no-pager or pager off)"))
      return false
    }
  }

  private enum Outcome {
    case shown
    case notStarted(String)
  }

  /// Runs `command` with `text` on its stdin and waits for it.
  private static func page(_ text: String, command: String) -> Outcome {
    // Our own Ctrl-C must not end this process while the pager has the terminal (the pager handles the key), and a
    // SIGTERM must reach the pager before this process goes.
    line_editor_install_interrupt_handler()
    line_editor_install_stop_handlers()
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return .notStarted(String(cString: strerror(errno))) }
    // Neither end may stay open in the pager (its stdin is a copy): it would never see the end of the text.
    _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
    _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, ends[0], 0)
    let words: [String] = ["/bin/sh", "-c", command]
    let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] = pagerEnvironment(inheritedEnvironment).map { strdup($0) } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    // The pager starts with every signal at its default and none blocked, whatever this process inherited or set
    // (SIGPIPE is ignored here; a blocked SIGTSTP would keep Ctrl-Z from the pager).
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGPIPE, SIGINT, SIGQUIT, SIGTSTP, SIGTTOU, SIGTTIN] { sigaddset(&defaults, signal) }
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setsigmask(&attributes, &unblocked)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    var pid: pid_t = 0
    let code = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
    close(ends[0])
    guard code == 0 else {
      close(ends[1])
      return .notStarted(String(cString: strerror(code)))
    }
    feed(text, to: ends[1], pager: pid)
    close(ends[1])
    let status = wait(for: pid)
    _ = line_editor_take_interrupt()
    // `sh -c` says 127 when the command was not found, 126 when it could not be run: the text was not seen.
    if status == 127 || status == 126 {
      return .notStarted(status == 127 ? "command not found" : "not executable")  // as sh says it, in English
    }
    return .shown
  }

  /// Writes `text` into the pipe, until the pager stops reading (it quit, or never started).
  private static func feed(_ text: String, to descriptor: Int32, pager: pid_t) {
    // A pager that quits early closes the pipe: the write must fail with EPIPE, not kill this process.
    var ignore = sigaction()
    ignore.__sigaction_handler.sa_handler = SIG_IGN
    var previous = sigaction()
    sigaction(SIGPIPE, &ignore, &previous)
    defer { sigaction(SIGPIPE, &previous, nil) }
    var text = TerminalText.safe(text)  // as Output writes it
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR {
            let signal = line_editor_terminate_signal()
            if signal != 0 {
              kill(pager, signal)
              return
            }
            continue
          }
          return
        }
        offset += written
      }
    }
  }

  /// Waits for the pager to end; a SIGTERM or SIGHUP meanwhile is passed on to it. Returns its exit status (or
  /// 128 + signal).
  private static func wait(for pid: pid_t) -> Int32 {
    var raw: Int32 = 0
    var forwarded = false
    while waitpid(pid, &raw, 0) < 0 {
      guard errno == EINTR else { return 0 }
      let signal = line_editor_terminate_signal()
      if signal != 0 && !forwarded {
        forwarded = true
        kill(pid, signal)
      }
    }
    let signal = raw & 0x7f
    return signal == 0 ? (raw >> 8) & 0xff : 128 + signal
  }

  /// This process's environment with `LESS=FRX` and `LV=-c` added when unset (as git does), and
  /// `LESSCHARSET=utf-8` unless `LESSCHARSET` or `LESSCHARDEF` is set: the text is UTF-8 whatever the locale says,
  /// and `less` under a locale that is not installed (`LANG=zh_CN.UTF-8` in a fresh container) would show every
  /// Chinese character as `<E5><8A><A0>`.
  static func pagerEnvironment(_ inherited: [String]) -> [String] {
    var entries = inherited
    func isSet(_ name: String) -> Bool { entries.contains { $0.hasPrefix(name + "=") } }
    for (name, value) in [("LESS", "FRX"), ("LV", "-c")] where !isSet(name) { entries.append("\(name)=\(value)") }
    if !isSet("LESSCHARSET") && !isSet("LESSCHARDEF") { entries.append("LESSCHARSET=utf-8") }
    return entries
  }

  /// This process's environment, as `NAME=value` entries.
  private static var inheritedEnvironment: [String] {
    var entries: [String] = []
    var index = 0
    while let entry = environ[index] {
      entries.append(String(cString: entry))
      index += 1
    }
    return entries
  }
}
