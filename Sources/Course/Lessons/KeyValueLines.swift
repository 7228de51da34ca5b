import TextBase

/// The `key: value` lines of lesson and exercise files: a value continues on lines indented by two spaces (kept as
/// separate lines), `#` lines are comments, blank lines are ignored, line ends may be `\n` or `\r\n`, a byte-order
/// mark is dropped, and a line holding a control character (other than the tab) is refused.
/// ```
/// id: task-id
/// zh: 第一行
///   第二行
/// ```
package struct KeyValueLines {
  /// One key and its value, with the line it starts on.
  package struct Entry {
    /// The key, without surrounding spaces.
    package var key: String
    /// The value (continuation lines joined with `\n`).
    package var value: String
    /// The 1-based line of the key.
    package var line: Int
  }

  /// The entries of `text`, read from `file` (what the file is, for the control-character message, in Chinese and
  /// English, e.g. `("课程文件", "a lesson")`).
  package static func read(_ text: String, file: String, kind: (zh: String, en: String)) throws(LessonFileError) -> [Entry] {
    func fail(_ line: Int, _ zh: String, _ en: String) -> LessonFileError {
      LessonFileError(file: file, line: line, zh: zh, en: en)
    }
    var entries: [Entry] = []
    let body = text.hasPrefix("\u{FEFF}") ? text.dropFirst() : Substring(text)
    for (offset, content) in TextLines.split(body).enumerated() {
      let line = offset + 1
      if let code = ControlCharacters.first(in: content) {
        throw fail(line, "这一行含有控制字符 \(code)；\(kind.zh)是纯文本（可以用制表符）",
                   "the line holds the control character \(code); \(kind.en) is plain text (tabs are fine)")
      }
      if content.allSatisfy({ $0 == " " || $0 == "\t" }) || content.hasPrefix("#") { continue }
      if content.hasPrefix("  ") {
        guard !entries.isEmpty else {
          throw fail(line, "缩进的行接续一个值，但它前面没有键", "an indented line continues a value, but no key came before")
        }
        entries[entries.count - 1].value += "\n" + content.dropFirst(2)
        continue
      }
      guard let colon = content.firstIndex(of: ":") else {
        throw fail(line, "应是 \"key: value\"（或缩进两个空格、接续一个值的行）",
                   "expected \"key: value\" (or a line indented by two spaces that continues a value)")
      }
      let key = String(content[..<colon]).trimmingWhitespace
      var value = String(content[content.index(after: colon)...])
      if value.hasPrefix(" ") { value.removeFirst() }
      entries.append(Entry(key: key, value: value, line: line))
    }
    return entries
  }
}

extension String {
  /// Without leading and trailing spaces and tabs.
  fileprivate var trimmingWhitespace: String {
    var s = Substring(self)
    while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
    while let c = s.last, c == " " || c == "\t" { s.removeLast() }
    return String(s)
  }
}
