// Mirrors: SwiftUI `Image(uiImage:)`, `Color(uiColor:)`, `Color(_:)` (a `UIColor`)
// SDK: iOS 26 SDK
// Status: partial
extension Image {
  /// Creates a SwiftUI image from a UIKit image instance, drawn as the module draws an image: `🖼 name` for an
  /// asset's or a symbol's, `🖼 png 120×80` for one made from encoded bytes (format and size), `▢` for an empty one.
  public init(uiImage: UIImage) {
    switch uiImage.source {
    case .empty: self.init("")
    case .asset(let name): self.init(name)
    case .symbol(let name): self.init(systemName: name)
    case .encoded(_, let format):
      self.init("\(format.rawValue) \(Int(uiImage.size.width))×\(Int(uiImage.size.height))")
    }
  }
}

extension Color {
  /// Creates a color from a UIKit color (colours draw nothing in the text screen).
  public init(uiColor: UIColor) {
    switch uiColor.source {
    case .named(let name): self.init(name)
    case .components(let red, let green, let blue, let alpha):
      self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
  }

  /// Creates a color from a UIKit color.
  public init(_ color: UIColor) { self.init(uiColor: color) }
}
