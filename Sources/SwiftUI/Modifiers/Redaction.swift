// Mirrors: SwiftUI `RedactionReasons`, `redacted(reason:)`, `unredacted()`, `EnvironmentValues.redactionReasons`
// SDK: iOS 26 SDK
// Status: complete
/// `.redacted(reason:)` adds reasons to redact the views below; `.unredacted()` removes every reason for its subtree
/// (Apple docs `redacted(reason:)`: "Adding a redaction is an additive process: any redaction provided will be
/// added to the reasons provided by the parent"; `unredacted()`: "Removes any reason to apply a redaction"). The
/// reasons are read with `@Environment(\.redactionReasons)`.
///
/// With `.placeholder` (Apple docs `RedactionReasons.placeholder`: "Text and images will be automatically masked to
/// appear as generic placeholders, though maintaining their original size and shape") a text is drawn with one
/// `█` for each of its characters, its spaces and line breaks kept, and an image is drawn `█` (the module's choice
/// of glyph). `.privacy` and `.invalidated` redact only views marked `privacySensitive` / `invalidatableContent`,
/// which the module does not offer: they change nothing drawn, but the environment holds them.
public struct RedactionReasons: OptionSet, Sendable, Hashable {
  /// The raw value.
  public let rawValue: Int

  /// Creates a new set from a raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Displayed data should appear as generic placeholders.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// Displayed data should be obscured to protect private information.
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// Displayed data should appear as invalidated and pending a new update.
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

extension EnvironmentValues {
  /// The current redaction reasons applied to the view hierarchy.
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }
}

private struct RedactionReasonsKey: EnvironmentKey {
  static var defaultValue: RedactionReasons { [] }
}

/// `.redacted(reason:)`: the subtree's reasons are the parent's and these.
struct _RedactionModifier {
  let reasons: RedactionReasons

  func environment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues {
    var changed = environment
    changed.redactionReasons.formUnion(reasons)
    return changed
  }
}

extension _RedactionModifier: ViewModifier {
  typealias Body = Never
}

extension _RedactionModifier: PrimitiveModifier {}

extension View {
  /// Adds a reason to apply a redaction to this view hierarchy.
  nonisolated public func redacted(reason: RedactionReasons) -> some View {
    modifier(_RedactionModifier(reasons: reason))
  }

  /// Removes any reason to apply a redaction to this view hierarchy.
  nonisolated public func unredacted() -> some View {
    modifier(_EnvironmentKeyWritingModifier(keyPath: \.redactionReasons, value: []))
  }
}

/// How a redacted text or image is drawn.
enum Redaction {
  /// The placeholder glyph.
  static let block: Character = "█"

  /// `text` as a placeholder: each character a block, its whitespace kept (its size and shape).
  static func mask(_ text: String) -> String {
    String(text.map { $0.isWhitespace ? $0 : block })
  }

  /// Whether views drawn in `environment` are placeholders.
  static func isPlaceholder(_ environment: EnvironmentValues) -> Bool {
    environment.redactionReasons.contains(.placeholder)
  }
}
