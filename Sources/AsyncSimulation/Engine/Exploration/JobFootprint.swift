/// What a job did, as far as exploration can tell: whether it commutes with every other job that does not cancel
/// its task — then running it before or after such a job leads to the same state, and only one of the two orders
/// needs exploring (partial-order reduction with sleep sets).
///
/// Two kinds of job are known to commute:
/// - a **wake**: the runtime's sleep task for `Task.sleep` firing. Its only effect is to make the sleeping task ready
///   on the default executor, where the order of ready jobs is open anyway. (In Swift 6.3 a sleep always resumes on
///   the default executor; the check below makes sure of it for each job.)
/// - a **local** step: a task's job on the default executor that ran no code isolated to the main actor or an actor
///   (no `swift_task_switch` to one), recorded nothing but its start and its sleep, created tasks but woke none,
///   cancelled nothing, ended no task, and left its task asleep on a timer.
///
/// Both rest on Swift's isolation rules: code outside actors shares mutable state only through actors, the main
/// actor or task results. State shared through locks, `Atomic`, `Mutex` or `nonisolated(unsafe)` variables is
/// invisible here; explore such code without reduction.
struct JobFootprint: Equatable {
  /// What kind of step the job was.
  enum Kind: UInt8 {
    /// Anything else: assumed to depend on every other job.
    case global = 2
    /// A sleep timer's job waking its task.
    case wake = 3
    /// A task's step that only computed, started tasks and went to sleep.
    case local = 4
  }

  /// The kind.
  var kind: Kind
  /// The task the job wakes (`wake`) or ran (`local`); -1 for `global`.
  var task: Int32

  /// A job that may depend on anything.
  static let global = JobFootprint(kind: .global, task: -1)
}
