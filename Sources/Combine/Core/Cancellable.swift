// Combine's `Cancellable` and `AnyCancellable` (developer.apple.com/documentation/combine/anycancellable), checked
// against the iOS 18 SDK. Status: complete.

/// A protocol indicating that an activity or action supports cancellation.
public protocol Cancellable {
  /// Cancel the activity. Calling `cancel()` frees up any allocated resources and stops side effects.
  func cancel()
}

/// A type-erasing cancellable object that executes a provided closure when canceled.
///
/// An `AnyCancellable` instance automatically calls `cancel()` when deinitialized.
public final class AnyCancellable: Cancellable, Hashable {
  private var cancelAction: (() -> Void)?

  /// Initializes the cancellable object with the given cancel-time closure.
  public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }

  /// Initializes the cancellable object with the given cancellable (whose `cancel()` it calls once).
  public init<C: Cancellable>(_ canceller: C) { cancelAction = canceller.cancel }

  /// Cancels once: a second call does nothing.
  public func cancel() {
    let action = cancelAction
    cancelAction = nil
    action?()
  }

  deinit { cancel() }

  /// Stores this type-erasing cancellable instance in the specified collection.
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    collection.append(self)
  }

  /// Stores this type-erasing cancellable instance in the specified set.
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
