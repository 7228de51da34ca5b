// Mirrors: SwiftUI `UIViewRepresentable`, `makeUIView(context:)`, `updateUIView(_:context:)`,
//   `dismantleUIView(_:coordinator:)`, `makeCoordinator()`, `UIViewRepresentableContext`, `coordinator`,
//   `environment`, `transaction`
// SDK: iOS 26 SDK
// Status: partial
/// A wrapper for a UIKit view that you use to integrate that view into your SwiftUI view hierarchy (Apple:
/// `UIViewRepresentable`).
///
/// Called as Apple documents: `makeCoordinator()` once, then `makeUIView(context:)` once when the view first
/// appears in the hierarchy, then `updateUIView(_:context:)` right after it and each time SwiftUI gives the
/// view new values. The UIKit view is not drawn: the text screen shows `▭ ClassName (UIKit)` in its place.
/// `dismantleUIView(_:coordinator:)` is never called (a run does not tear down its views).
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
  /// The type of view to present.
  associatedtype UIViewType: UIView
  /// A type to coordinate with the view.
  associatedtype Coordinator = Void
  /// The context a representable's methods get.
  typealias Context = UIViewRepresentableContext<Self>
  /// Creates the view object and configures its initial state.
  @MainActor @preconcurrency func makeUIView(context: Context) -> UIViewType
  /// Updates the state of the specified view with new information from SwiftUI.
  @MainActor @preconcurrency func updateUIView(_ uiView: UIViewType, context: Context)
  /// Cleans up the presented UIKit view (and coordinator) in anticipation of their removal.
  @MainActor @preconcurrency static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
  /// Creates the custom instance that you use to communicate changes from your view to other parts of your
  /// SwiftUI interface.
  @MainActor @preconcurrency func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable {
  /// Nothing to clean up by default.
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
}

extension UIViewRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() -> Coordinator { () }
}

/// Contextual information about the state of the system that you use to create and update your UIKit view (Apple:
/// `UIViewRepresentableContext`).
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// The view's associated coordinator.
  public let coordinator: Representable.Coordinator
  /// The current transaction (no animations: always an empty one).
  public var transaction: Transaction { Transaction() }
  /// The view's environment.
  public var environment: EnvironmentValues
}
