// Mirrors: SwiftUI `EnvironmentValues.dismiss`, `EnvironmentValues.refresh`, `EnvironmentValues.isSearching`,
//   `EnvironmentValues.dismissSearch`, `EnvironmentValues.isEnabled`, `EnvironmentValues.colorScheme`,
//   `EnvironmentValues.locale`, `DismissAction`, `RefreshAction`, `DismissSearchAction`, `ColorScheme`
// SDK: iOS 26 SDK
// Status: complete
/// The environment values the module itself provides.
extension EnvironmentValues {
  /// An action that dismisses the current presentation (a sheet, a pushed view); does nothing elsewhere.
  public var dismiss: DismissAction {
    get { self[DismissActionKey.self] }
    set { self[DismissActionKey.self] = newValue }
  }

  /// A refresh action stored in a view's environment by `.refreshable`; nil elsewhere.
  public var refresh: RefreshAction? {
    get { self[RefreshActionKey.self] }
    set { self[RefreshActionKey.self] = newValue }
  }

  /// Whether the user is currently interacting with a search field of an enclosing `.searchable` (true once the
  /// user typed into it, until the search is dismissed).
  public var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }

  /// An action that ends the current search interaction: the field loses focus and its text is cleared.
  public var dismissSearch: DismissSearchAction {
    get { self[DismissSearchKey.self] }
    set { self[DismissSearchKey.self] = newValue }
  }

  /// Whether the view is enabled (`.disabled(true)` turns it off for a subtree).
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// The color scheme of this environment (always light in a text rendering, unless set).
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// The current locale that views should use.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }
}

private struct DismissActionKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction(owner: nil, action: nil) }
}

private struct RefreshActionKey: EnvironmentKey {
  static var defaultValue: RefreshAction? { nil }
}

private struct IsSearchingKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private struct DismissSearchKey: EnvironmentKey {
  static var defaultValue: DismissSearchAction { DismissSearchAction(owner: nil, action: nil) }
}

private struct IsEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

private struct ColorSchemeKey: EnvironmentKey {
  static var defaultValue: ColorScheme { .light }
}

private struct LocaleKey: EnvironmentKey {
  static var defaultValue: Locale { Locale(identifier: "en_US") }
}

/// An action that dismisses a presentation (Apple: `DismissAction`). Call it as a function: `dismiss()`.
/// Two are equal when the same presentation made them (so an unchanged presentation does not re-evaluate views).
@MainActor @preconcurrency
public struct DismissAction: Equatable {
  /// The presentation that made it (its node), for equality.
  nonisolated let owner: ObjectIdentifier?
  /// What a presentation set up (the `views` helper's sheets and navigation); nil: nothing to dismiss.
  nonisolated let action: (@MainActor () -> Void)?

  nonisolated init(owner: ObjectIdentifier?, action: (@MainActor () -> Void)?) {
    self.owner = owner
    self.action = action
  }

  /// Dismisses the view if it is currently presented.
  public func callAsFunction() { action?() }

  nonisolated public static func == (lhs: DismissAction, rhs: DismissAction) -> Bool { lhs.owner == rhs.owner }
}

/// An action that initiates a refresh operation (Apple: `RefreshAction`). Call it as an async function.
/// Two are equal when the same `.refreshable` made them.
public struct RefreshAction: Sendable, Equatable {
  /// The `.refreshable` node that made it, for equality.
  let owner: ObjectIdentifier
  let action: @Sendable () async -> Void

  /// Initiates a refresh action.
  public func callAsFunction() async { await action() }

  public static func == (lhs: RefreshAction, rhs: RefreshAction) -> Bool { lhs.owner == rhs.owner }
}

/// An action that can end a search interaction (Apple: `DismissSearchAction`).
/// Two are equal when the same `.searchable` made them.
@MainActor @preconcurrency
public struct DismissSearchAction: Equatable {
  nonisolated let owner: ObjectIdentifier?
  nonisolated let action: (@MainActor () -> Void)?

  nonisolated init(owner: ObjectIdentifier?, action: (@MainActor () -> Void)?) {
    self.owner = owner
    self.action = action
  }

  /// Dismisses the current search operation, if any.
  public func callAsFunction() { action?() }

  nonisolated public static func == (lhs: DismissSearchAction, rhs: DismissSearchAction) -> Bool {
    lhs.owner == rhs.owner
  }
}

/// The possible color schemes (Apple: `ColorScheme`).
public enum ColorScheme: CaseIterable, Sendable, Equatable {
  /// The color scheme that corresponds to a light appearance.
  case light
  /// The color scheme that corresponds to a dark appearance.
  case dark
}
