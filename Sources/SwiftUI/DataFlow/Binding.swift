// Mirrors: SwiftUI `Binding`
// SDK: iOS 26 SDK
// Status: complete
/// A property wrapper type that can read and write a value owned by a source of truth (Apple: `Binding`).
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  private let getter: () -> Value
  private let setter: (Value) -> Void
  /// Where the value lives (a state box, an object) and the path inside it; nil for a binding made of closures,
  /// which never compares as the same input.
  let location: BindingLocation?

  /// Creates a binding with closures that read and write the binding value.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
    location = nil
  }

  /// Creates a binding from the value of another binding.
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  init(location: AnyObject, path: AnyKeyPath? = nil, get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
    self.location = BindingLocation(object: location, paths: path.map { [$0] } ?? [])
  }

  private init(location: BindingLocation?, get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
    self.location = location
  }

  /// Creates a binding with an immutable value.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(location: BindingLocation(object: ConstantLocation(value), paths: []), get: { value }, set: { _ in })
  }

  /// The underlying value referenced by the binding variable.
  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }

  /// A projection of the binding value that returns a binding.
  public var projectedValue: Binding<Value> { self }

  /// Returns a binding to the resulting value of a given key path.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let getter = self.getter, setter = self.setter
    return Binding<Subject>(location: location.map { $0.appending(keyPath) },
                            get: { getter()[keyPath: keyPath] },
                            set: { newValue in
                              var value = getter()
                              value[keyPath: keyPath] = newValue
                              setter(value)
                            })
  }
}

extension Binding: @unchecked Sendable {}

extension Binding: ComparableInput {
  func isSameInput(as other: Any) -> Bool {
    guard let other = other as? Binding<Value>, let a = location, let b = other.location else { return false }
    if let constant = a.object as? ConstantLocation, let otherConstant = b.object as? ConstantLocation {
      return ValueIdentity.same(constant.value, otherConstant.value)
    }
    return a.object === b.object && a.paths == b.paths
  }
}

extension Binding: DynamicProperty {}

/// Where a binding's value lives: an object and the key paths into it.
struct BindingLocation {
  var object: AnyObject
  var paths: [AnyKeyPath]

  func appending(_ path: AnyKeyPath) -> BindingLocation { BindingLocation(object: object, paths: paths + [path]) }
}

/// The "location" of a constant binding: its value.
final class ConstantLocation {
  let value: Any
  init(_ value: Any) { self.value = value }
}
