// Mirrors: SwiftUI `GeometryReader`, `GeometryProxy` (`size`, `safeAreaInsets`, `frame(in:)`), `CoordinateSpace`,
//   `coordinateSpace(name:)`
// SDK: iOS 26 SDK
// Status: partial
/// A container view that defines its content as a function of its own size and coordinate space (Apple:
/// `GeometryReader`).
///
/// A text screen computes no layout, so the proxy reports one documented, fixed geometry: the safe area of a compact
/// iPhone in portrait, 393 × 759 points (``CompactiPhone``: an iPhone 16's 393 × 852 screen less its 59-point top
/// and 34-point bottom insets), wherever the reader is. Code that divides the width (`proxy.size.width / 3`) or
/// branches on it takes an iPhone's branch. `frame(in: .local)` is at the origin; `frame(in: .global)` and a named
/// space place it at the top of the safe area. The reader draws its content.
public struct GeometryReader<Content: View> {
  /// The view builder that makes the content from the proxy.
  public var content: (GeometryProxy) -> Content

  /// Creates a geometry reader.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
}

extension GeometryReader: View {}

extension GeometryReader: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    [ViewChild(key: .content, view: content(GeometryProxy()))]
  }
}

/// A proxy for access to the size and coordinate space of the container view (Apple: `GeometryProxy`).
public struct GeometryProxy: Sendable {
  /// The size of the container view: a compact iPhone's safe area, 393 × 759 points.
  public var size: CGSize { CompactiPhone.safeAreaSize }

  /// The safe area inset of the container view (none: the reader is given the safe area).
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The container view's bounds rectangle, converted to a defined coordinate space.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .local: CGRect(origin: .zero, size: size)
    case .global, .named: CGRect(origin: CGPoint(x: 0, y: CompactiPhone.safeAreaInsets.top), size: size)
    }
  }
}

/// A resolved coordinate space created by the coordinate space protocol (Apple: `CoordinateSpace`).
public enum CoordinateSpace: Hashable {
  /// The global coordinate space at the root of the view hierarchy.
  case global
  /// The local coordinate space of the current view.
  case local
  /// A named reference to a view's local coordinate space.
  case named(AnyHashable)
}

extension View {
  /// Assigns a name to the view's coordinate space (no change in text).
  nonisolated public func coordinateSpace<T: Hashable>(name: T) -> some View { modifier(_StylingModifier()) }
}
