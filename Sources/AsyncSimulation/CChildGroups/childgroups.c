// The registry of child process groups and the signal handlers that kill them (see CChildGroups.h). The handler
// only reads an array of atomics and calls kill(2): both async-signal-safe.
#define _GNU_SOURCE
#include "CChildGroups.h"
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <fcntl.h>
#include <sched.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

enum { MAX_GROUPS = 128, SIGNALS = 4 };
static const int g_signals[SIGNALS] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
static _Atomic pid_t g_groups[MAX_GROUPS];
static struct sigaction g_previous[SIGNALS];
static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
static int g_registered = 0;
static _Atomic long g_signals_seen = 0;
enum { MAX_FOLDERS = 16, FOLDER_PATH = 4096 };
static char g_folders[MAX_FOLDERS][FOLDER_PATH];
static _Atomic int g_folder_used[MAX_FOLDERS];
static int g_folders_registered = 0;

static void kill_groups(void) {
  for (int i = 0; i < MAX_GROUPS; i++) {
    pid_t leader = atomic_load_explicit(&g_groups[i], memory_order_acquire);
    if (leader > 0) kill(-leader, SIGKILL);
  }
}

struct dirent64_entry {
  unsigned long long ino;
  long long off;
  unsigned short reclen;
  unsigned char type;
  char name[];
};

// Removes `name` in the folder `parent`: a file or symbolic link is unlinked, a folder emptied (read again from the
// start until nothing is left, since entries move as others are removed) and removed. Only system calls and a
// stack buffer: it runs in a signal handler.
static void remove_tree_at(int parent, const char *name, int depth) {
  if (unlinkat(parent, name, 0) == 0 || errno == ENOENT) return;
  if (depth > 48) return;
  int fd = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0) return;
  for (int pass = 0; pass < 1000; pass++) {
    char buffer[1024];
    int removed = 0;
    lseek(fd, 0, SEEK_SET);
    long count;
    while ((count = syscall(SYS_getdents64, fd, buffer, sizeof buffer)) > 0) {
      for (long offset = 0; offset < count;) {
        struct dirent64_entry *entry = (struct dirent64_entry *)(buffer + offset);
        offset += entry->reclen;
        const char *entry_name = entry->name;
        if (entry_name[0] == '.' && (entry_name[1] == 0 || (entry_name[1] == '.' && entry_name[2] == 0))) continue;
        remove_tree_at(fd, entry_name, depth + 1);
        removed++;
      }
    }
    if (removed == 0) break;
  }
  close(fd);
  unlinkat(parent, name, AT_REMOVEDIR);
}

void child_groups_remove_folders(void) {
  for (int i = 0; i < MAX_FOLDERS; i++) {
    if (!atomic_load_explicit(&g_folder_used[i], memory_order_acquire)) continue;
    remove_tree_at(AT_FDCWD, g_folders[i], 0);
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
      // This process ends: its temporary folders go first (a handler that lets it live keeps them).
      child_groups_remove_folders();
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

int child_groups_remove_folder_on_exit(const char *path) {
  size_t length = strlen(path);
  if (length == 0 || length >= FOLDER_PATH || path[0] != '/') return -1;
  pthread_mutex_lock(&g_lock);
  int slot = -1;
  for (int i = 0; i < MAX_FOLDERS && slot < 0; i++) {
    if (!atomic_load_explicit(&g_folder_used[i], memory_order_relaxed)) slot = i;
  }
  if (slot >= 0) {
    memcpy(g_folders[slot], path, length + 1);
    if (g_registered + g_folders_registered++ == 0) install();
    atomic_store_explicit(&g_folder_used[slot], 1, memory_order_release);
  }
  pthread_mutex_unlock(&g_lock);
  return slot >= 0 ? 0 : -1;
}

void child_groups_forget_folder(const char *path) {
  pthread_mutex_lock(&g_lock);
  for (int i = 0; i < MAX_FOLDERS; i++) {
    if (!atomic_load_explicit(&g_folder_used[i], memory_order_relaxed) || strcmp(g_folders[i], path) != 0) continue;
    atomic_store_explicit(&g_folder_used[i], 0, memory_order_release);
    if (g_registered + --g_folders_registered == 0) uninstall();
    break;
  }
  pthread_mutex_unlock(&g_lock);
}

int child_groups_add(pid_t leader) {
  pthread_mutex_lock(&g_lock);
  int slot = -1;
  for (int i = 0; i < MAX_GROUPS && slot < 0; i++) {
    if (atomic_load_explicit(&g_groups[i], memory_order_relaxed) == 0) slot = i;
  }
  if (slot >= 0) {
    if (g_registered++ + g_folders_registered == 0) install();
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
    if (--g_registered + g_folders_registered == 0) uninstall();
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

// The child shares this process's memory until it execs (clone with CLONE_VM | CLONE_VFORK, on a stack of its own,
// as glibc's posix_spawn does it), so it only makes system calls and writes the error of the first that fails where
// the parent reads it (the parent is suspended until then). Not fork: copying a large process's page tables for each
// compiler step costs. Not vfork: this executable's process guard (CSandbox) replaces vfork with fork.
struct spawn_request {
  const char *path;
  char *const *argv;
  char *const *envp;
  int in, out, err;
  const sigset_t *mask;
  pid_t parent;
  volatile int failure;
};

static int spawned_child(void *argument) {
  struct spawn_request *request = argument;
  for (int signal = 1; signal < NSIG; signal++) {
    struct sigaction current;
    if (sigaction(signal, NULL, &current) != 0) continue;
    if (current.sa_handler == SIG_IGN || current.sa_handler == SIG_DFL) continue;
    struct sigaction fallback;
    memset(&fallback, 0, sizeof fallback);
    fallback.sa_handler = SIG_DFL;
    sigaction(signal, &fallback, NULL);
  }
  if (setpgid(0, 0) != 0 || prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) {
    request->failure = errno;
    _exit(127);
  }
  // The parent died before the death signal was set: it will never come.
  if (getppid() != request->parent) {
    request->failure = ESRCH;
    _exit(127);
  }
  int source = request->in;
  if (source < 0 && (source = open("/dev/null", O_RDONLY | O_CLOEXEC)) < 0) {
    request->failure = errno;
    _exit(127);
  }
  // Out of the way of 0, 1 and 2 first: a parent whose stdout was closed gets a pipe as its descriptor 1.
  int moved[3] = {fcntl(source, F_DUPFD_CLOEXEC, 10), fcntl(request->out, F_DUPFD_CLOEXEC, 10),
                  fcntl(request->err, F_DUPFD_CLOEXEC, 10)};
  for (int fd = 0; fd < 3; fd++) {
    if (moved[fd] < 0 || dup2(moved[fd], fd) < 0) {
      request->failure = errno;
      _exit(127);
    }
  }
#ifdef SYS_close_range
  if (syscall(SYS_close_range, 3U, ~0U, 0U) != 0)
#endif
  {
    for (int fd = 3; fd < 65536; fd++) close(fd);
  }
  sigprocmask(SIG_SETMASK, request->mask, NULL);
  execve(request->path, request->argv, request->envp);
  request->failure = errno;
  _exit(127);
}

int child_groups_spawn(pid_t *pid, const char *path, char *const argv[], char *const envp[], int in, int out, int err,
                       const sigset_t *mask) {
  enum { STACK = 256 * 1024 };
  void *stack = mmap(NULL, STACK, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
  if (stack == MAP_FAILED) return errno;
  struct spawn_request request = {path, argv, envp, in, out, err, mask, getpid(), 0};
  sigset_t all, before;
  sigfillset(&all);
  // No handler of this process may run in the child before it has reset them.
  pthread_sigmask(SIG_BLOCK, &all, &before);
  pid_t child = clone(spawned_child, (char *)stack + STACK, CLONE_VM | CLONE_VFORK | SIGCHLD, &request);
  int error = child < 0 ? errno : request.failure;
  pthread_sigmask(SIG_SETMASK, &before, NULL);
  munmap(stack, STACK);
  if (child > 0 && error != 0) {
    int status;
    while (waitpid(child, &status, 0) < 0 && errno == EINTR) {}
  }
  if (error == 0) *pid = child;
  return error;
}
