// libedit wrapper for the asyncplay REPL: prompt, emacs keys (or ~/.editrc), in-memory history, Tab completion,
// Ctrl-C that abandons the line, UTF-8 input read by character.
#define _GNU_SOURCE
#include "CLineEditor.h"
#include <histedit.h>
#include <errno.h>
#include <poll.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/ioctl.h>
#include <unistd.h>

struct line_editor {
  EditLine *el;
  History *history;
  char *prompt;
  line_editor_completer completer;
  void *context;
  int in_fd;
  // A byte read too far while decoding UTF-8 (it began the next character), or -1.
  int pending_byte;
  // The last line returned, owned here.
  char *line;
  // Whether the line held text when Ctrl-C interrupted the read.
  int interrupted_with_text;
};

static volatile sig_atomic_t g_interrupted = 0;
// The signal (SIGTERM, SIGHUP, SIGQUIT) that asked the program to end, or 0.
static volatile sig_atomic_t g_terminate = 0;
// Ctrl-Z (SIGTSTP) arrived while a line was being read.
static volatile sig_atomic_t g_suspend = 0;
// The terminal's size changed (SIGWINCH).
static volatile sig_atomic_t g_resized = 0;

static void on_sigint(int sig) {
  (void)sig;
  g_interrupted = 1;
}

static void on_terminate(int sig) {
  g_terminate = sig;
  g_interrupted = 1;  // every wait that ends on Ctrl-C ends on this too, and a running child is stopped
}

static void on_suspend(int sig) {
  (void)sig;
  g_suspend = 1;
}

static void on_resize(int sig) {
  (void)sig;
  g_resized = 1;
}

static void install(int sig, void (*handler)(int), struct sigaction *previous) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = handler;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = 0;  // no SA_RESTART: a blocked read or poll returns EINTR
  sigaction(sig, &sa, previous);
}

/// The signals that end a wait for input.
static void waited_signals(sigset_t *set) {
  sigemptyset(set);
  sigaddset(set, SIGINT);
  sigaddset(set, SIGTERM);
  sigaddset(set, SIGHUP);
  sigaddset(set, SIGQUIT);
  sigaddset(set, SIGTSTP);
  sigaddset(set, SIGWINCH);
}

void line_editor_install_interrupt_handler(void) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_sigint;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = 0;  // no SA_RESTART: a blocked read returns EINTR
  sigaction(SIGINT, &sa, NULL);
  // A parent may have started us with SIGINT blocked (the mask survives exec); Ctrl-C must still arrive.
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigprocmask(SIG_UNBLOCK, &set, NULL);
}

void line_editor_install_stop_handlers(void) {
  install(SIGTERM, on_terminate, NULL);
  install(SIGHUP, on_terminate, NULL);
  install(SIGQUIT, on_terminate, NULL);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGTERM);
  sigaddset(&set, SIGHUP);
  sigaddset(&set, SIGQUIT);
  sigprocmask(SIG_UNBLOCK, &set, NULL);
}

int line_editor_terminate_signal(void) { return g_terminate; }

void line_editor_reraise(int sig) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = SIG_DFL;
  sigemptyset(&sa.sa_mask);
  sigaction(sig, &sa, NULL);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, sig);
  sigprocmask(SIG_UNBLOCK, &set, NULL);
  raise(sig);
  _exit(128 + sig);  // only reached if the signal could not end the process
}

void line_editor_install_suspend_handler(void) {
  install(SIGTSTP, on_suspend, NULL);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGTSTP);
  sigprocmask(SIG_UNBLOCK, &set, NULL);  // it may have been inherited blocked
}

int line_editor_take_suspend(void) {
  int was = g_suspend;
  g_suspend = 0;
  return was;
}

void line_editor_suspend_now(void) {
  struct sigaction ours;
  struct sigaction dfl;
  memset(&dfl, 0, sizeof dfl);
  dfl.sa_handler = SIG_DFL;
  sigemptyset(&dfl.sa_mask);
  sigaction(SIGTSTP, &dfl, &ours);
  sigset_t set, previous;
  sigemptyset(&set);
  sigaddset(&set, SIGTSTP);
  sigprocmask(SIG_UNBLOCK, &set, &previous);
  // Stops here until SIGCONT (a process group without a shell to resume it ignores the stop, as POSIX says).
  raise(SIGTSTP);
  sigprocmask(SIG_SETMASK, &previous, NULL);
  sigaction(SIGTSTP, &ours, NULL);
}

int line_editor_take_interrupt(void) {
  int was = g_interrupted;
  g_interrupted = 0;
  return was;
}

int line_editor_interrupt_pending(void) { return g_interrupted; }

int line_editor_terminal_columns(int fd) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) == 0 && size.ws_col > 0) return size.ws_col;
  return 0;
}

int line_editor_terminal_rows(int fd) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) == 0 && size.ws_row > 0) return size.ws_row;
  return 0;
}

static int codeset_is_utf8(void) {
  const char *codeset = nl_langinfo(CODESET);
  return codeset && (strcasecmp(codeset, "UTF-8") == 0 || strcasecmp(codeset, "UTF8") == 0);
}

int line_editor_prepare_locale(void) {
  setlocale(LC_ALL, "");
  int utf8 = codeset_is_utf8();
  // libedit decides at el_init, from LC_CTYPE, whether to decode input as UTF-8; without it a Chinese character is
  // three "characters" to Left and Backspace.
  if (!utf8 && !setlocale(LC_CTYPE, "C.UTF-8")) setlocale(LC_CTYPE, "C.utf8");
  return utf8;
}

static char *prompt_fn(EditLine *el) {
  line_editor *editor = NULL;
  el_get(el, EL_CLIENTDATA, &editor);
  return editor && editor->prompt ? editor->prompt : "> ";
}

/// Ctrl-Z at the prompt: put the terminal back as it was, stop, and when continued (`fg`) take the terminal again
/// and draw the prompt and the line typed so far afresh, since the shell has written over them.
static void suspend(line_editor *editor) {
  el_set(editor->el, EL_PREP_TERM, 0);
  line_editor_suspend_now();
  el_set(editor->el, EL_PREP_TERM, 1);
  el_resize(editor->el);  // the window may have changed while stopped
  // The cursor may be anywhere on the line the shell left; EL_REFRESH draws everything again from column 0.
  fputs("\r", stdout);
  fflush(stdout);
  el_set(editor->el, EL_REFRESH);
}

/// Waits until `fd` can be read (0) or Ctrl-C (or a signal that ends the program) arrived (-1); handles Ctrl-Z and
/// window resizes on the way. The signals are blocked while the flags are checked and unblocked only inside ppoll, so
/// one that arrives just before the wait is not missed.
static int wait_for_input(line_editor *editor) {
  sigset_t block, previous, during;
  waited_signals(&block);
  sigprocmask(SIG_BLOCK, &block, &previous);
  // During the wait they are all deliverable, even if this process inherited some of them blocked.
  during = previous;
  sigdelset(&during, SIGINT);
  sigdelset(&during, SIGTERM);
  sigdelset(&during, SIGHUP);
  sigdelset(&during, SIGQUIT);
  sigdelset(&during, SIGTSTP);
  sigdelset(&during, SIGWINCH);
  int result = 0;
  for (;;) {
    if (g_interrupted) {
      result = -1;
      break;
    }
    if (g_suspend) {
      g_suspend = 0;
      suspend(editor);
      continue;
    }
    if (g_resized) {
      g_resized = 0;
      el_resize(editor->el);
    }
    struct pollfd ready = {.fd = editor->in_fd, .events = POLLIN, .revents = 0};
    int n = ppoll(&ready, 1, NULL, &during);
    if (n > 0) break;
    if (n < 0 && errno != EINTR) break;  // let read() report the error
  }
  sigprocmask(SIG_SETMASK, &previous, NULL);
  return result;
}

/// Reads one character, decoding UTF-8 itself so that a byte that is not UTF-8 becomes U+FFFD (libedit's own
/// reader drops such bytes silently) and so that Ctrl-C ends the read at once (the handler sets the flag, read()
/// fails with EINTR, and returning -1 makes el_gets return).
static int read_char_fn(EditLine *el, wchar_t *wc) {
  line_editor *editor = NULL;
  el_get(el, EL_CLIENTDATA, &editor);
  unsigned int code = 0;
  int have = 0, need = 0;
  for (;;) {
    int byte;
    if (editor->pending_byte >= 0) {
      byte = editor->pending_byte;
      editor->pending_byte = -1;
    } else {
      if (wait_for_input(editor) < 0) {
        // Ctrl-C. Remember whether a line was being typed: el_gets does not say once the read has failed.
        const LineInfoW *li = el_wline(el);
        editor->interrupted_with_text = li && li->lastchar > li->buffer;
        errno = EINTR;
        return -1;
      }
      unsigned char c;
      ssize_t n = read(editor->in_fd, &c, 1);
      if (n < 0) {
        if (errno == EINTR || errno == EAGAIN) continue;
        return -1;
      }
      if (n == 0) {
        if (have > 0) {
          *wc = 0xFFFD;
          return 1;
        }
        return 0;
      }
      byte = c;
    }
    if (have == 0) {
      if (byte < 0x80) {
        *wc = (wchar_t)byte;
        return 1;
      }
      if (byte >= 0xC2 && byte <= 0xDF) {
        need = 2;
        code = (unsigned)byte & 0x1F;
      } else if (byte >= 0xE0 && byte <= 0xEF) {
        need = 3;
        code = (unsigned)byte & 0x0F;
      } else if (byte >= 0xF0 && byte <= 0xF4) {
        need = 4;
        code = (unsigned)byte & 0x07;
      } else {
        *wc = 0xFFFD;
        return 1;
      }
      have = 1;
      continue;
    }
    if ((byte & 0xC0) != 0x80) {
      editor->pending_byte = byte;  // it may start the next character
      *wc = 0xFFFD;
      return 1;
    }
    code = (code << 6) | ((unsigned)byte & 0x3F);
    if (++have < need) continue;
    int valid = (need == 2) || (need == 3 && code >= 0x800 && (code < 0xD800 || code > 0xDFFF)) ||
                (need == 4 && code >= 0x10000 && code <= 0x10FFFF);
    *wc = valid ? (wchar_t)code : 0xFFFD;
    return 1;
  }
}

/// Tab: complete the word before the cursor; insert the common prefix of the candidates, list them when several.
static unsigned char complete_fn(EditLine *el, int ch) {
  (void)ch;
  line_editor *editor = NULL;
  el_get(el, EL_CLIENTDATA, &editor);
  if (!editor || !editor->completer) return CC_ERROR;
  const LineInfo *li = el_line(el);
  size_t before_len = (size_t)(li->cursor - li->buffer);
  char *before = malloc(before_len + 1);
  if (!before) return CC_ERROR;
  memcpy(before, li->buffer, before_len);
  before[before_len] = 0;
  char out[8192];
  out[0] = 0;
  int replace_from = (int)before_len;
  int n = editor->completer(editor->context, before, out, (int)sizeof out, &replace_from);
  if (n <= 0 || replace_from < 0 || replace_from > (int)before_len) {
    free(before);
    return CC_REFRESH_BEEP;
  }
  size_t typed_len = before_len - (size_t)replace_from;
  // The longest common prefix of all candidates.
  size_t common = strcspn(out, "\n");
  for (char *p = out; *p;) {
    size_t len = strcspn(p, "\n");
    size_t k = 0;
    while (k < common && k < len && p[k] == out[k]) k++;
    common = k;
    p += len;
    if (*p == '\n') p++;
  }
  // Never stop inside a UTF-8 sequence.
  while (common > typed_len && ((unsigned char)out[common] & 0xC0) == 0x80) common--;
  unsigned char result = CC_REFRESH;
  if (n == 1) {
    // One candidate: complete it; a finished word gets a space, `name=` waits for its value.
    if (common > typed_len) {
      char *insert = strndup(out + typed_len, common - typed_len);
      if (insert) {
        el_insertstr(el, insert);
        free(insert);
      }
    }
    if (common == 0 || out[common - 1] != '=') el_insertstr(el, " ");
  } else if (common > typed_len) {
    char *insert = strndup(out + typed_len, common - typed_len);
    if (insert) {
      el_insertstr(el, insert);
      free(insert);
    }
  } else {
    FILE *fout = NULL;
    el_get(el, EL_GETFP, 1, &fout);
    if (!fout) fout = stdout;
    fputc('\n', fout);
    for (char *p = out; *p;) {
      size_t len = strcspn(p, "\n");
      fprintf(fout, "%.*s  ", (int)len, p);
      p += len;
      if (*p == '\n') p++;
    }
    fputc('\n', fout);
    fflush(fout);
    result = CC_REDISPLAY;
  }
  free(before);
  return result;
}

/// Home, End, Delete and Ctrl-Left/Right as the common terminals send them. libedit binds only the sequences the
/// terminfo entry names, so under tmux or screen (and in xterm's other cursor mode) Home and End would insert `~`.
static void bind_movement_keys(EditLine *el) {
  static const char *const keys[][2] = {
      {"\033[H", "ed-move-to-beg"},   {"\033OH", "ed-move-to-beg"},   {"\033[1~", "ed-move-to-beg"},
      {"\033[7~", "ed-move-to-beg"},  {"\033[F", "ed-move-to-end"},   {"\033OF", "ed-move-to-end"},
      {"\033[4~", "ed-move-to-end"},  {"\033[8~", "ed-move-to-end"},  {"\033[3~", "ed-delete-next-char"},
      {"\033[1;5D", "ed-prev-word"},  {"\033[5D", "ed-prev-word"},    {"\033Od", "ed-prev-word"},
      {"\033[1;3D", "ed-prev-word"},  {"\033[1;5C", "em-next-word"},  {"\033[5C", "em-next-word"},
      {"\033Oc", "em-next-word"},     {"\033[1;3C", "em-next-word"},
  };
  for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) el_set(el, EL_BIND, keys[i][0], keys[i][1], NULL);
}

line_editor *line_editor_open(const char *program, int history_size, line_editor_completer completer,
                              void *context) {
  line_editor *editor = calloc(1, sizeof *editor);
  if (!editor) return NULL;
  editor->completer = completer;
  editor->context = context;
  editor->in_fd = fileno(stdin);
  editor->pending_byte = -1;
  editor->el = el_init(program, stdin, stdout, stderr);
  if (!editor->el) {
    free(editor);
    return NULL;
  }
  editor->history = history_init();
  HistEvent ev;
  history(editor->history, &ev, H_SETSIZE, history_size > 0 ? history_size : 1000);
  history(editor->history, &ev, H_SETUNIQUE, 1);
  el_set(editor->el, EL_CLIENTDATA, editor);
  el_set(editor->el, EL_EDITOR, "emacs");
  el_set(editor->el, EL_HIST, history, editor->history);
  el_set(editor->el, EL_PROMPT_ESC, prompt_fn, '\1');
  // Our reader decodes UTF-8 itself; in any other character set libedit's own reader knows better.
  if (codeset_is_utf8()) el_set(editor->el, EL_GETCFN, read_char_fn);
  el_set(editor->el, EL_ADDFN, "asyncplay-complete", "complete a command, scenario or parameter", complete_fn);
  el_source(editor->el, NULL);  // $EDITRC or ~/.editrc, e.g. "bind -v" for vi mode
  // Bound after ~/.editrc: "bind -v" there replaces the key maps, and Tab must still complete.
  el_set(editor->el, EL_BIND, "^I", "asyncplay-complete", NULL);
  bind_movement_keys(editor->el);
  return editor;
}

const char *line_editor_read(line_editor *editor, const char *prompt, int *status) {
  free(editor->prompt);
  editor->prompt = strdup(prompt);
  line_editor_take_interrupt();
  editor->interrupted_with_text = 0;
  // Raw mode before the prompt is shown, not at the first key: a key typed as soon as the prompt appears must reach
  // libedit (in cooked mode the terminal would swallow a Ctrl-D as end of file and echo other keys twice).
  // Ctrl-Z and resizes are handled while reading (see wait_for_input); at other times their defaults apply (the
  // terminal is in its normal mode then).
  struct sigaction previous_suspend, previous_resize;
  install(SIGTSTP, on_suspend, &previous_suspend);
  install(SIGWINCH, on_resize, &previous_resize);
  el_set(editor->el, EL_PREP_TERM, 1);
  int count = 0;
  const char *line = el_gets(editor->el, &count);
  sigaction(SIGTSTP, &previous_suspend, NULL);
  sigaction(SIGWINCH, &previous_resize, NULL);
  g_suspend = 0;
  if (g_terminate) {
    // The program is asked to end: el_gets has put the terminal back; leave the cursor on a fresh line.
    *status = LINE_EDITOR_TERMINATED;
    editor->pending_byte = -1;
    fputs("\n", stdout);
    fflush(stdout);
    return NULL;
  }
  if (line_editor_take_interrupt()) {
    // The line being typed is abandoned.
    int had_text = editor->interrupted_with_text || (line && count > 0);
    *status = had_text ? LINE_EDITOR_INTERRUPTED_TEXT : LINE_EDITOR_INTERRUPTED_EMPTY;
    editor->pending_byte = -1;
    el_reset(editor->el);
    fputs("^C\n", stdout);
    fflush(stdout);
    return NULL;
  }
  if (!line || count <= 0) {
    *status = LINE_EDITOR_END;
    return NULL;
  }
  free(editor->line);
  editor->line = strdup(line);
  if (!editor->line) {
    *status = LINE_EDITOR_END;
    return NULL;
  }
  size_t len = strlen(editor->line);
  if (len > 0 && editor->line[len - 1] == '\n') editor->line[len - 1] = 0;
  *status = LINE_EDITOR_LINE;
  return editor->line;
}

void line_editor_remember(line_editor *editor, const char *line) {
  HistEvent ev;
  if (!line || !*line) return;
  history(editor->history, &ev, H_ENTER, line);
}

void line_editor_forget_all(line_editor *editor) {
  HistEvent ev;
  history(editor->history, &ev, H_CLEAR);
}

void line_editor_close(line_editor *editor) {
  if (!editor) return;
  el_end(editor->el);
  history_end(editor->history);
  free(editor->prompt);
  free(editor->line);
  free(editor);
}
