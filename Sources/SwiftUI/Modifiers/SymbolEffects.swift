// Mirrors: Symbols `SymbolEffect`, `DiscreteSymbolEffect`, `IndefiniteSymbolEffect`, `SymbolEffectOptions`, the
//   effects `bounce`, `pulse`, `variableColor`, `scale`, `appear`, `disappear`, `wiggle`, `breathe`, `rotate`;
//   SwiftUI `symbolEffect(_:options:isActive:)`, `symbolEffect(_:options:value:)`, `symbolEffectsRemoved(_:)`
// SDK: iOS 26 SDK
// Status: inert
// Symbol animations are drawing: the image is drawn `🖼 name` whatever effect plays on it.

/// An effect that you can apply to an SF Symbol image (Apple: `SymbolEffect`).
public protocol SymbolEffect: Sendable {}
/// A symbol effect that animates once when its value changes (Apple: `DiscreteSymbolEffect`).
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// A symbol effect that plays for as long as it is active (Apple: `IndefiniteSymbolEffect`).
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// A symbol effect of Apple's catalogue; its variants (`.up`, `.byLayer` …) are the same effect in text.
public struct _CatalogueSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
  let name: String
  /// The effect scaling or moving upward.
  public var up: Self { self }
  /// The effect scaling or moving downward.
  public var down: Self { self }
  /// The effect applied layer by layer.
  public var byLayer: Self { self }
  /// The effect applied to the whole symbol at once.
  public var wholeSymbol: Self { self }
  /// The effect applied cumulatively.
  public var cumulative: Self { self }
  /// The effect applied iteratively.
  public var iterative: Self { self }
  /// The effect reversing.
  public var reversing: Self { self }
  /// The effect not reversing.
  public var nonReversing: Self { self }
}

extension SymbolEffect where Self == _CatalogueSymbolEffect {
  /// A bounce.
  public static var bounce: _CatalogueSymbolEffect { _CatalogueSymbolEffect(name: "bounce") }
  /// A pulse.
  public static var pulse: _CatalogueSymbolEffect { _CatalogueSymbolEffect(name: "pulse") }
  /// A variable colour.
  public static var variableColor: _CatalogueSymbolEffect { _CatalogueSymbolEffect(name: "variableColor") }
  /// A scale.
  public static var scale: _CatalogueSymbolEffect { _CatalogueSymbolEffect(name: "scale") }
  /// An appearance.
  public static var appear: _CatalogueSymbolEffect { _CatalogueSymbolEffect(name: "appear") }
  /// A disappearance.
  public static var disappear: _CatalogueSymbolEffect { _CatalogueSymbolEffect(name: "disappear") }
  /// A wiggle.
  public static var wiggle: _CatalogueSymbolEffect { _CatalogueSymbolEffect(name: "wiggle") }
  /// A breathe.
  public static var breathe: _CatalogueSymbolEffect { _CatalogueSymbolEffect(name: "breathe") }
  /// A rotation.
  public static var rotate: _CatalogueSymbolEffect { _CatalogueSymbolEffect(name: "rotate") }
}

/// Options that configure how a symbol effect plays (Apple: `SymbolEffectOptions`).
public struct SymbolEffectOptions: Sendable, Hashable {
  private init() {}
  /// The default options.
  public static let `default` = SymbolEffectOptions()
  /// Options that repeat the effect continuously.
  public static let `repeating` = SymbolEffectOptions()
  /// Options that play the effect once.
  public static let nonRepeating = SymbolEffectOptions()
  /// Options that repeat the effect `count` times.
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
  /// Options that play the effect at `speed`.
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
  /// These options, at `speed`.
  public func speed(_ speed: Double) -> SymbolEffectOptions { self }
  /// These options, repeated `count` times.
  public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
}

extension View {
  /// Adds an indefinite symbol effect to this view (not drawn).
  nonisolated public func symbolEffect<T: IndefiniteSymbolEffect>(_ effect: T,
                                                                  options: SymbolEffectOptions = .default,
                                                                  isActive: Bool = true) -> some View {
    modifier(_StylingModifier())
  }
  /// Adds a discrete symbol effect to this view, played when `value` changes (not drawn).
  nonisolated public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(_ effect: T,
                                                                               options: SymbolEffectOptions = .default,
                                                                               value: U) -> some View {
    modifier(_StylingModifier())
  }
  /// Removes all symbol effects from this view.
  nonisolated public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { modifier(_StylingModifier()) }
}
