/// The folder a child run lives in: its home and temporary folder, and (with ``RunBox``) the one place it may
/// write. Made fresh for each run under `$TMPDIR` (else /tmp) as `asyncplay-run-XXXXXX`, removed after it.
enum RunContainer {
  /// A new, empty container, or nil when none can be made (the run then may write nowhere but `/dev/null`).
  static func make() -> String? {
    let base = ResourceUsage.environment("TMPDIR").flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
    return try? FileSystem.makeUniqueDirectory(prefix: base + "/asyncplay-run-").get()
  }

  /// Removes a container and everything the run left in it.
  static func remove(_ path: String) { FileSystem.removeTree(path) }

  /// The environment that makes the child's home, temporary, configuration, data and cache folders the container,
  /// so that Foundation's `FileManager`, `UserDefaults` and `NSTemporaryDirectory()` resolve into it.
  static func environment(_ path: String) -> [(name: String, value: String)] {
    [("HOME", path), ("CFFIXED_USER_HOME", path), ("TMPDIR", path), ("XDG_CONFIG_HOME", path + "/.config"),
     ("XDG_DATA_HOME", path + "/.local/share"), ("XDG_CACHE_HOME", path + "/.cache"),
     ("XDG_STATE_HOME", path + "/.local/state")]
  }
}
