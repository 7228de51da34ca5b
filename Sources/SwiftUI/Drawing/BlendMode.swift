// Mirrors: SwiftUI `blendMode(_:)`, `BlendMode`
// SDK: iOS 26 SDK
// Status: inert
// How a view's colours mix with what is behind it: a text screen has no colours to mix, so the view is drawn as it
// is.

/// Modes for compositing a view with overlapping content (Apple: `BlendMode`).
public enum BlendMode: Hashable, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference,
       exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker,
       plusLighter
}

extension View {
  /// Sets the blend mode for compositing this view with overlapping views (no change in text).
  nonisolated public func blendMode(_ blendMode: BlendMode) -> some View { modifier(_StylingModifier()) }
}
