// Mirrors: nothing of Apple's: the module's own machinery, no Apple API
// SDK: iOS 26 SDK
// Status: internal
/// The geometry behind ``Path``: arcs as cubic Bézier curves, exact bounds of curves, and the flattening that
/// `contains` and `trimmedPath` measure on.
enum PathGeometry {
  /// Segments per curve when a path is flattened into lines.
  static let segmentsPerCurve = 64

  /// The signed sweep from `start` to `end`: decreasing when `clockwise` (Core Graphics' sense), increasing
  /// otherwise; a whole turn at most.
  static func sweep(from start: Double, to end: Double, clockwise: Bool) -> Double {
    let turn = 2 * Double.pi
    let delta = end - start
    if clockwise {
      if delta <= -turn { return -turn }
      let rest = delta.truncatingRemainder(dividingBy: turn)
      return rest > 0 ? rest - turn : rest
    }
    if delta >= turn { return turn }
    let rest = delta.truncatingRemainder(dividingBy: turn)
    return rest < 0 ? rest + turn : rest
  }

  /// Cubic curves along an ellipse from angle `start` through `sweep` radians, a quarter turn at most each (the
  /// usual `4/3·tan(θ/4)` control distance), starting where the path already is.
  static func arcCurves(center: CGPoint, rx: CGFloat, ry: CGFloat, start: Double, sweep: Double) -> [Path.Element] {
    guard sweep != 0 else { return [] }
    let count = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
    let step = sweep / Double(count)
    let k = 4.0 / 3.0 * tan(step / 4)
    func point(_ angle: Double) -> CGPoint {
      CGPoint(x: center.x + rx * CGFloat(cos(angle)), y: center.y + ry * CGFloat(sin(angle)))
    }
    func tangent(_ angle: Double) -> CGPoint { CGPoint(x: -rx * CGFloat(sin(angle)), y: ry * CGFloat(cos(angle))) }
    return (0..<count).map { index in
      let a0 = start + step * Double(index)
      let a1 = a0 + step
      let p0 = point(a0)
      let p1 = point(a1)
      let t0 = tangent(a0)
      let t1 = tangent(a1)
      return .curve(to: p1, control1: CGPoint(x: p0.x + CGFloat(k) * t0.x, y: p0.y + CGFloat(k) * t0.y),
                    control2: CGPoint(x: p1.x - CGFloat(k) * t1.x, y: p1.y - CGFloat(k) * t1.y))
    }
  }

  /// The arc of `radius` tangent to the line from `current` to `corner` and to the line from `corner` to `to`
  /// (points before `transform`, except `current`): where it starts and its curves, transformed; nil when the
  /// lines are parallel or the radius is not positive (a straight line to the corner is drawn then).
  static func tangentArc(from current: CGPoint, corner: CGPoint, to end: CGPoint, radius: CGFloat,
                         transform: CGAffineTransform) -> (start: CGPoint, curves: [Path.Element])? {
    let start = current.applying(transform.inverted())
    let v1 = (x: Double(start.x - corner.x), y: Double(start.y - corner.y))
    let v2 = (x: Double(end.x - corner.x), y: Double(end.y - corner.y))
    let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot()
    let l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
    guard radius > 0, l1 > 0, l2 > 0 else { return nil }
    let u1 = (x: v1.x / l1, y: v1.y / l1)
    let u2 = (x: v2.x / l2, y: v2.y / l2)
    let cosine = max(-1, min(1, u1.x * u2.x + u1.y * u2.y))
    let angle = acos(cosine)
    guard angle > 1e-9, angle < Double.pi - 1e-9 else { return nil }
    let r = Double(radius)
    let distance = r / tan(angle / 2)
    let bisector = (x: u1.x + u2.x, y: u1.y + u2.y)
    let bisectorLength = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
    let centerDistance = r / sin(angle / 2)
    let center = CGPoint(x: Double(corner.x) + bisector.x / bisectorLength * centerDistance,
                         y: Double(corner.y) + bisector.y / bisectorLength * centerDistance)
    let t1 = CGPoint(x: Double(corner.x) + u1.x * distance, y: Double(corner.y) + u1.y * distance)
    let t2 = CGPoint(x: Double(corner.x) + u2.x * distance, y: Double(corner.y) + u2.y * distance)
    let a1 = atan2(Double(t1.y - center.y), Double(t1.x - center.x))
    let a2 = atan2(Double(t2.y - center.y), Double(t2.x - center.x))
    var sweep = a2 - a1
    if sweep > Double.pi { sweep -= 2 * Double.pi }
    if sweep < -Double.pi { sweep += 2 * Double.pi }
    let curves = arcCurves(center: center, rx: radius, ry: radius, start: a1, sweep: sweep)
    return (t1.applying(transform), curves.map { $0.applying(transform) })
  }

  /// The smallest rectangle holding every point on the path (curves by their extremes, not their control points);
  /// `CGRect.null` for no points.
  static func bounds(of elements: [Path.Element]) -> CGRect {
    var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
    func include(_ p: CGPoint) {
      minX = min(minX, p.x); maxX = max(maxX, p.x)
      minY = min(minY, p.y); maxY = max(maxY, p.y)
    }
    var current = CGPoint.zero
    var subpathStart = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let p):
        include(p)
        current = p
        subpathStart = p
      case .line(let p):
        include(p)
        current = p
      case .quadCurve(let p, let c):
        include(p)
        for t in quadExtremes(current, c, p) { include(quadPoint(current, c, p, t)) }
        current = p
      case .curve(let p, let c1, let c2):
        include(p)
        for t in cubicExtremes(current, c1, c2, p) { include(cubicPoint(current, c1, c2, p, t)) }
        current = p
      case .closeSubpath:
        current = subpathStart
      }
    }
    guard minX <= maxX else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Whether `point` is inside the filled path (subpaths closed), by winding number or by crossings.
  static func contains(_ point: CGPoint, in elements: [Path.Element], evenOdd: Bool) -> Bool {
    var winding = 0
    for polyline in flatten(elements) where polyline.points.count > 1 {
      let points = polyline.points
      for index in points.indices {
        let a = points[index]
        let b = points[(index + 1) % points.count]
        let side = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
        if a.y <= point.y {
          if b.y > point.y, side > 0 { winding += 1 }
        } else if b.y <= point.y, side < 0 {
          winding -= 1
        }
      }
    }
    return evenOdd ? winding % 2 != 0 : winding != 0
  }

  /// The part of the path from fraction `from` to `to` of its flattened length.
  static func trimmed(_ path: Path, from: CGFloat, to: CGFloat) -> Path {
    guard from < to else { return Path() }
    let polylines = flatten(path.elements).map { line in line.closed ? line.points + [line.points[0]] : line.points }
    let total = polylines.reduce(0) { $0 + length(of: $1) }
    guard total > 0 else { return Path() }
    let start = from * total
    let end = to * total
    var result = Path()
    var travelled: CGFloat = 0
    for points in polylines {
      var drawing = false
      for (a, b) in zip(points, points.dropFirst()) {
        let segment = hypot(b.x - a.x, b.y - a.y)
        defer { travelled += segment }
        guard segment > 0, travelled + segment > start, travelled < end else { continue }
        func at(_ distance: CGFloat) -> CGPoint {
          let t = max(0, min(1, (distance - travelled) / segment))
          return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        if !drawing {
          result.move(to: at(max(start, travelled)))
          drawing = true
        }
        result.addLine(to: at(min(end, travelled + segment)))
      }
    }
    return result
  }

  /// The subpaths as lines: each curve cut into ``segmentsPerCurve`` lines; `closed` when the subpath was closed.
  static func flatten(_ elements: [Path.Element]) -> [(points: [CGPoint], closed: Bool)] {
    var result: [(points: [CGPoint], closed: Bool)] = []
    var points: [CGPoint] = []
    func finish(closed: Bool) {
      if !points.isEmpty { result.append((points, closed)) }
      points = []
    }
    for element in elements {
      let current = points.last ?? .zero
      switch element {
      case .move(let p):
        finish(closed: false)
        points = [p]
      case .line(let p):
        points.append(p)
      case .quadCurve(let p, let c):
        for step in 1...segmentsPerCurve {
          points.append(quadPoint(current, c, p, CGFloat(step) / CGFloat(segmentsPerCurve)))
        }
      case .curve(let p, let c1, let c2):
        for step in 1...segmentsPerCurve {
          points.append(cubicPoint(current, c1, c2, p, CGFloat(step) / CGFloat(segmentsPerCurve)))
        }
      case .closeSubpath:
        let start = points.first
        finish(closed: true)
        if let start { points = [start] }
      }
    }
    finish(closed: false)
    return result
  }

  // MARK: Curves

  private static func length(of points: [CGPoint]) -> CGFloat {
    zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
  }

  private static func quadPoint(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
    let u = 1 - t
    return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
  }

  private static func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
    let u = 1 - t
    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
    return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
  }

  /// Where a quadratic curve turns on either axis (0 < t < 1).
  private static func quadExtremes(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> [CGFloat] {
    [(p0.x, c.x, p1.x), (p0.y, c.y, p1.y)].compactMap { (a, b, e) -> CGFloat? in
      let denominator = a - 2 * b + e
      guard denominator != 0 else { return nil }
      let t = (a - b) / denominator
      return t > 0 && t < 1 ? t : nil
    }
  }

  /// Where a cubic curve turns on either axis (0 < t < 1): the roots of its derivative.
  private static func cubicExtremes(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint) -> [CGFloat] {
    [(p0.x, c1.x, c2.x, p1.x), (p0.y, c1.y, c2.y, p1.y)].flatMap { (s, k1, k2, e) -> [CGFloat] in
      let a = k1 - s, b = k2 - k1, c = e - k2
      return extremes(a: a - 2 * b + c, b: 2 * (b - a), c: a)
    }
  }

  /// The roots in (0, 1) of `a·t² + b·t + c`.
  private static func extremes(a: CGFloat, b: CGFloat, c: CGFloat) -> [CGFloat] {
    var roots: [CGFloat] = []
    if abs(a) < 1e-12 {
      if b != 0 { roots = [-c / b] }
    } else {
      let discriminant = b * b - 4 * a * c
      if discriminant >= 0 {
        let root = discriminant.squareRoot()
        roots = [(-b + root) / (2 * a), (-b - root) / (2 * a)]
      }
    }
    return roots.filter { $0 > 0 && $0 < 1 }
  }
}
