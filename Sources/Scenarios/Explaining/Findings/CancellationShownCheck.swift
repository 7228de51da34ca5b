import Foundation
import AsyncSimulation

/// A cancellation shown to the user as an error: a property set to a value that reads as a cancellation
/// (`URLError(.cancelled)`, its description, `CancellationError`), or a screen that starts showing such words, after
/// a request or task was cancelled. Cancelling is how SwiftUI stops work it no longer needs; it is not a failure.
struct CancellationShownCheck {
  let context: TraceReviewContext

  /// Words a cancellation error leaves in a value or on screen (`cancelled` as `URLError`'s description says it,
  /// `-999` its code, the error types' names). "Cancel", a button's title, is not one of them.
  static let words = ["cancelled", "canceled", "CancellationError", "-999", "URLError(.cancelled)"]

  /// What a screen line is trimmed of: spaces and the frame of an alert or sheet (`│ cancelled │`).
  static let boxAndSpace = CharacterSet.whitespaces.union(CharacterSet(charactersIn: "│┌┐└┘─[]"))

  /// Whether a property's new value is a cancellation kept as an error: an error's text (a quoted string, the
  /// message `localizedDescription` gives), an error value, or a failure case carrying one
  /// (`failed("cancelled")`). A plain case such as `cancelled` is a state the app chose to show, not an error.
  static func readsAsError(_ text: String?) -> Bool {
    guard let text, readsAsCancellation(text) else { return false }
    return text.contains("\"") || text.contains("Error") || text.contains("-999") || text.contains("(")
  }

  static func readsAsCancellation(_ text: String?) -> Bool {
    guard let text else { return false }
    let lowered = text.lowercased()
    return words.contains { lowered.contains($0.lowercased()) }
  }

  func findings() -> [TraceFinding] {
    guard let firstCancel = context.events.first(where: { isCancellation($0) }) else { return [] }
    var found: [TraceFinding] = []
    var reportedProperties: Set<String> = []
    var previousScreen = ""
    var screenReported = false
    for event in context.events where event.seq > firstCancel.seq {
      switch event.kind {
      case .state:
        guard let name = event.name, !reportedProperties.contains(name), Self.readsAsError(event.to),
              !Self.readsAsCancellation(event.from) else { continue }
        reportedProperties.insert(name)
        found.append(stateFinding(event, property: name))
      case .screen:
        let text = event.text ?? ""
        defer { previousScreen = text }
        guard !screenReported else { continue }
        // Only what an alert (or another framed box) says: a status line such as "Download cancelled" is the app
        // telling the user what they asked for.
        let fresh = text.split(separator: "\n").first {
          $0.trimmingCharacters(in: .whitespaces).hasPrefix("│") && Self.readsAsCancellation(String($0))
            && !previousScreen.contains($0)
        }
        guard let line = fresh else { continue }
        screenReported = true
        let shown = line.trimmingCharacters(in: Self.boxAndSpace)
        // The error a property just took shows on the screen: one finding says both.
        if let index = found.lastIndex(where: { $0.nanos == event.nanos && $0.property != nil }) {
          found[index].sentence += context.language.pick("屏幕在 \(context.ms(event.nanos)) 显示“\(context.value(shown))”。",
                                                         " The screen shows it at \(context.ms(event.nanos)): "
                                                           + "\"\(context.value(shown))\".")
        } else {
          found.append(screenFinding(event, line: shown))
        }
      default:
        continue
      }
    }
    return found
  }

  /// A task's or a request's cancellation.
  private func isCancellation(_ event: TraceEvent) -> Bool {
    event.kind == .cancel || (event.kind == .request && event.outcome == "cancelled")
      || (event.kind == .taskEnd && event.outcome == "cancelled")
  }

  /// The cancelled request of `task` (or else of any task) last ended before `seq`.
  private func cancelledRequest(before seq: Int, task: String?) -> TraceRequest? {
    let cancelled = context.requests.filter { $0.outcome == "cancelled" && ($0.endedSeq ?? .max) <= seq }
    return cancelled.last { $0.task == task } ?? cancelled.last
  }

  private func stateFinding(_ event: TraceEvent, property: String) -> TraceFinding {
    let request = cancelledRequest(before: event.seq, task: event.task)
    let task = event.task ?? "main"
    let cause = request.map {
      (zh: "\($0.task) 的 \($0.label) 在 \(context.ms($0.ended ?? $0.sent)) 被取消，",
       en: "\($0.task)'s \($0.label) was cancelled at \(context.ms($0.ended ?? $0.sent)), and ")
    } ?? context.lifeline(task).flatMap { line in line.cancelledAt.map {
      (zh: "\(task) 在 \(context.ms($0)) 被取消，", en: "\(task) was cancelled at \(context.ms($0)), and ")
    } } ?? (zh: "", en: "")
    let sentence = context.language.pick(
      "取消被当成了错误：\(cause.zh)\(context.ms(event.nanos)) 时 \(task) 把 \(property) 设成了 "
        + "\(context.value(event.to))。先接住 CancellationError 和 URLError(.cancelled)，再处理真正的失败。",
      "Cancellation shown as an error: \(cause.en)at \(context.ms(event.nanos)) \(task) set \(property) to "
        + "\(context.value(event.to)). Catch CancellationError and URLError(.cancelled) first, then real failures.")
    return TraceFinding(kind: .cancellationShownAsError, nanos: event.nanos, property: property, task: task,
                        request: request?.label, sentence: sentence)
  }

  private func screenFinding(_ event: TraceEvent, line: String) -> TraceFinding {
    let request = cancelledRequest(before: event.seq, task: event.task)
    let cause = request.map {
      (zh: "（\($0.task) 的 \($0.label) 在 \(context.ms($0.ended ?? $0.sent)) 被取消）",
       en: " (\($0.task)'s \($0.label) was cancelled at \(context.ms($0.ended ?? $0.sent)))")
    } ?? (zh: "", en: "")
    let sentence = context.language.pick(
      "屏幕把取消显示成了错误：\(context.ms(event.nanos)) 时出现了“\(context.value(line))”\(cause.zh)。",
      "The screen shows a cancellation as an error: at \(context.ms(event.nanos)) it shows "
        + "\"\(context.value(line))\"\(cause.en).")
    return TraceFinding(kind: .cancellationShownAsError, nanos: event.nanos, property: nil, task: event.task,
                        request: request?.label, sentence: sentence)
  }
}
