import TextBase

/// The folder a child run lives in: its home and temporary folder, and (with ``RunBox``) the one place it may
/// write. Made fresh for each run under `$TMPDIR` (else /tmp) as `asyncplay-run-XXXXXX`, removed after it — also when
/// this process is stopped by a signal or a closed stdout (see ``TemporaryFolderOwner``, which also sweeps the ones
/// a killed process left).
package enum RunContainer {
  /// A new container (empty but for its owner file), or nil when none can be made (the run then may write nowhere
  /// but `/dev/null`).
  package static func make() -> String? {
    let base = ResourceUsage.environment("TMPDIR").flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
    TemporaryFolderOwner.sweep(base)
    return TemporaryFolderOwner.withStopSignalsHeld {
      guard let made = try? FileSystem.makeUniqueDirectory(prefix: base + "/asyncplay-run-").get() else { return nil }
      TemporaryFolderOwner.claim(made)
      return made
    }
  }

  /// Removes a container and everything the run left in it.
  package static func remove(_ path: String) { TemporaryFolderOwner.release(path) }

  /// The environment that makes the child's home, temporary, configuration, data and cache folders the container,
  /// so that Foundation's `FileManager`, `UserDefaults` and `NSTemporaryDirectory()` resolve into it.
  package static func environment(_ path: String) -> [(name: String, value: String)] {
    [("HOME", path), ("CFFIXED_USER_HOME", path), ("TMPDIR", path), ("XDG_CONFIG_HOME", path + "/.config"),
     ("XDG_DATA_HOME", path + "/.local/share"), ("XDG_CACHE_HOME", path + "/.cache"),
     ("XDG_STATE_HOME", path + "/.local/state")]
  }
}
