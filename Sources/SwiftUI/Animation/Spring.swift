// Mirrors: SwiftUI `Spring` (`init(duration:bounce:)`, `init(response:dampingRatio:)`,
//   `init(mass:stiffness:damping:allowOverDamping:)`, `duration`, `bounce`, `response`, `dampingRatio`, `smooth`,
//   `bouncy`, `snappy`, `smooth(duration:extraBounce:)`, `bouncy(duration:extraBounce:)`,
//   `snappy(duration:extraBounce:)`), `Animation.spring(_:blendDuration:)`, `UnitCurve`
// SDK: iOS 26 SDK
// Status: inert
// The description of a spring and of a timing curve, as keyframes and animations take them. Nothing moves in a text
// screen: the values are kept as given (Apple's formulas for the derived ones) and change nothing drawn.

/// A representation of a spring's motion (Apple: `Spring`).
public struct Spring: Hashable, Sendable {
  /// The perceptual duration, which defines the pace of the spring.
  public var duration: TimeInterval
  /// How bouncy the spring is: 0 none, up to 1 more; negative values are overdamped.
  public var bounce: Double

  /// Creates a spring with the specified duration and bounce.
  public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
    self.duration = duration
    self.bounce = bounce
  }

  /// Creates a spring with the specified response and damping ratio.
  public init(response: Double, dampingRatio: Double) {
    self.init(duration: response, bounce: dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1)
  }

  /// Creates a spring with the specified mass, stiffness, and damping.
  public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
    let response = 2 * Double.pi * (mass / stiffness).squareRoot()
    var ratio = damping / (2 * (stiffness * mass).squareRoot())
    if !allowOverDamping { ratio = min(ratio, 1) }
    self.init(response: response, dampingRatio: ratio)
  }

  /// The stiffness of the spring, defined as an approximate duration in seconds.
  public var response: Double { duration }
  /// The amount of drag applied, as a fraction of the amount needed to produce critical damping.
  public var dampingRatio: Double { bounce >= 0 ? 1 - bounce : 1 / (1 + bounce) }

  /// A smooth spring with a predefined duration and no bounce.
  public static let smooth = Spring(duration: 0.5, bounce: 0)
  /// A spring with a predefined duration and higher amount of bounce.
  public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
  /// A spring with a predefined duration and small amount of bounce that feels more snappy.
  public static let snappy = Spring(duration: 0.5, bounce: 0.15)

  /// A smooth spring with a predefined duration and no bounce that can be tuned.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }
  /// A spring with a predefined duration and higher amount of bounce that can be tuned.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
  /// A spring with a predefined duration and small amount of bounce that feels more snappy and can be tuned.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }
}

extension Animation {
  /// A persistent spring animation from a ``Spring`` (not animated in text).
  public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation { .default }
}

/// A function defined by a two-dimensional curve that maps an input progress in the range [0,1] to an output
/// progress that is also in the range [0,1] (Apple: `UnitCurve`).
public struct UnitCurve: Hashable, Sendable {
  private let name: String
  private init(name: String) { self.name = name }

  /// A linear curve.
  public static let linear = UnitCurve(name: "linear")
  /// A bezier curve that starts out slowly, speeds up over the middle, then slows down again as it approaches the
  /// end.
  public static let easeInOut = UnitCurve(name: "easeInOut")
  /// A bezier curve that starts out slowly, then speeds up as it finishes.
  public static let easeIn = UnitCurve(name: "easeIn")
  /// A bezier curve that starts out quickly, then slows down as it approaches the end.
  public static let easeOut = UnitCurve(name: "easeOut")
  /// A curve that starts out slowly, then speeds up as it finishes (circular).
  public static let circularEaseIn = UnitCurve(name: "circularEaseIn")
  /// A circular curve that starts out quickly, then slows down as it approaches the end.
  public static let circularEaseOut = UnitCurve(name: "circularEaseOut")
  /// A circular curve that starts out slowly, speeds up over the middle, then slows down again.
  public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut")

  /// Creates a new curve using bezier control points.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(name: "bezier \(startControlPoint.x) \(startControlPoint.y) \(endControlPoint.x) \(endControlPoint.y)")
  }
}
