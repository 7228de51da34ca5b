// Mirrors: SwiftUI `NavigationPath`
// SDK: iOS 26 SDK
// Status: complete
/// A type-erased list of data representing the content of a navigation stack (Apple: `NavigationPath`).
///
/// Its values are shown through the `navigationDestination(for:)` modifiers of the stack it is bound to. In a
/// trace it reads as its values: `[1, "swift"]`.
public struct NavigationPath: Equatable, CustomStringConvertible {
  /// The values, bottom first.
  var elements: [AnyHashable]

  /// Creates a new, empty navigation path.
  public init() { elements = [] }

  /// Creates a new navigation path from the contents of a sequence.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  init(elements: [AnyHashable]) { self.elements = elements }

  /// The number of elements in this path.
  public var count: Int { elements.count }

  /// A Boolean that indicates whether this path is empty.
  public var isEmpty: Bool { elements.isEmpty }

  /// Appends a new value to the end of this path.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

  /// Removes values from the end of this path (at most as many as it has).
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(k, 0), elements.count)) }

  /// The values as a trace shows them: `[1, "swift"]`.
  public var description: String {
    "[" + elements.map { element in
      if let text = element.base as? String { return "\"" + text + "\"" }
      return String(describing: element.base)
    }.joined(separator: ", ") + "]"
  }
}
