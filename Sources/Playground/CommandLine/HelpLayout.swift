import TextBase

/// Help text fitted to the terminal. A paragraph with a line wider than `width` columns is joined and broken again
/// where ``REPLWrap`` may break it, its continuation lines hanging under where its text starts: under the
/// description of a row (`  --json   the trace as …`, `  asyncplay lessons   the lessons …`: two or more spaces
/// after the option or command), after `usage: `, or under its own indentation. A paragraph is a line and the lines
/// after it indented to that column that are not rows of their own (a description continued, prose continued;
/// at the margin, prose lines until a blank line or a heading); text that fits is left as it is.
enum HelpLayout {
  /// `text` with every line at most `width` columns (a single word wider than that is cut by ``REPLWrap``).
  static func fitted(_ text: String, width: Int) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var out: [String] = []
    var index = 0
    while index < lines.count {
      let first = lines[index]
      let hang = hangingIndent(of: first)
      var end = index + 1
      while end < lines.count, continues(lines[end], hang: hang) || continuesProse(lines[end], after: lines[end - 1]) {
        end += 1
      }
      let paragraph = lines[index..<end]
      index = end
      guard paragraph.contains(where: { DisplayWidth.of($0) > width }) else {
        out += paragraph
        continue
      }
      let indent = String(first.prefix { $0 == " " })
      // Lines are joined with a space, but Chinese text (a wide character on either side) takes none.
      let joined = paragraph.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
        .reduce(String(first.dropFirst(indent.count))) { text, next in
          guard let last = text.last, let start = next.first else { return text + next }
          return text + (DisplayWidth.of(last) == 2 || DisplayWidth.of(start) == 2 ? "" : " ") + next
        }
      let hanging = min(hang, width / 2)
      let pieces = REPLWrap.lines(joined, width: width - hanging, firstWidth: width - indent.count)
      for (number, piece) in pieces.enumerated() {
        out.append((number == 0 ? indent : String(repeating: " ", count: hanging)) + piece)
      }
    }
    return out.joined(separator: "\n")
  }

  /// Whether `line` continues the paragraph whose text starts at column `hang`: it is indented exactly so, and is
  /// not an option of its own.
  static func continues(_ line: String, hang: Int) -> Bool {
    let indent = line.prefix { $0 == " " }.count
    return hang > 0 && indent == hang && indent < line.count && !line.dropFirst(indent).hasPrefix("-")
      && hangingIndent(of: line) == indent
  }

  /// Whether `line` goes on with prose at the margin: both it and the line before start there, neither is empty
  /// or a heading (`Commands (…):`) or a usage line.
  static func continuesProse(_ line: String, after previous: String) -> Bool {
    func prose(_ text: String) -> Bool {
      !text.isEmpty && !text.hasPrefix(" ") && !text.hasSuffix(":") && !text.hasSuffix("：")
        && !text.hasPrefix("usage: ")
    }
    return prose(line) && prose(previous)
  }

  /// Where a line's text starts: after a row's option or command and the two or more spaces that follow it, after
  /// `usage: `, else after its indentation.
  static func hangingIndent(of line: String) -> Int {
    if line.hasPrefix("usage: ") { return "usage: ".count }
    let characters = Array(line)
    let indent = characters.prefix { $0 == " " }.count
    guard indent > 0, indent < characters.count else { return indent }
    var index = indent
    while index + 1 < characters.count {
      if characters[index] == " " && characters[index + 1] == " " {
        var end = index
        while end < characters.count && characters[end] == " " { end += 1 }
        return end < characters.count ? DisplayWidth.of(String(characters[..<end])) : indent
      }
      index += 1
    }
    return indent
  }
}
