// A child run must not outlive asyncplay, even one killed with SIGKILL (which no handler sees).
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include "CSandbox.h"
#include <dlfcn.h>
#include <signal.h>
#include <sys/auxv.h>
#include <sys/prctl.h>
#include <unistd.h>

int sandbox_die_with_parent(void) {
  pid_t parent = getppid();
  if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0) return -1;
  // The parent may have died before the request: then the child was already given to another.
  return getppid() == parent ? 0 : -1;
}

const char *sandbox_swift_runtime_path(void) {
  void *symbol = dlsym(RTLD_DEFAULT, "swift_retain");
  Dl_info info;
  if (!symbol || !dladdr(symbol, &info)) return NULL;
  return info.dli_fname;
}

const char *sandbox_loader_path(void) {
  unsigned long base = getauxval(AT_BASE);
  Dl_info info;
  if (!base || !dladdr((void *)base, &info)) return NULL;
  return info.dli_fname;
}

unsigned long sandbox_standard_output_file(void) { return (unsigned long)(uintptr_t)stdout; }
