import AsyncSimulation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Runs a small `/bin/sh` script against the built `asyncplay` (as `"$A"`), in a fresh directory that is also its
/// HOME and XDG state and data home, English and UTF-8, with the backtracer setting a child process normally gets.
/// Used by the bad-input catalogue: many cases need a FIFO, a read-only file or a closed stdout, which a shell
/// sets up in one line.
struct ShellCase {
  /// The script's exit status, stdout and stderr.
  struct Outcome {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// Runs `script` (with `input` on stdin, if given) and returns what it left.
  static func run(_ script: String, input: String? = nil, wallLimit: Duration = .seconds(60)) throws -> Outcome {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    if let input { directory.write(input, to: ".stdin") }
    // COLUMNS=1000: the catalogue compares each message whole; how a message is fitted to a narrow terminal is
    // ErrorLineTests' concern.
    let prelude = "cd \"$1\" && export HOME=\"$1\" XDG_STATE_HOME=\"$1/state\" XDG_DATA_HOME=\"$1/data\" "
      + "LANG=C.UTF-8 LC_ALL=C.UTF-8 COLUMNS=1000 A=\"$0\"; unset CI NO_COLOR; "
      + (input == nil ? "exec < /dev/null; " : "exec < .stdin; ")
    let result = try ChildProcess(executable: "/bin/sh", arguments: ["-c", prelude + script, Binary.path,
                                                                     directory.path],
                                  wallLimit: wallLimit).run()
    let status: Int32
    switch result.termination {
    case .exited(let code): status = code
    case .signaled(let signal): status = 128 + signal
    case .timedOut: status = -1
    }
    return Outcome(status: status, standardOutput: result.outputText, standardError: result.errorText)
  }
}
