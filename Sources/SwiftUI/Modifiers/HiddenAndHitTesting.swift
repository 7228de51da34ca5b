// Mirrors: SwiftUI `hidden()`, `allowsHitTesting(_:)`
// SDK: iOS 26 SDK
// Status: complete
/// `.hidden()`: the view is not drawn and cannot be acted on, but it stays in the hierarchy (Apple docs `hidden()`:
/// "Hidden views are invisible and can't receive or respond to interactions. However, they do remain in the view
/// hierarchy and affect layout"): its state is kept, its `onAppear` and `.task` run as a shown view's do, and
/// `tap` does not find it (as a view left out with `if` is not found).
struct _HiddenView<Content: View> {
  let content: Content
}

extension _HiddenView: View {}

extension _HiddenView: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .content, view: content)] }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    for child in children.children { context.dropTargets(of: child) }
    return []
  }
}

/// `.allowsHitTesting(false)`: the view is drawn as it is, but touches pass through it (Apple docs
/// `allowsHitTesting(_:)`: "Configures whether this view participates in hit test operations"): a `tap`, `type`,
/// `set`, `submit` or row action on what it contains is refused with one line saying so (the module's choice: a
/// finger on it would reach whatever is behind it, which a text screen does not draw). `back`, `dismiss`, `pull`
/// and `scroll` are not touches of the view and still work.
struct _HitTestingView<Content: View> {
  let content: Content
  let enabled: Bool
}

extension _HitTestingView: View {}

extension _HitTestingView: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .content, view: content)] }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    guard !enabled else { return children.all }
    for child in children.children {
      context.changeTargets(of: child) { target in
        switch target.kind {
        case .back, .dismiss, .pull, .scrollToBottom: return target
        default:
          var refused = target
          refused.refusal = { action in
            UserActionError(
              english: "cannot \(action.traceText): it is in a view with allowsHitTesting(false), which takes no "
                + "touches",
              chinese: "做不到 \(action.traceText)：它在 allowsHitTesting(false) 的视图里，不接受触摸")
          }
          return refused
        }
      }
    }
    return children.all
  }
}

extension View {
  /// Hides this view unconditionally.
  nonisolated public func hidden() -> some View { _HiddenView(content: self) }

  /// Configures whether this view participates in hit test operations.
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View {
    _HitTestingView(content: self, enabled: enabled)
  }
}
