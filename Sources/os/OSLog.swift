// Mirrors Apple's `OSLog` (os, https://developer.apple.com/documentation/os/oslog), checked against the iOS 26 SDK
// documentation. Status: partial — `init(subsystem:category:)`, `default` and `disabled`; signposts
// (`OSLog.Category.pointsOfInterest`, `os_signpost`) are not simulated.

/// A custom log object: a subsystem and a category that every message logged to it carries.
public final class OSLog: Sendable {
  /// The subsystem, e.g. `com.example.app` (empty for the default log).
  let subsystem: String
  /// The category, e.g. `network` (empty for the default log).
  let category: String
  /// Whether messages logged to it are dropped (``disabled``).
  let isDisabled: Bool

  private init(subsystem: String, category: String, disabled: Bool) {
    self.subsystem = subsystem
    self.category = category
    self.isDisabled = disabled
  }

  /// A log for `subsystem` and `category`.
  public convenience init(subsystem: String, category: String) {
    self.init(subsystem: subsystem, category: category, disabled: false)
  }

  /// The shared default log: messages carry no subsystem or category.
  public static let `default` = OSLog(subsystem: "", category: "", disabled: false)

  /// A log that drops every message.
  public static let disabled = OSLog(subsystem: "", category: "", disabled: true)

  /// How a trace names the log: `subsystem/category`, nil for the default log.
  var traceLabel: String? {
    if subsystem.isEmpty && category.isEmpty { return nil }
    return subsystem + "/" + category
  }

  /// Records `text` at `type` in the run's trace, on the task that logs it, at the virtual time (see
  /// ``LogRecorder``).
  func write(_ text: String, type: OSLogType) {
    guard !isDisabled else { return }
    LogRecorder.record(text, type: type, label: traceLabel)
  }
}
