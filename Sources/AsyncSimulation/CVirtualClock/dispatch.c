// Dispatch and run-loop timers on virtual time: libdispatch's entry points (dispatch_async, dispatch_after,
// dispatch_sync, groups, semaphores, work items' notify and wait, dispatch_apply) and CoreFoundation's run-loop
// timer calls are defined in the executable, so every caller reaches them — the Swift overlay (DispatchQueue,
// DispatchWorkItem, DispatchGroup, DispatchSemaphore), Foundation (Timer, RunLoop, OperationQueue) and a student's
// library alike. On a simulation thread during a virtual run they hand the call to the engine's hook (the Swift side,
// DispatchSimulation), which runs the work as tasks on the simulated executors; anywhere else, or with no hook
// installed, they forward to the real definitions. Each costs a thread-local load and a compare when unused.
// Objects stay libdispatch's and Foundation's own: only what they would do with threads and clocks is taken over.
#define _GNU_SOURCE
#include "CVirtualClock.h"
#include "next_definition.h"
#include <stdint.h>

// The hooks (see CVirtualClock.h); NULL outside a virtual run.
static vclock_dispatch_hook_fn _Atomic g_dispatch_hook = 0;
static vclock_timer_hook_fn _Atomic g_timer_hook = 0;

void vclock_set_dispatch_hooks(vclock_dispatch_hook_fn dispatch, vclock_timer_hook_fn timer) {
  atomic_store_explicit(&g_dispatch_hook, dispatch, memory_order_release);
  atomic_store_explicit(&g_timer_hook, timer, memory_order_release);
}

// The hook when this call is the run's to simulate: a simulation thread with virtual time on.
static inline vclock_dispatch_hook_fn active_hook(void) {
  vclock_dispatch_hook_fn hook = atomic_load_explicit(&g_dispatch_hook, memory_order_acquire);
  if (!hook || !vclock_on_simulation_thread() || !vclock_is_enabled()) return 0;
  return hook;
}

// dispatch_time_t, decoded (libdispatch's encoding): 0 is now, ~0 forever; bit 63 clear: the uptime clock
// (CLOCK_MONOTONIC on Linux); bits 63 and 62 set: the wall clock, as minus its nanoseconds since 1970
// (DISPATCH_WALLTIME_NOW is ~1); bit 63 alone: the monotonic clock (CLOCK_BOOTTIME). Returned as a reading of the
// virtual monotonic clock (what CLOCK_MONOTONIC reads on a simulation thread), or -1 for forever.
static int64_t absolute_deadline(uint64_t when) {
  if (when == ~0ull) return -1;
  int64_t reading = vclock_reading_ns();
  if (when == 0) return reading;
  if ((int64_t)when >= 0) return (int64_t)when;
  if (when & (1ull << 62)) {
    int64_t wall_now;
    if (!vclock_virtual_wall_ns(&wall_now)) return reading;
    int64_t wall = when == ~1ull ? wall_now : -(int64_t)when;
    return reading + (wall - wall_now);
  }
  return (int64_t)(when & ~(1ull << 63));
}

// The real definitions, looked up on first use.
#define REAL(name) next_definition(&g_real_##name, #name)
static void *_Atomic g_real_dispatch_async = 0, *_Atomic g_real_dispatch_async_f = 0,
  *_Atomic g_real_dispatch_after = 0, *_Atomic g_real_dispatch_after_f = 0, *_Atomic g_real_dispatch_sync = 0,
  *_Atomic g_real_dispatch_sync_f = 0, *_Atomic g_real_dispatch_barrier_async = 0,
  *_Atomic g_real_dispatch_barrier_async_f = 0, *_Atomic g_real_dispatch_barrier_sync = 0,
  *_Atomic g_real_dispatch_barrier_sync_f = 0, *_Atomic g_real_dispatch_group_async = 0,
  *_Atomic g_real_dispatch_group_async_f = 0, *_Atomic g_real_dispatch_group_notify = 0,
  *_Atomic g_real_dispatch_group_notify_f = 0, *_Atomic g_real_dispatch_group_wait = 0,
  *_Atomic g_real_dispatch_group_enter = 0, *_Atomic g_real_dispatch_group_leave = 0,
  *_Atomic g_real_dispatch_semaphore_create = 0, *_Atomic g_real_dispatch_semaphore_signal = 0,
  *_Atomic g_real_dispatch_semaphore_wait = 0, *_Atomic g_real_dispatch_block_notify = 0,
  *_Atomic g_real_dispatch_block_wait = 0, *_Atomic g_real_dispatch_apply = 0, *_Atomic g_real_dispatch_apply_f = 0,
  *_Atomic g_real_dispatch_retain = 0, *_Atomic g_real_CFRunLoopTimerCreate = 0,
  *_Atomic g_real_CFRunLoopAddTimer = 0, *_Atomic g_real_CFRunLoopTimerInvalidate = 0,
  *_Atomic g_real_CFRunLoopGetMain = 0, *_Atomic g_real_CFRunLoopGetCurrent = 0,
  *_Atomic g_real_CFRunLoopTimerGetNextFireDate = 0, *_Atomic g_real_CFRunLoopTimerGetInterval = 0,
  *_Atomic g_real_CFRunLoopTimerIsValid = 0, *_Atomic g_real_CFRetain = 0, *_Atomic g_real__Block_copy = 0,
  *_Atomic g_real__Block_release = 0, *_Atomic g_real_CFRunLoopPerformBlock = 0, *_Atomic g_real__CFIsMainThread = 0;

typedef void (*block_fn)(void *, void *);
typedef void (*block_f_fn)(void *, void *, void *);
typedef void (*queue_block_fn)(void *, void *);

// MARK: queues

void dispatch_async(void *queue, void *block) {
  vclock_dispatch_hook_fn hook = active_hook();
  if (hook && hook(VCLOCK_DISPATCH_ASYNC, queue, block, 0, 0, 0, 0) == 0) return;
  ((void (*)(void *, void *))REAL(dispatch_async))(queue, block);
}

void dispatch_async_f(void *queue, void *context, void (*work)(void *)) {
  vclock_dispatch_hook_fn hook = active_hook();
  if (hook && hook(VCLOCK_DISPATCH_ASYNC, queue, 0, context, (void *)work, 0, 0) == 0) return;
  ((void (*)(void *, void *, void (*)(void *)))REAL(dispatch_async_f))(queue, context, work);
}

void dispatch_barrier_async(void *queue, void *block) {
  vclock_dispatch_hook_fn hook = active_hook();
  if (hook && hook(VCLOCK_DISPATCH_BARRIER_ASYNC, queue, block, 0, 0, 0, 0) == 0) return;
  ((void (*)(void *, void *))REAL(dispatch_barrier_async))(queue, block);
}

void dispatch_barrier_async_f(void *queue, void *context, void (*work)(void *)) {
  vclock_dispatch_hook_fn hook = active_hook();
  if (hook && hook(VCLOCK_DISPATCH_BARRIER_ASYNC, queue, 0, context, (void *)work, 0, 0) == 0) return;
  ((void (*)(void *, void *, void (*)(void *)))REAL(dispatch_barrier_async_f))(queue, context, work);
}

void dispatch_after(uint64_t when, void *queue, void *block) {
  vclock_dispatch_hook_fn hook = active_hook();
  if (hook && hook(VCLOCK_DISPATCH_AFTER, queue, block, 0, 0, absolute_deadline(when), 0) == 0) return;
  ((void (*)(uint64_t, void *, void *))REAL(dispatch_after))(when, queue, block);
}

void dispatch_after_f(uint64_t when, void *queue, void *context, void (*work)(void *)) {
  vclock_dispatch_hook_fn hook = active_hook();
  if (hook && hook(VCLOCK_DISPATCH_AFTER, queue, 0, context, (void *)work, absolute_deadline(when), 0) == 0) return;
  ((void (*)(uint64_t, void *, void *, void (*)(void *)))REAL(dispatch_after_f))(when, queue, context, work);
}

void dispatch_sync(void *queue, void *block) {
  vclock_dispatch_hook_fn hook = active_hook();
  if (hook && hook(VCLOCK_DISPATCH_SYNC, queue, block, 0, 0, 0, 0) == 0) return;
  ((void (*)(void *, void *))REAL(dispatch_sync))(queue, block);
}

void dispatch_sync_f(void *queue, void *context, void (*work)(void *)) {
  vclock_dispatch_hook_fn hook = active_hook();
  if (hook && hook(VCLOCK_DISPATCH_SYNC, queue, 0, context, (void *)work, 0, 0) == 0) return;
  ((void (*)(void *, void *, void (*)(void *)))REAL(dispatch_sync_f))(queue, context, work);
}

void dispatch_barrier_sync(void *queue, void *block) {
  vclock_dispatch_hook_fn hook = active_hook();
  if (hook && hook(VCLOCK_DISPATCH_BARRIER_SYNC, queue, block, 0, 0, 0, 0) == 0) return;
  ((void (*)(void *, void *))REAL(dispatch_barrier_sync))(queue, block);
}

void dispatch_barrier_sync_f(void *queue, void *context, void (*work)(void *)) {
  vclock_dispatch_hook_fn hook = active_hook();
  if (hook && hook(VCLOCK_DISPATCH_BARRIER_SYNC, queue, 0, context, (void *)work, 0, 0) == 0) return;
  ((void (*)(void *, void *, void (*)(void *)))REAL(dispatch_barrier_sync_f))(queue, context, work);
}

void dispatch_apply(size_t iterations, void *queue, void *block) {
  vclock_dispatch_hook_fn hook = active_hook();
  if (hook && hook(VCLOCK_DISPATCH_APPLY, queue, block, 0, 0, (int64_t)iterations, 0) == 0) return;
  ((void (*)(size_t, void *, void *))REAL(dispatch_apply))(iterations, queue, block);
}

void dispatch_apply_f(size_t iterations, void *queue, void *context, void (*work)(void *, size_t)) {
  vclock_dispatch_hook_fn hook = active_hook();
  if (hook && hook(VCLOCK_DISPATCH_APPLY, queue, 0, context, (void *)work, (int64_t)iterations, 0) == 0) return;
  ((void (*)(size_t, void *, void *, void (*)(void *, size_t)))REAL(dispatch_apply_f))(iterations, queue, context,
                                                                                        work);
}

// MARK: groups

void dispatch_group_async(void *group, void *queue, void *block) {
  vclock_dispatch_hook_fn hook = active_hook();
  if (hook && hook(VCLOCK_DISPATCH_GROUP_ASYNC, queue, block, 0, 0, 0, group) == 0) return;
  ((void (*)(void *, void *, void *))REAL(dispatch_group_async))(group, queue, block);
}

void dispatch_group_async_f(void *group, void *queue, void *context, void (*work)(void *)) {
  vclock_dispatch_hook_fn hook = active_hook();
  if (hook && hook(VCLOCK_DISPATCH_GROUP_ASYNC, queue, 0, context, (void *)work, 0, group) == 0) return;
  ((void (*)(void *, void *, void *, void (*)(void *)))REAL(dispatch_group_async_f))(group, queue, context, work);
}

void dispatch_group_notify(void *group, void *queue, void *block) {
  vclock_dispatch_hook_fn hook = active_hook();
  if (hook && hook(VCLOCK_DISPATCH_GROUP_NOTIFY, queue, block, 0, 0, 0, group) == 0) return;
  ((void (*)(void *, void *, void *))REAL(dispatch_group_notify))(group, queue, block);
}

void dispatch_group_notify_f(void *group, void *queue, void *context, void (*work)(void *)) {
  vclock_dispatch_hook_fn hook = active_hook();
  if (hook && hook(VCLOCK_DISPATCH_GROUP_NOTIFY, queue, 0, context, (void *)work, 0, group) == 0) return;
  ((void (*)(void *, void *, void *, void (*)(void *)))REAL(dispatch_group_notify_f))(group, queue, context, work);
}

long dispatch_group_wait(void *group, uint64_t timeout) {
  vclock_dispatch_hook_fn hook = active_hook();
  if (hook) {
    int64_t result = hook(VCLOCK_DISPATCH_GROUP_WAIT, 0, 0, 0, 0, absolute_deadline(timeout), group);
    if (result >= 0) return (long)result;
  }
  return ((long (*)(void *, uint64_t))REAL(dispatch_group_wait))(group, timeout);
}

void dispatch_group_enter(void *group) {
  vclock_dispatch_hook_fn hook = active_hook();
  if (hook && hook(VCLOCK_DISPATCH_GROUP_ENTER, 0, 0, 0, 0, 0, group) == 0) return;
  ((void (*)(void *))REAL(dispatch_group_enter))(group);
}

void dispatch_group_leave(void *group) {
  vclock_dispatch_hook_fn hook = active_hook();
  if (hook && hook(VCLOCK_DISPATCH_GROUP_LEAVE, 0, 0, 0, 0, 0, group) == 0) return;
  ((void (*)(void *))REAL(dispatch_group_leave))(group);
}

// MARK: semaphores

void *dispatch_semaphore_create(long value) {
  void *semaphore = ((void *(*)(long))REAL(dispatch_semaphore_create))(value);
  vclock_dispatch_hook_fn hook = active_hook();
  if (hook && semaphore) hook(VCLOCK_DISPATCH_SEMAPHORE_CREATE, 0, semaphore, 0, 0, (int64_t)value, 0);
  return semaphore;
}

long dispatch_semaphore_signal(void *semaphore) {
  vclock_dispatch_hook_fn hook = active_hook();
  if (hook) {
    int64_t result = hook(VCLOCK_DISPATCH_SEMAPHORE_SIGNAL, 0, semaphore, 0, 0, 0, 0);
    if (result >= 0) return (long)result;
  }
  return ((long (*)(void *))REAL(dispatch_semaphore_signal))(semaphore);
}

long dispatch_semaphore_wait(void *semaphore, uint64_t timeout) {
  vclock_dispatch_hook_fn hook = active_hook();
  if (hook) {
    int64_t result = hook(VCLOCK_DISPATCH_SEMAPHORE_WAIT, 0, semaphore, 0, 0, absolute_deadline(timeout), 0);
    if (result >= 0) return (long)result;
  }
  return ((long (*)(void *, uint64_t))REAL(dispatch_semaphore_wait))(semaphore, timeout);
}

// MARK: work items (blocks made by dispatch_block_create)

void dispatch_block_notify(void *block, void *queue, void *notification) {
  vclock_dispatch_hook_fn hook = active_hook();
  if (hook && hook(VCLOCK_DISPATCH_BLOCK_NOTIFY, queue, notification, 0, 0, 0, block) == 0) return;
  ((void (*)(void *, void *, void *))REAL(dispatch_block_notify))(block, queue, notification);
}

long dispatch_block_wait(void *block, uint64_t timeout) {
  vclock_dispatch_hook_fn hook = active_hook();
  if (hook) {
    int64_t result = hook(VCLOCK_DISPATCH_BLOCK_WAIT, 0, 0, 0, 0, absolute_deadline(timeout), block);
    if (result >= 0) return (long)result;
  }
  return ((long (*)(void *, uint64_t))REAL(dispatch_block_wait))(block, timeout);
}

// MARK: run-loop timers (Foundation's Timer is a CFRunLoopTimer)

typedef struct {
  long version;
  void *info;
  void *retain, *release, *copyDescription;
} timer_context;

void *CFRunLoopTimerCreate(void *allocator, double fireDate, double interval, unsigned long flags, long order,
                           void (*callout)(void *, void *), timer_context *context) {
  void *timer = ((void *(*)(void *, double, double, unsigned long, long, void (*)(void *, void *),
                            timer_context *))REAL(CFRunLoopTimerCreate))(allocator, fireDate, interval, flags, order,
                                                                          callout, context);
  vclock_timer_hook_fn hook = atomic_load_explicit(&g_timer_hook, memory_order_acquire);
  if (hook && timer && vclock_on_simulation_thread() && vclock_is_enabled())
    hook(VCLOCK_TIMER_CREATE, 0, timer, fireDate, interval, (void *)callout, context ? context->info : 0);
  return timer;
}

void CFRunLoopAddTimer(void *runLoop, void *timer, void *mode) {
  vclock_timer_hook_fn hook = atomic_load_explicit(&g_timer_hook, memory_order_acquire);
  if (hook && vclock_on_simulation_thread() && vclock_is_enabled()) {
    int main = runLoop == ((void *(*)(void))REAL(CFRunLoopGetMain))() ? 1 : 0;
    double fire = ((double (*)(void *))REAL(CFRunLoopTimerGetNextFireDate))(timer);
    double interval = ((double (*)(void *))REAL(CFRunLoopTimerGetInterval))(timer);
    if (hook(main ? VCLOCK_TIMER_ADD_MAIN : VCLOCK_TIMER_ADD_OTHER, runLoop, timer, fire, interval, 0, 0) == 0) return;
  }
  ((void (*)(void *, void *, void *))REAL(CFRunLoopAddTimer))(runLoop, timer, mode);
}

// RunLoop.perform(_:) (CFRunLoopPerformBlock): on the main run loop, main-thread work like DispatchQueue.main.async.
void CFRunLoopPerformBlock(void *runLoop, void *mode, void *block) {
  vclock_dispatch_hook_fn hook = active_hook();
  if (hook) {
    int main = runLoop == ((void *(*)(void))REAL(CFRunLoopGetMain))() ? 1 : 0;
    if (hook(main ? VCLOCK_RUNLOOP_PERFORM_MAIN : VCLOCK_RUNLOOP_PERFORM_OTHER, vclock_main_queue(), block, 0, 0, 0, 0)
        == 0)
      return;
  }
  ((void (*)(void *, void *, void *))REAL(CFRunLoopPerformBlock))(runLoop, mode, block);
}

void CFRunLoopTimerInvalidate(void *timer) {
  ((void (*)(void *))REAL(CFRunLoopTimerInvalidate))(timer);
  vclock_timer_hook_fn hook = atomic_load_explicit(&g_timer_hook, memory_order_acquire);
  if (hook && vclock_on_simulation_thread() && vclock_is_enabled()) hook(VCLOCK_TIMER_INVALIDATE, 0, timer, 0, 0, 0, 0);
}

// MARK: the main thread

// Foundation's `Thread.isMainThread` asks CoreFoundation's `_CFIsMainThread`. In a virtual run the main actor's jobs
// (and the main queue's work) stand for the main thread's, whichever carrier thread runs them: the hook says whether
// the running job is one of them.
static int (*_Atomic g_main_thread_hook)(void) = 0;

void vclock_set_main_thread_hook(int (*hook)(void)) {
  atomic_store_explicit(&g_main_thread_hook, hook, memory_order_release);
}

_Bool _CFIsMainThread(void) {
  int (*hook)(void) = atomic_load_explicit(&g_main_thread_hook, memory_order_acquire);
  if (hook && vclock_on_simulation_thread() && vclock_is_enabled()) return hook() != 0;
  return ((_Bool (*)(void))REAL(_CFIsMainThread))();
}

// MARK: helpers for the engine

// The head of a block (the Blocks ABI): its function takes the block itself first.
struct block_layout {
  void *isa;
  int flags;
  int reserved;
  void *invoke;
};

void *vclock_block_copy(void *block) {
  void *(*copy)(const void *) = (void *(*)(const void *))REAL(_Block_copy);
  return copy ? copy(block) : block;
}

void vclock_block_release(void *block) {
  void (*release)(const void *) = (void (*)(const void *))REAL(_Block_release);
  if (release) release(block);
}

void vclock_block_invoke(void *block) { ((void (*)(void *))((struct block_layout *)block)->invoke)(block); }

void vclock_block_invoke_index(void *block, size_t index) {
  ((void (*)(void *, size_t))((struct block_layout *)block)->invoke)(block, index);
}

void vclock_function_invoke(void *function, void *context) { ((void (*)(void *))function)(context); }

void vclock_function_invoke_index(void *function, void *context, size_t index) {
  ((void (*)(void *, size_t))function)(context, index);
}

void vclock_dispatch_retain(void *object) {
  void (*retain)(void *) = (void (*)(void *))REAL(dispatch_retain);
  if (retain && object) retain(object);
}

void *vclock_main_queue(void) { return dlsym(RTLD_DEFAULT, "_dispatch_main_q"); }

const char *vclock_queue_label(void *queue) {
  static void *_Atomic real = 0;
  const char *(*label)(void *) = (const char *(*)(void *))next_definition(&real, "dispatch_queue_get_label");
  return label ? label(queue) : "";
}

void *vclock_global_queue(long identifier) {
  static void *_Atomic real = 0;
  void *(*global)(long, unsigned long) = (void *(*)(long, unsigned long))next_definition(&real,
                                                                                        "dispatch_get_global_queue");
  return global ? global(identifier, 0) : 0;
}

void *vclock_queue_create(const char *label, int concurrent) {
  static void *_Atomic real = 0;
  void *(*create)(const char *, void *) = (void *(*)(const char *, void *))next_definition(&real,
                                                                                          "dispatch_queue_create");
  void *attribute = concurrent ? dlsym(RTLD_DEFAULT, "_dispatch_queue_attr_concurrent") : 0;
  return create ? create(label, attribute) : 0;
}

int vclock_timer_is_valid(void *timer) {
  return ((unsigned char (*)(void *))REAL(CFRunLoopTimerIsValid))(timer) ? 1 : 0;
}

void vclock_timer_invalidate(void *timer) { ((void (*)(void *))REAL(CFRunLoopTimerInvalidate))(timer); }

void vclock_timer_retain(void *timer) { ((void *(*)(void *))REAL(CFRetain))(timer); }

void vclock_timer_fire(void *callout, void *timer, void *info) { ((void (*)(void *, void *))callout)(timer, info); }

// A queue's width (1: serial), read where libdispatch keeps it: the 16-bit field in which a serial queue made for
// the purpose holds 1 and a concurrent one more, found once by comparing the two (libdispatch has no call that
// tells). 0 when no such field was found (the caller then takes the queue as serial).
int vclock_queue_width(void *queue) {
  static int offset = -2;
  if (offset == -2) {
    offset = -1;
    void *serial = vclock_queue_create("asyncplay.width-probe", 0);
    void *concurrent = vclock_queue_create("asyncplay.width-probe", 1);
    if (serial && concurrent) {
      for (int at = 8; at + 2 <= 160; at += 2) {
        uint16_t a = *(uint16_t *)((char *)serial + at), b = *(uint16_t *)((char *)concurrent + at);
        if (a == 1 && b > 1) {
          offset = at;
          break;
        }
      }
    }
  }
  if (offset < 0 || !queue) return 0;
  return *(uint16_t *)((char *)queue + offset);
}

// MARK: call sites

#include <execinfo.h>
#include <string.h>

// The app's frame that made the call being handled: the first return address, walking out from here, in a shared
// object that is neither this executable nor one of the toolchain's libraries (Dispatch, Foundation, the Swift
// runtime) nor the C library — the student's library, loaded by the run. glibc's backtrace() unwinds with the
// objects' call-frame information, so it crosses the Dispatch overlay's frames, which keep no frame pointer.
int vclock_call_site(uintptr_t *offset, char *image, size_t capacity) {
  void *frames[48];
  int count = backtrace(frames, 48);
  Dl_info self;
  if (!dladdr((void *)&vclock_call_site, &self) || !self.dli_fname) return 0;
  for (int index = 1; index < count; index++) {
    Dl_info info;
    if (!dladdr(frames[index], &info) || !info.dli_fname || !info.dli_fbase) continue;
    const char *name = info.dli_fname;
    if (strcmp(name, self.dli_fname) == 0 || strstr(name, "/lib/swift/") || strstr(name, "libdispatch") ||
        strstr(name, "libFoundation") || strstr(name, "libBlocksRuntime") || strstr(name, "/libc.so") ||
        strstr(name, "libstdc++") || strstr(name, "libgcc")) continue;
    size_t length = strlen(name);
    if (length + 1 > capacity) return 0;
    memcpy(image, name, length + 1);
    // A return address follows its call: one byte back is inside the call's own line.
    *offset = (uintptr_t)frames[index] - (uintptr_t)info.dli_fbase - 1;
    return 1;
  }
  return 0;
}
