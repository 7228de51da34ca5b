/// Breaks text into lines of at most a given number of terminal columns. A line may break after a space (the space
/// is dropped) or next to a wide character (Chinese text has no spaces and may break between most characters), but
/// never inside a word of narrow characters, never before closing punctuation (`，。：；）」` …) and never after
/// opening punctuation (`（「“` …), as Chinese typesetting requires (where no other break exists, closing punctuation
/// hangs one character past the edge); a word longer than a line is cut.
enum REPLWrap {
  /// Characters a line must not start with.
  static let noLineStart: Set<Character> = [
    "，", "。", "、", "：", "；", "！", "？", "）", "」", "』", "”", "’", "》", "〉", "】", "〕", "…", "—", "·",
    ",", ".", ":", ";", "!", "?", ")", "]", "}", "%",
  ]
  /// Characters a line must not end with.
  static let noLineEnd: Set<Character> = ["（", "「", "『", "“", "‘", "《", "〈", "【", "〔", "(", "[", "{"]

  /// The lines of `text` (which holds no newlines), each at most `width` columns.
  static func lines(_ text: String, width: Int) -> [String] {
    let width = max(width, 10)
    var lines: [String] = []
    var line: [Character] = []
    var used = 0
    // The last place the line may be cut: this line keeps `line[..<keep]`, the next starts at `line[next...]`.
    var cut: (keep: Int, next: Int)?
    for character in text {
      let size = DisplayWidth.of(character)
      if let last = line.last, !noLineStart.contains(character) {
        if last == " " && character != " " {
          cut = (line.count - 1, line.count)
        } else if last != " " && character != " " && (size == 2 || DisplayWidth.of(last) == 2)
                    && !noLineEnd.contains(last) {
          cut = (line.count, line.count)
        }
      }
      while used + size > width && !line.isEmpty {
        if character == " " {
          // Overflowing with a space: break right here and drop it.
          lines.append(String(line))
          line = []
          used = 0
          cut = nil
          break
        }
        guard let (keep, next) = cut.flatMap({ $0.keep > 0 ? $0 : nil }) else {
          // No place to break: closing punctuation hangs past the edge rather than starting the next line.
          if noLineStart.contains(character) { break }
          lines.append(String(line))
          line = []
          used = 0
          continue
        }
        lines.append(String(line[..<keep]))
        line = Array(line[next...])
        used = line.reduce(0) { $0 + DisplayWidth.of($1) }
        cut = nil
      }
      if character == " " && line.isEmpty && !lines.isEmpty { continue }
      line.append(character)
      used += size
    }
    if !line.isEmpty || lines.isEmpty { lines.append(String(line)) }
    return lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }
}
