#ifndef CVIRTUALCLOCK_H
#define CVIRTUALCLOCK_H
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/// Turns virtual time on for the calling thread only. While on, clock_gettime for CLOCK_MONOTONIC,
/// CLOCK_MONOTONIC_RAW, CLOCK_MONOTONIC_COARSE and CLOCK_BOOTTIME called on that thread returns `ns`.
/// Swift's ContinuousClock (BOOTTIME) and SuspendingClock (MONOTONIC) read through it.
void vclock_enable_on_current_thread(int64_t ns);
/// Turns virtual time off: every clock reads the real time again.
void vclock_disable(void);
/// Sets the virtual reading (nanoseconds) returned on the owning thread.
void vclock_set_ns(int64_t ns);
/// Moves the reading on by `ns` without the scheduler's clock (a sleep of nothing must not spin: see carriers.c).
void vclock_nudge_ns(int64_t ns);
/// 1 while virtual time is on.
int vclock_is_enabled(void);
/// The virtual clock's reading in nanoseconds (what CLOCK_MONOTONIC reads on the owning thread), or -1 while off.
int64_t vclock_reading_ns(void);

// The virtual wall clock (wallclock.c): CLOCK_REALTIME, CLOCK_REALTIME_COARSE, time(), gettimeofday() and
// timespec_get(TIME_UTC) read the reading plus an offset wherever the monotonic clocks read virtual time.
/// Sets what is added to the reading to give nanoseconds since 1970 (the wall epoch minus the reading at zero).
void vclock_set_wall_offset_ns(int64_t offset);
/// Stores the virtual wall time (nanoseconds since 1970) in `ns` and returns 1 where virtual time is seen; else 0.
int vclock_virtual_wall_ns(int64_t *ns);

/// Real CLOCK_BOOTTIME in nanoseconds, never virtual.
int64_t vclock_real_boottime_ns(void);
/// 1 when this process's clock_gettime is the interposer (the executable's definition won the symbol lookup).
int vclock_interposer_active(void);
/// Sleeps for real (nanosleep, restarted on EINTR).
void vclock_real_sleep_ns(int64_t ns);
/// Number of threads in this process (from /proc/self/task), or -1 when unknown.
int vclock_thread_count(void);

// Runtime queries, forwarded to libswift_Concurrency (Swift calling convention) for the trace recorder.
/// The task running on this thread (an `AsyncTask *`), or NULL.
void *vclock_current_task(void);
/// The runtime's unique id of the task a job belongs to.
uint64_t vclock_job_task_id(void *job);
/// Whether a live task has been cancelled.
int vclock_task_is_cancelled(void *task);

/// Starts (1) or stops (0) counting the threads created; starting resets the count.
void vclock_count_threads(int on);
/// Threads created since counting started.
long vclock_threads_created(void);
/// Sets the function called, on the thread that turned virtual time on, when that thread creates a thread while
/// counting is on (the first sign that work is leaving the simulation). NULL removes it.
void vclock_set_thread_hook(void (*hook)(void));

// Cancellation hooks (cancelhooks.c): Task.cancel(), UnsafeCurrentTask.cancel(), the task groups' cancelAll() and
// swift_task_cancel / swift_taskGroup_cancelAll are defined in the executable, which call these first.
/// Sets the functions called just before a task (`task`) or a task group's children (`group`) are cancelled, on
/// the cancelling thread, with the target and the task or group whose cancellation is running on that thread when
/// this one happens inside it (a cancellation handler), else NULL. NULL removes a hook.
void vclock_set_cancel_hooks(void (*task)(void *target, void *outer_task, void *outer_group),
                             void (*group)(void *target, void *outer_task, void *outer_group));
/// 1 when task group `group` has been cancelled (its `cancelAll()` ran, or its owner was cancelled).
int vclock_group_is_cancelled(void *group);

// Task probe (taskprobe.c): reads a task's completion from the runtime's task layout (Swift 6.3).
/// The outcome a task's future fragment holds.
enum {
  /// Not a future task, or the layout is not known: nothing can be read.
  VCLOCK_TASK_UNKNOWN = -1,
  /// Not finished.
  VCLOCK_TASK_RUNNING = 0,
  /// Finished by returning.
  VCLOCK_TASK_RETURNED = 1,
  /// Finished by throwing.
  VCLOCK_TASK_THREW = 2,
};
/// sizeof(AsyncTask) as the runtime exports it for debuggers, or 0 when the runtime does not.
size_t vclock_task_header_size(void);
/// A job's flags word (kind in the low byte, task flags above).
uint32_t vclock_job_flags(void *job);
/// 1 for the child task of an `async let` (allocated in its parent's task allocator, so it cannot be retained).
int vclock_task_is_async_let(void *task);
/// One of the VCLOCK_TASK_ values.
int vclock_task_state(void *task);
/// The flags word of the task's ActiveTaskStatus (IsCancelled 0x100, IsComplete 0x2000 on Swift 6.3).
uint32_t vclock_task_status_flags(void *task);
/// The metadata of the task's result type, or NULL.
const void *vclock_task_result_type(void *task);
/// The error a task threw, retained (+1), or NULL.
void *vclock_task_error_retained(void *task);
/// The parent of a child task (async let, task group), or NULL.
void *vclock_task_parent(void *task);
/// The task group a group child belongs to, or NULL for any other task.
void *vclock_task_group(void *task);
/// 1 for the child task of a task group (discarding or not).
int vclock_task_is_group_child(void *task);
/// Notes (per thread) the async let child whose job this thread runs, and its slot; NULL, -1 when none.
void vclock_set_running_child(void *child, int32_t slot);
/// The child noted by vclock_set_running_child on this thread, or NULL.
void *vclock_running_child(void);
/// Its slot, or -1.
int32_t vclock_running_child_slot(void);
/// Notes (per thread) the slot of the task whose job this thread runs in a --real run (-1: none).
void vclock_set_running_slot(int32_t slot);
/// The slot noted by vclock_set_running_slot on this thread, or -1.
int32_t vclock_running_slot(void);
/// swift_retain / swift_release of a heap object (a task).
void vclock_retain(void *object);
void vclock_release(void *object);

// Output capture (outputcapture.c): standard output goes to an in-memory file during a run.
/// The byte at each capture's read position (nonzero: something may have been written there), or a byte that
/// sends every look to the slow path while a capture cannot be read by position; for vclock_output_quiet.
extern const unsigned char *vclock_out_next;
extern const unsigned char *vclock_err_next;
/// Nonzero when neither captured stream can have anything to take: nothing new at either read position and nothing
/// in stdout's buffer. The look a job's end makes (a few loads, inlined), before vclock_capture_pending and
/// vclock_errors_pending, which a pending byte or a partial line still need. Zero means only "look closer".
static inline int vclock_output_quiet(void) {
  // Read on the simulation thread only, which is also the only writer (carriers take turns).
  if (*vclock_out_next != 0 || *vclock_err_next != 0) return 0;
#ifdef __GLIBC__
  return stdout->_IO_write_ptr == stdout->_IO_write_base;
#else
  return 0;
#endif
}
/// Points fd 1 at a fresh in-memory file (a duplicate of the original is kept); 0, or -errno on failure.
int vclock_capture_begin(void);
/// Flushes C stdio and returns how many bytes were written since the last take (cheap when none were).
long vclock_capture_pending(void);
/// Like vclock_capture_pending, asking the file position even when the mapping shows nothing new.
long vclock_capture_pending_exactly(void);
/// Copies up to `count` of the pending bytes into `buffer`; returns how many.
long vclock_capture_take(unsigned char *buffer, long count);
/// Frees the in-memory file's pages once everything written has been taken and it has grown past 1 MiB.
void vclock_capture_recycle(void);
/// Ends capturing: flushes, and with `restore` points fd 1 at the original standard output again.
void vclock_capture_end(int restore);
/// 1 while fd 1 is the in-memory file.
int vclock_capture_is_on(void);
/// The original standard output (a duplicate made when capturing first began), else 1.
int vclock_original_stdout(void);
/// Points fd 2 at a fresh in-memory file, and makes the crash signals copy what is not yet taken to the original
/// standard error first; 0, or -errno on failure.
int vclock_errors_begin(void);
/// Bytes written to standard error and not yet taken (0 while not capturing); one memory read when none were.
long vclock_errors_pending(void);
/// Like vclock_errors_pending, asking the file position even when the mapping shows nothing new.
long vclock_errors_pending_exactly(void);
/// Takes up to `count` bytes written to standard error; returns how many.
long vclock_errors_take(unsigned char *buffer, long count);
/// Writes bytes to the original standard error as they are (what the engine does not turn into events).
void vclock_errors_pass_on(const unsigned char *bytes, long count);
/// Ends capturing standard error: what is left goes to the original, which fd 2 is again; the signals as before.
void vclock_errors_end(void);
/// Called from the crash signals' handler (SIGILL, SIGTRAP, SIGABRT) once, after what standard error held was copied
/// out and before the signal goes on to whoever handled it before: the engine hands over the run's trace so far.
void vclock_set_crash_hook(void (*hook)(int signal));

// Progress (progress.c): what a parent reads from a child run's memory when the run stops answering.
/// Notes that the scheduler has run `jobs` jobs in this run (one store).
void vclock_progress_note(uint64_t jobs);
/// The address of the progress block: an 8-byte marker `VCLKPROG`, the jobs run so far, and the thread id of the
/// carrier that holds the baton (0 before any), each a little-endian 64-bit word, for a parent to read through
/// /proc/PID/mem.
const void *vclock_progress_address(void);
/// Notes which thread (its kernel thread id) runs the simulation now.
void vclock_progress_note_thread(int64_t tid);

// Carriers (carriers.c): the real threads that carry the virtual threads of a run, one running at a time.
/// Marks the calling thread as the run's home thread (a simulation thread that runs no jobs; idempotent).
void vclock_mark_simulation_thread(void);
/// 1 on the home thread and on every carrier.
int vclock_on_simulation_thread(void);
/// The calling thread's carrier index, or -1.
int32_t vclock_current_carrier(void);
/// How many carriers exist (threads the engine started; none after fork).
int32_t vclock_carrier_count(void);
/// The function a carrier runs each time it is handed the baton while idle, with its index.
void vclock_set_carrier_body(void (*body)(int32_t));
/// Sets the function the blocking calls (nanosleep, clock_nanosleep, usleep, sleep) call on a carrier during a
/// virtual run with the nanoseconds asked for: 0 when it blocked the virtual thread, -1 to sleep for real.
void vclock_set_block_hook(int64_t (*hook)(int64_t));
/// An idle carrier's index, starting a new one when none is idle; -1 when none can be started.
int32_t vclock_take_idle_carrier(void);
/// Puts carrier `index` back among the idle ones (it is about to wait at the top of its loop).
void vclock_make_carrier_idle(int32_t index);
/// Hands the baton to carrier `to` and waits until it comes back to `self` (-1: the home thread).
void vclock_carrier_switch(int32_t to, int32_t self);
/// Wakes carrier `to` (-1: the home thread) without waiting.
void vclock_carrier_post(int32_t to);
/// Sleeps for real, whoever calls (the engine's own waits).
void vclock_real_nanosleep(int64_t ns);

// Dispatch and run-loop timers (dispatch.c): libdispatch's and CoreFoundation's entry points defined in the executable
// hand their calls, on a simulation thread during a virtual run, to the engine's hooks.
/// What a dispatch hook call asks for.
enum {
  VCLOCK_DISPATCH_ASYNC = 0,
  VCLOCK_DISPATCH_BARRIER_ASYNC = 1,
  VCLOCK_DISPATCH_AFTER = 2,
  VCLOCK_DISPATCH_SYNC = 3,
  VCLOCK_DISPATCH_BARRIER_SYNC = 4,
  VCLOCK_DISPATCH_APPLY = 5,
  VCLOCK_DISPATCH_GROUP_ASYNC = 6,
  VCLOCK_DISPATCH_GROUP_NOTIFY = 7,
  VCLOCK_DISPATCH_GROUP_WAIT = 8,
  VCLOCK_DISPATCH_GROUP_ENTER = 9,
  VCLOCK_DISPATCH_GROUP_LEAVE = 10,
  VCLOCK_DISPATCH_SEMAPHORE_CREATE = 11,
  VCLOCK_DISPATCH_SEMAPHORE_SIGNAL = 12,
  VCLOCK_DISPATCH_SEMAPHORE_WAIT = 13,
  VCLOCK_DISPATCH_BLOCK_NOTIFY = 14,
  VCLOCK_DISPATCH_BLOCK_WAIT = 15,
  /// CFRunLoopPerformBlock (RunLoop.perform) on the main run loop, or on another.
  VCLOCK_RUNLOOP_PERFORM_MAIN = 16,
  VCLOCK_RUNLOOP_PERFORM_OTHER = 17,
};
/// Called with the operation, the queue, the work (a block, or `context` and `function`), a number (a deadline as a
/// virtual monotonic reading, -1 for forever; an iteration count; a semaphore's value) and the group or work item.
/// Returns what the call returns (0 when it was taken over); -1 hands the call to libdispatch after all.
typedef int64_t (*vclock_dispatch_hook_fn)(int32_t op, void *queue, void *block, void *context, void *function,
                                            int64_t number, void *object);
/// What a timer hook call reports.
enum {
  VCLOCK_TIMER_CREATE = 0,
  VCLOCK_TIMER_ADD_MAIN = 1,
  VCLOCK_TIMER_ADD_OTHER = 2,
  VCLOCK_TIMER_INVALIDATE = 3,
};
/// Called with the operation, the run loop, the CFRunLoopTimer, its fire date (seconds since 2001) and interval, and
/// at its creation its callout and info. Returns 0 when the call was taken over.
typedef int64_t (*vclock_timer_hook_fn)(int32_t op, void *runLoop, void *timer, double fire, double interval,
                                         void *callout, void *info);
/// Installs the hooks (NULL, NULL removes them).
void vclock_set_dispatch_hooks(vclock_dispatch_hook_fn dispatch, vclock_timer_hook_fn timer);
/// Installs what `_CFIsMainThread` (Foundation's `Thread.isMainThread`) answers on a simulation thread during a
/// virtual run: non-zero when the running job is the main actor's (NULL removes it; elsewhere the real answer).
void vclock_set_main_thread_hook(int (*hook)(void));
/// Block_copy / Block_release of a block, and calls of a block or a function with its context (and an index).
void *vclock_block_copy(void *block);
void vclock_block_release(void *block);
void vclock_block_invoke(void *block);
void vclock_block_invoke_index(void *block, size_t index);
void vclock_function_invoke(void *function, void *context);
void vclock_function_invoke_index(void *function, void *context, size_t index);
/// dispatch_retain.
void vclock_dispatch_retain(void *object);
/// The main queue (`&_dispatch_main_q`), a global queue by its QoS identifier, a queue's label, a queue's width
/// (1 for serial, more for concurrent, 0 when it cannot be read).
void *vclock_main_queue(void);
void *vclock_global_queue(long identifier);
const char *vclock_queue_label(void *queue);
int vclock_queue_width(void *queue);
/// The app's frame that made the call being handled (see dispatch.c): its shared object's path (into `image`, of
/// `capacity` bytes) and the offset in it. 1 when found, else 0.
int vclock_call_site(uintptr_t *offset, char *image, size_t capacity);
/// A run-loop timer's validity (CFRunLoopTimerIsValid), its real invalidation, CFRetain, and a call of its callout.
int vclock_timer_is_valid(void *timer);
void vclock_timer_invalidate(void *timer);
void vclock_timer_retain(void *timer);
void vclock_timer_fire(void *callout, void *timer, void *info);
#endif
