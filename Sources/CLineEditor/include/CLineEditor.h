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
/// `*status` saying why there is no line. Bytes that are not UTF-8 arrive as U+FFFD.
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
/// Treats SIGTERM and SIGHUP like Ctrl-C (they set the same flag), so a program that changed the terminal's
/// settings can restore them before it ends.
void line_editor_install_stop_handlers(void);
/// 1 when Ctrl-C was pressed since the last call; clears the flag.
int line_editor_take_interrupt(void);
/// 1 when Ctrl-C was pressed since the flag was last cleared; leaves it set.
int line_editor_interrupt_pending(void);

/// The width in columns of the terminal on `fd` (ioctl TIOCGWINSZ), or 0 when it is not a terminal or unknown.
int line_editor_terminal_columns(int fd);
#endif
