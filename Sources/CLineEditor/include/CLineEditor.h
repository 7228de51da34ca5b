#ifndef CLINEEDITOR_H
#define CLINEEDITOR_H
// A small, non-variadic face over libedit (editline), which Swift cannot call directly: el_set, history and ioctl
// are variadic C functions.

typedef struct line_editor line_editor;

/// Completion callback: given the text before the cursor, fills `out` (capacity `capacity`) with candidate words
/// separated by '\n' and returns how many; `*replace_from` receives the byte offset in the line where the word
/// being completed starts. `context` is the pointer given to line_editor_open.
typedef int (*line_editor_completer)(void *context, const char *before_cursor, char *out, int capacity,
                                     int *replace_from);

/// How line_editor_read ended.
typedef enum line_editor_status {
  /// A line was read.
  LINE_EDITOR_LINE = 0,
  /// End of input (Ctrl-D on an empty line).
  LINE_EDITOR_END = 1,
  /// Ctrl-C while the line was empty.
  LINE_EDITOR_INTERRUPTED_EMPTY = 2,
  /// Ctrl-C while the line held text (the text is dropped).
  LINE_EDITOR_INTERRUPTED_TEXT = 3,
  /// SIGTERM, SIGHUP or SIGQUIT arrived (see line_editor_terminate_signal); the terminal is restored.
  LINE_EDITOR_TERMINATED = 4,
} line_editor_status;

/// Sets the locale from the environment (`setlocale(LC_ALL, "")`); when its character type is not UTF-8, switches
/// LC_CTYPE to C.UTF-8 so that libedit still edits UTF-8 input by character. Returns 1 when the environment's own
/// locale was UTF-8 (the terminal can then be expected to show Unicode), 0 otherwise. Call before line_editor_open.
int line_editor_prepare_locale(void);

/// Opens an editor on the terminal (stdin/stdout) with emacs keys, then reads ~/.editrc (so vi mode can be chosen
/// there). The history lives in memory only (the caller loads and saves its file). Returns NULL when libedit cannot
/// start.
line_editor *line_editor_open(const char *program, int history_size, line_editor_completer completer,
                              void *context);

/// Reads one line with the given prompt (which may hold escape sequences between a pair of '\1' characters).
/// Returns the line without its newline (valid until the next call) with `*status` LINE_EDITOR_LINE, or NULL with
/// `*status` saying why there is no line. Bytes that are not UTF-8 arrive as U+FFFD. Ctrl-Z while reading restores
/// the terminal and stops; after `fg` the prompt and the line typed so far are drawn again.
const char *line_editor_read(line_editor *editor, const char *prompt, int *status);

/// Appends a line to the in-memory history, for Up and Down.
void line_editor_remember(line_editor *editor, const char *line);

/// Empties the in-memory history (before the caller enters its deduplicated list again).
void line_editor_forget_all(line_editor *editor);

/// Closes the editor, restoring the terminal.
void line_editor_close(line_editor *editor);

/// Installs a SIGINT handler that only sets a flag (no SA_RESTART), so a blocking read or poll returns on Ctrl-C,
/// and unblocks SIGINT in case this process inherited it blocked.
void line_editor_install_interrupt_handler(void);
/// Makes SIGTERM, SIGHUP and SIGQUIT set a flag (line_editor_terminate_signal) and the Ctrl-C flag too, so every wait
/// and every child run ends, and a program that changed the terminal's settings can restore them (and save what it
/// must) before it ends with line_editor_reraise.
void line_editor_install_stop_handlers(void);
/// The signal that asked the program to end (SIGTERM, SIGHUP, SIGQUIT), or 0.
int line_editor_terminate_signal(void);
/// Ends the process by `sig` with its default action, as if the handler had never been installed (so the parent sees
/// the signal, as a shell expects). Does not return.
void line_editor_reraise(int sig) __attribute__((noreturn));
/// Makes Ctrl-Z (SIGTSTP) set a flag (line_editor_take_suspend) instead of stopping at once, for a program that must
/// restore the terminal first. (line_editor_read handles Ctrl-Z itself while it reads.)
void line_editor_install_suspend_handler(void);
/// 1 when Ctrl-Z was pressed since the last call; clears the flag.
int line_editor_take_suspend(void);
/// Stops the process as Ctrl-Z would (SIGTSTP with its default action) and returns when it is continued.
void line_editor_suspend_now(void);
/// 1 when Ctrl-C was pressed since the last call; clears the flag.
int line_editor_take_interrupt(void);
/// 1 when Ctrl-C was pressed since the flag was last cleared; leaves it set.
int line_editor_interrupt_pending(void);

/// The width in columns of the terminal on `fd` (ioctl TIOCGWINSZ), or 0 when it is not a terminal or unknown.
int line_editor_terminal_columns(int fd);
/// The height in rows of the terminal on `fd`, or 0 when it is not a terminal or unknown.
int line_editor_terminal_rows(int fd);
#endif
