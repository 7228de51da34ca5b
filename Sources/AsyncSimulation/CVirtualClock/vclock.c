// The clock_gettime interposer. libswift_Concurrency's swift_get_time calls clock_gettime through the PLT, so a
// definition in the executable wins and Task.sleep deadlines become exact virtual instants. Only the thread that
// turned virtual time on, and the carriers of its virtual threads (carriers.c), see it; every other thread and every
// other clock is forwarded to libc.
#define _GNU_SOURCE
#include "CVirtualClock.h"
#include <time.h>
#include <dlfcn.h>
#include <dirent.h>
#include <pthread.h>
#include <stdatomic.h>
#include <errno.h>
#include <unistd.h>
#include <sys/syscall.h>

typedef int (*clock_gettime_fn)(clockid_t, struct timespec *);

static _Atomic int64_t g_virtual_ns = -1;   // < 0: virtual time is off
static _Atomic(clock_gettime_fn) g_real = 0;

static int real_clock_gettime(clockid_t id, struct timespec *ts) {
  clock_gettime_fn f = atomic_load_explicit(&g_real, memory_order_acquire);
  if (!f) {
    f = (clock_gettime_fn)dlsym(RTLD_NEXT, "clock_gettime");
    if (!f) return (int)syscall(SYS_clock_gettime, id, ts);
    atomic_store_explicit(&g_real, f, memory_order_release);
  }
  return f(id, ts);
}

int clock_gettime(clockid_t id, struct timespec *ts) {
  int64_t v = atomic_load_explicit(&g_virtual_ns, memory_order_acquire);
  if (v >= 0 && (id == CLOCK_MONOTONIC || id == CLOCK_MONOTONIC_RAW || id == CLOCK_BOOTTIME ||
                 id == CLOCK_MONOTONIC_COARSE) && vclock_on_simulation_thread()) {
    ts->tv_sec = (time_t)(v / 1000000000LL);
    ts->tv_nsec = (long)(v % 1000000000LL);
    return 0;
  }
  int64_t wall;
  if ((id == CLOCK_REALTIME || id == CLOCK_REALTIME_COARSE) && vclock_virtual_wall_ns(&wall)) {  // wallclock.c
    ts->tv_sec = (time_t)(wall / 1000000000LL);
    ts->tv_nsec = (long)(wall % 1000000000LL);
    return 0;
  }
  return real_clock_gettime(id, ts);
}

int64_t vclock_reading_ns(void) { return atomic_load_explicit(&g_virtual_ns, memory_order_acquire); }

void vclock_enable_on_current_thread(int64_t ns) {
  vclock_mark_simulation_thread();
  atomic_store_explicit(&g_virtual_ns, ns, memory_order_release);
}
void vclock_disable(void) { atomic_store_explicit(&g_virtual_ns, -1, memory_order_release); }
void vclock_set_ns(int64_t ns) { atomic_store_explicit(&g_virtual_ns, ns, memory_order_release); }
void vclock_nudge_ns(int64_t ns) {
  if (atomic_load_explicit(&g_virtual_ns, memory_order_acquire) >= 0)
    atomic_fetch_add_explicit(&g_virtual_ns, ns, memory_order_acq_rel);
}
int vclock_is_enabled(void) { return atomic_load_explicit(&g_virtual_ns, memory_order_acquire) >= 0; }

int64_t vclock_real_boottime_ns(void) {
  struct timespec ts;
  real_clock_gettime(CLOCK_BOOTTIME, &ts);
  return (int64_t)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

int vclock_interposer_active(void) {
  clock_gettime_fn f = (clock_gettime_fn)dlsym(RTLD_DEFAULT, "clock_gettime");
  return f == (clock_gettime_fn)&clock_gettime;
}

void vclock_real_sleep_ns(int64_t ns) {
  if (ns <= 0) return;
  struct timespec req = { (time_t)(ns / 1000000000LL), (long)(ns % 1000000000LL) }, rem;
  while (nanosleep(&req, &rem) == -1 && errno == EINTR) req = rem;
}

int vclock_thread_count(void) {
  DIR *d = opendir("/proc/self/task");
  if (!d) return -1;
  int n = 0;
  struct dirent *e;
  while ((e = readdir(d)) != NULL) {
    if (e->d_name[0] != '.') n++;
  }
  closedir(d);
  return n;
}

// The concurrency runtime's own entry points use the Swift calling convention.
#define SWIFTCC __attribute__((swiftcall))
extern SWIFTCC void *swift_task_getCurrent(void);
extern SWIFTCC uint64_t swift_task_getJobTaskId(void *job);
extern SWIFTCC _Bool swift_task_isCancelled(void *task);

void *vclock_current_task(void) { return swift_task_getCurrent(); }
uint64_t vclock_job_task_id(void *job) { return swift_task_getJobTaskId(job); }
int vclock_task_is_cancelled(void *task) { return swift_task_isCancelled(task) ? 1 : 0; }

// Counting the threads a run starts: Dispatch and Foundation start theirs through pthread_create, and calls from the
// shared libraries reach this definition in the executable. A run that starts a thread has work outside the
// simulation, whichever way the race between that thread and the simulation goes.
typedef int (*pthread_create_fn)(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *);
static _Atomic(pthread_create_fn) g_real_pthread_create = 0;
static _Atomic int g_count_threads = 0;
static _Atomic long g_threads_created = 0;
static void (*_Atomic g_thread_hook)(void) = 0;

void vclock_set_thread_hook(void (*hook)(void)) { atomic_store_explicit(&g_thread_hook, hook, memory_order_release); }

int pthread_create(pthread_t *thread, const pthread_attr_t *attr, void *(*start)(void *), void *arg) {
  pthread_create_fn real = atomic_load_explicit(&g_real_pthread_create, memory_order_acquire);
  if (!real) {
    real = (pthread_create_fn)dlsym(RTLD_NEXT, "pthread_create");
    if (!real) return EAGAIN;
    atomic_store_explicit(&g_real_pthread_create, real, memory_order_release);
  }
  if (atomic_load_explicit(&g_count_threads, memory_order_acquire)) {
    atomic_fetch_add_explicit(&g_threads_created, 1, memory_order_relaxed);
    void (*hook)(void) = atomic_load_explicit(&g_thread_hook, memory_order_acquire);
    if (hook && vclock_on_simulation_thread()) hook();
  }
  return real(thread, attr, start, arg);
}

void vclock_count_threads(int on) {
  if (on) atomic_store_explicit(&g_threads_created, 0, memory_order_relaxed);
  atomic_store_explicit(&g_count_threads, on, memory_order_release);
}

long vclock_threads_created(void) { return atomic_load_explicit(&g_threads_created, memory_order_relaxed); }
