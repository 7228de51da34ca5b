import Foundation
import SwiftUI
import Testing

/// Paths and shapes have Core Graphics' geometry; drawn as views they show nothing in text.
@MainActor @Suite struct DrawingTests {
  /// A point moves by `(a·x + c·y + tx, b·x + d·y + ty)`; `concatenating` applies `self` first; a rotation by π/2
  /// takes the x axis to the y axis; `inverted()` undoes, and a transform that cannot be inverted is returned as it
  /// is (https://developer.apple.com/documentation/corefoundation/cgaffinetransform, "The Math Behind the
  /// Matrices"; https://developer.apple.com/documentation/corefoundation/cgaffinetransform/inverted()).
  @Test func affineTransformsMovePointsAsCoreGraphicsDoes() {
    let moveThenScale = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 3))
    #expect(CGPoint(x: 1, y: 1).applying(moveThenScale) == CGPoint(x: 22, y: 3))
    let quarter = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(quarter.x) < 1e-12 && abs(quarter.y - 1) < 1e-12)
    let t = CGAffineTransform(a: 2, b: 1, c: 1, d: 3, tx: 5, ty: -4)
    let back = CGPoint(x: 7, y: -2).applying(t).applying(t.inverted())
    #expect(abs(back.x - 7) < 1e-9 && abs(back.y + 2) < 1e-9)
    let flat = CGAffineTransform(scaleX: 0, y: 1)
    #expect(flat.inverted() == flat)
    #expect(CGAffineTransform.identity.translatedBy(x: 3, y: 4).scaledBy(x: 2, y: 2) == CGAffineTransform(
      a: 2, b: 0, c: 0, d: 2, tx: 3, ty: 4))
    #expect(CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(scaleX: -1, y: 1))
              == CGRect(x: -10, y: 0, width: 10, height: 20))
  }

  /// `boundingRect` is "the smallest rectangle completely enclosing all points in the path but not including
  /// control points for Bézier curves" (https://developer.apple.com/documentation/swiftui/path/boundingrect): an
  /// ellipse's bounds are its rectangle, a curve's are where it turns, not its control points.
  @Test func boundingRectEnclosesThePointsNotTheControlPoints() {
    #expect(Path(ellipseIn: CGRect(x: 10, y: 20, width: 100, height: 50)).boundingRect.rounded
              == CGRect(x: 10, y: 20, width: 100, height: 50))
    var curve = Path()
    curve.move(to: .zero)
    curve.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
    #expect(curve.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(Path().boundingRect.isNull)
    #expect(Path().isEmpty && !curve.isEmpty)
    #expect(Path(CGRect(x: 1, y: 2, width: 3, height: 4)).offsetBy(dx: 10, dy: 10).boundingRect
              == CGRect(x: 11, y: 12, width: 3, height: 4))
  }

  /// `addArc(center:radius:startAngle:endAngle:clockwise:)` draws from the start angle to the end angle, a line
  /// from the current point first; `clockwise: false` goes the way angles increase
  /// (https://developer.apple.com/documentation/swiftui/path/addarc(center:radius:startangle:endangle:clockwise:transform:)).
  /// Hacking with Swift's `Arc` shape, a half turn from the top: the right half of the circle.
  @Test func arcsGoFromTheStartAngleToTheEndAngle() {
    var right = Path()
    right.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .degrees(-90), endAngle: .degrees(90),
                 clockwise: false)
    #expect(right.boundingRect.rounded == CGRect(x: 50, y: 10, width: 40, height: 80))
    var left = Path()
    left.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .degrees(-90), endAngle: .degrees(90),
                clockwise: true)
    #expect(left.boundingRect.rounded == CGRect(x: 10, y: 10, width: 40, height: 80))
    var corner = Path()
    corner.move(to: CGPoint(x: 0, y: 0))
    corner.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
    #expect(corner.currentPoint.map { CGPoint(x: $0.x.rounded(), y: $0.y.rounded()) } == CGPoint(x: 100, y: 20))
  }

  /// A path is a value of elements: `addRect` is a move, three lines and a close; `description` is Core Graphics'
  /// path syntax and `init?(_:)` reads it back; `contains` fills by the non-zero rule or, with `eoFill`, the even-odd
  /// rule (https://developer.apple.com/documentation/swiftui/path/description,
  /// https://developer.apple.com/documentation/swiftui/path/contains(_:eofill:)).
  @Test func pathsAreValuesOfElements() {
    let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    var elements: [Path.Element] = []
    square.forEach { elements.append($0) }
    #expect(elements == [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10)),
                         .line(to: CGPoint(x: 0, y: 10)), .closeSubpath])
    #expect(square.description == "0 0 m 10 0 l 10 10 l 0 10 l h")
    #expect(Path(square.description) == square)
    #expect(Path("1 2 x") == nil)
    var ring = Path(CGRect(x: 0, y: 0, width: 30, height: 30))
    ring.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
    #expect(ring.contains(CGPoint(x: 15, y: 15)))
    #expect(!ring.contains(CGPoint(x: 15, y: 15), eoFill: true))
    #expect(ring.contains(CGPoint(x: 5, y: 5), eoFill: true))
    #expect(!ring.contains(CGPoint(x: 40, y: 5)))
    #expect(square.trimmedPath(from: 0, to: 0.5).boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(square.trimmedPath(from: 0, to: 0.25).currentPoint == CGPoint(x: 10, y: 0))
  }

  /// A shape's `path(in:)` is its geometry in the rectangle: a circle is the largest centred in it, a shape
  /// rotated a quarter turn about its centre swaps its bounds, `inset(by:)` draws in the smaller rectangle
  /// (https://developer.apple.com/documentation/swiftui/shape/path(in:),
  /// https://developer.apple.com/documentation/swiftui/shape/rotation(_:anchor:),
  /// https://developer.apple.com/documentation/swiftui/insettableshape/inset(by:)).
  @Test func shapesHaveTheirGeometry() {
    let wide = CGRect(x: 0, y: 0, width: 200, height: 100)
    #expect(Circle().path(in: wide).boundingRect.rounded == CGRect(x: 50, y: 0, width: 100, height: 100))
    #expect(Rectangle().rotation(.degrees(90)).path(in: wide).boundingRect.rounded
              == CGRect(x: 50, y: -50, width: 100, height: 200))
    #expect(Capsule().inset(by: 10).path(in: wide).boundingRect.rounded == CGRect(x: 10, y: 10, width: 180, height: 80))
    #expect(Ellipse().offset(x: 5, y: 0).path(in: wide).boundingRect.rounded == CGRect(x: 5, y: 0, width: 200, height: 100))
    #expect(RoundedRectangle(cornerRadius: 20).scale(0.5).path(in: wide).boundingRect.rounded
              == CGRect(x: 50, y: 25, width: 100, height: 50))
  }

  /// `AnimatablePair` adds, subtracts and scales both its values; `interpolated(towards:amount:)` is
  /// `self + (other - self) * amount` (https://developer.apple.com/documentation/swiftui/animatablepair,
  /// https://developer.apple.com/documentation/swiftui/vectorarithmetic/interpolated(towards:amount:)).
  @Test func animatableDataIsVectorArithmetic() {
    let pair = AnimatablePair(2.0, 4.0)
    #expect((pair + pair).first == 4 && (pair - pair).second == 0)
    #expect(pair.scaled(by: 0.5).second == 2)
    #expect(pair.magnitudeSquared == 20)
    #expect(10.0.interpolated(towards: 20, amount: 0.25) == 12.5)
    #expect((Angle.degrees(90) - .degrees(30)).degrees.rounded() == 60)
    #expect((Angle.degrees(90) / 3).degrees.rounded() == 30)
  }

  /// Shapes, a `Path`, `trim`, `blendMode`, `visualEffect`, and the phase and keyframe animators draw nothing and
  /// change nothing in text: the screen is the words. A user's `Shape` and `InsettableShape` compute their paths
  /// (Hacking with Swift's Triangle and Arc). An animator draws its content with the first phase / the initial
  /// value, tapped by its text (https://developer.apple.com/documentation/swiftui/phaseanimator: "cycles through a
  /// collection of phases"; https://developer.apple.com/documentation/swiftui/keyframeanimator/init(initialvalue:trigger:content:keyframes:):
  /// "The initial value that the keyframes will animate from").
  @Test func shapesAndEffectsDrawNothingInText() throws {
    let trace = try SwiftUIRuns.trace("shape-gallery")
    #expect(trace.screens == [
      "0 Shapes | Triangle 0,0,100,100 | Arc 50,10,90,90 | Taps 0",
      "10 Shapes | Triangle 0,0,100,100 | Arc 50,10,90,90 | Taps 1",
    ])
    #expect(trace.lines(.appear).map { $0.split(separator: " ").last.map(String.init) ?? "" }
              == ["ShapeGallery", "Triangle", "Arc"])
  }

  /// `withAnimation(_:_:completion:)` runs the completion "when the animation has completed": nothing animates in
  /// text, so it runs right after the change is drawn, at the same instant, and its own change is drawn after it
  /// (https://developer.apple.com/documentation/swiftui/withanimation(_:completioncriteria:_:completion:)).
  @Test func animationCompletionRunsAfterTheChangeIsDrawn() throws {
    let trace = try SwiftUIRuns.trace("bounce-back")
    #expect(trace.screens == ["0 [Offset 0]", "10 [Offset -40]", "10 [Offset 0]"])
  }
}

extension CGRect {
  /// The rectangle with each edge rounded to a whole point (a curve's extremes are computed in floating point).
  fileprivate var rounded: CGRect {
    let minX = self.minX.rounded(), minY = self.minY.rounded()
    return CGRect(x: minX, y: minY, width: maxX.rounded() - minX, height: maxY.rounded() - minY)
  }
}
