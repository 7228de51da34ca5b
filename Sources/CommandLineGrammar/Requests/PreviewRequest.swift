import Scenarios
import Runs

/// Everything `asyncplay preview FILE...` needs: the files, and the run's options (``RunRequest/preview`` holds
/// the preview's own).
public struct PreviewRequest: Equatable, Sendable {
  /// The Swift files, compiled together as one module, as the user named them.
  public var files: [String]
  /// The run: `--json`, `--lang`, budgets, exports and the preview's settings; its scenario name is the preview's
  /// (the first file's name without `.swift`).
  public var run: RunRequest

  /// A request for `files` with `run`'s options.
  public init(files: [String], run: RunRequest) {
    self.files = files
    self.run = run
  }

  /// The name a preview run goes by (exports and the REPL's prompt): the first file's name without `.swift`.
  package static func name(of files: [String]) -> String {
    let base = FileSystem.fileName(of: files.first ?? "preview")
    return base.hasSuffix(".swift") && base.count > 6 ? String(base.dropLast(6)) : base
  }
}
