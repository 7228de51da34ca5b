// Landlock from its system calls (no library): the constants are the kernel's UAPI (linux/landlock.h), defined here
// so that older headers build every ABI up to 7.
#define _GNU_SOURCE
#include "CSandbox.h"
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef SYS_landlock_create_ruleset
#define SYS_landlock_create_ruleset 444
#define SYS_landlock_add_rule 445
#define SYS_landlock_restrict_self 446
#endif

enum {
  CREATE_RULESET_VERSION = 1,
  RULE_PATH_BENEATH = 1,
};

#define FS_EXECUTE (1ULL << 0)
#define FS_WRITE_FILE (1ULL << 1)
#define FS_REMOVE_DIR (1ULL << 4)
#define FS_REMOVE_FILE (1ULL << 5)
#define FS_MAKE_CHAR (1ULL << 6)
#define FS_MAKE_DIR (1ULL << 7)
#define FS_MAKE_REG (1ULL << 8)
#define FS_MAKE_SOCK (1ULL << 9)
#define FS_MAKE_FIFO (1ULL << 10)
#define FS_MAKE_BLOCK (1ULL << 11)
#define FS_MAKE_SYM (1ULL << 12)
#define FS_REFER (1ULL << 13)
#define FS_TRUNCATE (1ULL << 14)
#define FS_IOCTL_DEV (1ULL << 15)
#define NET_BIND_TCP (1ULL << 0)
#define NET_CONNECT_TCP (1ULL << 1)
#define SCOPE_ABSTRACT_UNIX_SOCKET (1ULL << 0)
#define SCOPE_SIGNAL (1ULL << 1)

struct ruleset_attr {
  uint64_t handled_access_fs;
  uint64_t handled_access_net;
  uint64_t scoped;
};

struct path_beneath_attr {
  uint64_t allowed_access;
  int32_t parent_fd;
} __attribute__((packed));

int sandbox_landlock_abi(void) {
  long abi = syscall(SYS_landlock_create_ruleset, NULL, 0, CREATE_RULESET_VERSION);
  return abi < 0 ? -errno : (int)abi;
}

/// What a file (not a folder) may be granted of `rights`.
static uint64_t file_rights(uint64_t rights) { return rights & (FS_EXECUTE | FS_WRITE_FILE | FS_TRUNCATE | FS_IOCTL_DEV); }

static int add_rule(int ruleset, const char *path, uint64_t rights) {
  int fd = open(path, O_PATH | O_CLOEXEC);
  if (fd < 0) return -errno;
  struct stat info;
  if (fstat(fd, &info) != 0) {
    int code = errno;
    close(fd);
    return -code;
  }
  struct path_beneath_attr rule = {S_ISDIR(info.st_mode) ? rights : file_rights(rights), fd};
  long added = syscall(SYS_landlock_add_rule, ruleset, RULE_PATH_BENEATH, &rule, 0);
  int code = added < 0 ? errno : 0;
  close(fd);
  return -code;
}

int sandbox_landlock_apply(const char *const *writable, int writable_count, const char *const *executable,
                           int executable_count) {
  int abi = sandbox_landlock_abi();
  if (abi < 1) return abi < 0 ? abi : -EOPNOTSUPP;
  uint64_t write = FS_WRITE_FILE | FS_REMOVE_DIR | FS_REMOVE_FILE | FS_MAKE_CHAR | FS_MAKE_DIR | FS_MAKE_REG |
                   FS_MAKE_SOCK | FS_MAKE_FIFO | FS_MAKE_BLOCK | FS_MAKE_SYM;
  if (abi >= 2) write |= FS_REFER;
  if (abi >= 3) write |= FS_TRUNCATE;
  if (abi >= 5) write |= FS_IOCTL_DEV;
  struct ruleset_attr attr = {write | FS_EXECUTE, 0, 0};
  size_t size = sizeof attr.handled_access_fs;
  if (abi >= 4) {
    attr.handled_access_net = NET_BIND_TCP | NET_CONNECT_TCP;
    size += sizeof attr.handled_access_net;
  }
  if (abi >= 6) {
    attr.scoped = SCOPE_ABSTRACT_UNIX_SOCKET | SCOPE_SIGNAL;
    size += sizeof attr.scoped;
  }
  int ruleset = (int)syscall(SYS_landlock_create_ruleset, &attr, size, 0);
  if (ruleset < 0) return -errno;
  int result = 0;
  for (int i = 0; i < writable_count && result == 0; i++) result = add_rule(ruleset, writable[i], write);
  for (int i = 0; i < executable_count && result == 0; i++) result = add_rule(ruleset, executable[i], FS_EXECUTE);
  if (result == 0 && prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) result = -errno;
  if (result == 0 && syscall(SYS_landlock_restrict_self, ruleset, 0) != 0) result = -errno;
  close(ruleset);
  return result == 0 ? abi : result;
}
