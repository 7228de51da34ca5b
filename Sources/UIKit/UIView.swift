// Mirrors: UIKit `UIView`, `init(frame:)`, `frame`, `bounds`, `backgroundColor`, `isHidden`, `alpha`, `tintColor`,
//   `addSubview(_:)`, `subviews`, `superview`, `removeFromSuperview()`, `UIWindow`, `init(windowScene:)`,
//   `rootViewController`, `makeKeyAndVisible()`, `isKeyWindow`, `windowScene`
// SDK: iOS 26 SDK
// Status: partial
import Foundation

/// An object that manages the content for a rectangular area on the screen (Apple: `UIView`). UIKit views are
/// not drawn by the text screen: a SwiftUI view that hosts one (``UIViewRepresentable``) shows a placeholder that
/// names its type. Its properties keep what is set on them.
@MainActor
open class UIView: UIResponder {
  /// The frame rectangle, in its superview's coordinates.
  open var frame: CGRect
  /// The bounds rectangle, in its own coordinates.
  open var bounds: CGRect
  /// The view's background color.
  open var backgroundColor: UIColor?
  /// Whether the view is hidden.
  open var isHidden = false
  /// The view's alpha value.
  open var alpha: CGFloat = 1
  /// The first nondefault tint color value in the view's hierarchy.
  open var tintColor: UIColor!
  /// The receiver's immediate subviews.
  public private(set) var subviews: [UIView] = []
  /// The receiver's superview, or nil if it has none.
  public private(set) weak var superview: UIView?

  /// Initializes and returns a newly allocated view object with the specified frame rectangle.
  public init(frame: CGRect) {
    self.frame = frame
    bounds = CGRect(origin: .zero, size: frame.size)
    super.init()
  }

  /// A view with a zero frame.
  public override convenience init() { self.init(frame: .zero) }

  /// Adds a view to the end of the receiver's list of subviews.
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// Unlinks the view from its superview.
  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }
}

/// The backdrop for your app's user interface and the object that dispatches events to your views (Apple:
/// `UIWindow`). The key window's root view controller is what the run shows: a ``UIHostingController``'s SwiftUI
/// view.
@MainActor
open class UIWindow: UIView {
  /// The root view controller for the window.
  open var rootViewController: UIViewController?
  /// The scene containing the window.
  open weak var windowScene: UIWindowScene?
  /// Whether the window is the key window for the app.
  public private(set) var isKeyWindow = false

  /// Creates a window and associates it with the specified scene object.
  public init(windowScene: UIWindowScene) {
    self.windowScene = windowScene
    super.init(frame: UIScreenBounds.portrait)
    windowScene.windows.append(self)
  }

  /// A window the size of the screen, in no scene.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Shows the current window and makes it the key window.
  open func makeKeyAndVisible() {
    for window in windowScene?.windows ?? [] { window.isKeyWindow = false }
    isKeyWindow = true
    isHidden = false
    UIApplication.shared.keyWindowMadeByApp = self
  }
}

/// The screen's bounds in points: the device `CompactiPhone` of the SwiftUI module stands for (iPhone 16, 393 × 852
/// points in portrait, Apple HIG "Device screen sizes and orientations").
enum UIScreenBounds {
  static let portrait = CGRect(x: 0, y: 0, width: 393, height: 852)
}
