
/// Fits a numbered code listing (`code`) to the terminal: a line that fits is shown as it is; a comment paragraph
/// (consecutive comment lines of one indent) with a line too wide is re-flowed as one paragraph onto comment lines of
/// the same indent, numbered by its first line, the others under an empty gutter; a line of code is continued at a space onto lines
/// marked `↪` in the gutter and indented four columns past the line's own indent, so that a continuation never
/// reads like a line of its own. Breaks are taken as ``REPLWrap`` takes them: at spaces (a space inside a string
/// literal only when there is no other) and next to wide characters; a word longer than the room is cut.
///
/// ```text
///  16        state = .failed(String(localized:
///   ↪            "Check your connection and try again."))
///  17      // A comment that is too long for the terminal goes on under
///          // the same indent, its next line's words re-flowed with it.
///  19      state = .loading
/// ```
package struct CodeListingFit {
  /// The terminal's width.
  package var columns: Int
  /// The width of the line numbers.
  package var gutter: Int

  /// A fit for a terminal `columns` wide, with line numbers `gutter` wide.
  package init(columns: Int, gutter: Int) {
    self.columns = columns
    self.gutter = gutter
  }

  /// The marker of a continued line of code, in the gutter.
  package static let continuation = "↪"

  /// The columns after the gutter and its two spaces.
  private var room: Int { max(columns - gutter - 2, 20) }

  /// `text` as `// ` comment lines the listing's full width (the file's name, the listing's note).
  package func comment(_ text: String) -> [String] {
    REPLWrap.lines(text, width: max(columns - 3, 20)).map { "// " + $0 }
  }

  /// The listing of `lines`, the first numbered `firstNumber`, as (gutter, code) pairs.
  package func lines(_ lines: [String], firstNumber: Int) -> [(gutter: String, code: String)] {
    var out: [(gutter: String, code: String)] = []
    var index = 0
    while index < lines.count {
      let paragraph = commentParagraph(in: lines, at: index)
      if paragraph.count > 1, paragraph.contains(where: { DisplayWidth.of(lines[$0]) > room }) {
        out += reflowed(paragraph.map { lines[$0] }, number: firstNumber + index)
        index = paragraph.upperBound
      } else {
        out += numbered(lines[index], number: firstNumber + index)
        index += 1
      }
    }
    return out
  }

  /// The comment lines from `start` on that share its indent and marker and hold words (an empty `//` ends a
  /// paragraph); empty when `lines[start]` is not such a comment.
  private func commentParagraph(in lines: [String], at start: Int) -> Range<Int> {
    guard let (indent, marker, _) = Self.comment(lines[start]) else { return start..<start }
    var end = start
    while end < lines.count, let (otherIndent, otherMarker, words) = Self.comment(lines[end]),
          otherIndent == indent, otherMarker == marker, !words.isEmpty {
      end += 1
    }
    return start..<end
  }

  /// A comment paragraph's words as one paragraph under its indent and marker, numbered by its first line.
  private func reflowed(_ lines: [String], number: Int) -> [(gutter: String, code: String)] {
    guard let (indent, marker, _) = Self.comment(lines[0]) else { return [] }
    // Chinese lines join without a space, as Chinese text has none between words.
    let words = lines.compactMap { Self.comment($0)?.words }.reduce("") { text, next in
      guard let last = text.last, let first = next.first else { return text + next }
      return text + (DisplayWidth.of(last) == 2 && DisplayWidth.of(first) == 2 ? "" : " ") + next
    }
    let lead = indent + marker + " "
    let label = String(number)
    let numberGutter = String(repeating: " ", count: max(gutter - label.count, 0)) + label
    let blank = String(repeating: " ", count: gutter)
    return REPLWrap.lines(words, width: max(room - DisplayWidth.of(lead), 10)).enumerated().map {
      ($0.offset == 0 ? numberGutter : blank, lead + $0.element)
    }
  }

  /// The indent, marker (`//` or `///`) and words of a comment line; nil for any other line.
  private static func comment(_ line: String) -> (indent: String, marker: String, words: String)? {
    let indent = String(line.prefix { $0 == " " })
    let body = String(line.dropFirst(indent.count))
    guard let marker = commentMarker(body) else { return nil }
    return (indent, marker, String(body.dropFirst(marker.count).drop { $0 == " " }))
  }

  /// The line `number` of the listing as (gutter, code) pairs: one when it fits, more when it is continued.
  package func numbered(_ line: String, number: Int) -> [(gutter: String, code: String)] {
    let label = String(number)
    let numberGutter = String(repeating: " ", count: max(gutter - label.count, 0)) + label
    guard DisplayWidth.of(line) > room else { return [(numberGutter, line)] }
    let indent = String(line.prefix { $0 == " " })
    let body = String(line.dropFirst(indent.count))
    if let marker = Self.commentMarker(body) {
      // A comment line: its words re-flowed under the same indent and marker.
      let lead = indent + marker + " "
      let words = String(body.dropFirst(marker.count).drop { $0 == " " })
      let lines = REPLWrap.lines(words, width: max(room - DisplayWidth.of(lead), 10))
      let blank = String(repeating: " ", count: gutter)
      return lines.enumerated().map { ($0.offset == 0 ? numberGutter : blank, lead + $0.element) }
    }
    let hang = indent + "    "
    let lines = REPLWrap.lines(body, width: max(room - DisplayWidth.of(hang), 10),
                               firstWidth: max(room - DisplayWidth.of(indent), 10))
    let marker = String(repeating: " ", count: max(gutter - 1, 0)) + Self.continuation
    return lines.enumerated().map { $0.offset == 0 ? (numberGutter, indent + $0.element) : (marker, hang + $0.element) }
  }

  /// `///` or `//` when `text` (without its indent) is a comment line, else nil.
  private static func commentMarker(_ text: String) -> String? {
    if text.hasPrefix("///") { return "///" }
    if text.hasPrefix("//") { return "//" }
    return nil
  }
}
