// libedit wrapper for the asyncplay REPL: prompt, emacs keys (or ~/.editrc), history with a file, Tab completion,
// Ctrl-C that abandons the line.
#define _GNU_SOURCE
#include "CLineEditor.h"
#include <histedit.h>
#include <errno.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct line_editor {
  EditLine *el;
  History *history;
  char *history_path;
  char *prompt;
  line_editor_completer completer;
};

static volatile sig_atomic_t g_interrupted = 0;

static void on_sigint(int sig) {
  (void)sig;
  g_interrupted = 1;
}

void line_editor_install_interrupt_handler(void) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_sigint;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = 0;  // no SA_RESTART: a blocked read returns EINTR
  sigaction(SIGINT, &sa, NULL);
}

int line_editor_take_interrupt(void) {
  int was = g_interrupted;
  g_interrupted = 0;
  return was;
}

static char *prompt_fn(EditLine *el) {
  line_editor *editor = NULL;
  el_get(el, EL_CLIENTDATA, &editor);
  return editor && editor->prompt ? editor->prompt : "> ";
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
  int replace_from = (int)before_len;
  int n = editor->completer(before, out, (int)sizeof out, &replace_from);
  if (n <= 0 || replace_from < 0 || replace_from > (int)before_len) { free(before); return CC_REFRESH_BEEP; }
  const char *typed = before + replace_from;
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
  unsigned char result = CC_REFRESH;
  if (common > typed_len) {
    char *insert = strndup(out + typed_len, common - typed_len);
    if (insert) { el_insertstr(el, insert); free(insert); }
    if (n == 1) el_insertstr(el, " ");
  } else if (n > 1) {
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
  } else {
    result = CC_REFRESH_BEEP;
  }
  free(before);
  return result;
}

line_editor *line_editor_open(const char *program, const char *history_path, int history_size,
                              line_editor_completer completer) {
  line_editor *editor = calloc(1, sizeof *editor);
  if (!editor) return NULL;
  editor->completer = completer;
  editor->el = el_init(program, stdin, stdout, stderr);
  if (!editor->el) { free(editor); return NULL; }
  editor->history = history_init();
  HistEvent ev;
  history(editor->history, &ev, H_SETSIZE, history_size > 0 ? history_size : 1000);
  history(editor->history, &ev, H_SETUNIQUE, 1);
  if (history_path) {
    editor->history_path = strdup(history_path);
    history(editor->history, &ev, H_LOAD, history_path);
  }
  el_set(editor->el, EL_CLIENTDATA, editor);
  el_set(editor->el, EL_EDITOR, "emacs");
  el_set(editor->el, EL_HIST, history, editor->history);
  el_set(editor->el, EL_PROMPT, prompt_fn);
  el_set(editor->el, EL_ADDFN, "asyncplay-complete", "complete a command, scenario or parameter", complete_fn);
  el_set(editor->el, EL_BIND, "^I", "asyncplay-complete", NULL);
  el_source(editor->el, NULL);  // ~/.editrc, e.g. "bind -v" for vi mode
  return editor;
}

const char *line_editor_read(line_editor *editor, const char *prompt, int *interrupted) {
  free(editor->prompt);
  editor->prompt = strdup(prompt);
  *interrupted = 0;
  line_editor_take_interrupt();
  int count = 0;
  errno = 0;
  const char *line = el_gets(editor->el, &count);
  if (line_editor_take_interrupt() || (!line && errno == EINTR)) {
    *interrupted = 1;
    el_reset(editor->el);
    return "";
  }
  if (!line || count <= 0) return NULL;
  static char *copy = NULL;
  free(copy);
  copy = strdup(line);
  if (!copy) return NULL;
  size_t len = strlen(copy);
  if (len > 0 && copy[len - 1] == '\n') copy[len - 1] = 0;
  return copy;
}

void line_editor_remember(line_editor *editor, const char *line) {
  HistEvent ev;
  if (!line || !*line) return;
  history(editor->history, &ev, H_ENTER, line);
  if (editor->history_path) history(editor->history, &ev, H_SAVE, editor->history_path);
}

void line_editor_close(line_editor *editor) {
  if (!editor) return;
  HistEvent ev;
  if (editor->history_path) history(editor->history, &ev, H_SAVE, editor->history_path);
  el_end(editor->el);
  history_end(editor->history);
  free(editor->history_path);
  free(editor->prompt);
  free(editor);
}
