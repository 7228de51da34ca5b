// Mirrors: SwiftUI `statusBar(hidden:)`, `statusBarHidden(_:)`, `controlSize(_:)`, `ControlSize`,
//   `listRowInsets(_:)`, `listRowSpacing(_:)`, `listSectionSpacing(_:)`, `autocapitalization(_:)`,
//   `UITextAutocapitalizationType`, `navigationSubtitle(_:)`, `persistentSystemOverlays(_:)`, `labelsHidden()`,
//   `headerProminence(_:)`, `Prominence`, `accentColor(_:)`
// SDK: iOS 26 SDK
// Status: inert
// How controls and bars look, not what they say: these compile with Apple's signatures and leave the text as it is.

extension View {
  /// Sets the visibility of the status bar (a text rendering has no status bar).
  nonisolated public func statusBar(hidden: Bool) -> some View { modifier(_StylingModifier()) }
  /// Sets the visibility of the status bar.
  nonisolated public func statusBarHidden(_ hidden: Bool = true) -> some View { modifier(_StylingModifier()) }
  /// Sets the size for controls within this view.
  nonisolated public func controlSize(_ controlSize: ControlSize) -> some View { modifier(_StylingModifier()) }
  /// Applies an inset to the rows in a list.
  nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View { modifier(_StylingModifier()) }
  /// Sets the vertical spacing between two adjacent rows in a List.
  nonisolated public func listRowSpacing(_ spacing: CGFloat?) -> some View { modifier(_StylingModifier()) }
  /// Sets the spacing between adjacent sections in a List.
  nonisolated public func listSectionSpacing(_ spacing: CGFloat) -> some View { modifier(_StylingModifier()) }
  /// Sets whether to apply auto-capitalization to this view (Apple deprecates it in a future version in favour of
  /// `textInputAutocapitalization(_:)`; Xcode gives no warning). `type` writes exactly the text given.
  nonisolated public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
    modifier(_StylingModifier())
  }
  /// Configures the view's subtitle for purposes of navigation (not drawn: the title line holds the title).
  nonisolated public func navigationSubtitle(_ subtitle: Text) -> some View { modifier(_StylingModifier()) }
  /// Configures the view's subtitle for purposes of navigation, using a localized string.
  nonisolated public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
    modifier(_StylingModifier())
  }
  /// Configures the view's subtitle for purposes of navigation, using a string.
  @_disfavoredOverload
  nonisolated public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
    modifier(_StylingModifier())
  }
  /// Sets the preferred visibility of the non-transient system views overlaying the app.
  nonisolated public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
    modifier(_StylingModifier())
  }
  /// Sets the header prominence for this view.
  nonisolated public func headerProminence(_ prominence: Prominence) -> some View { modifier(_StylingModifier()) }
  /// Sets the accent color for this view and the views it contains.
  nonisolated public func accentColor(_ accentColor: Color?) -> some View { modifier(_StylingModifier()) }
}

/// The size classes, like regular or small, that you can apply to controls within a view (Apple: `ControlSize`).
public enum ControlSize: Hashable, CaseIterable, Sendable {
  case mini, small, regular, large, extraLarge
}

/// A type that indicates the prominence of a view (Apple: `Prominence`).
public enum Prominence: Hashable, Sendable {
  case standard, increased
}

/// The auto-capitalization style for a text object (UIKit's `UITextAutocapitalizationType`, which SwiftUI's
/// `autocapitalization(_:)` takes on iOS). No change in text.
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}
