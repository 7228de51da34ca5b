#ifndef CCHILDGROUPS_H
#define CCHILDGROUPS_H
#include <signal.h>
#include <sys/types.h>

// Child process groups that must not outlive this process: every child a ChildProcess starts leads a process group
// of its own, registered here while it runs. SIGINT, SIGTERM, SIGHUP and SIGQUIT kill every registered group first,
// then go on to whatever handled them before (a default disposition ends this process as it would have).

/// Registers the group `leader` leads (installing the handlers while at least one group is registered); 0, or -1
/// when the table is full (the group is then killed only at its end).
int child_groups_add(pid_t leader);
/// Unregisters it (the handlers before are put back when none is left and nobody replaced ours meanwhile).
void child_groups_remove(pid_t leader);
/// How many of these signals the handlers have seen so far: a run compares it before and after (a change means its
/// child was killed because this process was asked to stop).
long child_groups_signals_seen(void);
/// 1 when the process `pid` has exited (a zombie not yet reaped), 0 while it runs, -1 when it is no child of ours.
int child_groups_has_exited(pid_t pid);
/// Starts `path` as the leader of a new process group, like posix_spawn, with `in` (or /dev/null when -1), `out` and
/// `err` as its descriptors 0, 1 and 2 and no other, every handled signal back to its default, the signal mask `mask`,
/// and `SIGKILL` as its parent-death signal (`PR_SET_PDEATHSIG`): a compiler started for a command dies with the
/// command even when the command itself is killed by SIGKILL and cannot kill the group. 0 and `*pid`, or the error
/// number of the failure (the `execve`'s included).
int child_groups_spawn(pid_t *pid, const char *path, char *const argv[], char *const envp[], int in, int out, int err,
                       const sigset_t *mask);
/// Registers the folder `path` (absolute) to be removed, with everything in it, when this process is ended by one of
/// these signals (its default action) or calls ``child_groups_remove_folders`` before `_exit`: a run's temporary
/// container never outlives a Ctrl-C, a SIGTERM or a closed stdout. 0, or -1 when the table is full or the path too
/// long.
int child_groups_remove_folder_on_exit(const char *path);
/// Unregisters `path` (the caller removes it itself).
void child_groups_forget_folder(const char *path);
/// Removes every registered folder now, never following a symbolic link (async-signal-safe: only system calls).
void child_groups_remove_folders(void);
#endif
