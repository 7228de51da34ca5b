// Mirrors: nothing of Apple's: how the graph hosts a UIViewRepresentable or UIViewControllerRepresentable
// SDK: iOS 26 SDK
// Status: internal
/// The primitive that stands in the graph for a user's representable (whose `Body` is `Never`): it calls the
/// representable's methods in Apple's order and shows the UIKit object's placeholder (``UIKitPlaceholder``).
///
/// On the node's creation: `makeCoordinator()`, then the make method, then the update method; each new value of the
/// representable afterwards: the update method again, with the same object and coordinator.
enum RepresentableHosting {
  /// How to see a value of `view`'s type as a primitive, or nil when it is not a representable.
  static func primitive(for view: any View) -> (@MainActor (any View) -> any PrimitiveView)? {
    if let representable = view as? any UIViewRepresentable { return viewHost(representable) }
    if let representable = view as? any UIViewControllerRepresentable { return controllerHost(representable) }
    return nil
  }

  private static func viewHost<R: UIViewRepresentable>(_: R) -> @MainActor (any View) -> any PrimitiveView {
    { RepresentedView(calls: UIViewCalls(representable: $0 as! R)) }
  }

  private static func controllerHost<R: UIViewControllerRepresentable>(_: R)
    -> @MainActor (any View) -> any PrimitiveView {
    { RepresentedView(calls: UIViewControllerCalls(representable: $0 as! R)) }
  }
}

/// A representable's three methods, whichever kind it is.
@MainActor
protocol RepresentableCalls {
  associatedtype Object: AnyObject
  associatedtype Coordinator
  func makeCoordinator() -> Coordinator
  func make(coordinator: Coordinator, environment: EnvironmentValues) -> Object
  func update(_ object: Object, coordinator: Coordinator, environment: EnvironmentValues)
}

/// A `UIViewRepresentable`'s methods.
struct UIViewCalls<R: UIViewRepresentable>: RepresentableCalls {
  let representable: R
  func makeCoordinator() -> R.Coordinator { representable.makeCoordinator() }
  func make(coordinator: R.Coordinator, environment: EnvironmentValues) -> R.UIViewType {
    representable.makeUIView(context: UIViewRepresentableContext(coordinator: coordinator, environment: environment))
  }
  func update(_ object: R.UIViewType, coordinator: R.Coordinator, environment: EnvironmentValues) {
    representable.updateUIView(object, context: UIViewRepresentableContext(coordinator: coordinator,
                                                                           environment: environment))
  }
}

/// A `UIViewControllerRepresentable`'s methods.
struct UIViewControllerCalls<R: UIViewControllerRepresentable>: RepresentableCalls {
  let representable: R
  func makeCoordinator() -> R.Coordinator { representable.makeCoordinator() }
  func make(coordinator: R.Coordinator, environment: EnvironmentValues) -> R.UIViewControllerType {
    representable.makeUIViewController(context: UIViewControllerRepresentableContext(coordinator: coordinator,
                                                                                     environment: environment))
  }
  func update(_ object: R.UIViewControllerType, coordinator: R.Coordinator, environment: EnvironmentValues) {
    representable.updateUIViewController(object, context: UIViewControllerRepresentableContext(
      coordinator: coordinator, environment: environment))
  }
}

/// The UIKit object a representable's node made, and its coordinator.
final class RepresentedObject<Calls: RepresentableCalls>: NodeStorage {
  var object: Calls.Object?
  var coordinator: Calls.Coordinator?
  init() {}
}

/// A representable in the graph.
struct RepresentedView<Calls: RepresentableCalls>: View, PrimitiveView {
  typealias Body = Never
  let calls: Calls

  func mount(_ node: ViewNode) {
    let made = node.storage(RepresentedObject<Calls>.self)
    let coordinator = calls.makeCoordinator()
    made.coordinator = coordinator
    let object = calls.make(coordinator: coordinator, environment: node.environment)
    made.object = object
    calls.update(object, coordinator: coordinator, environment: node.environment)
  }

  func update(_ node: ViewNode, from old: Self) {
    let made = node.storage(RepresentedObject<Calls>.self)
    guard let object = made.object, let coordinator = made.coordinator else { return }
    calls.update(object, coordinator: coordinator, environment: node.environment)
  }

  func children(of node: ViewNode) -> [ViewChild] {
    guard let object = node.storage(RepresentedObject<Calls>.self).object else { return [] }
    return [ViewChild(key: .content, view: UIKitPlaceholder(object))]
  }
}
