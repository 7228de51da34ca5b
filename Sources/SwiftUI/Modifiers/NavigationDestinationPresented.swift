// Mirrors: SwiftUI `navigationDestination(isPresented:destination:)`
// SDK: iOS 26 SDK
// Status: complete
/// `.navigationDestination(isPresented:destination:)`: while the binding is true, the destination is pushed on the
/// enclosing navigation stack (Apple docs: "Associates a destination view with a binding that can be used to push
/// the view onto a NavigationStack"; "when isPresented is true … the destination is pushed … setting it to false
/// pops"). `back` (or `dismiss()` in the destination) pops it and sets the binding to false; setting the binding to
/// false from code pops it. The push and the pop run after the update that changed the binding, as a link's tap
/// does. Outside a navigation stack nothing is pushed.
struct _PresentedDestination<Content: View, Destination: View> {
  let content: Content
  let isPresented: Binding<Bool>
  let destination: () -> Destination

  /// The number of the screen this modifier pushed, while it is on the stack.
  final class Pushed: NodeStorage {
    var id: Int?
    init() {}
  }
}

extension _PresentedDestination: View {}

extension _PresentedDestination: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    let wanted = isPresented.wrappedValue  // a dependency: a write from anywhere pushes or pops
    let pushed = node.storage(Pushed.self)
    if let stack = NavigationStackState.enclosing(node) {
      if let id = pushed.id, !stack.holdsView(id: id) { pushed.id = nil }  // popped some other way
      if wanted, pushed.id == nil {
        let view = destination()
        let binding = isPresented
        node.graph.enqueueLifecycleAction {
          guard binding.wrappedValue, pushed.id == nil else { return }
          pushed.id = stack.push(view: view) {
            pushed.id = nil
            binding.wrappedValue = false
          }
        }
      } else if !wanted, let id = pushed.id {
        node.graph.enqueueLifecycleAction {
          pushed.id = nil
          stack.popView(id: id)
        }
      }
    }
    return [ViewChild(key: .content, view: content)]
  }
}

extension View {
  /// Associates a destination view with a binding that can be used to push the view onto a `NavigationStack`.
  nonisolated public func navigationDestination<V: View>(isPresented: Binding<Bool>,
                                                         @ViewBuilder destination: @escaping () -> V) -> some View {
    _PresentedDestination(content: self, isPresented: isPresented, destination: destination)
  }
}
