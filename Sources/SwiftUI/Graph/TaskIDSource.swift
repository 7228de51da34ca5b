// Mirrors: nothing of Apple's: the module's own machinery, no Apple API
// SDK: iOS 26 SDK
// Status: internal
/// Which of a view's properties a `.task(id:)` id came from, so that a restart can say why in words the student
/// wrote: `.task(id:) restart: query became "sw"`.
///
/// The modifier receives only the id's value, not the expression that made it. The view that owns the modifier
/// is looked at: its stored properties (through `@State`, `@Binding`, `@Bindable`, `@Environment`,
/// `@StateObject`, `@ObservedObject`, `@EnvironmentObject`) and, for a property holding an object, that object's
/// stored properties (`model.query`). When exactly one of them holds a value equal to the new id, it is named;
/// otherwise (none, or several) the restart says `id became "sw"`. Nothing is read through Observation: looking
/// makes no view depend on anything.
@MainActor
enum TaskIDSource {
  /// The name of the one property of `view` (or of an object it holds) whose value equals `id`, or nil.
  static func name<ID: Equatable>(of id: ID, in view: Any) -> String? {
    var found: [String] = []
    for child in Mirror(reflecting: view).children {
      guard let label = child.label.map(propertyName), !label.hasPrefix("$") else { continue }
      let value = (child.value as? any InspectableProperty)?.inspectedValue ?? child.value
      if let value = value as? ID, value == id {
        found.append(label)
      } else if type(of: value) is AnyClass {
        for field in Mirror(reflecting: value).children {
          guard let name = field.label.map(propertyName), !name.hasPrefix("$") else { continue }
          let inner = (field.value as? any InspectableProperty)?.inspectedValue ?? field.value
          if let inner = inner as? ID, inner == id { found.append(label + "." + name) }
        }
      }
      if found.count > 1 { return nil }
    }
    return found.first
  }

  /// `_query` → `query` (a wrapper's or an `@Observable` macro's storage).
  private static func propertyName(_ label: String) -> String {
    label.hasPrefix("_") ? String(label.dropFirst()) : label
  }
}

/// A property wrapper whose current value can be looked at without tracking a dependency.
protocol InspectableProperty {
  /// The value the wrapper holds now.
  @MainActor var inspectedValue: Any { get }
}

extension State: InspectableProperty {
  var inspectedValue: Any { slot.box.untrackedValue }
}

extension Binding: InspectableProperty {
  var inspectedValue: Any { wrappedValue }
}

extension Bindable: InspectableProperty {
  var inspectedValue: Any { wrappedValue }
}

extension Environment: InspectableProperty {
  var inspectedValue: Any { wrappedValue }
}

extension StateObject: InspectableProperty {
  var inspectedValue: Any { wrappedValue }
}

extension ObservedObject: InspectableProperty {
  var inspectedValue: Any { wrappedValue }
}

extension Published: InspectableProperty {
  var inspectedValue: Any { box.value }
}
