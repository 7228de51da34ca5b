// Mirrors: SwiftUI `PhaseAnimator` (`init(_:content:animation:)`, `init(_:trigger:content:animation:)`),
//   `phaseAnimator(_:content:animation:)`, `phaseAnimator(_:trigger:content:animation:)`
// SDK: iOS 26 SDK
// Status: inert
/// A container that animates its content by automatically cycling through a collection of phases that you provide,
/// each defining a discrete step within an animation (Apple: `PhaseAnimator`).
///
/// A text screen shows no in-between frames, and an animator's phases are frames: the content is drawn with the
/// first phase, always — what Apple's animator shows at rest, before it starts cycling, and after a trigger's cycle
/// returns to it. The `animation` closure is never called. With no phases at all (Apple logs a warning and draws a
/// visual warning), nothing is drawn.
public struct PhaseAnimator<Phase: Equatable, Content: View> {
  /// The first phase, the one drawn.
  let firstPhase: Phase?
  /// The view builder of a phase.
  let content: (Phase) -> Content

  /// Cycles through a sequence of phases continuously, animating updates to a view on each phase change.
  nonisolated public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                          animation: @escaping (Phase) -> Animation? = { _ in .default }) {
    firstPhase = phases.first { _ in true }
    self.content = content
  }

  /// Cycles through a sequence of phases in response to changes in a specified value, animating updates to a
  /// view on each phase change.
  nonisolated public init(_ phases: some Sequence<Phase>, trigger: some Equatable,
                          @ViewBuilder content: @escaping (Phase) -> Content,
                          animation: @escaping (Phase) -> Animation? = { _ in .default }) {
    self.init(phases, content: content, animation: animation)
  }
}

extension PhaseAnimator: View {}

extension PhaseAnimator: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    guard let firstPhase else { return [] }
    return [ViewChild(key: .content, view: content(firstPhase))]
  }
}

extension View {
  /// Animates effects that you apply to a view over a sequence of phases that change continuously (drawn with the
  /// first phase: see ``PhaseAnimator``).
  nonisolated public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
    let placeholder = PlaceholderContentView(content: self)
    return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
  }

  /// Animates effects that you apply to a view over a sequence of phases that change based on a trigger (drawn
  /// with the first phase: see ``PhaseAnimator``).
  nonisolated public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
    let placeholder = PlaceholderContentView(content: self)
    return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
  }
}
