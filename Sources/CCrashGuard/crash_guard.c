#define _GNU_SOURCE
#include "CCrashGuard.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static char guard_message[512];
static size_t guard_message_length;
static struct termios saved_terminal;
static volatile sig_atomic_t terminal_saved;
static char alternate_stack[64 * 1024];

static const char *signal_name(int signal) {
  switch (signal) {
  case SIGILL: return "SIGILL";
  case SIGTRAP: return "SIGTRAP";
  case SIGABRT: return "SIGABRT";
  case SIGSEGV: return "SIGSEGV";
  case SIGBUS: return "SIGBUS";
  case SIGFPE: return "SIGFPE";
  default: return "a signal";
  }
}

static void write_all(const char *text, size_t length) {
  while (length > 0) {
    ssize_t written = write(2, text, length);
    if (written <= 0) return;
    text += written;
    length -= (size_t)written;
  }
}

static void crash_handler(int signal) {
  // Only async-signal-safe calls: write, tcsetattr, _exit.
  if (terminal_saved) tcsetattr(0, TCSANOW, &saved_terminal);
  write_all(guard_message, guard_message_length);
  const char *name = signal_name(signal);
  write_all(" (", 2);
  write_all(name, strlen(name));
  write_all(")", 1);
  static const char restored[] = "; the terminal's settings were restored";
  if (terminal_saved) write_all(restored, sizeof restored - 1);
  write_all("\n", 1);
  _exit(128 + signal);
}

void crash_guard_install(const char *message) {
  size_t length = strlen(message);
  if (length > sizeof guard_message - 1) length = sizeof guard_message - 1;
  memcpy(guard_message, message, length);
  guard_message[length] = 0;
  guard_message_length = length;
  if (isatty(0) && tcgetattr(0, &saved_terminal) == 0) terminal_saved = 1;
  stack_t stack;
  memset(&stack, 0, sizeof stack);
  stack.ss_sp = alternate_stack;
  stack.ss_size = sizeof alternate_stack;
  sigaltstack(&stack, NULL);
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = crash_handler;
  action.sa_flags = SA_ONSTACK | SA_RESETHAND;
  sigemptyset(&action.sa_mask);
  int signals[] = {SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE};
  for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++) sigaction(signals[i], &action, NULL);
}

void crash_guard_raise(int signal) { raise(signal); }
