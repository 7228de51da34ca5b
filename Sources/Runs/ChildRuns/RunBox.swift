import AsyncSimulation
import CSandbox
#if canImport(Glibc)
import Glibc
#endif
import TextBase

/// The box a child run runs in, as the parent sets it up: the key its trace is marked with, the limits on memory,
/// processor time and file size, and where it may write. The child reads it on its standard input before anything
/// else (see ``BoxedChild``), so none of it shows in the child's command line or environment.
///
/// ```
/// asyncplay-box 1
/// key 0f3a…(32 hex digits)
/// memory 2147483648
/// cpu 25
/// file 1073741824
/// write /tmp/asyncplay-run-Xy12ab
/// exec /opt/swift/usr/libexec/swift/linux
/// ```
package struct RunBox: Sendable {
  /// The first line of the box's text.
  package static let header = "asyncplay-box 1"

  /// The trace channel's key, made for this run alone.
  package var key = TraceChannel.Key.random()
  /// What the run may use.
  package var limits = Limits()
  /// The folders (and files) the run may write beneath.
  package var writable: [String] = []
  /// The folders the run may execute programs from (Swift's crash reporter).
  package var executable: [String] = []
  /// Whether the child restricts itself with Landlock (see ``confinement``).
  package var confined = true
  /// A preview's `--do` script too long for the command line (one argument holds at most 128 KiB, MAX_ARG_STRLEN:
  /// a REPL session past ~16,400 actions ended with `Argument list too long`), sent here instead, hex-encoded since
  /// it may hold line breaks; nil when it is on the command line.
  package var actions: String?

  /// The most the child reads of the box.
  package static let maximumBytes = 16 << 20
  /// The longest `--do` script given on the child's command line; a longer one goes with the box.
  package static let longestArgumentActions = 64 << 10

  /// What a run may use before it is stopped, each stop reported as a budget of its own.
  package struct Limits: Sendable, Equatable {
    /// Memory the program may allocate (its data segment and private mappings: `RLIMIT_DATA`), in bytes.
    package var memoryBytes = Self.defaultMemory
    /// Processor time, in whole seconds (`RLIMIT_CPU`): a little more than the run's wall-clock limit, so that
    /// only threads that escaped the simulator can reach it first.
    package var cpuSeconds = 30
    /// The largest file the program may write (`RLIMIT_FSIZE`), in bytes.
    package var fileBytes = 1 << 30

    /// 2 GiB: a lesson's run needs a few tens of MB, and the machine must stay usable.
    package static let defaultMemory = 2 << 30

    /// The default limits.
    package init() {}
  }

  /// The text the child reads on its standard input. Paths holding a newline cannot be written and are left out
  /// (what they name is then not writable: the safe side).
  package var text: String {
    var lines = [Self.header, "key \(key.hex)", "memory \(limits.memoryBytes)", "cpu \(limits.cpuSeconds)",
                 "file \(limits.fileBytes)", "confine \(confined ? 1 : 0)"]
    lines += writable.filter { !$0.contains("\n") }.map { "write " + $0 }
    lines += executable.filter { !$0.contains("\n") }.map { "exec " + $0 }
    if let actions { lines.append("actions " + Self.hex(actions)) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The box `text` describes, or nil when it is not one.
  package init?(text: String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
    guard lines.popFirst().map(String.init) == Self.header else { return nil }
    var key: TraceChannel.Key?
    for line in lines where !line.isEmpty {
      let (word, value) = (line.prefix { $0 != " " }, line.drop { $0 != " " }.dropFirst())
      switch word {
      case "key": key = TraceChannel.Key(hex: value)
      case "memory": limits.memoryBytes = Int(value) ?? limits.memoryBytes
      case "cpu": limits.cpuSeconds = Int(value) ?? limits.cpuSeconds
      case "file": limits.fileBytes = Int(value) ?? limits.fileBytes
      case "confine": confined = value != "0"
      case "write": writable.append(String(value))
      case "exec": executable.append(String(value))
      case "actions": actions = Self.unhex(value)
      default: continue
      }
    }
    guard let key else { return nil }
    self.key = key
  }

  /// A new box with a fresh key and the default limits.
  package init() {}

  private static let digits = Array("0123456789abcdef".utf8)

  /// `text`'s UTF-8 bytes as lowercase hex digits.
  package static func hex(_ text: String) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count * 2)
    for byte in text.utf8 { out += [digits[Int(byte >> 4)], digits[Int(byte & 15)]] }
    return String(decoding: out, as: UTF8.self)
  }

  /// The text `hex` spells, or nil when it is not an even number of hex digits.
  package static func unhex(_ hex: Substring) -> String? {
    let bytes = Array(hex.utf8)
    guard bytes.count % 2 == 0 else { return nil }
    func value(_ digit: UInt8) -> UInt8? {
      switch digit {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
      default: nil
      }
    }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count / 2)
    var index = 0
    while index < bytes.count {
      guard let high = value(bytes[index]), let low = value(bytes[index + 1]) else { return nil }
      out.append(high << 4 | low)
      index += 2
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Why runs are not confined by Landlock here, in one line, or nil when they are: the kernel has none, or
  /// `ASYNCPLAY_BOX=off` asks to run without it (limits and the trace's key stay).
  package static let confinement: String? = {
    if ResourceUsage.environment("ASYNCPLAY_BOX") == "off" { return "ASYNCPLAY_BOX=off" }
    let abi = sandbox_landlock_abi()
    if abi >= 1 { return nil }
    return "this kernel offers no Landlock (\(String(cString: strerror(-abi))))"
  }()

  /// What the run may execute: the folder of Swift's crash reporter, and the dynamic loader it needs.
  package static var executables: [String] {
    guard let folder = backtracerFolder else { return [] }
    return [folder] + (sandbox_loader_path().map { [FileSystem.resolved(String(cString: $0))] } ?? [])
  }

  /// The folder of Swift's crash reporter (`swift-backtrace`), beside the runtime this process loaded.
  package static var backtracerFolder: String? {
    guard let name = sandbox_swift_runtime_path() else { return nil }
    // <toolchain>/usr/lib/swift/linux/libswiftCore.so → <toolchain>/usr/libexec/swift/linux
    let library = FileSystem.directory(of: FileSystem.resolved(String(cString: name)))
    let platform = FileSystem.fileName(of: library)
    let folder = FileSystem.directory(of: FileSystem.directory(of: FileSystem.directory(of: library)))
      + "/libexec/swift/" + platform
    return FileSystem.isDirectory(folder) ? folder : nil
  }
}
