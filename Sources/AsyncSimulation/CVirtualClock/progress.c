// The progress block: the jobs a run has run, kept where a parent can read it from outside (/proc/PID/mem) when
// the run hangs, to tell a loop that only yields (jobs keep running) from code that never returns from one job, and
// which thread runs the simulation now (a carrier, whose system call says what the code is doing).
#include "CVirtualClock.h"

static volatile uint64_t g_progress[3] = {0x474f52504b4c4356ULL /* "VCLKPROG" */, 0, 0};

void vclock_progress_note(uint64_t jobs) { g_progress[1] = jobs; }

void vclock_progress_note_thread(int64_t tid) { g_progress[2] = (uint64_t)tid; }

const void *vclock_progress_address(void) { return (const void *)g_progress; }
