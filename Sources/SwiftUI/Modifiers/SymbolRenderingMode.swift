// Mirrors: SwiftUI `SymbolRenderingMode` (`monochrome`, `multicolor`, `hierarchical`, `palette`),
//   `View.symbolRenderingMode(_:)`, `Image.symbolRenderingMode(_:)`
// SDK: iOS 26 SDK
// Status: inert
// How a symbol's layers are coloured is drawing: a symbol image is drawn `🖼 name` in whatever mode.

/// A symbol rendering mode (Apple: `SymbolRenderingMode`).
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String
  /// A mode that renders symbols as a single layer filled with the foreground style.
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// A mode that renders symbols as multiple layers with their inherit styles.
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  /// A mode that renders symbols as multiple layers, with different opacities applied to the foreground style.
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// A mode that renders symbols as multiple layers, with different styles applied to the layers.
  public static let palette = SymbolRenderingMode(name: "palette")
}

extension View {
  /// Sets the rendering mode for symbol images within this view (not drawn).
  nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    modifier(_StylingModifier())
  }
}

extension Image {
  /// Sets the rendering mode for this symbol image (not drawn).
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}
