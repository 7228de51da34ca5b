#ifndef CCHILDGROUPS_H
#define CCHILDGROUPS_H
#include <spawn.h>
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
/// Adds to `actions` the closing of every descriptor from `lowest` up in the child (glibc's
/// posix_spawn_file_actions_addclosefrom_np): a child inherits only what it is given, never what this process
/// happened to inherit without close-on-exec. 0, or an error number.
int child_groups_close_from(posix_spawn_file_actions_t *actions, int lowest);
#endif
