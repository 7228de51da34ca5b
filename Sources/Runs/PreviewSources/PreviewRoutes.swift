import TextBase
import SwiftUI

/// The `--routes` file, read in the parent with the module's own parser (the child reads it again): its problems are
/// `file:line: …` and what is accepted, in both languages.
package enum PreviewRoutes {
  /// Why the routes file at `path` cannot be used, or nil.
  package static func problem(in path: String) -> UsageError? {
    do {
      _ = try RouteTable.load(contentsOf: path)
      return nil
    } catch {
      return UsageError(zh: error.chinese, en: error.english)
    }
  }
}
