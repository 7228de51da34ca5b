import TraceRendering
import Runs

extension PropertyWriteLines {
  /// The files at `paths` that can be read (reading files is the playground's part, not the renderer's).
  package init(paths: [String]) {
    self.init(files: paths.compactMap { path in FileSystem.read(path).map { (path, $0) } })
  }
}
