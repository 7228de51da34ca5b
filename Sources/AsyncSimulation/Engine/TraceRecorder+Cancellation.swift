import CVirtualClock

/// `cancel` events and their causes.
///
/// A cancellation made through `Task.cancel()`, `UnsafeCurrentTask.cancel()` or a group's `cancelAll()` reaches the
/// recorder through the hooks of `cancelhooks.c` before the runtime acts on it: the task is recorded cancelled with
/// its cause, then every structured descendant the cancellation reaches (children after their parent), and only then
/// do the runtime's cancellation handlers run. Cancellations the runtime makes inside itself (an `async let` left
/// unawaited, a discarding group whose child threw, a child born into a cancelled parent or group) are seen after the
/// job that made them, or when the task next runs or is looked at, with the cause inferred from where the task sits.
extension TraceRecorder {
  /// The task at `pointer` is about to be cancelled by code running now. `outerTask`/`outerGroup`: the cancellation
  /// already running on this thread, when this one happens inside it (a cancellation handler).
  func willCancel(task pointer: UnsafeMutableRawPointer, outerTask: UnsafeMutableRawPointer?, insideGroup: Bool) {
    guard !runtimeIsCancelled(pointer), TaskProbe.state(of: pointer) == .running else { return }
    let t = now()
    fromTask { s in
      let current = Self.observeCurrent(s, at: t)
      let slot = Self.slotForCancel(pointer, s)
      guard slot >= 0 else { return }
      var cause = CancelCause.task(current)
      if let outerTask {
        let outer = Self.slot(of: vclock_job_task_id(outerTask), in: s)
        if outer >= 0 { cause = .handler(outer) }
      } else if insideGroup, s.pointee.groupCanceller >= 0 {
        cause = .handler(s.pointee.groupCanceller)
      }
      Self.recordCancelTree(s, slot: slot, cause: cause, at: t)
      Self.checkBudget(s)
    }
  }

  /// Records the cancellation of `task` because of `cause` (``TraceLog/cancel(_:because:)``), before the caller
  /// cancels it: the hook that follows finds it recorded and adds nothing.
  func willCancel(task pointer: UnsafeMutableRawPointer, because cause: String) {
    guard !runtimeIsCancelled(pointer), TaskProbe.state(of: pointer) == .running else { return }
    let t = now()
    fromTask { s in
      _ = Self.observeCurrent(s, at: t)
      let slot = Self.slotForCancel(pointer, s)
      guard slot >= 0 else { return }
      Self.recordCancelTree(s, slot: slot, cause: .text(cause), at: t)
      Self.checkBudget(s)
    }
  }

  /// The children of task group `group`, owned by the task running now, are about to be cancelled (`cancelAll()`,
  /// called by the owner or, in `withThrowingTaskGroup`, for it when an error leaves the body).
  func willCancelGroup(_ group: UnsafeMutableRawPointer, outerTask: UnsafeMutableRawPointer?) {
    let t = now()
    fromTask { s in
      let owner = Self.observeCurrent(s, at: t)
      guard owner >= 0 else { return }
      var cause = Self.groupCause(s, owner: owner)
      if let outerTask {
        let outer = Self.slot(of: vclock_job_task_id(outerTask), in: s)
        if outer >= 0 { cause = .handler(outer) }
      }
      s.pointee.groupCanceller = owner
      for child in Self.liveChildren(s, of: owner, asyncLet: false)
      where vclock_task_group(s.pointee.tasks[Int(child)].pointer) == group {
        Self.recordCancelTree(s, slot: child, cause: cause, at: t)
      }
      Self.checkBudget(s)
    }
  }

  /// The slot of a task about to be cancelled: known, or registered now (it is alive: its canceller holds it).
  private static func slotForCancel(_ pointer: UnsafeMutableRawPointer, _ s: UnsafeMutablePointer<State>) -> Int32 {
    let id = vclock_job_task_id(pointer)
    let slot = slot(of: id, in: s)
    if slot == internalSlot { return -1 }
    if slot == unknownSlot { return register(id, pointer: pointer, parent: -1, in: s) }
    return slot
  }

  /// Records `cancel` for task `slot` (unless recorded already), then for each live structured descendant not yet
  /// recorded, with its parent's cancellation as the cause: the runtime cancels a task's children inside the same
  /// call, before it returns.
  private static func recordCancelTree(_ s: UnsafeMutablePointer<State>, slot: Int32, cause: CancelCause,
                                       at t: Int64) {
    let flags = s.pointee.tasks[Int(slot)].flags
    guard !flags.contains(.cancelRecorded) else { return }
    s.pointee.tasks[Int(slot)].flags.insert(.cancelRecorded)
    s.pointee.rows.appendCancel(task: slot, at: t, cause: cause)
    guard !flags.isDisjoint(with: [.hasAsyncLetChildren, .hasGroupChildren]) else { return }
    for asyncLet in [true, false] {
      for child in liveChildren(s, of: slot, asyncLet: asyncLet) {
        recordCancelTree(s, slot: child, cause: .parent(slot), at: t)
      }
    }
  }

  /// The children of `parent` (its `async let`s or its task-group children) that are still running, in the order
  /// they were first seen; ended ones leave the list. In a `--real` run an `async let` child may already be freed by
  /// its parent on another thread, so none are read there.
  private static func liveChildren(_ s: UnsafeMutablePointer<State>, of parent: Int32, asyncLet: Bool) -> [Int32] {
    if asyncLet && !s.pointee.watchesCurrentChanges { return [] }
    guard let all = asyncLet ? s.pointee.asyncLetChildren[parent] : s.pointee.groupChildren[parent] else { return [] }
    var kept: [Int32] = []
    var live: [Int32] = []
    for child in all {
      guard let pointer = s.pointee.tasks[Int(child)].pointer else { continue }
      kept.append(child)
      if TaskProbe.state(of: pointer) == .running { live.append(child) }
    }
    if asyncLet { s.pointee.asyncLetChildren[parent] = kept } else { s.pointee.groupChildren[parent] = kept }
    return live
  }

  /// Why the task group owned by `owner` is being cancelled: the last child to end threw, or `cancelAll()` itself.
  private static func groupCause(_ s: UnsafeMutablePointer<State>, owner: Int32) -> CancelCause {
    if let last = s.pointee.lastGroupChildEnd[owner], last.threw { return .groupSibling(last.slot) }
    return .groupCancelAll(owner)
  }

  /// Records `cancel` for task `slot`, found cancelled after the fact (it runs again, wakes early, or is looked at):
  /// unless recorded already, with the cause inferred from where it sits — after its parent's, when the parent's
  /// cancellation is what reached it — and then for its structured children the runtime cancelled with it.
  static func recordSeenCancel(_ s: UnsafeMutablePointer<State>, slot: Int32, at t: Int64) {
    let record = s.pointee.tasks[Int(slot)]
    guard !record.flags.contains(.cancelRecorded) else { return }
    var cause = CancelCause.unknown
    let parent = record.parent
    if parent >= 0, !record.flags.isDisjoint(with: [.asyncLet, .groupChild]) {
      let parentRecord = s.pointee.tasks[Int(parent)]
      if parentRecord.flags.contains(.cancelRecorded) {
        cause = .parent(parent)
      } else if let pointer = parentRecord.pointer, runtimeIsCancelled(pointer) {
        recordSeenCancel(s, slot: parent, at: t)  // which records this one after it, as one of its children
        if s.pointee.tasks[Int(slot)].flags.contains(.cancelRecorded) { return }
        cause = .parent(parent)
      } else if record.flags.contains(.groupChild) {
        cause = groupCause(s, owner: parent)
      } else {
        cause = .asyncLetScope(parent)
      }
    }
    recordCancelTree(s, slot: slot, cause: cause, at: t)
  }

  /// Records, in the order they were first seen, the live children of task group `group` owned by `owner` that the
  /// engine has not recorded cancelled — those the runtime has cancelled when `onlyCancelled`, else all of them.
  private static func recordGroupChildren(_ s: UnsafeMutablePointer<State>, of owner: Int32,
                                          group: UnsafeMutableRawPointer, onlyCancelled: Bool, at t: Int64) {
    for child in liveChildren(s, of: owner, asyncLet: false) {
      let record = s.pointee.tasks[Int(child)]
      guard !record.flags.contains(.cancelRecorded), let pointer = record.pointer,
            vclock_task_group(pointer) == group, !onlyCancelled || runtimeIsCancelled(pointer) else { continue }
      recordSeenCancel(s, slot: child, at: t)
    }
  }

  /// Records the cancellations the runtime made inside itself among the structured children of task `slot`, which
  /// is running now: an `async let` whose scope it left without awaiting it, the children of a task group it owns
  /// that the runtime cancelled (`withThrowingTaskGroup` leaving its body by throwing, in a build that does not
  /// inline it). Looked at before anything else the task records (its output too: a child's cancellation handler
  /// runs inside the cancellation), so the `cancel` events come first, as at the instant of the call.
  @inline(__always)
  static func sweepIfParent(_ s: UnsafeMutablePointer<State>, slot: Int32, at t: Int64) {
    let flags = s.pointee.tasks[Int(slot)].flags
    guard !flags.isDisjoint(with: [.hasAsyncLetChildren, .hasGroupChildren]) else { return }
    sweepStructuredChildren(s, of: slot, at: t)
  }

  private static func sweepStructuredChildren(_ s: UnsafeMutablePointer<State>, of slot: Int32, at t: Int64) {
    let k = Int(slot)
    if s.pointee.tasks[k].flags.contains(.hasAsyncLetChildren) {
      for child in liveChildren(s, of: slot, asyncLet: true) {
        let record = s.pointee.tasks[Int(child)]
        guard !record.flags.contains(.cancelRecorded), let pointer = record.pointer, runtimeIsCancelled(pointer)
        else { continue }
        recordSeenCancel(s, slot: child, at: t)
      }
      if s.pointee.asyncLetChildren[slot]?.isEmpty ?? true {
        s.pointee.asyncLetChildren[slot] = nil
        s.pointee.tasks[k].flags.remove(.hasAsyncLetChildren)
      }
    }
    guard s.pointee.tasks[k].flags.contains(.hasGroupChildren), let groups = s.pointee.ownedGroups[slot] else { return }
    // A group's status says whether it was cancelled: its children are walked only then, and once. The runtime
    // marks the group first and then cancels the children one by one (the sweep may come from inside that, from
    // the first child's cancellation handler), so every child is recorded now, as `cancelAll()`'s hook does.
    for group in groups where vclock_group_is_cancelled(group) != 0 {
      recordGroupChildren(s, of: slot, group: group, onlyCancelled: false, at: t)
      forgetGroup(s, group, owner: slot)
    }
  }

  /// A child of task group `group`, owned by task `owner`, was seen for the first time.
  static func groupChildStarted(_ s: UnsafeMutablePointer<State>, owner: Int32, group: UnsafeMutableRawPointer) {
    let count = s.pointee.groupLiveChildren[group, default: 0]
    s.pointee.groupLiveChildren[group] = count + 1
    guard count == 0 else { return }
    s.pointee.ownedGroups[owner, default: []].append(group)
    s.pointee.tasks[Int(owner)].flags.insert(.hasGroupChildren)
  }

  /// Stops looking at `group`'s status: it was found cancelled, or its last child ended (its memory may be reused).
  private static func forgetGroup(_ s: UnsafeMutablePointer<State>, _ group: UnsafeMutableRawPointer, owner: Int32) {
    s.pointee.groupLiveChildren[group] = nil
    guard var groups = s.pointee.ownedGroups[owner] else { return }
    groups.removeAll { $0 == group }
    if groups.isEmpty {
      s.pointee.ownedGroups[owner] = nil
      s.pointee.tasks[Int(owner)].flags.remove(.hasGroupChildren)
    } else {
      s.pointee.ownedGroups[owner] = groups
    }
  }

  /// A task-group child of `group` ended (`threw`: an error other than a cancellation). Its siblings that the
  /// runtime cancelled in that job (a discarding group cancels the rest when a child throws) are recorded now.
  static func groupChildEnded(_ s: UnsafeMutablePointer<State>, slot: Int32, group: UnsafeMutableRawPointer?,
                              threw: Bool, at t: Int64) {
    let owner = s.pointee.tasks[Int(slot)].parent
    guard owner >= 0 else { return }
    s.pointee.lastGroupChildEnd[owner] = (slot, threw)
    if let group, let count = s.pointee.groupLiveChildren[group] {
      if count <= 1 { forgetGroup(s, group, owner: owner) } else { s.pointee.groupLiveChildren[group] = count - 1 }
    }
    guard threw, let group else { return }
    recordGroupChildren(s, of: owner, group: group, onlyCancelled: true, at: t)
  }
}

/// The functions `cancelhooks.c` calls before a cancellation (installed once, for every run of the process).
enum CancelHooks {
  /// Installs the hooks; they do nothing outside a run.
  static func install() {
    vclock_set_cancel_hooks({ target, outerTask, outerGroup in
      guard let target, let recorder = Simulation.recorder else { return }
      recorder.willCancel(task: target, outerTask: outerTask, insideGroup: outerGroup != nil)
    }, { group, outerTask, _ in
      guard let group, let recorder = Simulation.recorder else { return }
      recorder.willCancelGroup(group, outerTask: outerTask)
    })
  }
}
