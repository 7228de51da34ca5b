// Mirrors: CoreGraphics `CGAffineTransform` (`init(a:b:c:d:tx:ty:)`, `init(_:_:_:_:_:_:)`,
//   `init(translationX:y:)`, `init(scaleX:y:)`, `init(rotationAngle:)`, `identity`, `isIdentity`,
//   `concatenating(_:)`, `inverted()`, `translatedBy(x:y:)`, `scaledBy(x:y:)`, `rotated(by:)`),
//   `CGPoint.applying(_:)`, `CGSize.applying(_:)`, `CGRect.applying(_:)`
// SDK: iOS 26 SDK
// Status: complete
/// An affine transformation matrix for use in drawing 2D graphics (Apple: CoreGraphics' `CGAffineTransform`, which
/// `import SwiftUI` brings on Apple's platforms and Foundation on Linux lacks).
///
/// A point `(x, y)` becomes `(a·x + c·y + tx, b·x + d·y + ty)`, as Core Graphics computes it; ``Path`` applies it
/// to its points, so a path's geometry (``Path/boundingRect``) is exact.
public struct CGAffineTransform: Equatable, Codable, Sendable {
  /// The entry at position [1,1] in the matrix.
  public var a: CGFloat
  /// The entry at position [1,2] in the matrix.
  public var b: CGFloat
  /// The entry at position [2,1] in the matrix.
  public var c: CGFloat
  /// The entry at position [2,2] in the matrix.
  public var d: CGFloat
  /// The entry at position [3,1] in the matrix.
  public var tx: CGFloat
  /// The entry at position [3,2] in the matrix.
  public var ty: CGFloat

  /// The zero matrix (Core Graphics' memberwise default).
  public init() { self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }

  /// A transform from its six entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// A transform from its six entries.
  public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
    self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
  }

  /// Returns an affine transformation matrix constructed from translation values you provide.
  public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

  /// Returns an affine transformation matrix constructed from scaling values you provide.
  public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

  /// Returns an affine transformation matrix constructed from a rotation value you provide (radians; positive is
  /// counterclockwise in a y-up space, clockwise on a y-down screen).
  public init(rotationAngle angle: CGFloat) {
    let cosine = CGFloat(Foundation.cos(Double(angle)))
    let sine = CGFloat(Foundation.sin(Double(angle)))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// The identity transform.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// Whether the transform is the identity transform.
  public var isIdentity: Bool { self == .identity }

  /// Returns an affine transformation matrix constructed by combining two existing affine transforms: `self`
  /// first, then `t2`.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                      c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                      tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// Returns an affine transformation matrix constructed by inverting an existing affine transform; a transform
  /// that cannot be inverted is returned unchanged, as Core Graphics documents.
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0 else { return self }
    return CGAffineTransform(a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                             tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
  }

  /// Returns an affine transformation matrix constructed by translating an existing affine transform (the
  /// translation happens first).
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// Returns an affine transformation matrix constructed by scaling an existing affine transform (the scaling
  /// happens first).
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// Returns an affine transformation matrix constructed by rotating an existing affine transform (the rotation
  /// happens first).
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }
}

extension CGPoint {
  /// Returns the point resulting from an affine transformation of an existing point.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// Returns the height and width resulting from a transformation of an existing height and width (the
  /// translation is ignored).
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// Applies an affine transform to a rectangle: the smallest rectangle that contains its four transformed
  /// corners.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    if isNull { return self }
    let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
                   CGPoint(x: maxX, y: maxY)].map { $0.applying(t) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }
}
