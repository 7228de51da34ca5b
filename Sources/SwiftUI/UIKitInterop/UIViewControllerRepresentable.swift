// Mirrors: SwiftUI `UIViewControllerRepresentable`, `makeUIViewController(context:)`,
//   `updateUIViewController(_:context:)`, `dismantleUIViewController(_:coordinator:)`, `makeCoordinator()`,
//   `UIViewControllerRepresentableContext`, `coordinator`, `environment`, `transaction`
// SDK: iOS 26 SDK
// Status: partial
/// A view that represents a UIKit view controller (Apple: `UIViewControllerRepresentable`), such as a share sheet
/// (`UIActivityViewController`) shown in a `.sheet`.
///
/// Called as Apple documents: `makeCoordinator()` once, then `makeUIViewController(context:)` once when the view
/// first appears in the hierarchy, then `updateUIViewController(_:context:)` right after it and each time SwiftUI
/// gives the view new values. The controller's view is not drawn: the text screen shows `▭ ClassName (UIKit)` in
/// its place. `dismantleUIViewController(_:coordinator:)` is never called (a run does not tear down its views).
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
  /// The type of view controller to present.
  associatedtype UIViewControllerType: UIViewController
  /// A type to coordinate with the view controller.
  associatedtype Coordinator = Void
  /// The context a representable's methods get.
  typealias Context = UIViewControllerRepresentableContext<Self>
  /// Creates the view controller object and configures its initial state.
  @MainActor @preconcurrency func makeUIViewController(context: Context) -> UIViewControllerType
  /// Updates the state of the specified view controller with new information from SwiftUI.
  @MainActor @preconcurrency func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  /// Cleans up the presented view controller (and coordinator) in anticipation of their removal.
  @MainActor @preconcurrency static func dismantleUIViewController(_ uiViewController: UIViewControllerType,
                                                                   coordinator: Coordinator)
  /// Creates the custom instance that you use to communicate changes from your view controller to other parts of
  /// your SwiftUI interface.
  @MainActor @preconcurrency func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable {
  /// Nothing to clean up by default.
  public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
}

extension UIViewControllerRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() -> Coordinator { () }
}

/// Contextual information about the state of the system that you use to create and update your UIKit view
/// controller (Apple: `UIViewControllerRepresentableContext`).
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
  /// The view controller's associated coordinator.
  public let coordinator: Representable.Coordinator
  /// The current transaction (no animations: always an empty one).
  public var transaction: Transaction { Transaction() }
  /// The view's environment.
  public var environment: EnvironmentValues
}
