#ifndef CLINEEDITOR_H
#define CLINEEDITOR_H
// A small, non-variadic face over libedit (editline), which Swift cannot call directly: el_set and history are
// variadic C functions.

typedef struct line_editor line_editor;

/// Completion callback: given the text before the cursor, fills `out` (capacity `capacity`) with candidate words
/// separated by '\n' and returns how many; `*replace_from` receives the byte offset in the line where the word
/// being completed starts.
typedef int (*line_editor_completer)(const char *before_cursor, char *out, int capacity, int *replace_from);

/// Opens an editor on the terminal (stdin/stdout). Reads ~/.editrc (so vi mode can be chosen there) and loads the
/// history file when `history_path` is not NULL. Returns NULL when libedit cannot start.
line_editor *line_editor_open(const char *program, const char *history_path, int history_size,
                              line_editor_completer completer);

/// Reads one line with the given prompt. Returns the line without its newline (valid until the next call), or NULL
/// at end of input. `*interrupted` is set to 1 when Ctrl-C ended the read.
const char *line_editor_read(line_editor *editor, const char *prompt, int *interrupted);

/// Adds a line to the history (consecutive duplicates are collapsed) and appends it to the history file.
void line_editor_remember(line_editor *editor, const char *line);

/// Saves the history file (capped at the history size) and closes the editor, restoring the terminal.
void line_editor_close(line_editor *editor);

/// Installs a SIGINT handler that only sets a flag (no SA_RESTART), so a blocking read returns on Ctrl-C.
void line_editor_install_interrupt_handler(void);
/// 1 when Ctrl-C was pressed since the last call; clears the flag.
int line_editor_take_interrupt(void);
#endif
