// Mirrors: SwiftUI `PreviewProvider`, `PreviewPlatform`, `PreviewLayout`, `PreviewDevice`, `previewLayout(_:)`,
//   `previewDevice(_:)`, `previewDisplayName(_:)`, `previewInterfaceOrientation(_:)`, `InterfaceOrientation`
// SDK: iOS 26 SDK
// Status: complete
/// A type that produces view previews in Xcode (Apple: `PreviewProvider`), the form of preview written before
/// `#Preview` (iOS 17) and still in most tutorials.
///
/// `asyncplay preview` treats a `PreviewProvider` as it treats a `#Preview`: its `previews` is a root it can show
/// (`--root TypeName` picks one when a file holds several). Apple's canvas shows each view of a `Group` in
/// `previews` as a preview of its own; a run shows one window, so a `previews` of several views draws them one below
/// the other, as their group does (the module's choice, written in docs/swiftui.md).
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type to preview.
  associatedtype Previews: View
  /// A collection of views to preview.
  @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
  /// The platform on which to run the provider (nil: the one of the target; here always iOS).
  @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  /// The platform of the target (iOS).
  public static var platform: PreviewPlatform? { nil }
}

/// Platforms that can run a preview (Apple: `PreviewPlatform`).
public enum PreviewPlatform: Sendable, Hashable {
  case iOS, macOS, tvOS, watchOS, visionOS
}

/// A size constraint for a preview (Apple: `PreviewLayout`). The text screen has no size: no change.
public enum PreviewLayout: Sendable {
  /// Center the preview in a container the size of the device that runs the preview.
  case device
  /// Fit the container to the size of the preview when offered the size of the device.
  case sizeThatFits
  /// Center the preview in a fixed size container with the given dimensions.
  case fixed(width: CGFloat, height: CGFloat)
}

/// A simulator device that runs a preview (Apple: `PreviewDevice`). Not drawn: the screen is always a compact
/// iPhone's.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
  /// The device's name, as Xcode names simulators ("iPhone 15 Pro").
  public let rawValue: String
  /// A device named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A device named by a string literal.
  public init(stringLiteral: String) { rawValue = stringLiteral }
}

/// The orientation of the interface from the user's perspective (Apple: `InterfaceOrientation`). Not drawn.
public struct InterfaceOrientation: Sendable, Hashable, CaseIterable, Identifiable {
  /// Its name.
  public let id: String
  private init(id: String) { self.id = id }
  /// The device is in portrait mode, with the top of the device on top.
  public static let portrait = InterfaceOrientation(id: "portrait")
  /// The device is in portrait mode, but is upside down.
  public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
  /// The device is in landscape mode, with the top of the device on the left.
  public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
  /// The device is in landscape mode, with the top of the device on the right.
  public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
  /// Every orientation.
  public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft,
                                                        .landscapeRight]
}

extension View {
  /// Overrides the size of the container for the preview (no change in text).
  nonisolated public func previewLayout(_ value: PreviewLayout) -> some View { modifier(_StylingModifier()) }
  /// Overrides the device for a preview (no change in text: the screen is a compact iPhone's).
  nonisolated public func previewDevice(_ value: PreviewDevice?) -> some View { modifier(_StylingModifier()) }
  /// Sets a user visible name to show in the canvas for a preview (not drawn).
  nonisolated public func previewDisplayName(_ value: String?) -> some View { modifier(_StylingModifier()) }
  /// Overrides the orientation of the preview (not drawn).
  nonisolated public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
    modifier(_StylingModifier())
  }
}
