// Where asyncplay's `os` module sends a message: a `log` event of the run's trace. Not an Apple API.
import AsyncSimulation
#if canImport(Glibc)
import Glibc
#endif

/// Sends logged messages to the trace: each becomes a `log` event with its level, its logger and its text, at the
/// virtual time and on the task that logged it. Outside a run (no trace is being recorded) a message goes to
/// standard error as `level: text`, as Xcode's console would show it.
enum LogRecorder {
  static func record(_ text: String, type: OSLogType, label: String?) {
    if TraceLog.isRecording {
      TraceLog.log(level: type.traceName, label: label, text: text)
    } else {
      let line = type.traceName + ": " + (label.map { $0 + ": " } ?? "") + text + "\n"
      _ = line.withCString { write(2, $0, strlen($0)) }
    }
  }
}
