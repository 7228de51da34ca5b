import CVirtualClock

/// Where a Dispatch queue runs its work in a virtual run.
enum DispatchQueueKind: Equatable {
  /// The main queue: the main actor's thread, in one first-in-first-out order with the main actor's jobs (on
  /// Apple platforms the main actor's executor is the main queue).
  case main
  /// A global (root) queue: each piece of work on a thread of the default executor's pool.
  case global
  /// A queue the app made (`DispatchQueue(label:)`): serial, or `.concurrent`.
  case custom(serial: Bool)
}

/// A queue the app made, as the simulation runs it: its work on pool threads, one at a time when serial; on a
/// concurrent queue a barrier runs alone, after what was submitted before it and before what comes after.
/// (developer.apple.com/documentation/dispatch/dispatchqueue: "Serial queues execute one task at a time …";
/// /dispatchworkitemflags/barrier.)
final class SimulatedQueue {
  /// What waits its turn: work to start as a task, or a thread parked in `sync` that runs its block itself.
  enum Entry {
    case work(DispatchWork, name: String, group: UnsafeMutableRawPointer?, barrier: Bool)
    case syncCaller(token: UInt64, barrier: Bool)

    var isBarrier: Bool {
      switch self {
      case .work(_, _, _, let barrier), .syncCaller(_, let barrier): barrier
      }
    }
  }

  let label: String
  let serial: Bool
  private var pending: [Entry] = []
  private var head = 0
  private var running = 0
  private var exclusive = false

  init(label: String, serial: Bool) {
    self.label = label
    self.serial = serial
  }

  /// Whether nothing runs or waits on the queue (a `sync` may then run its block at once, on the caller's thread).
  var isIdle: Bool { running == 0 && head == pending.count }

  /// Queues `entry` and starts what may start.
  func submit(_ entry: Entry, start: (Entry) -> Void) {
    pending.append(entry)
    pump(start)
  }

  /// Claims the queue for a `sync` whose block runs on the caller's thread now (the queue was idle).
  func claim(barrier: Bool) {
    running += 1
    if serial || barrier { exclusive = true }
  }

  /// A piece of work (or a `sync` block) ended: the next may start.
  func finished(start: (Entry) -> Void) {
    running -= 1
    exclusive = false
    pump(start)
  }

  private func pump(_ start: (Entry) -> Void) {
    while head < pending.count, !exclusive {
      let entry = pending[head]
      let alone = serial || entry.isBarrier
      if alone && running > 0 { break }
      head += 1
      running += 1
      if alone { exclusive = true }
      start(entry)
    }
    if head == pending.count {
      pending.removeAll(keepingCapacity: true)
      head = 0
    }
  }
}
