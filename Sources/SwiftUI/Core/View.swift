// Mirrors: SwiftUI `View`
// SDK: iOS 26 SDK
// Status: complete
/// A type that represents part of your app's user interface (Apple: `View`).
///
/// You build a view by declaring its `body` from other views; the module's graph evaluates it on the main actor
/// whenever what it read changed. Primitive views (``Text``, ``VStack``, modifiers …) have `Body == Never`.
@MainActor @preconcurrency
public protocol View {
  /// The type of view representing the body of this view.
  associatedtype Body: View
  /// The content and behaviour of the view.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  /// `Never` is the body of primitive views; it has no body of its own.
  public typealias Body = Never
  /// Never evaluated: the graph draws primitive views itself.
  public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
  /// Primitive views are drawn by the graph; their `body` is never evaluated.
  public var body: Never { fatalError("\(Self.self) is a primitive view: its body is never evaluated") }
}
