// An interposer of the concurrency runtime's swift_task_switch, the call compiled code makes to hop to another
// executor (an actor, the main actor, or back to the generic executor). Defined in the executable, it wins the symbol
// lookup for every call from the program's own code and from libraries loaded into it; it notes the target and
// tail-calls the runtime's definition, found with dlsym(RTLD_NEXT). Calls the runtime makes to itself are direct and
// are not seen: that is runtime code, not the program's.
#define _GNU_SOURCE
#include "CScheduleProbe.h"
#include <dlfcn.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include <unistd.h>

typedef __attribute__((swiftasynccall)) void (*switch_function)(__attribute__((swift_async_context)) void *context,
                                                                 void *resume, void *identity,
                                                                 uintptr_t implementation);

static switch_function runtime_switch;
static int watching;
static int switched_to_isolation;

__attribute__((constructor)) static void find_runtime_switch(void) {
  runtime_switch = (switch_function)dlsym(RTLD_NEXT, "swift_task_switch");
}

void sprobe_watch_switches(int on) {
  switched_to_isolation = 0;
  __atomic_store_n(&watching, on, __ATOMIC_RELAXED);
}

int sprobe_switched_to_isolation(void) { return switched_to_isolation; }

int sprobe_interposer_active(void) {
  void *found = dlsym(RTLD_DEFAULT, "swift_task_switch");
  return found != NULL && found != (void *)runtime_switch;
}

static void note_switch(void *identity) {
  // The generic executor's identity is null; anything else is isolation (main actor, an actor, a custom executor).
  if (identity != NULL && __atomic_load_n(&watching, __ATOMIC_RELAXED)) switched_to_isolation = 1;
  if (__builtin_expect(runtime_switch == NULL, 0)) {
    find_runtime_switch();
    if (runtime_switch == NULL) {
      fputs("asyncplay: the concurrency runtime's swift_task_switch was not found\n", stderr);
      abort();
    }
  }
}

__attribute__((swiftasynccall)) void swift_task_switch(__attribute__((swift_async_context)) void *context,
                                                       void *resume, void *identity, uintptr_t implementation) {
  note_switch(identity);
  __attribute__((musttail)) return runtime_switch(context, resume, identity, implementation);
}

int sprobe_die_with_parent(int parent) {
  if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) return -1;
  return getppid() == parent ? 0 : -1;
}

int sprobe_become_subreaper(void) { return prctl(PR_SET_CHILD_SUBREAPER, 1) == 0 ? 0 : -1; }
