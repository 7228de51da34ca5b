// The C library's definition of a function the executable interposes, looked up once (dlsym is far slower than the
// call it stands for) and kept for every later call. Private to CVirtualClock.
#ifndef CVIRTUALCLOCK_NEXT_DEFINITION_H
#define CVIRTUALCLOCK_NEXT_DEFINITION_H
#include <dlfcn.h>
#include <stdatomic.h>

/// The next definition of `name` after the executable's (RTLD_NEXT), cached in `cache`; NULL when there is none.
static inline void *next_definition(void *_Atomic *cache, const char *name) {
  void *f = atomic_load_explicit(cache, memory_order_acquire);
  if (!f) {
    f = dlsym(RTLD_NEXT, name);
    atomic_store_explicit(cache, f, memory_order_release);
  }
  return f;
}
#endif
