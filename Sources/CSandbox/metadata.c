// The metadata of files outside the run's folders. Landlock governs what is written to files and folders (contents,
// names), not `chmod`, `chown`, `utimensat` or `setxattr`. Here the child takes a user namespace and a mount
// namespace of its own (no privilege needed where the kernel allows unprivileged user namespaces), sees every mount
// read-only but binds of the run's folders, and then gives up the capabilities the new namespace gave it, so that
// it cannot undo this: those calls fail with EROFS outside the run's folders however the code reaches them, and so
// does anything that follows a symbolic link out of them. The constants are the kernel's UAPI, defined here for
// older headers.
#define _GNU_SOURCE
#include "CSandbox.h"
#include <errno.h>
#include <fcntl.h>
#include <linux/capability.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef SYS_mount_setattr
#define SYS_mount_setattr 442
#endif
#define HOLD_MOUNT_ATTR_RDONLY 0x00000001ULL
#define HOLD_AT_RECURSIVE 0x8000

struct hold_mount_attr {
  uint64_t attr_set;
  uint64_t attr_clr;
  uint64_t propagation;
  uint64_t userns_fd;
};

static int write_text(const char *path, const char *text) {
  int fd = open(path, O_WRONLY | O_CLOEXEC);
  if (fd < 0) return -errno;
  size_t length = strlen(text);
  ssize_t written = write(fd, text, length);
  int code = written == (ssize_t)length ? 0 : (written < 0 ? errno : EIO);
  close(fd);
  return -code;
}

static int set_read_only(const char *path, unsigned flags, int read_only) {
  struct hold_mount_attr attr = {read_only ? HOLD_MOUNT_ATTR_RDONLY : 0, read_only ? 0 : HOLD_MOUNT_ATTR_RDONLY, 0,
                                 0};
  return syscall(SYS_mount_setattr, AT_FDCWD, path, flags, &attr, sizeof attr) == 0 ? 0 : -errno;
}

/// Gives up every capability, for good: the user namespace gave them all, and CAP_SYS_ADMIN in it could make the
/// mounts writable again. Emptying the bounding set too keeps an `execve` as root (a run as root maps 0 to 0) from
/// taking them back.
static int drop_capabilities(void) {
  for (int cap = 0; cap <= 63; cap++) {
    if (prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0 && errno == EINVAL) break;
  }
  prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
  struct __user_cap_header_struct header = {_LINUX_CAPABILITY_VERSION_3, 0};
  struct __user_cap_data_struct data[2];
  memset(data, 0, sizeof data);
  return syscall(SYS_capset, &header, data) == 0 ? 0 : -errno;
}

int sandbox_hold_metadata(const char *const *writable, int writable_count) {
  uid_t uid = geteuid();
  gid_t gid = getegid();
  if (unshare(CLONE_NEWUSER | CLONE_NEWNS) != 0) return -errno;
  char map[64];
  int result = write_text("/proc/self/setgroups", "deny");
  snprintf(map, sizeof map, "%u %u 1\n", (unsigned)uid, (unsigned)uid);
  if (result == 0) result = write_text("/proc/self/uid_map", map);
  snprintf(map, sizeof map, "%u %u 1\n", (unsigned)gid, (unsigned)gid);
  if (result == 0) result = write_text("/proc/self/gid_map", map);
  // Nothing done here reaches the mounts of other processes.
  if (result == 0 && mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0) result = -errno;
  if (result == 0) result = set_read_only("/", HOLD_AT_RECURSIVE, 1);
  for (int i = 0; i < writable_count && result == 0; i++) {
    if (mount(writable[i], writable[i], NULL, MS_BIND, NULL) != 0) result = -errno;
    if (result == 0) result = set_read_only(writable[i], 0, 0);
  }
  int dropped = drop_capabilities();
  return result != 0 ? result : dropped;
}
