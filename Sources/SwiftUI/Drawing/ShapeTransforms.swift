// Mirrors: SwiftUI `trim(from:to:)`, `rotation(_:anchor:)`, `offset(_:)`, `offset(x:y:)`, `scale(x:y:anchor:)`,
//   `scale(_:anchor:)`, `transform(_:)` of `Shape`, `RotatedShape`, `OffsetShape`, `ScaledShape`,
//   `TransformedShape`
// SDK: iOS 26 SDK
// Status: partial
/// Shapes made from other shapes: trimmed, rotated, offset, scaled, transformed (Apple's `Shape` modifiers). Each
/// is a shape whose `path(in:)` is the other's path changed as Apple documents it; as views they draw nothing in
/// text, like every shape.

extension Shape {
  /// Trims this shape by a fractional amount based on its representation as a path (its curves flattened into
  /// lines, see ``Path/trimmedPath(from:to:)``).
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
    _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
  }
  /// Rotates this shape around an anchor point at the angle you specify.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }
  /// Changes the relative position of this shape using the specified size.
  public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
  /// Changes the relative position of this shape using the specified point.
  public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
  }
  /// Changes the relative position of this shape using the specified offsets.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: x, height: y))
  }
  /// Scales this shape without changing its bounding frame.
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }
  /// Scales this shape without changing its bounding frame.
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
  }
  /// Applies an affine transform to this shape.
  public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
    TransformedShape(shape: self, transform: transform)
  }
}

/// A shape trimmed to a fraction of its path.
public struct _TrimmedShape<Content: Shape>: Shape {
  public var shape: Content
  public var startFraction: CGFloat
  public var endFraction: CGFloat
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
  }
}

/// A shape with a rotation transform applied to it (Apple: `RotatedShape`).
public struct RotatedShape<Content: Shape>: Shape {
  public var shape: Content
  public var angle: Angle
  public var anchor: UnitPoint
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(CGAffineTransform(rotationAngle: CGFloat(angle.radians)).around(anchor, in: rect))
  }
}

/// A shape with a translation offset transform applied to it (Apple: `OffsetShape`).
public struct OffsetShape<Content: Shape>: Shape {
  public var shape: Content
  public var offset: CGSize
  public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
}

/// A shape with a scale transform applied to it (Apple: `ScaledShape`).
public struct ScaledShape<Content: Shape>: Shape {
  public var shape: Content
  public var scale: CGSize
  public var anchor: UnitPoint
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(CGAffineTransform(scaleX: scale.width, y: scale.height).around(anchor, in: rect))
  }
}

/// A shape with an affine transform applied to it (Apple: `TransformedShape`).
public struct TransformedShape<Content: Shape>: Shape {
  public var shape: Content
  public var transform: CGAffineTransform
  public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
}

// Module-made shapes are not views of the user's app: no appear/disappear events of their own.
extension _TrimmedShape: BuiltinCompositeView {}
extension RotatedShape: BuiltinCompositeView {}
extension OffsetShape: BuiltinCompositeView {}
extension ScaledShape: BuiltinCompositeView {}
extension TransformedShape: BuiltinCompositeView {}

/// A built-in shape inset by an amount (what `Circle().inset(by:)` and its kin return): the shape drawn in the
/// rectangle inset by the amount on every side; a rounded rectangle's corners shrink by the amount too.
public struct _InsetShape<Base: Shape>: InsettableShape {
  let base: Base
  let amount: CGFloat
  public func path(in rect: CGRect) -> Path {
    let inner = rect.insetBy(dx: amount, dy: amount)
    guard let rounded = base as? RoundedRectangle else { return base.path(in: inner) }
    let corner = CGSize(width: max(0, rounded.cornerSize.width - amount),
                        height: max(0, rounded.cornerSize.height - amount))
    return Path(roundedRect: inner, cornerSize: corner)
  }
  public func inset(by amount: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: self.amount + amount) }
}

extension _InsetShape: BuiltinCompositeView {}

extension CGAffineTransform {
  /// This transform applied about the point `anchor` names in `rect` instead of about the origin.
  fileprivate func around(_ anchor: UnitPoint, in rect: CGRect) -> CGAffineTransform {
    let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
    return CGAffineTransform(translationX: -pivot.x, y: -pivot.y).concatenating(self)
      .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
  }
}
