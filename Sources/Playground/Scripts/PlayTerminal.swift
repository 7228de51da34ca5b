import CLineEditor
#if canImport(Glibc)
import Glibc
#endif

/// The terminal `play --present` reads its keys from: stdin when it is a terminal, else `/dev/tty` (so a demo can be
/// presented with stdin redirected). While open, the terminal neither waits for a whole line nor echoes keys, so
/// Enter is read at once and shows nothing; Ctrl-C still sends SIGINT (ISIG stays on). ``restore()`` puts back the
/// settings it found, and is called again on deinit.
final class PlayTerminal {
  /// The descriptor keys are read from.
  let descriptor: Int32
  private let owned: Bool
  private var saved: termios
  private var keys: termios
  private var restored = false

  private init(descriptor: Int32, owned: Bool, saved: termios, keys: termios) {
    self.descriptor = descriptor
    self.owned = owned
    self.saved = saved
    self.keys = keys
  }

  /// Opens the terminal and switches it to reading keys; nil when this process has no terminal.
  static func open() -> PlayTerminal? {
    var descriptor: Int32 = 0
    var owned = false
    if isatty(0) != 1 {
      descriptor = Glibc.open("/dev/tty", O_RDONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
      guard descriptor >= 0 else { return nil }
      owned = true
    }
    var settings = termios()
    guard tcgetattr(descriptor, &settings) == 0 else {
      if owned { close(descriptor) }
      return nil
    }
    var keys = settings
    keys.c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutableBytes(of: &keys.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    let terminal = PlayTerminal(descriptor: descriptor, owned: owned, saved: settings, keys: keys)
    tcsetattr(descriptor, TCSANOW, &keys)
    return terminal
  }

  /// Ctrl-Z: puts the settings back, stops the process, and when it is continued (`fg`) reads keys again.
  func suspend() {
    guard !restored else { return line_editor_suspend_now() }
    while tcsetattr(descriptor, TCSANOW, &saved) != 0 && errno == EINTR {}
    line_editor_suspend_now()
    while tcsetattr(descriptor, TCSANOW, &keys) != 0 && errno == EINTR {}
  }

  /// Puts the terminal's settings back as they were.
  func restore() {
    guard !restored else { return }
    restored = true
    while tcsetattr(descriptor, TCSANOW, &saved) != 0 && errno == EINTR {}
  }

  deinit {
    restore()
    if owned { close(descriptor) }
  }

  /// What the keys read just now mean.
  enum Keys: Equatable {
    /// Enter or Space: go on.
    case proceed
    /// `q`, `Q` or Esc: end the demo.
    case quit
    /// `b` or `B`: back one command.
    case back
    /// Other keys (ignored), or nothing yet.
    case other
    /// The terminal is gone (hung up).
    case closed
  }

  /// Reads the keys waiting (call when poll says the descriptor is readable).
  func readKeys() -> Keys {
    var bytes = [UInt8](repeating: 0, count: 256)
    let count = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
    if count < 0 { return errno == EINTR || errno == EAGAIN ? .other : .closed }
    if count == 0 { return .closed }
    return Self.meaning(of: bytes[..<count])
  }

  /// What a burst of key bytes means: the first key that means something wins. Esc counts only alone: an arrow or
  /// a function key also starts with it (`ESC [ A`), and is ignored.
  static func meaning(of bytes: ArraySlice<UInt8>) -> Keys {
    if bytes == [0x1B] { return .quit }
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == 0x1B {
        // Skip an escape sequence: ESC, then `[` or `O` and everything up to a final letter or `~`.
        index += 1
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "O") {
          index += 1
          while index < bytes.endIndex, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
        }
        index += 1
        continue
      }
      switch byte {
      case UInt8(ascii: "\r"), UInt8(ascii: "\n"), 0x20: return .proceed
      case UInt8(ascii: "q"), UInt8(ascii: "Q"): return .quit
      case UInt8(ascii: "b"), UInt8(ascii: "B"): return .back
      default: index += 1
      }
    }
    return .other
  }
}
