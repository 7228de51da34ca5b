#ifndef CSANDBOX_H
#define CSANDBOX_H
#include <stddef.h>
#include <stdint.h>

// The box a child run of asyncplay runs in (see ChildRuns/ChildBox.swift): Linux Landlock for what it may write,
// connect and signal, and interposers of the calls that start or end processes.

// Landlock (landlock.c).
/// The Landlock ABI this kernel offers (1 … 7), or -errno when it offers none (ENOSYS, EOPNOTSUPP).
int sandbox_landlock_abi(void);
/// Restricts this process and everything it starts, for good: it may write (create, remove, rename, truncate)
/// only beneath the `writable` paths, execute only beneath the `executable` ones, neither bind nor connect TCP
/// sockets (ABI ≥ 4), nor signal or reach abstract UNIX sockets of processes outside (ABI ≥ 6). Reading is not
/// restricted. Returns the ABI used, or -errno (a path that cannot be opened is -ENOENT etc.).
int sandbox_landlock_apply(const char *const *writable, int writable_count, const char *const *executable,
                           int executable_count);

// Metadata (metadata.c).
/// Takes a user and a mount namespace of this process's own, with every mount read-only but binds of the
/// `writable` paths, and gives up the capabilities the namespace gave, so that chmod, chown, utimensat and setxattr
/// of a file outside them fail (EROFS). Call it while the process has one thread, before Landlock (which refuses
/// mounts). 0, or -errno of the first step that failed (EPERM, EINVAL, ENOSPC where the kernel allows no
/// unprivileged user namespace); after a failure the process goes on as it was, but maybe in a user namespace.
int sandbox_hold_metadata(const char *const *writable, int writable_count);

// Processes (processguard.c): fork, vfork, posix_spawn, posix_spawnp, system, popen and the exec calls.
/// Called with what is being started (`posix_spawn /bin/sh`); returning nonzero refuses it (EPERM), zero lets it
/// run. NULL: everything runs. Swift's backtracer (`swift-backtrace`) is always let through.
void sandbox_set_process_hook(int (*hook)(const char *what));

// Ends (exitguard.c): exit, _exit, _Exit and quick_exit.
/// Called before the process ends through one of them, with the status, the shared object the call came from and
/// the call's offset in it (for a symbolizer), or NULL and 0 when unknown. NULL: no hook.
void sandbox_set_exit_hook(void (*hook)(int status, const char *image, uintptr_t offset));

// The child's life (lifetime.c).
/// Asks for SIGKILL when the parent process dies (prctl PR_SET_PDEATHSIG); 0, or -1 when the parent is already gone.
int sandbox_die_with_parent(void);
/// The path of the shared library holding the Swift runtime this process runs on (libswiftCore), or NULL.
const char *sandbox_swift_runtime_path(void);
/// The path of this process's dynamic loader (`ld-linux…`), which every program it executes needs too, or NULL.
const char *sandbox_loader_path(void);
/// The address of this process's C `stdout` (a glibc FILE), which the parent reads to find what a loop printed and
/// the buffer still holds (Swift cannot name the C global in strict concurrency).
unsigned long sandbox_standard_output_file(void);
/// Installs the seccomp filter of forkguard.c: fork, vfork and a clone that is neither a thread nor posix_spawn's
/// fail with EPERM, clone3 with ENOSYS. 0, or -1 where the kernel or the architecture has no such filter.
int sandbox_refuse_forks(void);

// Stopping a stuck run (stopsignal.c).
/// The signal the parent sends the thread that runs the simulation when the run's time is up (SIGUSR2).
int sandbox_stop_signal(void);
/// Sends that signal to thread `thread` of process `pid` (tgkill); 0, or -1.
int sandbox_signal_thread(int pid, int thread);
/// Installs the handler of that signal: it calls `hook` with the interrupted thread's backtrace (return addresses,
/// the handler's own frames first). The hook is not async-signal-safe, and need not be: it runs only when the run is
/// stuck, and the parent kills the process if it does not answer in time.
void sandbox_set_stop_hook(void (*hook)(const uintptr_t *addresses, int count));
/// Sends SIGUSR1 to thread `thread` of process `pid`: the run stops at its next job boundary (for a loop that only
/// yields); 0, or -1.
int sandbox_signal_thread_between_jobs(int pid, int thread);
/// Installs the handler of SIGUSR1, which calls `hook` (it must be async-signal-safe: a lock-free store).
void sandbox_set_between_jobs_hook(void (*hook)(void));
/// The shared object holding `address` (its path) and where that object is loaded; 0, or -1 when unknown.
int sandbox_image_of(uintptr_t address, const char **image, uintptr_t *base);
#endif
