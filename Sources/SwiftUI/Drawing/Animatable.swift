// Mirrors: SwiftUI `Animatable` (`animatableData`), `VectorArithmetic` (`scale(by:)`, `magnitudeSquared`,
//   `scaled(by:)`, `interpolate(towards:amount:)`, `interpolated(towards:amount:)`), `AnimatablePair`,
//   `EmptyAnimatableData`, `AnimatableModifier`
// SDK: iOS 26 SDK
// Status: inert
// What an animation interpolates. Nothing is interpolated in a text screen: a change is drawn at once with its final
// value, so `animatableData` is never read or written by the module; the types compile with Apple's shapes (a
// user's `var animatableData: AnimatablePair<Double, Double> { get set }` on a `Shape`), and their arithmetic is
// exact for code that uses it.

/// A type with values that support addition and subtraction, and scaling (Apple: `VectorArithmetic`).
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies each component of this value by the given value.
  mutating func scale(by rhs: Double)
  /// Returns the dot-product of this vector arithmetic instance with itself.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// Returns a value with each component of this value multiplied by the given value.
  public func scaled(by rhs: Double) -> Self {
    var copy = self
    copy.scale(by: rhs)
    return copy
  }

  /// Interpolates this value with `other` by the specified `amount`: `self + (other - self) * amount`.
  public mutating func interpolate(towards other: Self, amount: Double) {
    self += (other - self).scaled(by: amount)
  }

  /// The value interpolated with `other` by the specified `amount`.
  public func interpolated(towards other: Self, amount: Double) -> Self {
    var copy = self
    copy.interpolate(towards: other, amount: amount)
    return copy
  }
}

extension Double: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= rhs }
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

/// A type that describes how to animate a property of a view (Apple: `Animatable`). Main-actor isolated, as the
/// views it animates are: a shape's `animatableData` in an app whose code is on the main actor by default
/// conforms without an isolated conformance (which a `Sendable` shape could not have).
@MainActor @preconcurrency
public protocol Animatable {
  /// The type defining the data to animate.
  associatedtype AnimatableData: VectorArithmetic
  /// The data to animate.
  var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
  /// The data to animate: the value itself.
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  /// The data to animate: nothing.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

/// An empty type for animatable data (Apple: `EmptyAnimatableData`).
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  /// Creates an empty animatable data instance.
  public init() {}
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}

/// A pair of animatable values, which is itself animatable (Apple: `AnimatablePair`).
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  /// The first value.
  public var first: First
  /// The second value.
  public var second: Second

  /// Creates an animated pair with the provided values.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
  public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
  }
  public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
  }
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }
  /// The dot-product of this animated pair with itself.
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

extension Angle: Animatable {
  /// The data to animate: the angle in radians.
  public var animatableData: Double {
    get { radians }
    set { radians = newValue }
  }
}

/// A modifier that can create another modifier with animation (Apple: `AnimatableModifier`, which Apple deprecates
/// in favour of conforming to `Animatable` directly).
public protocol AnimatableModifier: Animatable, ViewModifier {}
