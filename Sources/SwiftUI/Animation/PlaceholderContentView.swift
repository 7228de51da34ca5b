// Mirrors: SwiftUI `PlaceholderContentView`
// SDK: iOS 26 SDK
// Status: complete
/// A placeholder used to construct an inline modifier, transition, or other helper type (Apple:
/// `PlaceholderContentView`): in `phaseAnimator` and `keyframeAnimator`, the view they modify, drawn as it is.
public struct PlaceholderContentView<Value> {
  /// The view it stands for.
  let content: Value
}

extension PlaceholderContentView: View {}

extension PlaceholderContentView: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    guard let view = content as? any View else { return [] }
    return [ViewChild(key: .content, view: view)]
  }
}
