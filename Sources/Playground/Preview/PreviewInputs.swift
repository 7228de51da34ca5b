import Scenarios
import SwiftUI

/// The `--do` actions, checked in the parent with the module's own parser (the child parses them again), so that a
/// mistake is one line before anything is compiled.
enum PreviewActions {
  /// Why `text` is not a script of user actions, or nil.
  static func problem(in text: String) -> UsageError? {
    do {
      _ = try UserActionScript.parse(text)
      return nil
    } catch {
      return UsageError(zh: "--do：" + error.chinese, en: "--do: " + error.english)
    }
  }
}

/// The `--routes` file, read in the parent with the module's own parser (the child reads it again): its problems are
/// `file:line: …`, what is accepted.
enum PreviewRoutes {
  /// Why the routes file at `path` cannot be used, or nil.
  static func problem(in path: String, language: Language) -> UsageError? {
    do {
      _ = try RouteTable.load(contentsOf: path)
      return nil
    } catch {
      return UsageError(zh: error.chinese, en: error.english)
    }
  }
}
