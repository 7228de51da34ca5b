// Mirrors: SwiftUI `AttributeScopes.SwiftUIAttributes`, `AttributeScopes.swiftUI`,
//   `AttributeDynamicLookup.subscript(dynamicMember:)` (SwiftUI attributes), `ForegroundColorAttribute`,
//   `BackgroundColorAttribute`, `FontAttribute`, `KerningAttribute`, `TrackingAttribute`, `BaselineOffsetAttribute`
// SDK: iOS 26 SDK
// Status: inert
/// SwiftUI's attributes of an `AttributedString` (Apple: `AttributeScopes.SwiftUIAttributes`): `string[range]
/// .foregroundColor = .red` and `run.font` compile and keep their values in the string, which reads them back; a
/// `Text` of the string draws its characters, and colours, fonts and spacing are not drawn in text.
import Foundation

extension AttributeScopes {
  /// A property for accessing the attribute scopes defined by SwiftUI.
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

  /// A collection of attributes that SwiftUI defines (Apple: `AttributeScopes.SwiftUIAttributes`).
  public struct SwiftUIAttributes: AttributeScope {
    /// A property for accessing a font attribute.
    public let font: FontAttribute
    /// A property for accessing a foreground color attribute.
    public let foregroundColor: ForegroundColorAttribute
    /// A property for accessing a background color attribute.
    public let backgroundColor: BackgroundColorAttribute
    /// A property for accessing a kerning attribute.
    public let kern: KerningAttribute
    /// A property for accessing a tracking attribute.
    public let tracking: TrackingAttribute
    /// A property for accessing a baseline offset attribute.
    public let baselineOffset: BaselineOffsetAttribute
    /// A property for accessing attributes defined by the Foundation framework.
    public let foundation: FoundationAttributes

    /// A text font (Apple: `FontAttribute`).
    public enum FontAttribute: AttributedStringKey {
      public typealias Value = Font
      public static let name = "SwiftUI.Font"
    }

    /// A foreground colour (Apple: `ForegroundColorAttribute`).
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.ForegroundColor"
    }

    /// A background colour (Apple: `BackgroundColorAttribute`).
    public enum BackgroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.BackgroundColor"
    }

    /// The kerning of the text (Apple: `KerningAttribute`).
    public enum KerningAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.Kern"
    }

    /// The tracking of the text (Apple: `TrackingAttribute`).
    public enum TrackingAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.Tracking"
    }

    /// The vertical offset of the text (Apple: `BaselineOffsetAttribute`).
    public enum BaselineOffsetAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.BaselineOffset"
    }
  }
}

extension AttributeDynamicLookup {
  /// Gets an attribute of SwiftUI's scope by its key path (`string.foregroundColor`).
  public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>)
    -> T {
    self[T.self]
  }
}
