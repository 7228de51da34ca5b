// Mirrors: nothing of Apple's: how `@StateObject`, `@ObservedObject` and `@EnvironmentObject` hear an
//   `ObservableObject`'s `objectWillChange`
// SDK: iOS 26 SDK
// Status: internal
// How SwiftUI's object wrappers observe `ObservableObject.objectWillChange` (no public API of its own; Apple
// documents that views holding the object update after it sends).
internal import AsyncSimulation

/// How a view holding an `ObservableObject` (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`) learns that
/// the object is about to change: the view's node subscribes to `objectWillChange` once, and is evaluated again after
/// each send. A view node binds its properties on every update, so subscribing twice must change nothing.
///
/// A send off the main actor (a Combine chain without `receive(on: DispatchQueue.main)`) is recorded as SwiftUI's
/// runtime warning, "Publishing changes from background threads is not allowed; …", as Xcode shows it; the view
/// still updates.
enum ObjectWillChangeSubscriptions {
  /// Sinks on publishers other than `ObservableObjectPublisher`, by object and node, kept for the rest of the run.
  nonisolated(unsafe) private static var sinks: [Key: AnyCancellable] = [:]

  private struct Key: Hashable {
    var object: ObjectIdentifier
    var node: ObjectIdentifier
  }

  /// Calls `receiver` before every change of `object` from now on, once per `node`.
  static func subscribe<Object: ObservableObject>(_ node: AnyObject, to object: Object,
                                                  _ invalidate: @escaping () -> Void) {
    let receiver = {
      if !TraceLog.isOnMainActor { TraceLog.runtimeWarning(RuntimeWarning.publishingFromBackgroundThread) }
      invalidate()
    }
    let publisher = object.objectWillChange
    if let shared = publisher as? ObservableObjectPublisher {
      shared.subscribeOnce(node, receiver)
      return
    }
    // A publisher of the app's own (`let objectWillChange = PassthroughSubject<Void, Never>()`).
    let key = Key(object: ObjectIdentifier(object), node: ObjectIdentifier(node))
    guard sinks[key] == nil else { return }
    sinks[key] = publisher.sink { _ in receiver() }
  }
}
