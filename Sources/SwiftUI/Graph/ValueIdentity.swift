// Mirrors: nothing of Apple's: the module's own machinery, no Apple API
// SDK: iOS 26 SDK
// Status: internal
/// Whether two values are the same for SwiftUI's purposes: `==` for `Equatable` values, `===` for objects, and
/// otherwise "not known to be the same" (so a change is assumed, as SwiftUI does for values it cannot compare).
enum ValueIdentity {
  static func same(_ a: Any, _ b: Any) -> Bool {
    if let a = a as? any Equatable { return equal(a, b) }
    if type(of: a) is AnyClass, type(of: b) is AnyClass {
      return ObjectIdentifier(a as AnyObject) == ObjectIdentifier(b as AnyObject)
    }
    return false
  }

  private static func equal<E: Equatable>(_ a: E, _ b: Any) -> Bool {
    guard let b = b as? E else { return false }
    return a == b
  }
}

/// Whether a view's inputs (its stored properties) are unchanged, so its body need not run again.
///
/// SwiftUI compares a new view value with the old one field by field (OpenSwiftUI `CompareValues`): `Equatable`
/// fields with `==`, objects by identity, dynamic properties by their storage (a `@State`'s value is tracked on its
/// own, a `Binding` by where it points), and closures never compare equal.
enum ViewInputs {
  static func equal(_ a: Any, _ b: Any, depth: Int = 0) -> Bool {
    if depth > 8 { return false }
    if let property = a as? any ComparableInput { return property.isSameInput(as: b) }
    if let a = a as? any Equatable { return ValueIdentity.same(a, b) }
    if type(of: a) is AnyClass { return ValueIdentity.same(a, b) }
    guard type(of: a) == type(of: b) else { return false }
    let left = Mirror(reflecting: a), right = Mirror(reflecting: b)
    switch left.displayStyle {
    case .struct?, .tuple?, .collection?, .enum?, .optional?:
      guard left.children.count == right.children.count else { return false }
      if left.children.isEmpty, left.displayStyle == .enum {
        return String(describing: a) == String(describing: b)
      }
      for (x, y) in zip(left.children, right.children) {
        guard x.label == y.label, equal(x.value, y.value, depth: depth + 1) else { return false }
      }
      return true
    default:
      // Closures, dictionaries, sets and anything else: not known to be the same.
      return false
    }
  }
}

/// A dynamic property that compares as a view input by where its value lives, not by the value.
protocol ComparableInput {
  /// Whether `other` (a value of the same type) refers to the same storage.
  func isSameInput(as other: Any) -> Bool
}
