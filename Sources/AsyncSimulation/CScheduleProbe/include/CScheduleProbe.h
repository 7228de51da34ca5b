#ifndef CSCHEDULEPROBE_H
#define CSCHEDULEPROBE_H
#include <stdint.h>

// What schedule exploration needs to see and do below Swift: which executors a job's code switches to (through an
// interposer of the runtime's swift_task_switch), and process plumbing that Swift cannot call directly.

/// Starts (1) or stops (0) noting the switches code makes to executors; starting forgets what was noted.
void sprobe_watch_switches(int on);
/// 1 when, since watching started, code switched to an executor other than the generic (default) one: the main
/// actor or an actor.
int sprobe_switched_to_isolation(void);
/// 1 when this process's swift_task_switch is the interposer (the executable's definition won the symbol lookup).
int sprobe_interposer_active(void);

/// Asks for SIGKILL when the parent process dies; returns 0, or -1 when `parent` (the pid the parent had before the
/// fork) is already gone.
int sprobe_die_with_parent(int parent);
/// Makes this process the reaper of its orphaned descendants (prctl PR_SET_CHILD_SUBREAPER); returns 0 or -1.
int sprobe_become_subreaper(void);
#endif
