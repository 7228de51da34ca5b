// Mirrors: UIKit `UIApplication.sendAction(_:to:from:for:)`, `UIEvent`; Objective-C `Selector` (`init(_:)`, a string
//   literal)
// SDK: iOS 26 SDK
// Status: partial
// An action sent up the responder chain (`sendAction(#selector(UIResponder.resignFirstResponder), to: nil, …)`, the
// common way to end editing) needs the chain of first responders, which the simulation does not have: there are no
// UIKit views or touches, and a text field's focus is SwiftUI's `@FocusState`. `sendAction` is refused with what to
// use instead. `#selector` itself needs the Objective-C runtime, which Swift on Linux does not have: code that writes
// it stops at the compiler's own error ("'#selector' can only be used with the Objective-C runtime") before this
// refusal is reached; `Selector("name")` reaches it.
import Foundation

/// A method's name, as the Objective-C runtime names it (Apple: `Selector`). Only a value here: nothing performs it.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  let name: String
  /// The selector of the method named `name`.
  public init(_ name: String) { self.name = name }
  public init(stringLiteral value: String) { name = value }
  public var description: String { name }
}

/// An object that describes a single user interaction with your app (Apple: `UIEvent`). No event is ever made: a
/// run has no touches or presses.
open class UIEvent: NSObject {}

extension UIApplication {
  /// Not simulated.
  @available(*, unavailable, message: "sendAction is not simulated by asyncplay: there is no UIKit responder chain; end editing with @FocusState (set the focused field to nil), and dismiss with @Environment(\\.dismiss)")
  @discardableResult
  public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { false }
}
