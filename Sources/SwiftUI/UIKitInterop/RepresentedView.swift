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
    { RepresentedUIView(representable: $0 as! R) }
  }

  private static func controllerHost<R: UIViewControllerRepresentable>(_: R)
    -> @MainActor (any View) -> any PrimitiveView {
    { RepresentedUIViewController(representable: $0 as! R) }
  }
}

/// The UIKit object a representable's node made, and its coordinator.
final class RepresentedObject<Object: AnyObject, Coordinator>: NodeStorage {
  var object: Object?
  var coordinator: Coordinator?
  init() {}
}

/// A `UIViewRepresentable` in the graph.
struct RepresentedUIView<R: UIViewRepresentable>: View, PrimitiveView {
  typealias Body = Never
  let representable: R

  func mount(_ node: ViewNode) {
    let made = node.storage(RepresentedObject<R.UIViewType, R.Coordinator>.self)
    let coordinator = representable.makeCoordinator()
    made.coordinator = coordinator
    let context = UIViewRepresentableContext<R>(coordinator: coordinator, environment: node.environment)
    let object = representable.makeUIView(context: context)
    made.object = object
    representable.updateUIView(object, context: context)
  }

  func update(_ node: ViewNode, from old: Self) {
    let made = node.storage(RepresentedObject<R.UIViewType, R.Coordinator>.self)
    guard let object = made.object, let coordinator = made.coordinator else { return }
    representable.updateUIView(object, context: UIViewRepresentableContext<R>(coordinator: coordinator,
                                                                              environment: node.environment))
  }

  func children(of node: ViewNode) -> [ViewChild] {
    guard let object = node.storage(RepresentedObject<R.UIViewType, R.Coordinator>.self).object else { return [] }
    return [ViewChild(key: .content, view: UIKitPlaceholder(object))]
  }
}

/// A `UIViewControllerRepresentable` in the graph.
struct RepresentedUIViewController<R: UIViewControllerRepresentable>: View, PrimitiveView {
  typealias Body = Never
  let representable: R

  func mount(_ node: ViewNode) {
    let made = node.storage(RepresentedObject<R.UIViewControllerType, R.Coordinator>.self)
    let coordinator = representable.makeCoordinator()
    made.coordinator = coordinator
    let context = UIViewControllerRepresentableContext<R>(coordinator: coordinator, environment: node.environment)
    let object = representable.makeUIViewController(context: context)
    made.object = object
    representable.updateUIViewController(object, context: context)
  }

  func update(_ node: ViewNode, from old: Self) {
    let made = node.storage(RepresentedObject<R.UIViewControllerType, R.Coordinator>.self)
    guard let object = made.object, let coordinator = made.coordinator else { return }
    representable.updateUIViewController(
      object, context: UIViewControllerRepresentableContext<R>(coordinator: coordinator, environment: node.environment))
  }

  func children(of node: ViewNode) -> [ViewChild] {
    guard let object = node.storage(RepresentedObject<R.UIViewControllerType, R.Coordinator>.self).object else {
      return []
    }
    return [ViewChild(key: .content, view: UIKitPlaceholder(object))]
  }
}
