import AsyncSimulation
import TextBase
import SwiftUI

/// The `--do` actions, checked in the parent with the module's own parser (the child parses them again), so that a
/// mistake is one line before anything is compiled; and what the playground's `do` needs to add actions to them.
package enum PreviewActions {
  /// Why `text` is not a script of user actions, or nil.
  package static func problem(in text: String) -> UsageError? {
    do {
      _ = try UserActionScript.parse(text)
      return nil
    } catch {
      return UsageError(zh: "--do：" + error.chinese, en: "--do: " + error.english)
    }
  }

  /// The steps of `text` (none when it is not a script).
  private static func steps(_ text: String) -> [UserActionScript.Step] {
    (try? UserActionScript.parse(text))?.steps ?? []
  }

  /// How many actions `text` holds.
  package static func count(in text: String) -> Int { steps(text).count }

  /// When the last action of `text` happens (0 for none), in nanoseconds.
  package static func lastTime(in text: String) -> Int64 { steps(text).last?.atNanos ?? 0 }

  /// When the first action of `text` happens, or nil for none.
  package static func firstTime(in text: String) -> Int64? { steps(text).first?.atNanos }

  /// `text` with its first step at `nanos` when it does not say when (`tap Retry` → `tap Retry @1000ms`).
  package static func starting(_ text: String, at nanos: Int64) -> String {
    let first = UserActionSteps.split(text).first ?? ""
    guard UserActionSteps.unquotedIndex(of: "@", in: first) == nil else { return text }
    let time = " @" + Milliseconds.format(nanos) + "ms"
    let trimmed = first.trimmingCharacters(in: [" ", "\t"])
    guard !trimmed.isEmpty else { return text }
    return trimmed + time + String(text.dropFirst(first.count))
  }
}
