import CLineEditor

/// The interactive REPL's line editor: libedit through the CLineEditor wrapper, with Tab completion from a
/// ``REPLCompleter`` and an in-memory history that mirrors ``REPLHistory``.
final class REPLLineEditor {
  /// What one read produced.
  enum Input: Equatable {
    /// A line (without its newline).
    case line(String)
    /// End of input: Ctrl-D on an empty line.
    case end
    /// Ctrl-C; `hadText` tells whether a partly typed line was dropped.
    case interrupted(hadText: Bool)
    /// SIGTERM, SIGHUP or SIGQUIT (the signal's number) asked the program to end; the terminal is restored.
    case terminated(signal: Int32)
  }

  /// Holds the completer where the C callback can reach it.
  private final class CompletionContext {
    var completer: REPLCompleter
    init(_ completer: REPLCompleter) { self.completer = completer }
  }

  private var editor: OpaquePointer?
  private let context: CompletionContext

  /// Opens libedit on the terminal; nil when it cannot start.
  init?(completer: REPLCompleter, historySize: Int) {
    let context = CompletionContext(completer)
    let pointer = Unmanaged.passUnretained(context).toOpaque()
    guard let editor = line_editor_open("asyncplay", Int32(historySize), { context, before, out, capacity, from in
      guard let context, let before, let out, let from else { return 0 }
      let completer = Unmanaged<CompletionContext>.fromOpaque(context).takeUnretainedValue().completer
      let (candidates, replaceFrom) = completer.complete(String(cString: before))
      var text: [UInt8] = []
      var count: Int32 = 0
      for candidate in candidates where text.count + candidate.utf8.count + 1 < Int(capacity) {
        if !text.isEmpty { text.append(UInt8(ascii: "\n")) }
        text += candidate.utf8
        count += 1
      }
      text.append(0)
      text.withUnsafeBufferPointer { bytes in
        for index in bytes.indices { out[index] = CChar(bitPattern: bytes[index]) }
      }
      from.pointee = Int32(replaceFrom)
      return count
    }, pointer) else { return nil }
    self.editor = editor
    self.context = context
  }

  deinit { close() }

  /// Closes libedit, putting the terminal back as it was; later reads end at once.
  func close() {
    guard let editor else { return }
    line_editor_close(editor)
    self.editor = nil
  }

  /// Replaces the completer (when a scenario is opened, its parameters complete).
  func update(_ completer: REPLCompleter) { context.completer = completer }

  /// Shows `prompt` and reads a line.
  func read(prompt: String) -> Input {
    guard let editor else { return .end }
    var status: Int32 = 0
    let line = line_editor_read(editor, prompt, &status)
    switch line_editor_status(rawValue: UInt32(bitPattern: status)) {
    case LINE_EDITOR_LINE: return .line(line.map { String(cString: $0) } ?? "")
    case LINE_EDITOR_INTERRUPTED_EMPTY: return .interrupted(hadText: false)
    case LINE_EDITOR_INTERRUPTED_TEXT: return .interrupted(hadText: true)
    case LINE_EDITOR_TERMINATED: return .terminated(signal: line_editor_terminate_signal())
    default: return .end
    }
  }

  /// Makes Up and Down go through `entries` (oldest first).
  func setHistory(_ entries: [String]) {
    guard let editor else { return }
    line_editor_forget_all(editor)
    for entry in entries { line_editor_remember(editor, entry) }
  }
}
