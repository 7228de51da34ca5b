import CCrashGuard
#if canImport(Glibc)
import Glibc
#endif

/// What happens if asyncplay itself ever crashes (it should not: parsing never traps, and scenarios run in child
/// processes). The user's terminal must never be left raw, nor taken over by Swift's backtracer, which on a terminal
/// prints a long report and waits for a key.
///
/// - On a terminal, the process re-executes itself once with `SWIFT_BACKTRACE=interactive=no,color=no` (the runtime
///   reads the variable only at start-up), so the backtracer can never stop to wait for a key. It stays enabled on
///   purpose: with it off, a debug build prints the old-style "Current stack trace" after every fatal error.
/// - Every process but the hidden child runs then replaces the runtime's handlers of the crash signals with
///   ``crash_guard_install(_:)``'s: one line on stderr, the terminal settings of start-up restored, exit status
///   128 + the signal. (The REPL handles `SIGQUIT`, Ctrl-\, itself, as it does `SIGTERM` and `SIGHUP`.) After a Swift runtime error its `Fatal error: …` line comes
///   first, so the report is that line and ours.
/// - A user who sets `SWIFT_BACKTRACE` to anything else (to debug asyncplay) keeps the runtime's backtraces.
enum CrashPolicy {
  /// The value of `SWIFT_BACKTRACE` set for a process on a terminal.
  static let nonInteractive = "interactive=no,color=no"
  /// The value child processes get (``ChildProcess``'s default), which keeps the guard too.
  static let backtraceOff = "enable=no"

  /// The line a crash prints (the signal's name follows in parentheses, then whether the terminal was restored).
  static let crashGuardMessage = "asyncplay: internal error: asyncplay crashed; this is a bug, please report it "
    + "with the command that led to it"

  /// Applies the policy at start-up. `forced` acts as if a terminal were attached (for the tests).
  static func apply(forced: Bool = false) {
    let setting = getenv("SWIFT_BACKTRACE").map { String(cString: $0) }
    if setting == nil && (forced || isatty(0) == 1 || isatty(1) == 1 || isatty(2) == 1) {
      setenv("SWIFT_BACKTRACE", nonInteractive, 1)
      // Only returns when the exec failed; the handlers below still keep the terminal safe.
      execv("/proc/self/exe", CommandLine.unsafeArgv)
    }
    guard setting == nil || setting == nonInteractive || setting == backtraceOff else { return }
    crash_guard_install(crashGuardMessage)
  }
}
