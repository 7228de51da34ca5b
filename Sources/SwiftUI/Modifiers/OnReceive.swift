// Mirrors: SwiftUI `onReceive(_:perform:)`
// SDK: iOS 26 SDK
// Status: complete
// developer.apple.com/documentation/swiftui/view/onreceive(_:perform:)
//
// The view subscribes when it is added to the hierarchy and stays subscribed while it exists — also while covered
// (a pushed screen hides it but keeps it) — and the subscription is cancelled when its identity ends. The action
// runs when the publisher emits, on the publisher's context. When the view is updated with a publisher that is not
// the same value (compared as SwiftUI compares view inputs: `==`, objects by identity, closures never the same),
// the old subscription is cancelled and the new publisher subscribed: a publisher chain built in `body` with
// closures is subscribed again on every update, as on Apple platforms.

/// The modifier behind `onReceive(_:perform:)`.
struct _SubscriptionModifier<P: Publisher> where P.Failure == Never {
  let publisher: P
  let action: (P.Output) -> Void

  /// The node's subscription and the latest action (a new view value brings a new closure).
  final class Subscription: NodeStorage {
    init() {}
    var cancellable: AnyCancellable?
    var action: ((P.Output) -> Void)?
  }

  @MainActor func mount(_ node: ViewNode) { subscribe(node) }

  @MainActor func update(_ node: ViewNode, from old: _SubscriptionModifier<P>) {
    let storage = node.storage(Subscription.self)
    storage.action = action
    guard !ViewInputs.equal(old.publisher, publisher) else { return }
    subscribe(node)
  }

  @MainActor private func subscribe(_ node: ViewNode) {
    let storage = node.storage(Subscription.self)
    storage.action = action
    storage.cancellable?.cancel()
    storage.cancellable = publisher.sink { [weak storage] value in storage?.action?(value) }
  }
}

extension _SubscriptionModifier: ViewModifier {
  typealias Body = Never
}

extension _SubscriptionModifier: PrimitiveModifier {}

extension View {
  /// Adds an action to perform when this view detects data emitted by the given publisher.
  nonisolated public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void)
    -> some View where P.Failure == Never {
    modifier(_SubscriptionModifier(publisher: publisher, action: action))
  }
}
