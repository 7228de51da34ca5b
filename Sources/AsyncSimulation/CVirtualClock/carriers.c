// Carriers: the real threads that carry a virtual run's virtual threads, and the blocking calls that hand the baton
// from one to another. Exactly one simulation thread runs at any moment; the others wait on their semaphores. The
// thread that called the run (the home thread) waits while carriers run the scheduler, so a carrier parked inside
// a blocked job never holds up the end of a run. See "How the simulator schedules" in the README.
#define _GNU_SOURCE
#include "CVirtualClock.h"
#include "next_definition.h"
#include <dlfcn.h>
#include <errno.h>
#include <malloc.h>
#include <pthread.h>
#include <semaphore.h>
#include <signal.h>
#include <sys/mman.h>
#include <stdatomic.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

// 1 on the home thread and on every carrier: the threads whose clock reads are virtual and whose calls into the
// engine belong to the run. Initial-exec TLS: one load from the thread pointer, cheap enough for clock_gettime.
static __thread int t_simulation = 0;
// This thread's carrier index, or -1 (the home thread and every other thread).
static __thread int t_carrier = -1;

#define CARRIERS_MAX 80
static sem_t g_home;
static sem_t g_semaphores[CARRIERS_MAX];
static int g_count = 0;
static int g_idle[CARRIERS_MAX];
static int g_idle_count = 0;
static void (*g_body)(int32_t) = 0;
static int64_t (*_Atomic g_block_hook)(int64_t) = 0;
static _Atomic int g_home_ready = 0;

void vclock_mark_simulation_thread(void) {
  t_simulation = 1;
  int expected = 0;
  if (atomic_compare_exchange_strong(&g_home_ready, &expected, 1)) sem_init(&g_home, 0, 0);
}

int vclock_on_simulation_thread(void) { return t_simulation; }
int32_t vclock_current_carrier(void) { return t_carrier; }
int32_t vclock_carrier_count(void) { return g_count; }

void vclock_set_carrier_body(void (*body)(int32_t)) { g_body = body; }
void vclock_set_block_hook(int64_t (*hook)(int64_t)) { atomic_store_explicit(&g_block_hook, hook, memory_order_release); }

// The progress block's third word says which thread holds the baton (see progress.c).
extern void vclock_progress_note_thread(int64_t tid);

// A carrier's own stack for signal handlers: a signal stack is per thread, and without one a stack overflow in code
// a carrier runs (endless recursion) cannot be reported — the kernel finds no stack for the SIGSEGV handler (Swift's
// backtracer) and kills the process silently. Mapped once per carrier, never freed (carriers live as long as the
// process).
static void install_signal_stack(void) {
  enum { SIZE = 256 * 1024 };
  void *stack = mmap(NULL, SIZE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
  if (stack == MAP_FAILED) return;
  stack_t alternate = {.ss_sp = stack, .ss_size = SIZE, .ss_flags = 0};
  if (sigaltstack(&alternate, NULL) != 0) munmap(stack, SIZE);
}

static void *carrier_main(void *argument) {
  int index = (int)(intptr_t)argument;
  t_simulation = 1;
  t_carrier = index;
  install_signal_stack();
  for (;;) {
    while (sem_wait(&g_semaphores[index]) != 0 && errno == EINTR) {}
    vclock_progress_note_thread((int64_t)syscall(SYS_gettid));
    g_body(index);
  }
  return 0;
}

typedef int (*pthread_create_fn)(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *);
static void *_Atomic g_real_pthread_create = 0;

int32_t vclock_take_idle_carrier(void) {
  if (g_idle_count > 0) return g_idle[--g_idle_count];
  if (g_count >= CARRIERS_MAX) return -1;
  int index = g_count;
#ifdef __GLIBC__
  // Carriers take turns, so they share the main thread's malloc arena without contention. A thread's own arena
  // grows a page at a time, an mprotect call each (45,000 calls for 100,000 tasks, a third of the run's system
  // time); the main arena grows by brk with padding. In the main arena the fast bins cost more than they save here:
  // a freed task that borders the padded top makes glibc consolidate every fast chunk (malloc_consolidate and
  // unlink_chunk were 14 % of a 100,000-task run's samples), so small chunks go to the per-thread cache and the
  // small bins instead. Set before the first carrier's first allocation, which is when glibc picks its arena.
  // Measured with paired runs: Benchmarks/README.md, "Beside the bare-runtime floor". 0 on failure: only slower.
  if (index == 0) {
    (void)mallopt(M_ARENA_MAX, 1);
    (void)mallopt(M_MXFAST, 0);
  }
#endif
  if (sem_init(&g_semaphores[index], 0, 0) != 0) return -1;
  // The C library's pthread_create, not the interposer: a carrier is the engine's, not work escaping the run.
  pthread_create_fn real = (pthread_create_fn)next_definition(&g_real_pthread_create, "pthread_create");
  if (!real) return -1;
  pthread_t thread;
  pthread_attr_t attributes;
  pthread_attr_init(&attributes);
  pthread_attr_setstacksize(&attributes, 8u << 20);
  int failed = real(&thread, &attributes, carrier_main, (void *)(intptr_t)index);
  pthread_attr_destroy(&attributes);
  if (failed) return -1;
  pthread_detach(thread);
  g_count++;
  return index;
}

void vclock_make_carrier_idle(int32_t index) { g_idle[g_idle_count++] = index; }

static void wait_on(sem_t *semaphore) {
  while (sem_wait(semaphore) != 0 && errno == EINTR) {}
}

void vclock_carrier_switch(int32_t to, int32_t self) {
  sem_post(&g_semaphores[to]);
  wait_on(self < 0 ? &g_home : &g_semaphores[self]);
  vclock_progress_note_thread((int64_t)syscall(SYS_gettid));
}

void vclock_carrier_post(int32_t to) { sem_post(to < 0 ? &g_home : &g_semaphores[to]); }

// After fork only the forking thread exists: the child starts with no carriers.
static void forget_carriers(void) {
  g_count = 0;
  g_idle_count = 0;
  t_carrier = -1;
}

__attribute__((constructor)) static void install_fork_handler(void) { pthread_atfork(0, 0, forget_carriers); }

// The blocking calls. On a carrier during a virtual run, the hook blocks the virtual thread for the time asked (and
// returns 0); anywhere else, or when the hook declines (-1), the C library sleeps for real.
typedef int (*nanosleep_fn)(const struct timespec *, struct timespec *);
typedef int (*clock_nanosleep_fn)(clockid_t, int, const struct timespec *, struct timespec *);
typedef int (*usleep_fn)(useconds_t);
typedef unsigned (*sleep_fn)(unsigned);
static void *_Atomic g_real_nanosleep = 0, *_Atomic g_real_clock_nanosleep = 0, *_Atomic g_real_usleep = 0,
  *_Atomic g_real_sleep = 0;

static int virtual_block(int64_t ns) {
  if (t_carrier < 0 || !vclock_is_enabled()) return -1;
  int64_t (*hook)(int64_t) = atomic_load_explicit(&g_block_hook, memory_order_acquire);
  if (!hook) return -1;
  return (int)hook(ns);
}

static int64_t timespec_ns(const struct timespec *ts) {
  if (ts->tv_sec > 9000000000LL) return INT64_MAX;
  return (int64_t)ts->tv_sec * 1000000000LL + ts->tv_nsec;
}

int nanosleep(const struct timespec *request, struct timespec *remaining) {
  if (t_carrier >= 0 && request && request->tv_nsec >= 0 && request->tv_nsec < 1000000000L && request->tv_sec >= 0 &&
      virtual_block(timespec_ns(request)) == 0) {
    if (remaining) *remaining = (struct timespec){0, 0};
    return 0;
  }
  nanosleep_fn real = (nanosleep_fn)next_definition(&g_real_nanosleep, "nanosleep");
  return real ? real(request, remaining) : (int)syscall(SYS_nanosleep, request, remaining);
}

int clock_nanosleep(clockid_t clock, int flags, const struct timespec *request, struct timespec *remaining) {
  if (t_carrier >= 0 && request && request->tv_nsec >= 0 && request->tv_nsec < 1000000000L && request->tv_sec >= 0) {
    int64_t ns = timespec_ns(request);
    if (flags & TIMER_ABSTIME) {
      struct timespec now;
      if (clock_gettime(clock, &now) != 0) return EINVAL;
      ns = ns == INT64_MAX ? ns : ns - timespec_ns(&now);
    }
    if (virtual_block(ns < 0 ? 0 : ns) == 0) {
      if (remaining && !(flags & TIMER_ABSTIME)) *remaining = (struct timespec){0, 0};
      return 0;
    }
  }
  clock_nanosleep_fn real = (clock_nanosleep_fn)next_definition(&g_real_clock_nanosleep, "clock_nanosleep");
  return real ? real(clock, flags, request, remaining) : ENOSYS;
}

int usleep(useconds_t microseconds) {
  if (t_carrier >= 0 && virtual_block((int64_t)microseconds * 1000) == 0) return 0;
  usleep_fn real = (usleep_fn)next_definition(&g_real_usleep, "usleep");
  return real ? real(microseconds) : -1;
}

unsigned sleep(unsigned seconds) {
  if (t_carrier >= 0 && virtual_block((int64_t)seconds * 1000000000LL) == 0) return 0;
  sleep_fn real = (sleep_fn)next_definition(&g_real_sleep, "sleep");
  return real ? real(seconds) : seconds;
}

void vclock_real_nanosleep(int64_t ns) {
  if (ns <= 0) return;
  nanosleep_fn real = (nanosleep_fn)next_definition(&g_real_nanosleep, "nanosleep");
  struct timespec request = {(time_t)(ns / 1000000000LL), (long)(ns % 1000000000LL)}, remaining;
  while ((real ? real(&request, &remaining) : (int)syscall(SYS_nanosleep, &request, &remaining)) == -1 &&
         errno == EINTR)
    request = remaining;
}
