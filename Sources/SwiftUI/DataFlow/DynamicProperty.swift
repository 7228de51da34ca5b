// Mirrors: SwiftUI `DynamicProperty`
// SDK: iOS 26 SDK
// Status: complete
/// An interface for a stored variable that updates an external property of a view (Apple: `DynamicProperty`).
///
/// The graph finds a view's dynamic properties by reflecting its stored properties (and those of nested dynamic
/// properties) before each evaluation of its body, and binds each to storage kept in the view's node, by position
/// and label — never by label alone, so two views of the same type never share state.
public protocol DynamicProperty {
  /// Updates the underlying value of the stored value (called before the body is evaluated).
  mutating func update()
}

extension DynamicProperty {
  /// Does nothing by default.
  public mutating func update() {}
}

/// A dynamic property the graph gives storage in the view's node.
protocol GraphProperty {
  /// Binds the property to its storage in `node` (made now when `existing` is nil or another property's);
  /// returns the storage to keep. `name` is how `state` events name it: `ViewType.property`.
  @MainActor func bind(existing: AnyObject?, node: ViewNode, name: String) -> AnyObject
}

/// A module-made view whose dynamic properties are another value's (a view modifier's body: the modifier's).
@MainActor
protocol PropertyHost {
  var propertyValue: Any { get }
}

/// Finds a view's dynamic properties and binds them to its node.
@MainActor
enum DynamicPropertyBinder {
  /// View types known to have no graph properties (reflection skipped).
  private static var propertyless: Set<ObjectIdentifier> = []

  /// Binds every dynamic property of `value` (a view or a view modifier) to `node`'s storage.
  static func bind(_ view: Any, to node: ViewNode) {
    let value = (view as? any PropertyHost)?.propertyValue ?? view
    let type = ObjectIdentifier(Swift.type(of: value))
    ValueDescription.noteAppType(Swift.type(of: value))
    if propertyless.contains(type) { return }
    var position = 0
    let typeName = ViewNode.typeName(of: value)
    bind(Mirror(reflecting: value), to: node, typeName: typeName, position: &position)
    if position == 0 { propertyless.insert(type) }
  }

  private static func bind(_ mirror: Mirror, to node: ViewNode, typeName: String, position: inout Int) {
    for child in mirror.children {
      let label = child.label ?? "_\(position)"
      if let property = child.value as? any GraphProperty {
        let name = typeName + "." + (label.hasPrefix("_") ? String(label.dropFirst()) : label)
        let existing = position < node.properties.count && node.properties[position].label == label
          ? node.properties[position].object : nil
        let storage = property.bind(existing: existing, node: node, name: name)
        let entry = PropertyStorage(label: label, object: storage)
        if position < node.properties.count { node.properties[position] = entry } else { node.properties.append(entry) }
        position += 1
      } else if child.value is any DynamicProperty {
        bind(Mirror(reflecting: child.value), to: node, typeName: typeName, position: &position)
      }
    }
  }
}
