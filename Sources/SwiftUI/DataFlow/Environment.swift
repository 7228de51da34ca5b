// Mirrors: SwiftUI `Environment`, `environment(_:_:)`, `environment(_:)`
// SDK: iOS 26 SDK
// Status: complete
/// A property wrapper that reads a value from a view's environment (Apple: `Environment`).
///
/// `@Environment(\.dismiss)` reads a key path of ``EnvironmentValues``; `@Environment(Model.self)` reads an
/// `@Observable` object put there with `.environment(model)`. A view is evaluated again when its environment
/// changed.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  /// Reads the value from an environment.
  let read: (EnvironmentValues) -> Value
  let box = EnvironmentBox()

  /// Creates an environment property to read the specified key path.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }

  /// Creates an environment property to read an observable object from the environment.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    let id = ObjectIdentifier(objectType)
    read = { environment in
      guard let object = environment.object(id) as? Value else {
        fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) "
          + "may be missing as an ancestor of this view.")
      }
      return object
    }
  }

  /// Creates an environment property to read an observable object from the environment (nil when absent).
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    let id = ObjectIdentifier(objectType)
    read = { $0.object(id) as? T }
  }

  /// The current value of the environment property.
  public var wrappedValue: Value { read(box.environment) }
}

extension Environment: @unchecked Sendable {}

extension Environment: GraphProperty {
  func bind(existing: AnyObject?, node: ViewNode, name: String) -> AnyObject {
    box.environment = node.environment
    return box
  }
}

extension Environment: ComparableInput {
  func isSameInput(as other: Any) -> Bool { true }  // the environment is compared on its own
}

/// The environment a view value's `@Environment` reads, set when the graph binds it.
final class EnvironmentBox: @unchecked Sendable {
  var environment = EnvironmentValues()
}

/// Writes an environment value for a subtree.
struct _EnvironmentKeyWritingModifier<Value> {
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let value: Value

  func environment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues {
    var changed = environment
    changed[keyPath: keyPath] = value
    return changed
  }
}

extension _EnvironmentKeyWritingModifier: ViewModifier {
  typealias Body = Never
}

extension _EnvironmentKeyWritingModifier: PrimitiveModifier {}

/// Puts an object in the environment for a subtree, by its type.
struct _EnvironmentObjectModifier {
  let object: AnyObject
  let type: ObjectIdentifier

  func environment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues {
    var changed = environment
    changed.setObject(object, for: type)
    return changed
  }
}

extension _EnvironmentObjectModifier: ViewModifier {
  typealias Body = Never
}

extension _EnvironmentObjectModifier: PrimitiveModifier {}

extension View {
  /// Sets the environment value of the specified key path to the given value.
  nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View {
    modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
  }

  /// Places an observable object in the view's environment.
  nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(_EnvironmentObjectModifier(object: object as AnyObject, type: ObjectIdentifier(T.self)))
  }
}
