// Mirrors: SwiftUI `gesture(_:including:)`, `gesture(_:isEnabled:)`, `simultaneousGesture(_:including:)`,
//   `highPriorityGesture(_:including:)`, `GestureMask`
// SDK: iOS 26 SDK
// Status: complete
/// Attaches a gesture to a view: the view becomes a target of the action words its gesture answers — `tap LABEL`
/// for a `TapGesture`, `drag LABEL by DX,DY` for a `DragGesture` — named by what the view shows, as
/// `onTapGesture` names it.
///
/// The three attachments differ only in which gesture wins when several could recognise the same touch; an action
/// word names one target, so they act alike here. A mask without `.gesture` (`.subviews`, `.none`) leaves the
/// view's own gesture out.
struct _GestureModifier<G: Gesture> {
  let gesture: G
  let mask: GestureMask

  @MainActor func render(_ content: [ScreenElement], in context: RenderContext) -> [ScreenElement] {
    guard mask.contains(.gesture), context.node.environment.isEnabled else { return content }
    let gesture = self.gesture
    let graph = context.node.graph
    let label = ScreenElement.plainText(content)
    let kinds = GestureDriver.inputKinds(of: gesture)
    if kinds.contains(.tap) {
      var target = ActionTarget(kind: .tap, label: label) { _ in
        _ = GestureDriver.step(gesture, .tap)
        GestureStateResets.run()
      }
      target.parts = ScreenElement.nameParts(content)
      context.addTarget(target)
    }
    if kinds.contains(.drag) {
      var target = ActionTarget(kind: .drag, label: label) { action in
        guard case .drag(_, _, let dx, let dy) = action else { return }
        let inputs = DragMotion.inputs(by: CGSize(width: dx, height: dy), at: Date())
        for (index, input) in inputs.enumerated() {
          _ = GestureDriver.step(gesture, input)
          // Each move is drawn; the lift is drawn by the action's own update.
          if index < inputs.count - 1 { graph.flush() }
        }
        GestureStateResets.run()
      }
      target.parts = ScreenElement.nameParts(content)
      context.addTarget(target)
    }
    return content
  }
}

extension _GestureModifier: ViewModifier {
  typealias Body = Never
}

extension _GestureModifier: PrimitiveModifier {}

/// Options that control how adding a gesture to a view affects other gestures recognized by the view and its
/// subviews (Apple: `GestureMask`).
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Disable all gestures in the subview hierarchy, including the added gesture.
  public static let none: GestureMask = []
  /// Enable the added gesture but disable all gestures in the subview hierarchy.
  public static let gesture = GestureMask(rawValue: 1)
  /// Enable all gestures in the subview hierarchy but disable the added gesture.
  public static let subviews = GestureMask(rawValue: 2)
  /// Enable both the added gesture as well as all other gestures on the view and its subviews.
  public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
  /// Attaches a gesture to the view with a lower precedence than gestures defined by the view.
  nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    modifier(_GestureModifier(gesture: gesture, mask: mask))
  }

  /// Attaches a gesture to the view, enabled or not.
  nonisolated public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
    modifier(_GestureModifier(gesture: gesture, mask: isEnabled ? .all : .subviews))
  }

  /// Attaches a gesture to the view to process simultaneously with gestures defined by the view.
  nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View {
    modifier(_GestureModifier(gesture: gesture, mask: mask))
  }

  /// Attaches a gesture to the view with a higher precedence than gestures defined by the view.
  nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View {
    modifier(_GestureModifier(gesture: gesture, mask: mask))
  }
}
