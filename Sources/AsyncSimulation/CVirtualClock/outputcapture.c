// Capturing standard output and standard error during a run. File descriptor 1 (and 2) is pointed at an in-memory
// file (memfd), so a write never blocks and nothing written is lost; C stdio's buffer is flushed whenever the engine
// looks. The file is also mapped, and pre-sized as a sparse file, so that "has anything been written?" is one memory
// read: written bytes appear in the mapping, unwritten ones read as zero. Only when something was written does the
// engine make a system call (to learn the file position and read the bytes).
#define _GNU_SOURCE
#include "CVirtualClock.h"
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdio_ext.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

enum { SINK_SIZE = 1 << 30, RESET_AFTER = 1 << 20 };

/// One captured file descriptor.
struct sink {
  int fd;                        // 1 or 2
  int file;                      // the memfd while capturing, else -1
  int original;                  // a duplicate of the original descriptor, else -1
  const unsigned char *map;
  long read;                     // bytes of the file already taken
  const unsigned char **next;    // vclock_out_next or vclock_err_next
};

// What vclock_output_quiet reads: map + read while capturing, a zero byte while not (nothing to take), a nonzero
// one once the read position is past the mapping (only the file position can tell then).
static const unsigned char g_nothing = 0;
static const unsigned char g_look_closer = 1;
const unsigned char *vclock_out_next = &g_nothing;
const unsigned char *vclock_err_next = &g_nothing;

static struct sink g_out = {1, -1, -1, NULL, 0, &vclock_out_next};
static struct sink g_err = {2, -1, -1, NULL, 0, &vclock_err_next};

static void sink_note_read(struct sink *s) {
  if (s->file < 0) *s->next = &g_nothing;
  else *s->next = s->read < SINK_SIZE ? s->map + s->read : &g_look_closer;
}

static int sink_begin(struct sink *s, const char *name) {
  if (s->file >= 0) return 0;
  int file = memfd_create(name, MFD_CLOEXEC);
  if (file < 0) return -errno;
  if (ftruncate(file, SINK_SIZE) != 0) {
    int code = errno;
    close(file);
    return -code;
  }
  void *map = mmap(NULL, SINK_SIZE, PROT_READ, MAP_SHARED, file, 0);
  if (map == MAP_FAILED) {
    int code = errno;
    close(file);
    return -code;
  }
  if (s->original < 0) s->original = fcntl(s->fd, F_DUPFD_CLOEXEC, 3);
  if (s->original < 0 || dup2(file, s->fd) < 0) {
    int code = errno;
    munmap(map, SINK_SIZE);
    close(file);
    return -code;
  }
  s->file = file;
  s->map = map;
  s->read = 0;
  sink_note_read(s);
  return 0;
}

static long sink_pending(const struct sink *s) {
  // A write at the read position shows in the mapping (a NUL byte would not, until the next check by position).
  if (s->read < SINK_SIZE && s->map[s->read] == 0) return 0;
  long position = (long)lseek(s->file, 0, SEEK_CUR);
  return position > s->read ? position - s->read : 0;
}

static long sink_pending_exactly(const struct sink *s) {
  long position = (long)lseek(s->file, 0, SEEK_CUR);
  return position > s->read ? position - s->read : 0;
}

static long sink_take(struct sink *s, unsigned char *buffer, long count) {
  if (s->file < 0 || count <= 0) return 0;
  long taken = 0;
  while (taken < count) {
    ssize_t n = pread(s->file, buffer + taken, (size_t)(count - taken), s->read + taken);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    taken += n;
  }
  s->read += taken;
  sink_note_read(s);
  return taken;
}

static void sink_recycle(struct sink *s) {
  if (s->file < 0 || s->read < RESET_AFTER) return;
  if ((long)lseek(s->file, 0, SEEK_CUR) != s->read) return;
  // Everything written has been taken: free the pages and start over at the beginning.
  fallocate(s->file, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, 0, s->read);
  lseek(s->file, 0, SEEK_SET);
  s->read = 0;
  sink_note_read(s);
}

static void sink_end(struct sink *s) {
  dup2(s->original, s->fd);
  munmap((void *)s->map, SINK_SIZE);
  close(s->file);
  s->file = -1;
  s->map = NULL;
  s->read = 0;
  sink_note_read(s);
}

int vclock_capture_begin(void) {
  if (g_out.file >= 0) return 0;
  fflush(stdout);
  int code = sink_begin(&g_out, "asyncplay-stdout");
  if (code != 0) return code;
  // Line-buffered, as on a terminal: a line printed through stdio lands before a later direct write(2).
  setvbuf(stdout, NULL, _IOLBF, BUFSIZ);
  return 0;
}

long vclock_capture_pending(void) {
  if (g_out.file < 0) return 0;
  if (__fpending(stdout) > 0) fflush(stdout);
  return sink_pending(&g_out);
}

long vclock_capture_pending_exactly(void) {
  if (g_out.file < 0) return 0;
  fflush(stdout);
  return sink_pending_exactly(&g_out);
}

long vclock_capture_take(unsigned char *buffer, long count) { return sink_take(&g_out, buffer, count); }

void vclock_capture_recycle(void) { sink_recycle(&g_out); }

void vclock_capture_end(int restore) {
  if (g_out.file < 0) return;
  fflush(stdout);
  if (!restore) return;
  sink_end(&g_out);
}

int vclock_capture_is_on(void) { return g_out.file >= 0; }

int vclock_original_stdout(void) { return g_out.original >= 0 ? g_out.original : 1; }

// Standard error. A crash must not lose what was written there (the runtime's `Fatal error: …` line comes right
// before its trap): while capturing, the crash signals first copy what is not yet taken to the original standard
// error, then give the signal to whoever handled it before.

static const int g_crash_signals[] = {SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE};
enum { CRASH_SIGNALS = sizeof g_crash_signals / sizeof g_crash_signals[0] };
static struct sigaction g_previous[CRASH_SIGNALS];

/// Writes the untaken bytes to the original standard error and points fd 2 back at it (async-signal-safe).
static void errors_spill(void) {
  if (g_err.file < 0) return;
  long position = (long)lseek(g_err.file, 0, SEEK_CUR);
  const unsigned char *bytes = g_err.map + g_err.read;
  long count = position > g_err.read ? position - g_err.read : 0;
  while (count > 0) {
    ssize_t n = write(g_err.original, bytes, (size_t)count);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    bytes += n;
    count -= n;
  }
  g_err.read = position;
  sink_note_read(&g_err);
  dup2(g_err.original, 2);
}

// Set by the engine when it owns the process (a child's run): hands over the trace so far when the run's code traps.
static void (*g_crash_hook)(int signal);
static volatile sig_atomic_t g_crash_hook_ran;

void vclock_set_crash_hook(void (*hook)(int signal)) { g_crash_hook = hook; }

static void errors_crash_handler(int signal) {
  errors_spill();
  // A runtime trap (a failed precondition, an index out of range, a forced unwrap of nil) or abort: the engine
  // sends the run's trace so far. Not after a memory fault, whose stack or heap may be what failed. Once: a trap
  // inside the hook finds the signal blocked and ends the process, as before, without a trace.
  if (g_crash_hook && !g_crash_hook_ran && (signal == SIGILL || signal == SIGTRAP || signal == SIGABRT)) {
    g_crash_hook_ran = 1;
    g_crash_hook(signal);
  }
  for (int i = 0; i < CRASH_SIGNALS; i++) {
    if (g_crash_signals[i] == signal) sigaction(signal, &g_previous[i], NULL);
  }
  // Returning re-runs the faulting instruction (or abort raises again), now under the previous disposition.
  if (signal == SIGABRT || signal == SIGTRAP) raise(signal);
}

int vclock_errors_begin(void) {
  if (g_err.file >= 0) return 0;
  int code = sink_begin(&g_err, "asyncplay-stderr");
  if (code != 0) return code;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = errors_crash_handler;
  action.sa_flags = SA_ONSTACK;
  sigemptyset(&action.sa_mask);
  for (int i = 0; i < CRASH_SIGNALS; i++) sigaction(g_crash_signals[i], &action, &g_previous[i]);
  return 0;
}

long vclock_errors_pending(void) { return g_err.file < 0 ? 0 : sink_pending(&g_err); }

long vclock_errors_pending_exactly(void) { return g_err.file < 0 ? 0 : sink_pending_exactly(&g_err); }

long vclock_errors_take(unsigned char *buffer, long count) { return sink_take(&g_err, buffer, count); }

void vclock_errors_pass_on(const unsigned char *bytes, long count) {
  int fd = g_err.original >= 0 ? g_err.original : 2;
  while (count > 0) {
    ssize_t n = write(fd, bytes, (size_t)count);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;
    bytes += n;
    count -= n;
  }
}

void vclock_errors_end(void) {
  if (g_err.file < 0) return;
  for (int i = 0; i < CRASH_SIGNALS; i++) sigaction(g_crash_signals[i], &g_previous[i], NULL);
  errors_spill();
  sink_end(&g_err);
}
