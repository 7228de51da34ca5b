// Mirrors: SwiftUI `accessibilityInputLabels(_:)`, `accessibilityAddTraits(_:)`, `accessibilityRemoveTraits(_:)`,
//   `AccessibilityTraits`, `accessibilityElement(children:)`, `AccessibilityChildBehavior`,
//   `accessibilityIdentifier(_:)`, `dynamicTypeSize(_:)` with a range, `EnvironmentValues.dynamicTypeSize`,
//   `EnvironmentValues.accessibilityDifferentiateWithoutColor`, `EnvironmentValues.accessibilityVoiceOverEnabled`,
//   `EnvironmentValues.accessibilityReduceMotion`, `EnvironmentValues.accessibilityReduceTransparency`
// SDK: iOS 26 SDK
// Status: inert
// What VoiceOver and Voice Control read, and the user's accessibility settings: a run has no assistive technology
// and the default settings of a new iPhone — VoiceOver off, no colour-independent differentiation, no reduced motion
// or transparency, the `.large` Dynamic Type size (Apple docs `DynamicTypeSize.large`: "the default size") — so
// code that reads them takes the default branch, and the modifiers change nothing in text.

extension View {
  /// Sets alternate input labels with which users identify a view (Voice Control; not drawn).
  nonisolated public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { modifier(_StylingModifier()) }
  /// Sets alternate input labels from localized keys.
  nonisolated public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View {
    modifier(_StylingModifier())
  }
  /// Sets alternate input labels from strings.
  @_disfavoredOverload
  nonisolated public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
    modifier(_StylingModifier())
  }
  /// Adds the given traits to the view (read by VoiceOver; not drawn).
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    modifier(_StylingModifier())
  }
  /// Removes the given traits from this view.
  nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    modifier(_StylingModifier())
  }
  /// Creates a new accessibility element, or modifies the behavior of an existing one.
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    modifier(_StylingModifier())
  }
  /// Uses the string you specify to identify the view (UI tests; not drawn).
  nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View { modifier(_StylingModifier()) }
  /// Limits the Dynamic Type size within the view to the given range.
  nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
    modifier(_StylingModifier())
  }
}

/// A set of accessibility traits that describe how an element behaves (Apple: `AccessibilityTraits`).
public struct AccessibilityTraits: SetAlgebra, Sendable, Hashable {
  private var bits: UInt64
  private init(bits: UInt64) { self.bits = bits }
  /// An empty set of traits.
  public init() { bits = 0 }
  /// The accessibility element is a button.
  public static let isButton = AccessibilityTraits(bits: 1)
  /// The accessibility element is a header.
  public static let isHeader = AccessibilityTraits(bits: 2)
  /// The accessibility element is currently selected.
  public static let isSelected = AccessibilityTraits(bits: 4)
  /// The accessibility element is a link.
  public static let isLink = AccessibilityTraits(bits: 8)
  /// The accessibility element is a search field.
  public static let isSearchField = AccessibilityTraits(bits: 16)
  /// The accessibility element is an image.
  public static let isImage = AccessibilityTraits(bits: 32)
  /// The accessibility element is static text that cannot be modified by the user.
  public static let isStaticText = AccessibilityTraits(bits: 64)
  /// The accessibility element is a toggle.
  public static let isToggle = AccessibilityTraits(bits: 128)
  /// The accessibility element updates frequently.
  public static let updatesFrequently = AccessibilityTraits(bits: 256)
  /// The accessibility element is a modal.
  public static let isModal = AccessibilityTraits(bits: 512)

  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits | other.bits) }
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(bits: bits & other.bits)
  }
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(bits: bits ^ other.bits)
  }
  public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
  @discardableResult
  public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
    let had = contains(newMember)
    bits |= newMember.bits
    return (!had, newMember)
  }
  @discardableResult
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
    let had = contains(member)
    bits &= ~member.bits
    return had ? member : nil
  }
  @discardableResult
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
    let had = contains(newMember)
    bits |= newMember.bits
    return had ? newMember : nil
  }
  public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
  public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}

/// Defines the behavior for the child elements of the new parent element (Apple: `AccessibilityChildBehavior`).
public struct AccessibilityChildBehavior: Hashable, Sendable {
  private let name: String
  /// Any child accessibility elements become hidden.
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// Any child accessibility elements become children of the new accessibility element.
  public static let contain = AccessibilityChildBehavior(name: "contain")
  /// Combine any child accessibility element's properties for the new accessibility element.
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

extension EnvironmentValues {
  /// The current Dynamic Type size (`.large`, the default).
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
  /// Whether the system preference for Differentiate without Color is enabled (false).
  public var accessibilityDifferentiateWithoutColor: Bool { false }
  /// Whether VoiceOver is currently running (false).
  public var accessibilityVoiceOverEnabled: Bool { false }
  /// Whether the system preference for Reduce Motion is enabled (false).
  public var accessibilityReduceMotion: Bool { false }
  /// Whether the system preference for Reduce Transparency is enabled (false).
  public var accessibilityReduceTransparency: Bool { false }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
  static var defaultValue: DynamicTypeSize { .large }
}
