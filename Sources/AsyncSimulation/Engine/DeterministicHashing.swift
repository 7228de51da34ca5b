#if canImport(Glibc)
import Glibc
#endif

/// Makes `Dictionary` and `Set` iterate in the same order in every process.
///
/// Swift seeds its hasher per process unless `SWIFT_DETERMINISTIC_HASHING` is set when the process starts (the
/// runtime reads it once, at start-up), so code that iterates a dictionary — a library's `[Int: State]`, a model's
/// `Set` of ids — would make the same simulation differ between runs. Every child process the engine starts gets the
/// variable (``ChildProcess``); a process started any other way that calls ``Simulation/run(_:_:)`` is started
/// again with it, once, before anything of the run happens.
public enum DeterministicHashing {
  /// The environment variable and the value the engine sets.
  public static let variable = (name: "SWIFT_DETERMINISTIC_HASHING", value: "1")

  /// Whether this process started with deterministic hashing.
  public static var isOn: Bool {
    getenv(variable.name).map { String(cString: $0) == variable.value } ?? false
  }

  /// Returns at once when hashing is deterministic; otherwise replaces the process by a fresh start of the same
  /// program with the same arguments and `SWIFT_DETERMINISTIC_HASHING=1`. Never returns if that fails: it writes
  /// one line saying so and exits with status 2.
  static func ensure() {
    if isOn { return }
    setenv(variable.name, variable.value, 1)
    // The process image is replaced: buffered output is discarded, not written twice.
    execv("/proc/self/exe", CommandLine.unsafeArgv)
    let line = "asyncplay: a simulation needs deterministic hashing, and restarting this program with "
      + "\(variable.name)=\(variable.value) failed (\(String(cString: strerror(errno)))); start it with that "
      + "variable set\n"
    var bytes = Array(line.utf8)
    _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
    _exit(2)
  }
}
