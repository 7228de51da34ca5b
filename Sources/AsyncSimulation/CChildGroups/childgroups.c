// The registry of child process groups and the signal handlers that kill them (see CChildGroups.h). The handler
// only reads an array of atomics and calls kill(2): both async-signal-safe.
#define _GNU_SOURCE
#include "CChildGroups.h"
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <stdatomic.h>
#include <string.h>
#include <sys/wait.h>

enum { MAX_GROUPS = 128, SIGNALS = 4 };
static const int g_signals[SIGNALS] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
static _Atomic pid_t g_groups[MAX_GROUPS];
static struct sigaction g_previous[SIGNALS];
static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
static int g_registered = 0;
static _Atomic long g_signals_seen = 0;

static void kill_groups(void) {
  for (int i = 0; i < MAX_GROUPS; i++) {
    pid_t leader = atomic_load_explicit(&g_groups[i], memory_order_acquire);
    if (leader > 0) kill(-leader, SIGKILL);
  }
}

static void on_signal(int signal, siginfo_t *info, void *context) {
  int saved = errno;
  atomic_fetch_add_explicit(&g_signals_seen, 1, memory_order_acq_rel);
  kill_groups();
  for (int i = 0; i < SIGNALS; i++) {
    if (g_signals[i] != signal) continue;
    struct sigaction *previous = &g_previous[i];
    if (previous->sa_flags & SA_SIGINFO) {
      if (previous->sa_sigaction) previous->sa_sigaction(signal, info, context);
    } else if (previous->sa_handler == SIG_DFL) {
      // Ends this process as the signal would have: blocked while this handler runs, it is delivered on return.
      struct sigaction fallback;
      memset(&fallback, 0, sizeof fallback);
      fallback.sa_handler = SIG_DFL;
      sigaction(signal, &fallback, NULL);
      raise(signal);
    } else if (previous->sa_handler != SIG_IGN) {
      previous->sa_handler(signal);
    }
  }
  errno = saved;
}

static void install(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = on_signal;
  // No SA_RESTART, like the line editor's handlers: a blocked read or poll returns EINTR.
  action.sa_flags = SA_SIGINFO;
  sigemptyset(&action.sa_mask);
  for (int i = 0; i < SIGNALS; i++) {
    // An ignored signal stays ignored (a background job's SIGINT, nohup's SIGHUP): it asks nothing to stop.
    if (sigaction(g_signals[i], NULL, &g_previous[i]) != 0 || g_previous[i].sa_handler == SIG_IGN) continue;
    sigaction(g_signals[i], &action, &g_previous[i]);
  }
}

static void uninstall(void) {
  for (int i = 0; i < SIGNALS; i++) {
    struct sigaction current;
    // Someone who installed a handler after ours chains to theirs; only ours is replaced by what was before.
    if (sigaction(g_signals[i], NULL, &current) == 0 && (current.sa_flags & SA_SIGINFO) &&
        current.sa_sigaction == on_signal) {
      sigaction(g_signals[i], &g_previous[i], NULL);
    }
  }
}

int child_groups_add(pid_t leader) {
  pthread_mutex_lock(&g_lock);
  int slot = -1;
  for (int i = 0; i < MAX_GROUPS && slot < 0; i++) {
    if (atomic_load_explicit(&g_groups[i], memory_order_relaxed) == 0) slot = i;
  }
  if (slot >= 0) {
    if (g_registered++ == 0) install();
    atomic_store_explicit(&g_groups[slot], leader, memory_order_release);
  }
  pthread_mutex_unlock(&g_lock);
  return slot >= 0 ? 0 : -1;
}

void child_groups_remove(pid_t leader) {
  pthread_mutex_lock(&g_lock);
  for (int i = 0; i < MAX_GROUPS; i++) {
    if (atomic_load_explicit(&g_groups[i], memory_order_relaxed) != leader) continue;
    atomic_store_explicit(&g_groups[i], 0, memory_order_release);
    if (--g_registered == 0) uninstall();
    break;
  }
  pthread_mutex_unlock(&g_lock);
}

long child_groups_signals_seen(void) { return atomic_load_explicit(&g_signals_seen, memory_order_acquire); }

int child_groups_has_exited(pid_t pid) {
  siginfo_t info;
  memset(&info, 0, sizeof info);
  if (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOHANG | WNOWAIT) != 0) return errno == EINTR ? 0 : -1;
  return info.si_pid == pid ? 1 : 0;
}

int child_groups_close_from(posix_spawn_file_actions_t *actions, int lowest) {
  return posix_spawn_file_actions_addclosefrom_np(actions, lowest);
}
