// Mirrors: nothing of Apple's: the block reader behind `AttributedString(markdown:)`'s `.full` syntax
// SDK: iOS 26 SDK
// Status: internal

/// Splits Markdown into its blocks and takes off their markers: paragraphs (ended by a blank line), ATX headings
/// (`# Title`), list items (`- `, `* `, `+ `, `1. `), quotes (`> `) and fenced code blocks (```` ``` ````, `~~~`),
/// whose lines are kept as written. A paragraph's lines are joined by a space.
enum MarkdownBlocks {
  /// One block's text: inline Markdown still to be read, or code taken literally.
  enum Block: Equatable {
    case inline(String)
    case code(String)
  }

  static func blocks(of markdown: String) -> [Block] {
    var blocks: [Block] = []
    var paragraph: [String] = []
    var fence: (marker: String, lines: [String])?
    func endParagraph() {
      if !paragraph.isEmpty { blocks.append(.inline(paragraph.joined(separator: " "))) }
      paragraph = []
    }
    for rawLine in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = String(rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine)
      let trimmed = line.trimmingLeadingSpaces()
      if var open = fence {
        if trimmed.hasPrefix(open.marker) {
          blocks.append(.code(open.lines.joined(separator: "\n")))
          fence = nil
        } else {
          open.lines.append(line)
          fence = open
        }
        continue
      }
      if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
        endParagraph()
        fence = (String(trimmed.prefix(3)), [])
        continue
      }
      if trimmed.isEmpty {
        endParagraph()
        continue
      }
      if let heading = headingText(trimmed) {
        endParagraph()
        blocks.append(.inline(heading))
        continue
      }
      if let item = listItemText(trimmed) {
        endParagraph()
        paragraph = [item]
        continue
      }
      if trimmed.hasPrefix(">") {
        paragraph.append(String(trimmed.dropFirst()).trimmingLeadingSpaces())
        continue
      }
      paragraph.append(trimmed)
    }
    // A fence never closed runs to the end of the text, as in CommonMark.
    if let open = fence { blocks.append(.code(open.lines.joined(separator: "\n"))) }
    endParagraph()
    return blocks
  }

  /// `## Title` → `Title` (one to six `#`, then a space; closing `#`s dropped).
  private static func headingText(_ line: String) -> String? {
    let hashes = line.prefix { $0 == "#" }.count
    guard (1...6).contains(hashes) else { return nil }
    let rest = line.dropFirst(hashes)
    guard rest.isEmpty || rest.first == " " else { return nil }
    var text = String(rest).trimmingLeadingSpaces()
    while text.hasSuffix("#") || text.hasSuffix(" ") { text.removeLast() }
    return text
  }

  /// `- item`, `* item`, `+ item`, `1. item`, `2) item` → `item`.
  private static func listItemText(_ line: String) -> String? {
    if let first = line.first, "-*+".contains(first), line.dropFirst().first == " " {
      return String(line.dropFirst(2)).trimmingLeadingSpaces()
    }
    let digits = line.prefix { $0.isASCII && $0.isNumber }.count
    guard (1...9).contains(digits) else { return nil }
    let rest = line.dropFirst(digits)
    guard let mark = rest.first, mark == "." || mark == ")", rest.dropFirst().first == " " else { return nil }
    return String(rest.dropFirst(2)).trimmingLeadingSpaces()
  }

  /// Runs of whitespace, line breaks included, as one space (`.inlineOnly`).
  static func collapsingWhitespace(_ text: String) -> String {
    text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
  }
}

extension String {
  fileprivate func trimmingLeadingSpaces() -> String { String(drop { $0 == " " || $0 == "\t" }) }
}
