// Reading a task's completion from the concurrency runtime's own task layout. The runtime has no completion
// callback, so the engine looks at a task right after each job it ran: the future fragment's wait-queue word holds
// the task's status (executing, returned, threw) and, for a thrown error, the error box.
//
// The layout is the one of Swift 6.3 (include/swift/ABI/Task.h):
//   AsyncTask (its size is exported by the runtime as _swift_concurrency_debug_asyncTaskSize)
//   [ChildFragment: Parent, NextChild]   when the job flags say IsChildTask
//   [GroupChildFragment: Group]          when they say IsGroupChildTask
//   FutureFragment: waitQueue (status in the low 2 bits), resultType (metadata), error
// The status word of ActiveTaskStatus (IsComplete) is looked at first, see vclock_task_state.
// Every read is checked by the engine's start-up self-test (TaskProbe.swift), which fails loudly on another layout.
#include "CVirtualClock.h"
#include <stddef.h>

extern const size_t _swift_concurrency_debug_asyncTaskSize __attribute__((weak));
extern void *swift_retain(void *object);
extern void swift_release(void *object);

// Job flags (include/swift/ABI/MetadataValues.h, JobFlags): kind in bits 0-7, task flags from bit 24.
enum {
  FLAGS_OFFSET = 4 * sizeof(void *),
  KIND_MASK = 0xff,
  IS_CHILD_TASK = 1u << 24,
  IS_FUTURE = 1u << 25,
  IS_GROUP_CHILD_TASK = 1u << 26,
  IS_ASYNC_LET_TASK = 1u << 28,
  CHILD_FRAGMENT_SIZE = 2 * sizeof(void *),
  GROUP_CHILD_FRAGMENT_SIZE = sizeof(void *),
};

size_t vclock_task_header_size(void) {
  return &_swift_concurrency_debug_asyncTaskSize ? _swift_concurrency_debug_asyncTaskSize : 0;
}

uint32_t vclock_job_flags(void *job) {
  return __atomic_load_n((uint32_t *)((char *)job + FLAGS_OFFSET), __ATOMIC_RELAXED);
}

int vclock_task_is_async_let(void *task) { return (vclock_job_flags(task) & IS_ASYNC_LET_TASK) != 0; }

static void **future_fragment(void *task) {
  uint32_t flags = vclock_job_flags(task);
  if ((flags & KIND_MASK) != 0 || !(flags & IS_FUTURE)) return NULL;
  size_t header = vclock_task_header_size();
  if (header == 0) return NULL;
  size_t offset = header;
  if (flags & IS_CHILD_TASK) offset += CHILD_FRAGMENT_SIZE;
  if (flags & IS_GROUP_CHILD_TASK) offset += GROUP_CHILD_FRAGMENT_SIZE;
  return (void **)((char *)task + offset);
}

uint32_t vclock_task_status_flags(void *task) {
  // ActiveTaskStatus flags: AsyncTask::Private (after Job, ResumeContext, Reserved64) starts with the two words of
  // ExclusivityAccessSet; the status follows.
  return __atomic_load_n((uint32_t *)((char *)task + 12 * sizeof(void *)), __ATOMIC_RELAXED);
}

// ActiveTaskStatus flag IsComplete (stdlib/public/Concurrency/TaskPrivate.h): set when the task completes. The status
// word sits in a cache line the runtime touches on every job of the task, unlike the future fragment, so it is
// looked at first and the fragment only once the task has completed.
enum { STATUS_IS_COMPLETE = 0x2000 };

int vclock_task_state(void *task) {
  if (!(vclock_task_status_flags(task) & STATUS_IS_COMPLETE)) return VCLOCK_TASK_RUNNING;
  void **fragment = future_fragment(task);
  if (!fragment) return VCLOCK_TASK_UNKNOWN;
  uintptr_t word = __atomic_load_n((uintptr_t *)fragment, __ATOMIC_ACQUIRE);
  switch (word & 3) {
  case 0: return VCLOCK_TASK_RUNNING;
  case 1: return VCLOCK_TASK_RETURNED;
  case 2: return VCLOCK_TASK_THREW;
  default: return VCLOCK_TASK_UNKNOWN;
  }
}

const void *vclock_task_result_type(void *task) {
  void **fragment = future_fragment(task);
  return fragment ? fragment[1] : NULL;
}

void *vclock_task_error_retained(void *task) {
  void **fragment = future_fragment(task);
  if (!fragment || vclock_task_state(task) != VCLOCK_TASK_THREW || !fragment[2]) return NULL;
  return swift_retain(fragment[2]);
}

void vclock_retain(void *object) { swift_retain(object); }
void vclock_release(void *object) { swift_release(object); }

void *vclock_task_parent(void *task) {
  uint32_t flags = vclock_job_flags(task);
  if ((flags & KIND_MASK) != 0 || !(flags & IS_CHILD_TASK)) return NULL;
  size_t header = vclock_task_header_size();
  return header ? *(void **)((char *)task + header) : NULL;
}

void *vclock_task_group(void *task) {
  uint32_t flags = vclock_job_flags(task);
  if ((flags & KIND_MASK) != 0 || !(flags & IS_GROUP_CHILD_TASK)) return NULL;
  size_t header = vclock_task_header_size();
  if (header == 0) return NULL;
  size_t offset = header + ((flags & IS_CHILD_TASK) ? CHILD_FRAGMENT_SIZE : 0);
  return *(void **)((char *)task + offset);
}

int vclock_task_is_group_child(void *task) {
  uint32_t flags = vclock_job_flags(task);
  return (flags & KIND_MASK) == 0 && (flags & IS_GROUP_CHILD_TASK) != 0;
}

// The async let child whose job this thread is running in a --real run (see RealScheduler.swift).
static _Thread_local void *t_running_child = NULL;
static _Thread_local int32_t t_running_child_slot = -1;

void vclock_set_running_child(void *child, int32_t slot) {
  t_running_child = child;
  t_running_child_slot = slot;
}
void *vclock_running_child(void) { return t_running_child; }
int32_t vclock_running_child_slot(void) { return t_running_child_slot; }

// The slot of the task whose job this thread runs in a --real run, or -1.
static _Thread_local int32_t t_running_slot = -1;
void vclock_set_running_slot(int32_t slot) { t_running_slot = slot; }
int32_t vclock_running_slot(void) { return t_running_slot; }
