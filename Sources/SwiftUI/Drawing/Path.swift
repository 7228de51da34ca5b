// Mirrors: SwiftUI `Path` (`init()`, `init(_:)` with a rect or a closure, `init(roundedRect:cornerSize:style:)`,
//   `init(roundedRect:cornerRadius:style:)`, `init(ellipseIn:)`, `init?(_:)` with a string, `move(to:)`,
//   `addLine(to:)`, `addLines(_:)`, `addQuadCurve(to:control:)`, `addCurve(to:control1:control2:)`,
//   `closeSubpath()`, `addRect(_:transform:)`, `addRects(_:transform:)`,
//   `addRoundedRect(in:cornerSize:style:transform:)`, `addEllipse(in:transform:)`,
//   `addArc(center:radius:startAngle:endAngle:clockwise:transform:)`, `addArc(tangent1End:tangent2End:radius:transform:)`,
//   `addRelativeArc(center:radius:startAngle:delta:transform:)`, `addPath(_:transform:)`, `applying(_:)`,
//   `offsetBy(dx:dy:)`, `boundingRect`, `isEmpty`, `currentPoint`, `contains(_:eoFill:)`, `forEach(_:)`,
//   `trimmedPath(from:to:)`, `description`, `Path.Element`, `strokedPath(_:)`
// SDK: iOS 26 SDK
// Status: partial
/// The outline of a 2D shape (Apple: `Path`): a value whose geometry is computed as Core Graphics computes it —
/// arcs and ellipses become cubic Bézier curves, transforms move every point — so `boundingRect`, `contains`,
/// `currentPoint` and `description` answer exactly; drawn as a view it shows nothing in a text screen (as `Circle`
/// does). `strokedPath(_:)` is refused: a stroke's outline is not computed.
public struct Path: Equatable, Sendable {
  /// The path's elements, in order.
  var elements: [Element] = []
  /// Where the current subpath began (where `closeSubpath()` returns to).
  private var subpathStart: CGPoint?

  /// An element of a path (Apple: `Path.Element`).
  public enum Element: Equatable, Sendable {
    /// A path element that terminates the current subpath (without closing it) and defines a new current point.
    case move(to: CGPoint)
    /// A line from the previous current point to the given point, which becomes the new current point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve from the previous current point to the given end-point, using the single control
    /// point to define the curve.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve from the previous current point to the given end-point, using the two control points
    /// to define the curve.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// A line from the start point of the current subpath (if any) to the current point, which terminates the
    /// subpath.
    case closeSubpath
  }

  /// Creates an empty path.
  public init() {}

  /// Creates an empty path, then executes a closure to add its initial elements.
  public init(_ callback: (inout Path) -> Void) {
    self.init()
    callback(&self)
  }

  /// Creates a path containing a rectangle.
  public init(_ rect: CGRect) {
    self.init()
    addRect(rect)
  }

  /// Creates a path containing a rounded rectangle.
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.init()
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// Creates a path containing a rounded rectangle.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(roundedRect: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// Creates a path as an ellipse within the given rectangle.
  public init(ellipseIn rect: CGRect) {
    self.init()
    addEllipse(in: rect)
  }

  /// A Boolean value indicating whether the path contains zero elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// Returns the last point in the path, or nil if the path contains no points (after `closeSubpath()`, the
  /// start of the closed subpath).
  public var currentPoint: CGPoint? {
    guard let last = elements.last else { return nil }
    switch last {
    case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _): return point
    case .closeSubpath: return subpathStart
    }
  }

  /// Calls `body` with each element in the path.
  public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

  // MARK: Adding elements

  /// Begins a new subpath at the specified point.
  public mutating func move(to end: CGPoint) {
    elements.append(.move(to: end))
    subpathStart = end
  }

  /// Appends a straight line segment from the current point to the specified point (a path with no current point
  /// begins there instead, the module's choice where Core Graphics logs an error).
  public mutating func addLine(to end: CGPoint) {
    guard beginIfNeeded(at: end) else { return }
    elements.append(.line(to: end))
  }

  /// Adds a quadratic Bézier curve to the path, with the specified end point and control point.
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    guard beginIfNeeded(at: end) else { return }
    elements.append(.quadCurve(to: end, control: control))
  }

  /// Adds a cubic Bézier curve to the path, with the specified end point and control points.
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    guard beginIfNeeded(at: end) else { return }
    elements.append(.curve(to: end, control1: control1, control2: control2))
  }

  /// Closes and completes the current subpath.
  public mutating func closeSubpath() {
    guard let last = elements.last, last != .closeSubpath else { return }
    elements.append(.closeSubpath)
  }

  /// Adds a sequence of connected straight-line segments to the path: a move to the first point, then lines.
  public mutating func addLines(_ lines: [CGPoint]) {
    guard let first = lines.first else { return }
    move(to: first)
    for point in lines.dropFirst() { elements.append(.line(to: point)) }
  }

  /// Adds a rectangular subpath to the path.
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    addPolygon([CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
                CGPoint(x: r.minX, y: r.maxY)], transform: transform)
  }

  /// Adds a set of rectangular subpaths to the path.
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// Adds a rounded rectangle to the path (each corner a quarter ellipse of `cornerSize`, clamped to half the
  /// rectangle; the `.continuous` style's smoother corners have the same bounds).
  public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                      transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    let rx = min(max(cornerSize.width, 0), r.width / 2)
    let ry = min(max(cornerSize.height, 0), r.height / 2)
    guard rx > 0, ry > 0 else { return addRect(r, transform: transform) }
    var piece = Path()
    piece.move(to: CGPoint(x: r.minX + rx, y: r.minY))
    piece.addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
    piece.appendEllipticalArc(center: CGPoint(x: r.maxX - rx, y: r.minY + ry), rx: rx, ry: ry, from: -.pi / 2, sweep: .pi / 2)
    piece.addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
    piece.appendEllipticalArc(center: CGPoint(x: r.maxX - rx, y: r.maxY - ry), rx: rx, ry: ry, from: 0, sweep: .pi / 2)
    piece.addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
    piece.appendEllipticalArc(center: CGPoint(x: r.minX + rx, y: r.maxY - ry), rx: rx, ry: ry, from: .pi / 2, sweep: .pi / 2)
    piece.addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
    piece.appendEllipticalArc(center: CGPoint(x: r.minX + rx, y: r.minY + ry), rx: rx, ry: ry, from: .pi, sweep: .pi / 2)
    piece.closeSubpath()
    addPath(piece, transform: transform)
  }

  /// Adds an ellipse that fits inside the specified rectangle: four cubic Bézier curves from its right-most point.
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    var piece = Path()
    piece.move(to: CGPoint(x: r.maxX, y: r.midY))
    piece.appendEllipticalArc(center: CGPoint(x: r.midX, y: r.midY), rx: r.width / 2, ry: r.height / 2, from: 0,
                              sweep: 2 * .pi)
    piece.closeSubpath()
    addPath(piece, transform: transform)
  }

  /// Adds an arc of a circle to the path, specified with a radius and angles: a line from the current point to
  /// the arc's start (or a move, in an empty path), then the arc. `clockwise` is Core Graphics' sense: the angle
  /// decreases along the arc (on a y-down screen, the arc turns counterclockwise, as Apple's docs warn).
  public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                              transform: CGAffineTransform = .identity) {
    let delta = PathGeometry.sweep(from: startAngle.radians, to: endAngle.radians, clockwise: clockwise)
    addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: .radians(delta),
                   transform: transform)
  }

  /// Adds an arc of a circle to the path, specified with a radius and a difference in angle (positive: the angle
  /// increases along the arc).
  public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                      transform: CGAffineTransform = .identity) {
    let start = startAngle.radians
    let first = CGPoint(x: center.x + radius * CGFloat(cos(start)), y: center.y + radius * CGFloat(sin(start)))
      .applying(transform)
    if currentPoint == nil { move(to: first) } else { elements.append(.line(to: first)) }
    let curves = PathGeometry.arcCurves(center: center, rx: radius, ry: radius, start: start, sweep: delta.radians)
    elements.append(contentsOf: curves.map { $0.applying(transform) })
  }

  /// Adds an arc of a circle to the path, specified with a radius and two tangent lines: a line from the current
  /// point towards `tangent1End`, then the arc of `radius` tangent to both lines (Core Graphics'
  /// `addArc(tangent1End:tangent2End:radius:)`).
  public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                              transform: CGAffineTransform = .identity) {
    let corner = tangent1End.applying(transform)
    guard let current = currentPoint else { return move(to: corner) }
    guard let arc = PathGeometry.tangentArc(from: current, corner: tangent1End, to: tangent2End, radius: radius,
                                            transform: transform) else {
      return elements.append(.line(to: corner))
    }
    elements.append(.line(to: arc.start))
    elements.append(contentsOf: arc.curves)
  }

  /// Appends another path value to this path, its points transformed.
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    for element in path.elements {
      switch element.applying(transform) {
      case .move(let point): move(to: point)
      case let other: elements.append(other)
      }
    }
  }

  // MARK: Derived paths

  /// Returns a path constructed by applying the transform to all points of the path.
  public func applying(_ transform: CGAffineTransform) -> Path {
    var result = Path()
    result.addPath(self, transform: transform)
    return result
  }

  /// Returns a path constructed by translating all its points.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

  /// Returns a partial copy of the path, from `from` to `to` of its length (fractions from 0 to 1), the curves
  /// flattened into short lines.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    PathGeometry.trimmed(self, from: max(0, min(1, from)), to: max(0, min(1, to)))
  }

  /// Not simulated: the outline of a stroke.
  @available(*, unavailable, message: "strokedPath is not simulated by asyncplay: a stroke's outline is not computed; the path itself is")
  public func strokedPath(_ style: StrokeStyle) -> Path { self }

  // MARK: Geometry

  /// A rectangle containing all path segments: the smallest rectangle enclosing all points of the path but not
  /// the control points of its Bézier curves (`CGRect.null` for an empty path, as Core Graphics'
  /// `boundingBoxOfPath` returns).
  public var boundingRect: CGRect { PathGeometry.bounds(of: elements) }

  /// Returns true if the path contains a specified point: the non-zero winding rule, or the even-odd rule with
  /// `eoFill` (curves are flattened into 64 lines each to count crossings).
  public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
    PathGeometry.contains(p, in: elements, evenOdd: eoFill)
  }

  // MARK: Helpers

  /// Starts a subpath at `point` when there is none; false when the path only began (nothing to add).
  private mutating func beginIfNeeded(at point: CGPoint) -> Bool {
    guard currentPoint == nil else { return true }
    move(to: point)
    return false
  }

  /// A closed polygon through `points`.
  private mutating func addPolygon(_ points: [CGPoint], transform: CGAffineTransform) {
    addLines(points.map { $0.applying(transform) })
    closeSubpath()
  }

  /// Appends curves along an ellipse from angle `start`, `sweep` radians (at most a quarter turn each).
  mutating func appendEllipticalArc(center: CGPoint, rx: CGFloat, ry: CGFloat, from start: Double, sweep: Double) {
    elements.append(contentsOf: PathGeometry.arcCurves(center: center, rx: rx, ry: ry, start: start, sweep: sweep))
  }
}

extension Path.Element {
  /// The element with its points transformed.
  func applying(_ t: CGAffineTransform) -> Path.Element {
    switch self {
    case .move(let p): .move(to: p.applying(t))
    case .line(let p): .line(to: p.applying(t))
    case .quadCurve(let p, let c): .quadCurve(to: p.applying(t), control: c.applying(t))
    case .curve(let p, let c1, let c2): .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
    case .closeSubpath: .closeSubpath
    }
  }
}

extension Path: CustomStringConvertible, LosslessStringConvertible {
  /// A description of the path that may be used to recreate the path via `init?(_:)`: Core Graphics' path syntax,
  /// `x y m`, `x y l`, `cx cy x y q`, `c1x c1y c2x c2y x y c`, `h`.
  public var description: String {
    elements.map { element in
      switch element {
      case .move(let p): "\(Path.number(p.x)) \(Path.number(p.y)) m"
      case .line(let p): "\(Path.number(p.x)) \(Path.number(p.y)) l"
      case .quadCurve(let p, let c): [c.x, c.y, p.x, p.y].map(Path.number).joined(separator: " ") + " q"
      case .curve(let p, let c1, let c2):
        [c1.x, c1.y, c2.x, c2.y, p.x, p.y].map(Path.number).joined(separator: " ") + " c"
      case .closeSubpath: "h"
      }
    }.joined(separator: " ")
  }

  /// Creates a path from a string in the syntax of ``description``; nil when it is not that syntax.
  public init?(_ string: String) {
    self.init()
    var numbers: [CGFloat] = []
    for word in string.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
      if let value = Double(word) {
        numbers.append(CGFloat(value))
        continue
      }
      let point = { (i: Int) in CGPoint(x: numbers[i], y: numbers[i + 1]) }
      switch (word, numbers.count) {
      case ("m", 2): move(to: point(0))
      case ("l", 2): addLine(to: point(0))
      case ("q", 4): addQuadCurve(to: point(2), control: point(0))
      case ("c", 6): addCurve(to: point(4), control1: point(0), control2: point(2))
      case ("h", 0): closeSubpath()
      default: return nil
      }
      numbers.removeAll()
    }
    guard numbers.isEmpty else { return nil }
  }

  /// A coordinate as the description writes it: `10`, `10.5`.
  private static func number(_ value: CGFloat) -> String {
    let double = Double(value)
    if double == double.rounded(), abs(double) < 1e15 { return String(Int64(double)) }
    return String(double)
  }
}
