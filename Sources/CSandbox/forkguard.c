// Forks however they are reached: a seccomp filter on the system calls themselves, so that code calling the C
// library's fork through dlsym (which skips processguard.c's interposer) or switching the interposer's hook off
// (@_silgen_name) still cannot start a process of its own. Threads (clone with CLONE_THREAD) and the C library's
// posix_spawn (clone with CLONE_VM | CLONE_VFORK: the parent waits until the child executes, and Landlock lets it
// execute only Swift's crash reporter) pass; fork, vfork and any other clone fail with EPERM; clone3, whose flags a
// filter cannot read (they are behind a pointer), fails with ENOSYS, on which the C library falls back to clone.
#define _GNU_SOURCE
#include "CSandbox.h"
#include <errno.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <stddef.h>
#include <sys/prctl.h>
#include <sys/syscall.h>

#if defined(__x86_64__)
#define FORK_GUARD_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define FORK_GUARD_ARCH AUDIT_ARCH_AARCH64
#endif

int sandbox_refuse_forks(void) {
#ifndef FORK_GUARD_ARCH
  return -1;
#else
  struct sock_filter filter[] = {
    BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, FORK_GUARD_ARCH, 1, 0),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
    BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
#ifdef SYS_fork
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_fork, 0, 1),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
#endif
#ifdef SYS_vfork
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_vfork, 0, 1),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
#endif
#ifdef SYS_clone3
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone3, 0, 1),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS),
#endif
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone, 1, 0),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
    // clone's flags are its first argument on both architectures; the low 32 bits hold every flag tested here.
    BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0])),
    BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, CLONE_THREAD, 0, 1),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
    BPF_STMT(BPF_ALU | BPF_AND | BPF_K, CLONE_VM | CLONE_VFORK),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, CLONE_VM | CLONE_VFORK, 0, 1),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
  };
  struct sock_fprog program = {.len = (unsigned short)(sizeof filter / sizeof filter[0]), .filter = filter};
  // Landlock set it already where it ran; a filter needs it (or CAP_SYS_ADMIN) in any case.
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return -1;
  return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program) == 0 ? 0 : -1;
#endif
}
