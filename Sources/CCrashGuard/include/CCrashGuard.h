#ifndef CCRASHGUARD_H
#define CCRASHGUARD_H
// The last line of defence of the interactive process: if it ever crashes (it should not), print one line, put the
// terminal back as it was when the process started, and exit, instead of leaving a raw terminal and a backtrace
// that waits for a key.

/// Saves the terminal settings of stdin (when it is a terminal) and installs handlers for SIGILL, SIGTRAP, SIGABRT,
/// SIGSEGV, SIGBUS and SIGFPE, on an alternate stack so that a stack overflow is caught too. A handler restores the
/// saved settings, writes one line to stderr (`message`, copied, at most 511 bytes, then the signal's name), and
/// ends the process with status 128 + the signal number, as a shell reports a process killed by that signal.
/// (SIGTERM, SIGHUP, SIGINT and SIGQUIT are the line editor's: they end the program in order.)
void crash_guard_install(const char *message);

/// Raises `signal` in this process (for the tests of the guard).
void crash_guard_raise(int signal);
#endif
