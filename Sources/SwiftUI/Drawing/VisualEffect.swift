// Mirrors: SwiftUI `visualEffect(_:)`, `VisualEffect` (`offset(x:y:)`, `offset(_:)`, `rotationEffect(_:anchor:)`,
//   `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`, `scaleEffect(_:anchor:)`, `scaleEffect(x:y:anchor:)`,
//   `opacity(_:)`, `blur(radius:opaque:)`, `brightness(_:)`, `contrast(_:)`, `saturation(_:)`, `grayscale(_:)`,
//   `hueRotation(_:)`, `transformEffect(_:)`), `EmptyVisualEffect`
// SDK: iOS 26 SDK
// Status: inert
// Effects that change how a view looks as a function of where it is (`content.offset(x: proxy.frame(in:
// .global).minY)`): a text screen draws no effect, so the view is drawn as it is and the `effect` closure is never
// called (Apple calls it as the view's geometry changes). A `GeometryReader`'s proxy would read a compact iPhone's
// fixed size there (see ``GeometryProxy``).

/// Visual Effects change the visual appearance of a view without changing its ancestors or descendents (Apple:
/// `VisualEffect`).
public protocol VisualEffect: Sendable, Animatable {}

/// The base visual effect that you apply additional effect to (Apple: `EmptyVisualEffect`).
public struct EmptyVisualEffect: VisualEffect {
  /// Creates a new empty visual effect.
  public init() {}
}

/// A visual effect made of others (the module's one type for what `VisualEffect`'s modifiers return).
public struct _VisualEffectChain: VisualEffect {}

extension VisualEffect {
  /// Offsets the view by the horizontal and vertical amount specified in the offset parameter.
  nonisolated public func offset(_ offset: CGSize) -> some VisualEffect { _VisualEffectChain() }
  /// Offsets the view by the specified horizontal and vertical distances.
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { _VisualEffectChain() }
  /// Rotates content in two dimensions around the specified point.
  nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { _VisualEffectChain() }
  /// Rotates the view's rendered output in three dimensions around the given axis of rotation.
  nonisolated public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat),
                               anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1)
    -> some VisualEffect { _VisualEffectChain() }
  /// Scales the view uniformly by the given factor.
  nonisolated public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect { _VisualEffectChain() }
  /// Scales the view by the specified horizontal and vertical amounts.
  nonisolated public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
    _VisualEffectChain()
  }
  /// Sets the transparency of the view.
  nonisolated public func opacity(_ opacity: Double) -> some VisualEffect { _VisualEffectChain() }
  /// Applies a Gaussian blur to the view.
  nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { _VisualEffectChain() }
  /// Brightens the view by the specified amount.
  nonisolated public func brightness(_ amount: Double) -> some VisualEffect { _VisualEffectChain() }
  /// Sets the contrast and separation between similar colors in the view.
  nonisolated public func contrast(_ amount: Double) -> some VisualEffect { _VisualEffectChain() }
  /// Adjusts the color saturation of the view.
  nonisolated public func saturation(_ amount: Double) -> some VisualEffect { _VisualEffectChain() }
  /// Adds a grayscale effect to the view.
  nonisolated public func grayscale(_ amount: Double) -> some VisualEffect { _VisualEffectChain() }
  /// Applies a hue rotation effect to the view.
  nonisolated public func hueRotation(_ angle: Angle) -> some VisualEffect { _VisualEffectChain() }
  /// Applies an affine transformation to the view's rendered output.
  nonisolated public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect { _VisualEffectChain() }
}

extension View {
  /// Applies effects to this view, while providing access to layout information through a geometry proxy (the
  /// view is drawn as it is; the closure is not called: see the file's header).
  nonisolated public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect)
    -> some View { modifier(_StylingModifier()) }
}
