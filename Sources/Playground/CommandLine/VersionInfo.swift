import TextBase

/// What `asyncplay --version` (or `-V`) prints: asyncplay's version, the Swift compiler that built it, and the
/// version of the trace format that `--json` and `--export json=…` write.
///
/// ```
/// asyncplay 0.1.0
/// built with Swift 6.3.1
/// trace format 1 (JSON Lines; asyncplay help run describes it)
/// ```
public enum VersionInfo {
  /// asyncplay's version.
  public static let version = "0.1.0"

  /// The version of the trace format (`--json`): it grows by new kinds and fields, which readers must ignore, and
  /// this number changes only if a field were ever renamed or its meaning changed (never, so far).
  public static let traceFormat = 1

  /// The Swift compiler that built this binary, as far as `#if compiler` can tell (major.minor, and the patch level
  /// within 6.3).
  public static let swift: String = {
    #if compiler(>=7.0)
    return "7.0 or newer"
    #elseif compiler(>=6.5)
    return "6.5"
    #elseif compiler(>=6.4)
    return "6.4"
    #elseif compiler(>=6.3.3)
    return "6.3.3"
    #elseif compiler(>=6.3.2)
    return "6.3.2"
    #elseif compiler(>=6.3.1)
    return "6.3.1"
    #else
    return "6.3"
    #endif
  }()

  /// The three lines, each ending in a newline.
  public static func text(language: Language) -> String {
    "asyncplay \(version)\n"
      + language.pick("用 Swift \(swift) 构建\n", "built with Swift \(swift)\n")
      + language.pick("追踪格式 \(traceFormat)（JSON Lines；asyncplay help run 有说明）\n",
                      "trace format \(traceFormat) (JSON Lines; asyncplay help run describes it)\n")
  }
}
