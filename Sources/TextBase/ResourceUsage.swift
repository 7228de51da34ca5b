#if canImport(Glibc)
import Glibc
#endif

/// Figures about the current process from the kernel.
package enum ResourceUsage {
  /// The peak resident set size of this process, in KiB (`getrusage`'s `ru_maxrss` on Linux).
  package static func maxResidentKilobytes() -> Int {
    var usage = rusage()
    guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return 0 }
    return Int(usage.ru_maxrss)
  }

  /// The value of an environment variable, if set.
  package static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}
