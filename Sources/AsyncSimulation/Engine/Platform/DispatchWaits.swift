import CVirtualClock

// Semaphores, groups and work items' notify and wait, on virtual threads.
extension DispatchSimulation {
  // MARK: semaphores (developer.apple.com/documentation/dispatch/dispatchsemaphore)

  /// `signal()`: increments the count; if a thread waits, the first one goes on. Returns non-zero when a thread
  /// was woken ("This function returns non-zero if a thread is woken. Otherwise, zero is returned.").
  static func signal(_ semaphore: UnsafeMutableRawPointer) -> Int64 {
    var record = state.semaphores[semaphore] ?? SemaphoreState()
    record.value += 1
    var woke = false
    if record.value <= 0, !record.waiters.isEmpty {
      woke = SimulationScheduler.shared.wake(record.waiters.removeFirst())
    }
    state.semaphores[semaphore] = record
    return woke ? 1 : 0
  }

  /// `wait(timeout:)`: decrements the count; below zero the thread blocks until a `signal` or the deadline.
  static func wait(semaphore: UnsafeMutableRawPointer, deadline: Int64?) -> Int64 {
    state.semaphores[semaphore, default: SemaphoreState()].value -= 1
    if state.semaphores[semaphore]!.value >= 0 { return 0 }
    let token = newToken()
    state.semaphores[semaphore]!.waiters.append(token)
    if parkCurrentThread(token, in: "DispatchSemaphore.wait()", until: deadline) { return 0 }
    state.semaphores[semaphore]!.value += 1
    state.semaphores[semaphore]!.waiters.removeAll { $0 == token }
    return timedOut
  }

  // MARK: groups (developer.apple.com/documentation/dispatch/dispatchgroup)

  static func enter(_ group: UnsafeMutableRawPointer) {
    if state.groups[group] == nil { vclock_dispatch_retain(group) }
    state.groups[group, default: GroupState()].count += 1
  }

  /// `leave()`: when the last piece of work leaves, the `notify` blocks are submitted and every `wait` returns.
  static func leave(_ group: UnsafeMutableRawPointer) {
    var record = state.groups[group] ?? GroupState()
    record.count -= 1
    // libdispatch stops the process here too (a crash on a device).
    if record.count < 0 { fatalError("BUG IN CLIENT OF LIBDISPATCH: Unbalanced call to dispatch_group_leave()") }
    guard record.count == 0 else {
      state.groups[group] = record
      return
    }
    state.groups[group] = GroupState()
    for notification in record.notifications {
      submit(notification.work, to: notification.queue, call: "notify", deadline: nil, group: nil, barrier: false)
    }
    for waiter in record.waiters { SimulationScheduler.shared.wake(waiter) }
  }

  /// `notify(queue:execute:)`: submitted when the group is empty — at once if it is now.
  static func notify(_ group: UnsafeMutableRawPointer, queue: UnsafeMutableRawPointer?, work: DispatchWork) {
    guard let record = state.groups[group], record.count > 0 else {
      submit(work, to: queue, call: "notify", deadline: nil, group: nil, barrier: false)
      return
    }
    state.groups[group]!.notifications.append((queue, work, ""))
  }

  /// `wait(timeout:)`: returns at once when the group is empty, else blocks until it is or the deadline passes.
  static func wait(group: UnsafeMutableRawPointer, deadline: Int64?) -> Int64 {
    guard let record = state.groups[group], record.count > 0 else { return 0 }
    let token = newToken()
    state.groups[group]!.waiters.append(token)
    if parkCurrentThread(token, in: "DispatchGroup.wait()", until: deadline) { return 0 }
    state.groups[group]?.waiters.removeAll { $0 == token }
    return timedOut
  }

  // MARK: work items (developer.apple.com/documentation/dispatch/dispatchworkitem)

  /// `notify(queue:execute:)`: submitted once the item has run (a cancelled item counts as run when its turn
  /// comes, as libdispatch does); at once when it already has.
  static func notify(item: UnsafeMutableRawPointer, queue: UnsafeMutableRawPointer?, work: DispatchWork) {
    if state.items[item]?.performed == true {
      submit(work, to: queue, call: "notify", deadline: nil, group: nil, barrier: false)
      return
    }
    state.items[item, default: WorkItemState()].notifications.append((queue, work))
  }

  /// `wait(timeout:)`: blocks until the item has run, or the deadline passes.
  static func wait(item: UnsafeMutableRawPointer, deadline: Int64?) -> Int64 {
    if state.items[item]?.performed == true { return 0 }
    let token = newToken()
    state.items[item, default: WorkItemState()].waiters.append(token)
    if parkCurrentThread(token, in: "DispatchWorkItem.wait()", until: deadline) { return 0 }
    state.items[item]?.waiters.removeAll { $0 == token }
    return timedOut
  }
}
