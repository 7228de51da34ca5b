// Mirrors: Foundation `PredicateExpressions.StringLocalizedStandardContains`,
//   `PredicateExpressions.build_localizedStandardContains(_:_:)`
// SDK: iOS 26 SDK
// Status: complete
// `#Predicate<User> { $0.name.localizedStandardContains("R") }`, the search filter of SwiftData tutorials, expands
// to `PredicateExpressions.build_localizedStandardContains`, which swift-foundation declares on Apple platforms only
// (FoundationInternationalization, `#if FOUNDATION_FRAMEWORK`; measured on Swift 6.3.1, Linux: "type
// 'PredicateExpressions' has no member 'build_localizedStandardContains'"). Linux's String has the method itself,
// so the expression evaluates as Apple's does: case- and diacritic-insensitive, in the current locale.
import Foundation

extension PredicateExpressions {
  /// A predicate expression that tests whether one string contains another, the way a Finder search does
  /// (developer.apple.com/documentation/foundation/predicateexpressions/stringlocalizedstandardcontains).
  public struct StringLocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>:
    PredicateExpression where Root.Output: StringProtocol, Other.Output: StringProtocol {
    public typealias Output = Bool
    public let root: Root
    public let other: Other

    public init(root: Root, other: Other) {
      self.root = root
      self.other = other
    }

    public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
      try root.evaluate(bindings).localizedStandardContains(try other.evaluate(bindings))
    }
  }

  /// What `#Predicate` writes for `localizedStandardContains(_:)`.
  public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other)
    -> StringLocalizedStandardContains<Root, Other> {
    StringLocalizedStandardContains(root: root, other: other)
  }
}

extension PredicateExpressions.StringLocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}
extension PredicateExpressions.StringLocalizedStandardContains: Codable where Root: Codable, Other: Codable {}
extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
  where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
