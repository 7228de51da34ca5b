import AsyncSimulation
import TerminalIO

/// Prints what a stepping command printed at the pace of the run: each event line when its virtual time, divided
/// by the speed, has passed in real time. The run itself was computed in virtual time already; only the printing
/// is paced, so the audience sees 300 ms pass between two events 300 ms apart (at 1x).
struct PlayPacer {
  /// The factor: 2 prints twice as fast as real time, 0.5 half as fast.
  let speed: Double

  /// The commands whose event lines are paced (`run` starts at 0 ms; the others at the cursor).
  static let commands: Set<String> = ["run", "step", "advance", "until", "end"]

  /// The virtual time an event line starts with (`[  120 ms] …`, possibly coloured), in nanoseconds; nil for any
  /// other line (a note, a continuation line, the summary).
  static func time(of line: Substring) -> Int64? {
    var plain = Substring(line)
    if plain.hasPrefix("\u{1B}[") {  // a dim colour around the time: ESC [ 2 m
      guard let end = plain.firstIndex(of: "m") else { return nil }
      plain = plain[plain.index(after: end)...]
    }
    guard plain.hasPrefix("["), let close = plain.firstIndex(of: "]") else { return nil }
    let inside = plain[plain.index(after: plain.startIndex)..<close].drop { $0 == " " }
    guard inside.hasSuffix(" ms") else { return nil }
    return Milliseconds.parseNanos(String(inside.dropLast(3)))
  }

  /// Writes `text` (the output of a command that moved the cursor from `start` to `end`, in virtual nanoseconds):
  /// each event line at its time, the lines after the last one at `end`. Enter prints the rest at once; Ctrl-C
  /// stops, `q` or Esc ends the demo (`b` is ignored here). Returns nil when all was written, else how it ended.
  func write(_ text: String, from start: Int64, to end: Int64, waiter: PlayWaiter, output: Output) -> PlayEnding? {
    let began = PlayWaiter.now()
    var hurry = false
    func reach(_ time: Int64) -> PlayEnding? {
      guard !hurry, time > start else { return waiter.interrupted ? .interrupted : nil }
      // At most a day of virtual time at the slowest speed: far inside Int64, clamped all the same.
      let delay = min(Double(time - start) / speed, 1e18)
      let deadline = began + Int64(delay.rounded())
      while true {
        switch waiter.wait(until: deadline, keys: true) {
        case .elapsed: return nil
        case .proceed:
          hurry = true
          return nil
        case .back: continue
        case .quit: return .quit
        case .stop: return .interrupted
        }
      }
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let lastEvent = lines.lastIndex { Self.time(of: $0) != nil }
    for (index, line) in lines.enumerated() {
      if let time = Self.time(of: line) {
        if let ending = reach(time) { return ending }
      } else if let lastEvent, index == lastEvent + 1 {
        if let ending = reach(end) { return ending }
      }
      output.write(index == lines.count - 1 ? String(line) : line + "\n")
    }
    // Text that ends without a newline ends with its last event: the cursor may still lie beyond it.
    return lastEvent == lines.count - 1 ? reach(end) : nil
  }
}

/// Why a presented demo ended before its last command.
enum PlayEnding: Equatable {
  /// Ctrl-C (or a terminal that went away, or SIGTERM): exit status 130.
  case interrupted
  /// The presenter pressed `q` or Esc: the demo ends cleanly, exit status 0.
  case quit
}
