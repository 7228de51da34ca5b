// Mirrors: SwiftUI `Animation`'s curves and springs (`easeIn`, `easeOut`, `easeInOut`, `linear`, `spring`,
//   `interactiveSpring`, `bouncy`, `smooth`, `snappy`, `interpolatingSpring`, `timingCurve`), its modifiers (`delay`,
//   `speed`, `repeatCount`, `repeatForever`), the deprecated `View.animation(_:)`, `withTransaction`, `transaction(_:)`
// SDK: iOS 26 SDK
// Status: inert
// Changes are never animated in a text rendering: a change made inside `withAnimation` or under `.animation` is
// drawn at once, in the same update as without it. The curves compile with Apple's signatures and change nothing.

extension Animation {
  /// An animation that starts slowly and then increases speed towards the end of the movement.
  public static var easeIn: Animation { .default }
  /// An animation that starts quickly and then slows towards the end of the movement.
  public static var easeOut: Animation { .default }
  /// An animation with a specified duration that starts slowly and then increases speed towards the end.
  public static func easeIn(duration: TimeInterval) -> Animation { .default }
  /// An animation with a specified duration that starts quickly and then slows towards the end.
  public static func easeOut(duration: TimeInterval) -> Animation { .default }
  /// A persistent spring animation.
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0)
    -> Animation { .default }
  /// A persistent spring animation, specified by duration and bounce (disfavoured, so that `.spring()` with no
  /// argument names one animation, as it does with Apple's SDK).
  @_disfavoredOverload
  public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0)
    -> Animation { .default }
  /// A convenience for a spring animation with a lower response value, normally used with interactive gestures.
  public static var interactiveSpring: Animation { .default }
  /// A convenience for a spring with a lower response value.
  public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                       blendDuration: TimeInterval = 0.25) -> Animation { .default }
  /// An interpolating spring animation that uses a damped spring model.
  public static func interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double = 0)
    -> Animation { .default }
  /// A spring animation with a predefined duration and higher amount of bounce.
  public static var bouncy: Animation { .default }
  /// A spring animation with a predefined duration and higher amount of bounce, adjustable.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .default }
  /// A smooth spring animation with a predefined duration and no bounce.
  public static var smooth: Animation { .default }
  /// A smooth spring animation with a predefined duration and no bounce, adjustable.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .default }
  /// A spring animation with a predefined duration and small amount of bounce that feels more snappy.
  public static var snappy: Animation { .default }
  /// A snappy spring animation, adjustable.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .default }
  /// An animation created from a cubic Bézier timing curve.
  public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
                                 duration: TimeInterval = 0.35) -> Animation { .default }
  /// Delays the start of the animation by the specified number of seconds.
  public func delay(_ delay: TimeInterval) -> Animation { self }
  /// Changes the duration of an animation by adjusting its speed.
  public func speed(_ speed: Double) -> Animation { self }
  /// Repeats the animation for a specific number of times.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
  /// Repeats the animation for the lifespan of the view containing the animation.
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Executes a closure with the specified transaction and returns the result (the change is made at once).
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

extension View {
  /// Applies the given animation to all animatable values within this view (Apple deprecates it in iOS 15.0: "Use
  /// withAnimation or animation(_:value:) instead." — and so does this module, with Xcode's words).
  @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
  nonisolated public func animation(_ animation: Animation?) -> some View { modifier(_StylingModifier()) }
  /// Applies the given transaction mutation function to all animations used within the view.
  nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    modifier(_StylingModifier())
  }
}
