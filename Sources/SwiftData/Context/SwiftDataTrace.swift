import AsyncSimulation

/// The trace's `data` events: what a context did (insert, delete, save, autosave, rollback, fetch), on the task that
/// did it, at the virtual time it did it.
enum SwiftDataTrace {
  static func event(_ text: String) {
    TraceLog.data(text)
  }
}
