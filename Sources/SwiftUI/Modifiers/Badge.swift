// Mirrors: SwiftUI `badge(_:)` (`Int`, `Text?`, `LocalizedStringKey?`, `StringProtocol?`), `badgeProminence(_:)`,
//   `BadgeProminence`
// SDK: iOS 26 SDK
// Status: complete
import TextBase

/// `.badge(_:)`: a count or a short text shown beside a list row or on a tab in the tab bar, drawn `(3)` after the
/// row's text or the tab's title (Apple docs `badge(_:)`: "Badges are only displayed in list rows and iOS tab bars";
/// "Specify 0 if you don't want to show a badge"). Elsewhere it draws nothing, as on iOS. The badge is not part of
/// the row's or tab's name: `tap Inbox` finds `[Inbox (3)]`.
struct _BadgeModifier {
  /// The text of the badge; nil (or a count of 0): no badge.
  let label: Text?

  /// The badge as drawn, `(3)`, or nil when there is none.
  @MainActor func drawn(in language: Language) -> String? {
    guard let text = label?.resolved(in: language), !text.isEmpty else { return nil }
    return "(" + text + ")"
  }

  @MainActor func render(_ content: [ScreenElement], in context: RenderContext) -> [ScreenElement] {
    guard let badge = drawn(in: context.language), LazyRows.listRow(containing: context.node) != nil else {
      return content
    }
    return [.inline(content + [.line(badge)])]
  }
}

extension _BadgeModifier: ViewModifier {
  typealias Body = Never
}

extension _BadgeModifier: PrimitiveModifier {}

/// The prominence of a badge (Apple: `BadgeProminence`). Every prominence draws the same in text.
public struct BadgeProminence: Hashable, Sendable {
  private let name: String
  /// The lowest level of prominence for a badge.
  public static let decreased = BadgeProminence(name: "decreased")
  /// The standard level of prominence for a badge.
  public static let standard = BadgeProminence(name: "standard")
  /// The highest level of prominence for a badge.
  public static let increased = BadgeProminence(name: "increased")
}

extension View {
  /// Generates a badge for the view from an integer value (0: no badge).
  nonisolated public func badge(_ count: Int) -> some View {
    modifier(_BadgeModifier(label: count == 0 ? nil : Text(verbatim: String(count))))
  }

  /// Generates a badge for the view from a text view (nil: no badge).
  nonisolated public func badge(_ label: Text?) -> some View { modifier(_BadgeModifier(label: label)) }

  /// Generates a badge for the view from a localized string key (nil: no badge).
  nonisolated public func badge(_ key: LocalizedStringKey?) -> some View {
    modifier(_BadgeModifier(label: key.map { Text($0) }))
  }

  /// Generates a badge for the view from a string (nil: no badge).
  @_disfavoredOverload
  nonisolated public func badge<S: StringProtocol>(_ label: S?) -> some View {
    modifier(_BadgeModifier(label: label.map { Text($0) }))
  }

  /// Specifies the prominence of badges created by this view (not drawn).
  nonisolated public func badgeProminence(_ prominence: BadgeProminence) -> some View { modifier(_StylingModifier()) }
}
