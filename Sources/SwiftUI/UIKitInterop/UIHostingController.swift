// Mirrors: SwiftUI `UIHostingController`, `init(rootView:)`, `rootView`
// SDK: iOS 26 SDK
// Status: partial
/// A UIKit view controller that manages a SwiftUI view hierarchy (Apple: `UIHostingController`). When it is the
/// root view controller of the window an app's scene delegate makes key and visible, its `rootView` is what the run
/// shows: the app's root view, as a SwiftUI `App`'s first `WindowGroup` is.
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
  /// The root view of the SwiftUI view hierarchy managed by this view controller.
  public var rootView: Content

  /// Creates a hosting controller object that wraps the specified SwiftUI view.
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }
}

/// A view controller whose SwiftUI view the run can show.
@MainActor
protocol HostedRootView {
  /// The SwiftUI view it hosts.
  var hostedRootView: any View { get }
}

extension UIHostingController: HostedRootView {
  var hostedRootView: any View { rootView }
}
