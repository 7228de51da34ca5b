// Capturing standard output during a run. File descriptor 1 is pointed at an in-memory file (memfd), so a write
// never blocks and nothing written is lost; C stdio's buffer is flushed whenever the engine looks. The file is
// also mapped, and pre-sized as a sparse file, so that "has anything been written?" is one memory read: written
// bytes appear in the mapping, unwritten ones read as zero. Only when something was written does the engine make a
// system call (to learn the file position and read the bytes).
#define _GNU_SOURCE
#include "CVirtualClock.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdio_ext.h>
#include <sys/mman.h>
#include <unistd.h>

enum { SINK_SIZE = 1 << 30, RESET_AFTER = 1 << 20 };

static int g_sink = -1;          // the memfd while capturing
static int g_original = -1;      // a duplicate of the original standard output
static const unsigned char *g_map = NULL;
static long g_read = 0;          // bytes of the sink already taken

int vclock_capture_begin(void) {
  if (g_sink >= 0) return 0;
  fflush(stdout);
  int sink = memfd_create("asyncplay-stdout", MFD_CLOEXEC);
  if (sink < 0) return -errno;
  if (ftruncate(sink, SINK_SIZE) != 0) {
    int code = errno;
    close(sink);
    return -code;
  }
  void *map = mmap(NULL, SINK_SIZE, PROT_READ, MAP_SHARED, sink, 0);
  if (map == MAP_FAILED) {
    int code = errno;
    close(sink);
    return -code;
  }
  if (g_original < 0) g_original = fcntl(1, F_DUPFD_CLOEXEC, 3);
  if (g_original < 0 || dup2(sink, 1) < 0) {
    int code = errno;
    munmap(map, SINK_SIZE);
    close(sink);
    return -code;
  }
  g_sink = sink;
  g_map = map;
  g_read = 0;
  // Line-buffered, as on a terminal: a line printed through stdio lands before a later direct write(2).
  setvbuf(stdout, NULL, _IOLBF, BUFSIZ);
  return 0;
}

long vclock_capture_pending(void) {
  if (g_sink < 0) return 0;
  if (__fpending(stdout) > 0) fflush(stdout);
  // A write at the read position shows in the mapping (a NUL byte would not, until the next check by position).
  if (g_read < SINK_SIZE && g_map[g_read] == 0) return 0;
  long position = (long)lseek(g_sink, 0, SEEK_CUR);
  return position > g_read ? position - g_read : 0;
}

long vclock_capture_pending_exactly(void) {
  if (g_sink < 0) return 0;
  fflush(stdout);
  long position = (long)lseek(g_sink, 0, SEEK_CUR);
  return position > g_read ? position - g_read : 0;
}

long vclock_capture_take(unsigned char *buffer, long count) {
  if (g_sink < 0 || count <= 0) return 0;
  long taken = 0;
  while (taken < count) {
    ssize_t n = pread(g_sink, buffer + taken, (size_t)(count - taken), g_read + taken);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    taken += n;
  }
  g_read += taken;
  return taken;
}

void vclock_capture_recycle(void) {
  if (g_sink < 0 || g_read < RESET_AFTER) return;
  if ((long)lseek(g_sink, 0, SEEK_CUR) != g_read) return;
  // Everything written has been taken: free the pages and start over at the beginning.
  fallocate(g_sink, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, 0, g_read);
  lseek(g_sink, 0, SEEK_SET);
  g_read = 0;
}

void vclock_capture_end(int restore) {
  if (g_sink < 0) return;
  fflush(stdout);
  if (!restore) return;
  dup2(g_original, 1);
  munmap((void *)g_map, SINK_SIZE);
  close(g_sink);
  g_sink = -1;
  g_map = NULL;
  g_read = 0;
}

int vclock_capture_is_on(void) { return g_sink >= 0; }

int vclock_original_stdout(void) { return g_original >= 0 ? g_original : 1; }
