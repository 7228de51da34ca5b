// Interposers of the calls that end the process, so that a run whose code calls exit(3) is reported as such (with
// where the call was) instead of as a trace that stops short.
#define _GNU_SOURCE
#include "CSandbox.h"
#include <dlfcn.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

static void (*_Atomic g_exit_hook)(int, const char *, uintptr_t) = 0;

void sandbox_set_exit_hook(void (*hook)(int status, const char *image, uintptr_t offset)) {
  atomic_store_explicit(&g_exit_hook, hook, memory_order_release);
}

static void tell(int status, void *caller) {
  void (*hook)(int, const char *, uintptr_t) = atomic_load_explicit(&g_exit_hook, memory_order_acquire);
  if (!hook) return;
  Dl_info info;
  // The return address is just after the call: one byte back lies inside the call instruction.
  if (caller && dladdr((char *)caller - 1, &info) && info.dli_fname) {
    hook(status, info.dli_fname, (uintptr_t)caller - 1 - (uintptr_t)info.dli_fbase);
  } else {
    hook(status, NULL, 0);
  }
}

void exit(int status) {
  tell(status, __builtin_return_address(0));
  void (*next)(int) = (void (*)(int))dlsym(RTLD_NEXT, "exit");
  if (next) next(status);
  syscall(SYS_exit_group, status);
  __builtin_unreachable();
}

void _exit(int status) {
  tell(status, __builtin_return_address(0));
  syscall(SYS_exit_group, status);
  __builtin_unreachable();
}

void _Exit(int status) {
  tell(status, __builtin_return_address(0));
  syscall(SYS_exit_group, status);
  __builtin_unreachable();
}

void quick_exit(int status) {
  tell(status, __builtin_return_address(0));
  void (*next)(int) = (void (*)(int))dlsym(RTLD_NEXT, "quick_exit");
  if (next) next(status);
  syscall(SYS_exit_group, status);
  __builtin_unreachable();
}
