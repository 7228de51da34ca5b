#if canImport(Glibc)
import Glibc
#endif

/// Names of the signals that can end a child, for one-line reports.
package enum SignalName {
  private static let names: [(Int32, String)] = [
    (SIGHUP, "SIGHUP"), (SIGINT, "SIGINT"), (SIGQUIT, "SIGQUIT"), (SIGILL, "SIGILL"), (SIGTRAP, "SIGTRAP"),
    (SIGABRT, "SIGABRT"), (SIGBUS, "SIGBUS"), (SIGFPE, "SIGFPE"), (SIGKILL, "SIGKILL"), (SIGSEGV, "SIGSEGV"),
    (SIGPIPE, "SIGPIPE"), (SIGALRM, "SIGALRM"), (SIGTERM, "SIGTERM"), (SIGXCPU, "SIGXCPU"),
  ]

  /// `SIGSEGV (segmentation fault)`; `signal 40` for one without a name here.
  package static func describe(_ signal: Int32) -> String {
    guard let name = names.first(where: { $0.0 == signal })?.1 else { return "signal \(signal)" }
    return "\(name) (\(meaning(signal)))"
  }

  private static func meaning(_ signal: Int32) -> String {
    switch signal {
    case SIGILL, SIGTRAP: "a Swift runtime trap, such as a failed precondition or fatalError"
    case SIGABRT: "aborted"
    case SIGSEGV: "segmentation fault"
    case SIGBUS: "bus error"
    case SIGFPE: "arithmetic error"
    case SIGKILL: "killed"
    case SIGINT: "interrupted"
    case SIGTERM: "terminated"
    case SIGPIPE: "broken pipe"
    default: "signal \(signal)"
    }
  }
}
