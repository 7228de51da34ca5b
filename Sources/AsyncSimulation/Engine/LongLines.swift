/// A printed line too long to keep whole (a print of 100 MB would make a trace nobody can read, and take the run
/// seconds to record): its start and its end are kept, the middle is replaced by a note saying how long the line is
/// and how much of it is not shown. Every `print` event's text goes through it.
public enum LongLines {
  /// Lines up to this many UTF-8 bytes are kept whole.
  public static let longest = 4_000
  /// How many bytes of a longer line's start are kept (fewer, to end on a whole character).
  public static let head = 2_000
  /// How many bytes of its end are kept (fewer, to start on a whole character).
  public static let tail = 500

  /// `text` itself, or its start, ` … [a line of N bytes; M bytes of its middle not shown] … ` and its end.
  public static func shortened(_ text: String) -> String {
    guard text.utf8.count > longest else { return text }
    return shortened(bytes: Array(text.utf8)[...])
  }

  /// The text of a line given as UTF-8 bytes (invalid bytes replaced), shortened like ``shortened(_:)``.
  public static func shortened(bytes: ArraySlice<UInt8>) -> String {
    guard bytes.count > longest else { return String(decoding: bytes, as: UTF8.self) }
    return shortened(start: bytes[..<(bytes.startIndex + head)], end: bytes[(bytes.endIndex - tail)...],
                     length: bytes.count)
  }

  /// A line of `length` bytes known only by its first bytes (`start`, at least ``head`` of them unless the line is
  /// shorter) and its last (`end`, at least ``tail``), shortened like ``shortened(_:)``: for a reader that never
  /// held the whole line.
  public static func shortened(start: ArraySlice<UInt8>, end: ArraySlice<UInt8>, length: Int) -> String {
    guard length > longest else {
      return String(decoding: start[..<min(start.endIndex, start.startIndex + length)], as: UTF8.self)
    }
    var headEnd = start.startIndex + min(head, start.count)
    // Back to the start of a character: continuation bytes are 10xxxxxx.
    while headEnd > start.startIndex, headEnd < start.endIndex, start[headEnd] & 0xC0 == 0x80 { headEnd -= 1 }
    let tailBytes = end[max(end.startIndex, end.endIndex - tail)...]
    var tailStart = tailBytes.startIndex
    while tailStart < tailBytes.endIndex, tailBytes[tailStart] & 0xC0 == 0x80 { tailStart += 1 }
    let kept = (headEnd - start.startIndex) + (tailBytes.endIndex - tailStart)
    return String(decoding: start[..<headEnd], as: UTF8.self)
      + " … [a line of \(length) bytes; \(length - kept) bytes of its middle not shown] … "
      + String(decoding: tailBytes[tailStart...], as: UTF8.self)
  }
}
