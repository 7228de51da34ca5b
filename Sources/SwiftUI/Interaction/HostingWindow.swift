// Mirrors: nothing of Apple's: the module's own machinery, no Apple API
// SDK: iOS 26 SDK
// Status: internal
internal import AsyncSimulation
import TextBase

/// A window showing a SwiftUI view on virtual time, driven as a user would.
///
/// ```swift
/// let window = HostingWindow(rootView: DebouncedSearch())
/// window.show()                                  // first update: onAppear, tasks start, the first screen
/// try window.perform(.type("sw", into: nil))     // one edit of the search field, flushed at once
/// ```
/// Every action goes through the graph — the state change, the update, the lifecycle actions and the screen —
/// never by calling a view's closure from outside it.
@MainActor public final class HostingWindow {
  /// The run's language, set once by the driver before any window: what the process's locale is on a device.
  /// A new window copies it into its root environment, where the module's words and `Text` read it. It stays a
  /// static because `String(localized:)`, `AttributedString(localized:)` and a `Text` interpolated into a
  /// `LocalizedStringKey` have no view and no environment, as on Apple platforms (they read `Locale.current`).
  nonisolated(unsafe) public static var language: Language = .en

  private let graph: ViewGraph
  /// Windows that were shown stay alive for the rest of the process, as on screen: the tasks their views started
  /// keep changing their state after the driver's code has returned.
  private static var shownWindows: [HostingWindow] = []

  /// A window for `rootView` (not yet shown).
  public convenience init<Root: View>(rootView: Root) {
    self.init(rootView: rootView, appType: Root.self)
  }

  /// Makes every `@Observable` change a `state` event in a run that has no window (a preview's script, a sandbox
  /// file's `play()`), as the first window does: without it a model in such a run changed untraced.
  public static func traceModelChanges() {
    ObservationInterposer.verifyOnce()
  }

  /// A window for `rootView`, whose values print without `appType`'s module prefix.
  init<Root: View>(rootView: Root, appType: Any.Type) {
    ObservationInterposer.verifyOnce()
    ValueDescription.noteAppType(appType)
    graph = ViewGraph(rootView: rootView)
    graph.rootEnvironment.language = HostingWindow.language
    graph.rootEnvironment.editMode = WindowEditMode.make()
  }

  /// The language of this window's own words.
  public var language: Language {
    get { graph.rootEnvironment.language }
    set { graph.rootEnvironment.language = newValue }
  }

  /// The view appears: the first update runs (`onAppear`, tasks start) and the first screen is recorded.
  public func show() {
    if !HostingWindow.shownWindows.contains(where: { $0 === self }) { HostingWindow.shownWindows.append(self) }
    graph.show()
  }

  /// The committed screen as text (what the last `screen` event holds).
  public var screenText: String { graph.screenText }

  /// How many view bodies were evaluated so far.
  var bodyEvaluations: Int { graph.bodyEvaluations }

  /// Does `action` as the user would, recording an `action` event; the update it causes is flushed before it
  /// returns. Throws, without doing anything, when the screen offers no such thing: the error names what it offers.
  public func perform(_ action: UserAction) throws(UserActionError) {
    graph.flush()
    switch action {
    case .leave:
      guard graph.isShown else {
        throw UserActionError(english: "the screen is already away (return brings it back)",
                              chinese: "界面已经离开了（用 return 回来）")
      }
      TraceLog.userAction(action.traceText)
      graph.closeOpenSwipe()
      graph.hide()
      return
    case .return:
      guard !graph.isShown else {
        throw UserActionError(english: "the screen is on show (leave it first)", chinese: "界面正显示着（先 leave）")
      }
      TraceLog.userAction(action.traceText)
      graph.show()
      return
    default:
      break
    }
    guard graph.isShown else {
      throw UserActionError(english: "the screen is away: only return can be done",
                            chinese: "界面已经离开：只能 return")
    }
    let target = try findTarget(for: action)
    if let refusal = target.refusal?(action) { throw refusal }
    var described = action
    if case .type(let text, nil) = action { described = .type(text, into: target.label) }
    if case .submit(nil) = action { described = .submit(target.label) }
    TraceLog.userAction(described.traceText)
    // Revealed swipe actions are hidden by any other action (Apple docs `swipeActionsContainer()`: in a `List`,
    // "Tapping outside the active row dismisses its actions", "Scrolling the container dismisses any open
    // actions"); tapping one of them hides them after its action.
    if !target.isSwipeAction { graph.closeOpenSwipe() }
    graph.unsettle()
    moveFocus(for: action, to: target)
    target.perform(action)
    graph.flush()
  }

  /// Plays `script`: sleeps until each step's time, then performs it. Stops quietly when the playing task is
  /// cancelled.
  public func play(_ script: UserActionScript) async throws(UserActionError) {
    for step in script.steps {
      let now = Simulation.now.components
      let delay = step.atNanos - (now.seconds * 1_000_000_000 + now.attoseconds / 1_000_000_000)
      if delay > 0 {
        do { try await Task.sleep(for: .nanoseconds(delay)) } catch { return }
      }
      try perform(step.action)
    }
  }

  /// Typing into a text field focuses it: every other focused field's `.focused` binding lets go, the field's own
  /// takes its value. Submitting ends its editing: its binding lets go before the `.onSubmit` actions run (see
  /// ``FocusState``).
  private func moveFocus(for action: UserAction, to target: ActionTarget) {
    switch action {
    case .type where target.isFocusable:
      // The field that had the keyboard ends its editing (a formatted value's field commits its text).
      for other in graph.targets where other.kind == .type && other.label != target.label { other.endEditing?() }
      let own = target.focus?.storage()
      for other in graph.targets where other.kind == .type {
        guard let focus = other.focus, focus.isFocused() else { continue }
        if let own, focus.storage() == own { continue }
        focus.unfocus()
      }
      target.focus?.focus()
    case .submit where target.focus?.isFocused() == true:
      target.focus?.unfocus()
    default:
      break
    }
  }

  /// The target `action` names, or an error naming what the screen offers.
  private func findTarget(for action: UserAction) throws(UserActionError) -> ActionTarget {
    let kind: ActionTarget.Kind
    var name: String?
    var occurrence: Int?
    switch action {
    case .type(_, let field): kind = .type; name = field
    case .tap(let label, let n): kind = .tap; name = label; occurrence = n
    case .set(let label, let n, _): kind = .set; name = label; occurrence = n
    case .delete(let label, let n): kind = .delete; name = label; occurrence = n
    case .swipe(let label, let n, let edge, _): kind = .swipe(edge); name = label; occurrence = n
    case .move(let label, let n, _): kind = .move; name = label; occurrence = n
    case .drag(let label, let n, _, _): kind = .drag; name = label; occurrence = n
    case .hold(let label, let n): kind = .hold; name = label; occurrence = n
    case .back: kind = .back
    case .pull: kind = .pull
    case .scrollToBottom: kind = .scrollToBottom
    case .dismiss: kind = .dismiss
    case .submit(let field): kind = .submit; name = field
    case .leave, .return: kind = .tap
    }
    let ofKind = graph.targets.filter { $0.kind == kind }
    var matching = name.map { wanted in ofKind.filter { $0.answers(to: wanted) } } ?? ofKind
    // A row is named by its whole text, or else by a part of it (its title without its date).
    if matching.isEmpty, let name, kind == .delete || kind == .move || kind.isSwipe {
      matching = ofKind.filter { $0.contains(name) }
    }
    // A button or row is named by its whole text, or else by a text its code wrote (the name beside a status dot,
    // an image's symbol name): the glyphs the screen adds are not part of the name.
    if matching.isEmpty, let name, kind == .tap || kind == .set || kind == .hold {
      matching = ofKind.filter { $0.parts.contains(name) }
    }
    if let occurrence {
      guard occurrence <= matching.count else { throw offerError(for: action) }
      return matching[occurrence - 1]
    }
    if matching.count == 1 { return matching[0] }
    if matching.isEmpty { throw offerError(for: action) }
    if name == nil, kind == .type || kind == .submit {
      // Without a label, the focused field is the one meant (the keyboard types into it).
      let focused = matching.filter { $0.focus?.isFocused() == true }
      if focused.count == 1 { return focused[0] }
      let fields = matching.map(\.label).joined(separator: ", ")
      let word = kind == .type ? "type TEXT into" : "submit"
      throw UserActionError(
        english: "\(matching.count) fields on screen (\(fields)): say which, e.g. \(word) \(matching[0].label)",
        chinese: "屏幕上有 \(matching.count) 个输入框（\(fields)）：说明是哪个，例如 \(word) \(matching[0].label)")
    }
    let label = name ?? ""
    let word = kind == .delete ? "delete" : kind == .move ? "move" : kind.isSwipe ? "swipe"
      : kind == .set ? "set" : kind == .drag ? "drag" : "tap"
    let tail = kind == .set ? " to VALUE" : kind == .drag ? " by DX,DY" : ""
    let example = "\(word) \(label) #2\(tail)"
    throw UserActionError(
      english: "\(matching.count) on screen match \(UserAction.quoted(label)): say which, e.g. \(example)",
      chinese: "屏幕上有 \(matching.count) 个 \(UserAction.quoted(label))：说明是第几个，例如 \(example)")
  }

  /// "No such thing: the screen offers …", in both languages. Targets that answer to the same name are offered
  /// with the number that picks each (`tap "Add" #1, tap "Add" #2`), and `back` and `type` with nothing to act on
  /// say so (`cannot go back (nothing to go back to)`).
  private func offerError(for action: UserAction) -> UserActionError {
    let targets = graph.targets
    let offers = targets.indices.map { index in
      let target = targets[index]
      let same = targets.indices.filter { targets[$0].kind == target.kind && targets[$0].answers(to: target.label) }
      guard same.count > 1, let position = same.firstIndex(of: index) else { return describe(target) }
      return describe(target) + " #\(position + 1)"
    }
    let list = offers.isEmpty ? "nothing" : offers.joined(separator: ", ")
    let listZh = offers.isEmpty ? "什么都没有" : offers.joined(separator: "，")
    var what = "cannot \(action.traceText)"
    var whatZh = "做不到 \(action.traceText)"
    switch action {
    case .back:
      what = "cannot go back (nothing to go back to)"
      whatZh += "（没有可以返回的页面）"
    case .type where !targets.contains { $0.kind == .type }:
      what += " (no text field on screen)"
      whatZh += "（屏幕上没有输入框）"
    default:
      break
    }
    return UserActionError(english: "\(what): the screen offers \(list)",
                           chinese: "\(whatZh)：屏幕上可以做的是 \(listZh)")
  }

  private func describe(_ target: ActionTarget) -> String {
    switch target.kind {
    case .tap: "tap " + UserAction.quoted(target.label)
    case .type: "type into " + target.label
    case .set: "set " + UserAction.quoted(target.label) + " to VALUE"
    case .hold: "hold " + UserAction.quoted(target.label)
    case .back: "back"
    case .pull: "pull"
    case .scrollToBottom: "scroll bottom"
    case .dismiss: "dismiss"
    case .submit: "submit " + target.label
    case .delete: "delete " + UserAction.quoted(target.label)
    case .move: "move " + UserAction.quoted(target.label) + " to N"
    case .drag: "drag " + UserAction.quoted(target.label) + " by DX,DY"
    case .swipe(let edge): "swipe " + UserAction.quoted(target.label) + (edge == .leading ? " leading" : "")
    }
  }
}
