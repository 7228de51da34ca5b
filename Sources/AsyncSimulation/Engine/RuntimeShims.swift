import CVirtualClock

// The concurrency runtime's task queries, reached through small C forwarders in CVirtualClock. A task's
// `AsyncTask *` is also its first `Job *`, so a task job's address identifies its task.

/// The runtime's unique id of the task a job belongs to (never reused within a process).
func runtimeJobTaskID(_ job: UnsafeMutableRawPointer) -> UInt64 { vclock_job_task_id(job) }

/// Whether a live task has been cancelled.
func runtimeIsCancelled(_ task: UnsafeMutableRawPointer) -> Bool { vclock_task_is_cancelled(task) != 0 }

/// The current task's runtime id, or nil outside a task.
func currentTaskRuntimeID() -> UInt64? {
  guard let task = vclock_current_task() else { return nil }
  return vclock_job_task_id(task)
}
