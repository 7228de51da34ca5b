// The parent's request to stop a run whose job never returns (a loop without `await`, a real sleep, a lock): at the
// wall-clock limit it sends SIGUSR2 to the thread that runs the simulation, whose handler reads where that thread is
// (its backtrace, through the signal frame) and hands it to the run, which ends there and sends its trace so far. A
// run that still runs jobs (a loop that only yields) gets SIGUSR1 instead, whose handler only asks the scheduler to
// stop at the next job boundary.
#define _GNU_SOURCE
#include "CSandbox.h"
#include <dlfcn.h>
#include <execinfo.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

enum { STOP_FRAMES = 48 };

static void (*stop_hook)(const uintptr_t *addresses, int count);

static void on_stop(int signal, siginfo_t *info, void *context) {
  (void)signal;
  (void)info;
  (void)context;
  void *frames[STOP_FRAMES];
  int count = backtrace(frames, STOP_FRAMES);
  uintptr_t addresses[STOP_FRAMES];
  for (int i = 0; i < count; i++) addresses[i] = (uintptr_t)frames[i];
  if (stop_hook) stop_hook(addresses, count);
}

int sandbox_stop_signal(void) { return SIGUSR2; }

int sandbox_signal_thread(int pid, int thread) { return (int)syscall(SYS_tgkill, pid, thread, SIGUSR2); }

static void (*between_jobs_hook)(void);

static void on_stop_between_jobs(int signal) {
  (void)signal;
  if (between_jobs_hook) between_jobs_hook();
}

int sandbox_signal_thread_between_jobs(int pid, int thread) {
  return (int)syscall(SYS_tgkill, pid, thread, SIGUSR1);
}

void sandbox_set_between_jobs_hook(void (*hook)(void)) {
  between_jobs_hook = hook;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = on_stop_between_jobs;
  action.sa_flags = SA_ONSTACK | SA_RESTART;
  sigemptyset(&action.sa_mask);
  sigaction(SIGUSR1, &action, NULL);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGUSR1);
  pthread_sigmask(SIG_UNBLOCK, &set, NULL);
}

void sandbox_set_stop_hook(void (*hook)(const uintptr_t *addresses, int count)) {
  // The first backtrace loads the unwinder (libgcc_s): now, not inside the handler.
  void *warm[2];
  (void)backtrace(warm, 2);
  stop_hook = hook;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = on_stop;
  // On the carrier thread's own signal stack when it has one (a deep recursion may have used up its stack).
  action.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset(&action.sa_mask);
  sigaction(SIGUSR2, &action, NULL);
  // A mask is inherited through fork and exec: a parent that blocks the signal (a test runner's thread) would leave
  // it blocked here, and in the carrier threads this thread starts.
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGUSR2);
  pthread_sigmask(SIG_UNBLOCK, &set, NULL);
}

int sandbox_image_of(uintptr_t address, const char **image, uintptr_t *base) {
  Dl_info info;
  if (!dladdr((void *)address, &info) || !info.dli_fname) return -1;
  *image = info.dli_fname;
  *base = (uintptr_t)info.dli_fbase;
  return 0;
}
