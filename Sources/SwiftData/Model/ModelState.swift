import AsyncSimulation
import Synchronization

/// A model's identity, context and pending changes, written by `@Model` as `_$modelState` (not for your code).
///
/// Not isolated: a `@Model` property's setter is nonisolated in a Swift 6 file; the simulation runs every task on one
/// thread, so the state is read and written by one thread at a time.
public final class _ModelState: @unchecked Sendable {
  /// Temporary numbers of models not inserted yet, in this process (models are made on any actor: locked).
  private static let temporaryCount = Mutex(0)

  var id: PersistentIdentifier
  weak var context: ModelContext?
  var isInserted = false
  var isChanged = false
  var isDeleted = false

  public init(entity: String) {
    let number = Self.temporaryCount.withLock { count in
      count += 1
      return count
    }
    id = PersistentIdentifier(entityName: entity, number: number, isTemporary: true)
  }

  /// A setter's note: the model changed, so its context has changes (and schedules an autosave).
  public func noteChange(_ model: AnyObject, property: String) {
    guard let context, !context.isApplyingStoredValues else { return }
    isChanged = true
    context.noteChange(model)
  }
}
