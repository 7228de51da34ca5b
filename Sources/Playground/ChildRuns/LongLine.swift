import Scenarios

/// A line too long to show whole (a print of 100 MB, a runaway stderr line): its start and its end are kept, and the
/// middle is replaced by a note saying how long the line is and how much of it is not shown.
enum LongLine {
  /// Lines up to this many UTF-8 bytes are shown whole.
  static let longest = 4_000
  /// How many characters of a longer line's start are shown.
  static let head = 2_000
  /// How many characters of its end are shown.
  static let tail = 500

  /// `line` itself, or its start, `… [a line of N bytes; M not shown] …` and its end.
  static func shortened(_ line: String, language: Language = .en) -> String {
    let bytes = line.utf8.count
    guard bytes > longest else { return line }
    let start = line.prefix(head)
    let end = line.suffix(tail)
    let hidden = bytes - start.utf8.count - end.utf8.count
    return start + language.pick(" … [这一行共 \(bytes) 字节；中间 \(hidden) 字节没有显示] … ",
                                 " … [a line of \(bytes) bytes; \(hidden) bytes of its middle not shown] … ") + end
  }
}
