// Seeing every cancellation at the instant of the call. The concurrency runtime cancels through entry points that
// code calls across the library boundary — `Task.cancel()`, `UnsafeCurrentTask.cancel()`, the task groups'
// `cancelAll()` (methods that only forward to `swift_task_cancel` / `swift_taskGroup_cancelAll`), and those two
// functions themselves. A definition in the executable wins the symbol lookup, so each call comes here first: the
// engine records the cancellation (and the children it reaches) with its cause, then the runtime's own function
// runs — with its cancellation handlers, which therefore come after the `cancel` events they follow from.
// Cancellations the runtime makes inside itself (an `async let` left unawaited, a discarding group whose child
// threw) never pass here; the engine sees those right after the job and infers their cause.
#define _GNU_SOURCE
#include "CVirtualClock.h"
#include <dlfcn.h>
#include <stdatomic.h>
#include <stddef.h>

#define SWIFTCC __attribute__((swiftcall))

typedef SWIFTCC void (*cancel_fn)(void *);

typedef void (*cancel_hook)(void *target, void *outer_task, void *outer_group);
static _Atomic(cancel_hook) g_task_hook = 0;
static _Atomic(cancel_hook) g_group_hook = 0;

void vclock_set_cancel_hooks(cancel_hook task, cancel_hook group) {
  atomic_store_explicit(&g_task_hook, task, memory_order_release);
  atomic_store_explicit(&g_group_hook, group, memory_order_release);
}

// The task or group whose cancellation is running on this thread: a cancellation handler that cancels another task
// runs inside it.
static _Thread_local void *t_cancelling_task = NULL;
static _Thread_local void *t_cancelling_group = NULL;

static cancel_fn next_definition(_Atomic(cancel_fn) *cache, const char *name) {
  cancel_fn f = atomic_load_explicit(cache, memory_order_acquire);
  if (!f) {
    f = (cancel_fn)dlsym(RTLD_NEXT, name);
    atomic_store_explicit(cache, f, memory_order_release);
  }
  return f;
}

static void cancel_through(_Atomic(cancel_hook) *hook, int is_group, cancel_fn real, void *target) {
  cancel_hook h = atomic_load_explicit(hook, memory_order_acquire);
  if (h) h(target, t_cancelling_task, t_cancelling_group);
  if (!real) return;
  void *outer_task = t_cancelling_task, *outer_group = t_cancelling_group;
  if (is_group) t_cancelling_group = target; else t_cancelling_task = target;
  real(target);
  t_cancelling_task = outer_task;
  t_cancelling_group = outer_group;
}

#define TASK_CANCEL_ENTRY(symbol, name)                                                                          \
  static _Atomic(cancel_fn) g_next_##name = 0;                                                                   \
  SWIFTCC void name(void *task) __asm__(symbol);                                                                 \
  SWIFTCC void name(void *task) {                                                                                \
    cancel_through(&g_task_hook, 0, next_definition(&g_next_##name, symbol), task);                              \
  }

#define GROUP_CANCEL_ENTRY(symbol, name)                                                                         \
  static _Atomic(cancel_fn) g_next_##name = 0;                                                                   \
  SWIFTCC void name(void *group) __asm__(symbol);                                                                \
  SWIFTCC void name(void *group) {                                                                               \
    cancel_through(&g_group_hook, 1, next_definition(&g_next_##name, symbol), group);                            \
  }

// swift_task_cancel(AsyncTask *), and the methods that forward their `self` (the task) to it.
TASK_CANCEL_ENTRY("swift_task_cancel", vclock_entry_task_cancel)
TASK_CANCEL_ENTRY("$sScT6cancelyyF", vclock_entry_Task_cancel)

// UnsafeCurrentTask.cancel() takes its `self` (a struct holding the task) by address, in the context register.
typedef SWIFTCC void (*indirect_cancel_fn)(__attribute__((swift_context)) void *);
static _Atomic(indirect_cancel_fn) g_next_unsafe_current_task_cancel = 0;
SWIFTCC void vclock_entry_UnsafeCurrentTask_cancel(__attribute__((swift_context)) void *self)
  __asm__("$sSct6cancelyyF");
SWIFTCC void vclock_entry_UnsafeCurrentTask_cancel(__attribute__((swift_context)) void *self) {
  indirect_cancel_fn real = atomic_load_explicit(&g_next_unsafe_current_task_cancel, memory_order_acquire);
  if (!real) {
    real = (indirect_cancel_fn)dlsym(RTLD_NEXT, "$sSct6cancelyyF");
    atomic_store_explicit(&g_next_unsafe_current_task_cancel, real, memory_order_release);
  }
  void *task = *(void **)self;
  cancel_hook h = atomic_load_explicit(&g_task_hook, memory_order_acquire);
  if (h) h(task, t_cancelling_task, t_cancelling_group);
  if (!real) return;
  void *outer_task = t_cancelling_task;
  t_cancelling_task = task;
  real(self);
  t_cancelling_task = outer_task;
}

// swift_taskGroup_cancelAll(TaskGroup *), and TaskGroup, ThrowingTaskGroup, DiscardingTaskGroup and
// ThrowingDiscardingTaskGroup.cancelAll(), which forward their `self` (the group) to it.
GROUP_CANCEL_ENTRY("swift_taskGroup_cancelAll", vclock_entry_taskGroup_cancelAll)
GROUP_CANCEL_ENTRY("$sScG9cancelAllyyF", vclock_entry_TaskGroup_cancelAll)
GROUP_CANCEL_ENTRY("$sScg9cancelAllyyF", vclock_entry_ThrowingTaskGroup_cancelAll)
GROUP_CANCEL_ENTRY("$ss19DiscardingTaskGroupV9cancelAllyyF", vclock_entry_DiscardingTaskGroup_cancelAll)
GROUP_CANCEL_ENTRY("$ss27ThrowingDiscardingTaskGroupV9cancelAllyyF",
                   vclock_entry_ThrowingDiscardingTaskGroup_cancelAll)

extern SWIFTCC _Bool swift_taskGroup_isCancelled(void *group);

int vclock_group_is_cancelled(void *group) { return swift_taskGroup_isCancelled(group) ? 1 : 0; }
