import TextBase

/// What `asyncplay test FILE|DIR … [--update]` checks and whether it rewrites.
public struct TranscriptTestOptions: Equatable, Sendable {
  /// The `.play` files and directories to check, as typed (a directory: every `.play` file below it).
  public var paths: [String]
  /// `--update`: rewrite the expectations with what the commands print now (refused under `CI=true`).
  public var update = false

  /// Options that check `paths`.
  public init(paths: [String], update: Bool = false) {
    self.paths = paths
    self.update = update
  }

  private static let reader = ScriptOptionReader(command: "test", valued: [:], switches: ["--update"])

  /// Reads the words after `test`.
  package static func parse(_ arguments: [String]) throws(UsageError) -> TranscriptTestOptions {
    let (paths, flags) = try reader.read(arguments)
    guard !paths.isEmpty else {
      throw UsageError(zh: "test 需要一个 .play 文件或放它们的文件夹，例如 asyncplay test Tests/Transcripts",
                       en: "test needs a .play file or a directory of them, e.g. asyncplay test Tests/Transcripts")
    }
    return TranscriptTestOptions(paths: paths, update: !flags.isEmpty)
  }
}
