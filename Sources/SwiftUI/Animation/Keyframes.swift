// Mirrors: SwiftUI `Keyframes`, `KeyframeTrack` (`init(_:content:)`, `init(content:)`), `KeyframeTrackContent`,
//   `LinearKeyframe`, `SpringKeyframe`, `CubicKeyframe`, `MoveKeyframe`, `KeyframesBuilder`,
//   `KeyframeTrackContentBuilder`, `Animatable` conformances of `Double`, `CGFloat`, `Float`, `CGPoint`, `CGSize`,
//   `CGRect`
// SDK: iOS 26 SDK
// Status: inert
// Keyframes describe how a value changes over time, for ``KeyframeAnimator``. A text screen draws no in-between
// frames, so keyframes are never played: they compile with Apple's shapes and keep what they were given (a track's
// key path and keyframes, each keyframe's target value and duration) without changing what is drawn.

/// A type that defines changes to a value over time (Apple: `Keyframes`).
public protocol Keyframes<Value> {
  /// The type of value animated by this keyframes type.
  associatedtype Value = Body.Value
  /// The type of keyframes representing the body of this type.
  associatedtype Body: Keyframes
  /// The composition of content that comprise the keyframes.
  var body: Body { get }
}


/// A type that defines a series of keyframes for one track (Apple: `KeyframeTrackContent`).
public protocol KeyframeTrackContent<Value> {
  /// The type of value the keyframes reach.
  associatedtype Value: Animatable = Body.Value
  /// The type of keyframes representing the body of this type.
  associatedtype Body: KeyframeTrackContent
  /// The composition of content that comprise the keyframe track.
  var body: Body { get }
}


/// A sequence of keyframes animating a single property of a root type (Apple: `KeyframeTrack`).
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes where Value == Content.Value {
  public typealias Body = Self
  /// Built-in keyframes are their own body.
  public var body: Self { self }
  /// The property the track animates.
  let keyPath: WritableKeyPath<Root, Value>
  /// The track's keyframes.
  let content: Content

  /// Creates an instance that animates the property of the root value at the given key path.
  public init(_ keyPath: WritableKeyPath<Root, Value>,
              @KeyframeTrackContentBuilder<Value> content: () -> Content) {
    self.keyPath = keyPath
    self.content = content()
  }

  /// Creates an instance that animates the entire value from the root of the key path.
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
    self.keyPath = \Root.self
    self.content = content()
  }
}

/// A keyframe that uses simple linear interpolation (Apple: `LinearKeyframe`).
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
  public typealias Body = Self
  /// Built-in keyframes are their own body.
  public var body: Self { self }
  /// The value it reaches, and when.
  public let to: Value, duration: TimeInterval
  /// Creates a new keyframe using the given value and timestamp.
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    self.to = to
    self.duration = duration
  }
}

/// A keyframe that uses a spring function to interpolate to the given value (Apple: `SpringKeyframe`).
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
  public typealias Body = Self
  /// Built-in keyframes are their own body.
  public var body: Self { self }
  /// The value it reaches, and when (nil: the spring's own duration).
  public let to: Value, duration: TimeInterval?
  /// Creates a new keyframe using the given value and timestamp.
  public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
    self.to = to
    self.duration = duration
  }
}

/// A keyframe that uses a cubic curve to smoothly interpolate between values (Apple: `CubicKeyframe`).
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
  public typealias Body = Self
  /// Built-in keyframes are their own body.
  public var body: Self { self }
  /// The value it reaches, and when.
  public let to: Value, duration: TimeInterval
  /// Creates a new keyframe using the given value and timestamp.
  public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
    self.to = to
    self.duration = duration
  }
}

/// A keyframe that immediately moves to the given value without interpolating (Apple: `MoveKeyframe`).
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
  public typealias Body = Self
  /// Built-in keyframes are their own body.
  public var body: Self { self }
  /// The value it jumps to.
  public let to: Value
  /// Creates a new keyframe using the given value.
  public init(_ to: Value) { self.to = to }
}

/// The keyframes of a builder block, in order.
public struct _KeyframesGroup<Value>: Keyframes {
  public typealias Body = Self
  /// Built-in keyframes are their own body.
  public var body: Self { self }
  /// The tracks (type-erased).
  let parts: [Any]
}

/// The keyframes of a track's builder block, in order.
public struct _KeyframeTrackGroup<Value: Animatable>: KeyframeTrackContent {
  public typealias Body = Self
  /// Built-in keyframes are their own body.
  public var body: Self { self }
  /// The keyframes (type-erased).
  let parts: [Any]
}

/// A builder that combines keyframe content values into a single value (Apple: `KeyframesBuilder`).
@resultBuilder
public struct KeyframesBuilder<Value> {
  public static func buildExpression<V, C>(_ track: KeyframeTrack<Value, V, C>) -> _KeyframesGroup<Value> {
    _KeyframesGroup(parts: [track])
  }
  public static func buildBlock() -> _KeyframesGroup<Value> { _KeyframesGroup(parts: []) }
  public static func buildPartialBlock(first: _KeyframesGroup<Value>) -> _KeyframesGroup<Value> { first }
  public static func buildPartialBlock(accumulated: _KeyframesGroup<Value>, next: _KeyframesGroup<Value>)
    -> _KeyframesGroup<Value> { _KeyframesGroup(parts: accumulated.parts + next.parts) }
  public static func buildOptional(_ group: _KeyframesGroup<Value>?) -> _KeyframesGroup<Value> {
    group ?? _KeyframesGroup(parts: [])
  }
  public static func buildEither(first: _KeyframesGroup<Value>) -> _KeyframesGroup<Value> { first }
  public static func buildEither(second: _KeyframesGroup<Value>) -> _KeyframesGroup<Value> { second }
  public static func buildArray(_ groups: [_KeyframesGroup<Value>]) -> _KeyframesGroup<Value> {
    _KeyframesGroup(parts: groups.flatMap(\.parts))
  }
}

/// The builder for sequences of keyframes (Apple: `KeyframeTrackContentBuilder`).
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
  public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> _KeyframeTrackGroup<Value>
    where K.Value == Value { _KeyframeTrackGroup(parts: [expression]) }
  public static func buildBlock() -> _KeyframeTrackGroup<Value> { _KeyframeTrackGroup(parts: []) }
  public static func buildPartialBlock(first: _KeyframeTrackGroup<Value>) -> _KeyframeTrackGroup<Value> { first }
  public static func buildPartialBlock(accumulated: _KeyframeTrackGroup<Value>, next: _KeyframeTrackGroup<Value>)
    -> _KeyframeTrackGroup<Value> { _KeyframeTrackGroup(parts: accumulated.parts + next.parts) }
  public static func buildOptional(_ group: _KeyframeTrackGroup<Value>?) -> _KeyframeTrackGroup<Value> {
    group ?? _KeyframeTrackGroup(parts: [])
  }
  public static func buildEither(first: _KeyframeTrackGroup<Value>) -> _KeyframeTrackGroup<Value> { first }
  public static func buildEither(second: _KeyframeTrackGroup<Value>) -> _KeyframeTrackGroup<Value> { second }
  public static func buildArray(_ groups: [_KeyframeTrackGroup<Value>]) -> _KeyframeTrackGroup<Value> {
    _KeyframeTrackGroup(parts: groups.flatMap(\.parts))
  }
}

extension Double: Animatable {}
extension CGFloat: Animatable {}
extension Float: Animatable {}

extension CGPoint: Animatable {
  /// The point's coordinates.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension CGSize: Animatable {
  /// The size's dimensions.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(width, height) }
    set { (width, height) = (newValue.first, newValue.second) }
  }
}

extension CGRect: Animatable {
  /// The rectangle's origin and size.
  public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
    get { AnimatablePair(origin.animatableData, size.animatableData) }
    set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
  }
}
