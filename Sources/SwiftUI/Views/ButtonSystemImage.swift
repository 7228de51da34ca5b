// Mirrors: SwiftUI `Button(_:systemImage:action:)`, `Button(_:systemImage:role:action:)`
// SDK: iOS 26 SDK
// Status: complete
// A button whose label is a `Label` of a title and a symbol: drawn `[🖼 plus Add]`, tapped by its title alone (`tap
// Add`), its whole text or its symbol's name, as every button with a `Label` is.

extension Button where Label == SwiftUI.Label<Text, Image> {
  /// Creates a button with a specified role that generates its label from a localized string key and a system image.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
    self.init(action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
  }

  /// Creates a button that generates its label from a string and a system image.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
    self.init(action: action) { SwiftUI.Label(title, systemImage: systemImage) }
  }

  /// Creates a button with a role that generates its label from a localized string key and a system image.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
  }

  /// Creates a button with a role that generates its label from a string and a system image.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { SwiftUI.Label(title, systemImage: systemImage) }
  }
}
