/// The lines the Swift runtime writes to standard error during a run that the engine records as `runtime_warning`
/// events (everything else written there passes through unchanged, see ``ErrorCapture``).
///
/// They come from `CheckedContinuation`'s checks in the concurrency library (`CheckedContinuation.swift`): when the
/// last copy of a continuation that was never resumed goes away, its deinit calls
/// `swift_continuation_logFailedCheck` with `SWIFT TASK CONTINUATION MISUSE: <function> leaked its continuation
/// without resuming it. This may cause tasks waiting on it to remain suspended forever.` — one line, one write.
/// (Resuming twice is a fatal error instead: the run crashes.)
public enum RuntimeWarning {
  /// SwiftUI's warning when an `ObservableObject` a view observes changes off the main thread (Apple's wording).
  public static let publishingFromBackgroundThread = "Publishing changes from background threads is not allowed; "
    + "make sure to publish values from the main thread (via operators like receive(on:)) on model updates."

  /// The prefix of every continuation-misuse message of the runtime.
  public static let continuationMisusePrefix = "SWIFT TASK CONTINUATION MISUSE: "

  /// Whether `line` (without its newline) is a runtime warning the engine records.
  public static func recognises(_ line: some StringProtocol) -> Bool {
    line.hasPrefix(continuationMisusePrefix)
  }

  /// Whether `line` says a continuation was dropped without being resumed.
  public static func isLeakedContinuation(_ line: some StringProtocol) -> Bool {
    recognises(line) && line.contains(" leaked its continuation without resuming it")
  }
}
