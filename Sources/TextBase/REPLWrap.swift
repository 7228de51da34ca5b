/// Breaks text into lines of at most a given number of terminal columns. A line may break after a space (the space
/// is dropped) or next to a wide character (Chinese text has no spaces and may break between most characters), but
/// never inside a word of narrow characters, never before closing punctuation (`，。：；）」` …) and never after
/// opening punctuation (`（「“` …), as Chinese typesetting requires (where no other break exists, closing punctuation
/// hangs one character past the edge); a word longer than a line is cut. A space inside ASCII double quotes is taken
/// only when the line has no other place to break, and so is a place next to a wide character there ("详情 1",
/// "📄 1"), so that quoted values stay whole where they can.
package enum REPLWrap {
  /// Characters a line must not start with.
  package static let noLineStart: Set<Character> = [
    "，", "。", "、", "：", "；", "！", "？", "）", "」", "』", "”", "’", "》", "〉", "】", "〕", "…", "—", "·",
    ",", ".", ":", ";", "!", "?", ")", "]", "}", "%",
  ]
  /// Characters a line must not end with.
  package static let noLineEnd: Set<Character> = ["（", "「", "『", "“", "‘", "《", "〈", "【", "〔", "(", "[", "{"]

  /// The lines of `text` (which holds no newlines), each at most `width` columns (the first at most `firstWidth`,
  /// when given: a line that starts after a label). Colour escape sequences take no room and are never split.
  package static func lines(_ text: String, width: Int, firstWidth: Int? = nil) -> [String] {
    let rest = max(width, 10)
    let first = max(firstWidth ?? width, 10)
    var lines: [String] = []
    var line: [Character] = []
    var used = 0
    // The last place the line may be cut: this line keeps `line[..<keep]`, the next starts at `line[next...]`. A
    // space or a wide character inside "…" (a value such as ["Detail 1", "📄 2"]) is a weak place, taken only when
    // there is no other.
    var cut: (keep: Int, next: Int)?
    var weak: (keep: Int, next: Int)?
    var quoted = false
    // The last character that takes room, and where it is in `line`.
    var last: (character: Character, index: Int)?
    var escape = DisplayWidth.EscapeState()
    func breakLine(keep: Int, next: Int) {
      lines.append(String(line[..<keep]))
      line = Array(line[next...])
      used = DisplayWidth.of(String(line))
      var state = DisplayWidth.EscapeState()
      last = nil
      for (index, character) in line.enumerated() where !state.consumes(character) { last = (character, index) }
      cut = nil
      weak = nil
    }
    for character in text {
      if escape.consumes(character) {
        line.append(character)
        continue
      }
      let size = DisplayWidth.of(character)
      // `.task` after a space is Swift, not a full stop: a line may start with it.
      if let last, !noLineStart.contains(character) || (character == "." && last.character == " ") {
        if last.character == " " && character != " " {
          // The next line starts right after the space, with any colour that follows it.
          if quoted { weak = (last.index, last.index + 1) } else { cut = (last.index, last.index + 1) }
        } else if last.character != " " && character != " "
                    && (size == 2 || DisplayWidth.of(last.character) == 2) && !noLineEnd.contains(last.character) {
          if quoted { weak = (line.count, line.count) } else { cut = (line.count, line.count) }
        }
      }
      while used + size > (lines.isEmpty ? first : rest) && used > 0 {
        if character == " " && !(quoted && cut != nil) {
          // Overflowing with a space: break right here and drop it.
          breakLine(keep: line.count, next: line.count)
          break
        }
        guard let (keep, next) = cut.flatMap({ $0.keep > 0 ? $0 : nil }) ?? weak.flatMap({ $0.keep > 0 ? $0 : nil })
        else {
          // No place to break: closing punctuation hangs past the edge rather than starting the next line.
          if noLineStart.contains(character) { break }
          breakLine(keep: line.count, next: line.count)
          continue
        }
        breakLine(keep: keep, next: next)
      }
      if character == " " && used == 0 && !lines.isEmpty { continue }
      if character == "\"" { quoted.toggle() }
      last = (character, line.count)
      line.append(character)
      used += size
    }
    if !line.isEmpty || lines.isEmpty { lines.append(String(line)) }
    return lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }
}

// Paragraphs with indents: what the help, the tables, the banner and the footers are made of.
extension REPLWrap {
  /// `text` (one paragraph) wrapped to `width` columns: the first line starts with `first`, the others with
  /// `indent` spaces (by default as many as `first` is wide, so continuation lines hang under the text). Every
  /// line ends in a newline and none ends in spaces.
  package static func hanging(_ text: String, first: String, indent: Int? = nil, width: Int) -> String {
    let lead = DisplayWidth.of(first)
    let hang = indent ?? lead
    var out = ""
    for (number, line) in lines(text, width: width - hang, firstWidth: width - lead).enumerated() {
      let start = number == 0 ? first : String(repeating: " ", count: hang)
      out += trailingSpacesDropped(start + line) + "\n"
    }
    return out
  }

  /// Every line of `text` (lines end in newlines) fitted to `width`: a line that is too wide is wrapped, its
  /// continuation lines indented like the line itself plus `extra` columns; lines that fit are kept as they are.
  package static func block(_ text: String, width: Int, extra: Int = 0) -> String {
    var out = ""
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    for line in lines {
      guard DisplayWidth.of(String(line)) > width else {
        out += line + "\n"
        continue
      }
      let spaces = line.prefix { $0 == " " }
      out += hanging(String(line.dropFirst(spaces.count)), first: String(spaces), indent: spaces.count + extra,
                     width: width)
    }
    return out
  }

  /// `parts` (moves, assignments: things not to be split) joined by `separator` into lines of at most `width`
  /// columns; a line that goes on ends in `lineEnd`. A part wider than a line is wrapped as text is.
  package static func packed(_ parts: [String], separator: String, lineEnd: String = "", width: Int) -> [String] {
    let (gap, end) = (DisplayWidth.of(separator), DisplayWidth.of(lineEnd))
    var lines: [String] = []
    var line = ""
    for (index, part) in parts.enumerated() {
      // Room for the end mark in case the next part has to go on the next line.
      let mark = index + 1 < parts.count ? end : 0
      if !line.isEmpty && DisplayWidth.of(line) + gap + DisplayWidth.of(part) + mark <= width {
        line += separator + part
        continue
      }
      if !line.isEmpty { lines.append(line + lineEnd) }
      let wrapped = Self.lines(part, width: width - mark)
      lines += wrapped.dropLast()
      line = wrapped.last ?? ""
    }
    return lines + [line]
  }

  private static func trailingSpacesDropped(_ line: String) -> String {
    String(line.reversed().drop { $0 == " " }.reversed())
  }
}
