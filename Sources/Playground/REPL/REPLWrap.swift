/// Breaks text into lines of at most a given number of terminal columns. A line may break after a space (the space
/// is dropped) or next to a wide character (Chinese text has no spaces and may break between any two characters);
/// a word longer than a line is cut.
enum REPLWrap {
  /// The lines of `text` (which holds no newlines), each at most `width` columns.
  static func lines(_ text: String, width: Int) -> [String] {
    let width = max(width, 10)
    var lines: [String] = []
    var line: [Character] = []
    // Where the line may be cut: the next line starts at `next`; this line keeps `line[..<keep]`.
    var cut: (keep: Int, next: Int)?
    func columns(_ characters: ArraySlice<Character>) -> Int {
      characters.reduce(0) { $0 + DisplayWidth.of($1) }
    }
    for character in text {
      let wide = DisplayWidth.of(character) == 2
      if let last = line.last, wide || DisplayWidth.of(last) == 2, last != " " {
        cut = (line.count, line.count)
      }
      if columns(line[...]) + DisplayWidth.of(character) > width && !line.isEmpty {
        let (keep, next) = cut ?? (line.count, line.count)
        lines.append(String(line[..<keep]))
        line = Array(line[next...])
        cut = nil
        if character == " " && line.isEmpty { continue }
      }
      line.append(character)
      if character == " " { cut = (line.count - 1, line.count) }
    }
    if !line.isEmpty || lines.isEmpty { lines.append(String(line)) }
    return lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }
}
