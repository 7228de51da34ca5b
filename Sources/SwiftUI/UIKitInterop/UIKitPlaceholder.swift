// Mirrors: nothing of Apple's: how the text screen shows a UIKit view or view controller
// SDK: iOS 26 SDK
// Status: internal
/// What stands on the text screen for a UIKit view or view controller, which it cannot draw: one line naming its
/// class, `▭ UIActivityViewController (UIKit)`.
struct UIKitPlaceholder: Equatable {
  /// The UIKit class's name, unqualified.
  let className: String

  /// The placeholder of `object`'s class.
  init(_ object: AnyObject) { className = _typeName(type(of: object), qualified: false) }

  /// The text of the line.
  var line: String { "▭ \(className) (UIKit)" }
}

extension UIKitPlaceholder: View {}

extension UIKitPlaceholder: PrimitiveView {
  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] { [.line(line)] }
}
