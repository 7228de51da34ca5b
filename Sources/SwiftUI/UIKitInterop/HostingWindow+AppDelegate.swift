// Mirrors: nothing of Apple's: a window for an app that starts with a UIKit app delegate
// SDK: iOS 26 SDK
// Status: internal
extension HostingWindow {
  /// A window showing what an iOS 13 app's launch puts on screen (``UIApplicationLaunch``): the root view of the
  /// `UIHostingController` at the root of the window its delegates made key and visible; a placeholder naming the
  /// root view controller's class when it is not one (`▭ MyViewController (UIKit)`), and one line saying so when
  /// the launch made no window with a root view controller.
  public convenience init(applicationDelegate: any UIApplicationDelegate,
                          makeSceneDelegate: (() -> any UISceneDelegate)?) {
    let window = UIApplicationLaunch.launch(delegate: applicationDelegate, makeSceneDelegate: makeSceneDelegate)
    let root: any View
    if let controller = window?.rootViewController {
      root = (controller as? any HostedRootView)?.hostedRootView ?? UIKitPlaceholder(controller)
    } else {
      root = Text(verbatim: "(no window: the app made no window key and visible with a root view controller)")
    }
    self.init(root: root, appType: type(of: applicationDelegate))
  }

  private convenience init<Root: View>(root: Root, appType: Any.Type) {
    self.init(rootView: root, appType: appType)
  }
}
