import AsyncSimulation
import CLineEditor
#if canImport(Glibc)
import Glibc
#endif

/// The pauses of a presented demo: until a deadline, until the presenter presses Enter, or until Ctrl-C.
///
/// Ctrl-C is the SIGINT handler of CLineEditor, which only sets a flag and interrupts `poll`, so every wait ends
/// at once when it is pressed.
struct PlayWaiter {
  /// Where Enter is read, if there is a terminal.
  let terminal: PlayTerminal?

  /// How a wait ended.
  enum Outcome: Equatable {
    /// The deadline passed.
    case elapsed
    /// Enter (or Space) was pressed.
    case proceed
    /// `q` or Esc was pressed: the presenter ends the demo.
    case quit
    /// `b` was pressed: back one command.
    case back
    /// Ctrl-C was pressed, or the terminal went away: the demo stops.
    case stop
  }

  /// Whether Ctrl-C has been pressed.
  var interrupted: Bool { line_editor_interrupt_pending() != 0 }

  /// Real time now, in nanoseconds.
  static func now() -> Int64 { VirtualClock.wallNanos() }

  /// The longest single poll: a signal that arrives just before a poll is noticed after at most this long.
  static let pollMilliseconds: Int64 = 100

  /// Waits until `deadline` (nil: no deadline) or, when `keys` and there is a terminal, until Enter. Ctrl-Z during
  /// the wait restores the terminal and stops; the wait goes on after `fg`.
  func wait(until deadline: Int64?, keys: Bool) -> Outcome {
    while true {
      if interrupted { return .stop }
      if line_editor_take_suspend() != 0 {
        if let terminal { terminal.suspend() } else { line_editor_suspend_now() }
        continue
      }
      var timeout = Int32(Self.pollMilliseconds)
      if let deadline {
        let left = deadline - Self.now()
        if left <= 0 { return .elapsed }
        timeout = Int32(min((left + 999_999) / 1_000_000, Self.pollMilliseconds))
      }
      if keys, let terminal {
        var descriptor = pollfd(fd: terminal.descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, timeout) > 0 else { continue }
        switch terminal.readKeys() {
        case .proceed: return .proceed
        case .quit: return .quit
        case .back: return .back
        case .closed: return .stop
        case .other: continue
        }
      } else {
        if deadline == nil { return .stop }  // nothing could ever end this wait
        _ = poll(nil, 0, timeout)
      }
    }
  }

  /// Waits `nanos` from now (see ``wait(until:keys:)``).
  func wait(nanos: Int64, keys: Bool) -> Outcome { wait(until: Self.now() + nanos, keys: keys) }
}
