// Mirrors: SwiftUI `KeyframeAnimator` (`init(initialValue:repeating:content:keyframes:)`,
//   `init(initialValue:trigger:content:keyframes:)`), `keyframeAnimator(initialValue:repeating:content:keyframes:)`,
//   `keyframeAnimator(initialValue:trigger:content:keyframes:)`
// SDK: iOS 26 SDK
// Status: inert
/// A container that animates its content with keyframes (Apple: `KeyframeAnimator`).
///
/// A text screen shows no in-between frames, and keyframes are frames: the content is drawn with the initial
/// value, always — what Apple's animator shows before a trigger plays its keyframes, and the value they usually
/// return to. The `keyframes` closure is never called (Apple calls it when the keyframes play).
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View> where Value == KeyframePath.Value {
  /// The value drawn.
  let initialValue: Value
  /// The view builder of a value.
  let content: (Value) -> Content

  /// Loops the given keyframes continuously, updating the view using the modifiers you apply in `body`.
  nonisolated public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                          @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
    self.initialValue = initialValue
    self.content = content
  }

  /// Plays the given keyframes when the given trigger value changes, updating the view using the modifiers you
  /// apply in `body`.
  nonisolated public init(initialValue: Value, trigger: some Equatable,
                          @ViewBuilder content: @escaping (Value) -> Content,
                          @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
    self.init(initialValue: initialValue, repeating: false, content: content, keyframes: keyframes)
  }
}

extension KeyframeAnimator: View {}

extension KeyframeAnimator: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .content, view: content(initialValue))] }
}

extension View {
  /// Loops the given keyframes continuously, updating the view using the modifiers you apply in `body` (drawn with
  /// the initial value: see ``KeyframeAnimator``).
  nonisolated public func keyframeAnimator<Value>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
    let placeholder = PlaceholderContentView(content: self)
    return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) },
                            keyframes: keyframes)
  }

  /// Plays the given keyframes when the given trigger value changes, updating the view using the modifiers you
  /// apply in `body` (drawn with the initial value: see ``KeyframeAnimator``).
  nonisolated public func keyframeAnimator<Value>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
    let placeholder = PlaceholderContentView(content: self)
    return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) },
                            keyframes: keyframes)
  }
}
