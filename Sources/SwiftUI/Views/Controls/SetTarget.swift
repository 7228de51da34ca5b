// Mirrors: nothing of Apple's: the module's own machinery, no Apple API
// SDK: iOS 26 SDK
// Status: internal
/// The `set LABEL to VALUE` target of a value control (a slider, a date picker, a color picker).
@MainActor
enum SetTarget {
  /// A target named `label` whose `apply` reads the value the user gave and returns what moving the control there
  /// does, or nil when the control cannot take it: then the action is refused, before anything happens, with one
  /// line naming what it `accepts` (`a number from 0 to 1`).
  static func make(label: String, control: String, accepts: String,
                   apply: @escaping @MainActor (String) -> (@MainActor () -> Void)?) -> ActionTarget {
    var target = ActionTarget(kind: .set, label: label) { action in
      guard case .set(_, _, let value) = action else { return }
      apply(value)?()
    }
    target.refusal = { action in
      guard case .set(_, _, let value) = action, apply(value) == nil else { return nil }
      return UserActionError(english: "cannot \(action.traceText): \(control) takes \(accepts)",
                             chinese: "做不到 \(action.traceText)：\(control) 只接受 \(accepts)")
    }
    return target
  }
}
