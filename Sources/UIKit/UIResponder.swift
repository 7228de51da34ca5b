// Mirrors: UIKit `UIResponder`, `UIResponder.keyboardWillShowNotification`, `keyboardDidShowNotification`,
//   `keyboardWillHideNotification`, `keyboardDidHideNotification`, `keyboardWillChangeFrameNotification`,
//   `keyboardDidChangeFrameNotification`, `keyboardFrameBeginUserInfoKey`, `keyboardFrameEndUserInfoKey`,
//   `keyboardAnimationDurationUserInfoKey`, `keyboardAnimationCurveUserInfoKey`
// SDK: iOS 26 SDK
// Status: partial
import Foundation

/// An abstract interface for responding to and handling events (Apple: `UIResponder`): the base class of an app's
/// delegate, its scenes, views and view controllers. On Linux it derives from Foundation's `NSObject`, as Apple's
/// does, so that a subclass is an `NSObjectProtocol` (`UIApplicationDelegate` requires one).
///
/// There are no touches and no keyboard: the responder chain (`next`, `becomeFirstResponder()`) is not simulated.
@MainActor
open class UIResponder: NSObject {}

extension UIResponder {
  /// Posted immediately before the display of the keyboard. There is no software keyboard in the simulation: it
  /// is never posted (a text field's focus is `@FocusState`'s).
  public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
  /// Posted immediately after the display of the keyboard. Never posted: there is no keyboard.
  public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
  /// Posted immediately before the dismissal of the keyboard. Never posted: there is no keyboard.
  public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
  /// Posted immediately after the dismissal of the keyboard. Never posted: there is no keyboard.
  public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
  /// Posted immediately before a change in the keyboard's frame. Never posted: there is no keyboard.
  public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
  /// Posted immediately after a change in the keyboard's frame. Never posted: there is no keyboard.
  public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
  /// The user-info key of the keyboard's starting frame.
  public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The user-info key of the keyboard's ending frame.
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The user-info key of the keyboard's animation duration.
  public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  /// The user-info key of the keyboard's animation curve.
  public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}
