// Mirrors: SwiftUI `Bindable`
// SDK: iOS 26 SDK
// Status: complete
/// A property wrapper type that supports creating bindings to the mutable properties of observable objects
/// (Apple: `Bindable`): `$model.query` is a `Binding<String>` that reads and writes `model.query`.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
  /// The wrapped object.
  public var wrappedValue: Value

  /// Creates a bindable object from an observable object.
  public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

  /// Creates a bindable object from an observable object.
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

  /// Creates a bindable from the value of another bindable.
  public init(projectedValue: Bindable<Value>) { self = projectedValue }

  /// The bindable wrapper for the object that creates bindings to its properties using dynamic member lookup.
  public var projectedValue: Bindable<Value> { self }

  /// Returns a binding to the value of a given key path.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
    let object = wrappedValue
    return Binding(location: object, path: keyPath, get: { object[keyPath: keyPath] },
                   set: { object[keyPath: keyPath] = $0 })
  }
}

extension Bindable: @unchecked Sendable {}

extension Bindable: DynamicProperty {}
