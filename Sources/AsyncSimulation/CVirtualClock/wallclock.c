// The virtual wall clock: time(), gettimeofday() and timespec_get(TIME_UTC) defined in the executable, and
// clock_gettime(CLOCK_REALTIME…) through vclock.c's interposer, read a fixed epoch plus virtual time on the threads
// that see virtual time (Foundation's Date() reads CLOCK_REALTIME), so a simulated program that prints dates prints
// the same ones in every run, and 3 s of Task.sleep measure 3 s by Date(). Everywhere else they read the real clock.
#define _GNU_SOURCE
#include "CVirtualClock.h"
#include "next_definition.h"
#include <time.h>
#include <sys/time.h>
#include <dlfcn.h>
#include <stdatomic.h>
#include <unistd.h>
#include <sys/syscall.h>

// Added to the virtual clock's reading (its monotonic "time since boot") to give the wall clock's nanoseconds since
// 1970; set by the engine when a run starts (VirtualClock.wallEpoch).
static _Atomic int64_t g_wall_offset_ns = 0;

void vclock_set_wall_offset_ns(int64_t offset) {
  atomic_store_explicit(&g_wall_offset_ns, offset, memory_order_release);
}

int vclock_virtual_wall_ns(int64_t *ns) {
  int64_t reading = vclock_reading_ns();
  if (reading < 0 || !vclock_on_simulation_thread()) return 0;
  *ns = reading + atomic_load_explicit(&g_wall_offset_ns, memory_order_acquire);
  return 1;
}

typedef time_t (*time_fn)(time_t *);
typedef int (*gettimeofday_fn)(struct timeval *restrict, void *restrict);
typedef int (*timespec_get_fn)(struct timespec *, int);
static void *_Atomic g_real_time = 0, *_Atomic g_real_gettimeofday = 0, *_Atomic g_real_timespec_get = 0;

time_t time(time_t *out) {
  int64_t ns;
  if (vclock_virtual_wall_ns(&ns)) {
    time_t seconds = (time_t)(ns / 1000000000LL);
    if (out) *out = seconds;
    return seconds;
  }
  time_fn real = (time_fn)next_definition(&g_real_time, "time");
  return real ? real(out) : (time_t)syscall(SYS_time, out);
}

int gettimeofday(struct timeval *restrict tv, void *restrict tz) {
  int64_t ns;
  if (vclock_virtual_wall_ns(&ns)) {
    // The obsolete time zone argument reads as UTC, as glibc fills it (both fields zero).
    if (tz) {
      struct timezone *zone = tz;
      zone->tz_minuteswest = 0;
      zone->tz_dsttime = 0;
    }
    tv->tv_sec = (time_t)(ns / 1000000000LL);  // glibc declares tv nonnull
    tv->tv_usec = (suseconds_t)((ns % 1000000000LL) / 1000);
    return 0;
  }
  gettimeofday_fn real = (gettimeofday_fn)next_definition(&g_real_gettimeofday, "gettimeofday");
  return real ? real(tv, tz) : (int)syscall(SYS_gettimeofday, tv, tz);
}

int timespec_get(struct timespec *ts, int base) {
  int64_t ns;
  if (base == TIME_UTC && vclock_virtual_wall_ns(&ns)) {
    ts->tv_sec = (time_t)(ns / 1000000000LL);
    ts->tv_nsec = (long)(ns % 1000000000LL);
    return base;
  }
  timespec_get_fn real = (timespec_get_fn)next_definition(&g_real_timespec_get, "timespec_get");
  return real ? real(ts, base) : 0;
}
