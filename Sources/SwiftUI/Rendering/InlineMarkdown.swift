// Mirrors: nothing of Apple's: the inline Markdown reader behind `AttributedString(markdown:)` and `Text("**key**")`
// SDK: iOS 26 SDK
// Status: internal
import Foundation

/// Reads Markdown's inline syntax — `*emphasis*`, `**strong**` (and the `_` forms), `~~strikethrough~~`,
/// `` `code` ``, `[links](https://…)`, Apple's extended attributes `^[text](key: value)` and backslash escapes — into
/// the text a reader sees, the links in it and the extended attributes written over it.
///
/// Apple renders inline Markdown in a `Text` made from a `LocalizedStringKey` and parses it in
/// `AttributedString(markdown:)` (developer.apple.com/documentation/swiftui/text: "Text("**Bold**")…"; Foundation
/// on Linux declares no Markdown parser, so the module has this one). The text screen shows no styles, so what
/// matters is the text without the markup and where each link points. A delimiter that opens nothing (`5 * 3`,
/// `snake_case`) stays as it is, as in CommonMark: an opener is followed by a non-space, a closer preceded by one,
/// and `_` does not open or close inside a word.
struct InlineMarkdown {
  /// A stretch of the text, the link it is part of and the extended attributes written over it.
  struct Run: Equatable {
    var text: String
    var link: URL?
    /// What the parentheses of each `^[…](…)` around the text hold (a JSON5 object without its braces), the
    /// outermost first.
    var attributes: [String] = []
  }

  private let characters: [Character]
  private let baseURL: URL?

  private init(_ source: String, baseURL: URL?) {
    characters = Array(source)
    self.baseURL = baseURL
  }

  /// The runs of `source`, the markup removed, neighbouring runs with the same link and attributes joined.
  static func runs(of source: String, baseURL: URL? = nil) -> [Run] {
    let reader = InlineMarkdown(source, baseURL: baseURL)
    var runs: [Run] = []
    for run in reader.parse(0..<reader.characters.count, link: nil, attributes: []) where !run.text.isEmpty {
      if let last = runs.last, last.link == run.link, last.attributes == run.attributes {
        runs[runs.count - 1].text += run.text
      } else {
        runs.append(run)
      }
    }
    return runs
  }

  /// The text of `source` without its inline markup.
  static func plainText(of source: String) -> String {
    // Most keys have no markup at all: skip the reading.
    guard source.contains(where: { "*_~`[\\^".contains($0) }) else { return source }
    return runs(of: source).map(\.text).joined()
  }

  private func parse(_ range: Range<Int>, link: URL?, attributes: [String]) -> [Run] {
    var runs: [Run] = []
    var plain = ""
    var index = range.lowerBound
    func flush() {
      if !plain.isEmpty { runs.append(Run(text: plain, link: link, attributes: attributes)) }
      plain = ""
    }
    while index < range.upperBound {
      let character = characters[index]
      if character == "\\", index + 1 < range.upperBound, characters[index + 1].isPunctuation
        || characters[index + 1].isSymbol {
        plain.append(characters[index + 1])
        index += 2
        continue
      }
      if character == "`", let end = codeSpanEnd(from: index, in: range) {
        let ticks = backtickCount(at: index)
        plain += String(characters[(index + ticks)..<(end - ticks)])
        index = end
        continue
      }
      // `^[text](attribute: value)`: Apple's extended attributes (inflection, custom keys) style the text; it stays,
      // and the run keeps what the parentheses hold for `AttributedString(markdown:including:)` to decode.
      if character == "^", index + 1 < range.upperBound, characters[index + 1] == "[",
         let (textRange, _, end) = linkParts(from: index + 1, in: range) {
        flush()
        let written = String(characters[(textRange.upperBound + 2)..<(end - 1)])
        runs += parse(textRange, link: link, attributes: attributes + [written])
        index = end
        continue
      }
      if character == "[", let (textRange, destination, end) = linkParts(from: index, in: range) {
        flush()
        runs += parse(textRange, link: destination ?? link, attributes: attributes)
        index = end
        continue
      }
      if "*_~".contains(character), let (inner, end) = emphasis(from: index, in: range) {
        flush()
        runs += parse(inner, link: link, attributes: attributes)
        index = end
        continue
      }
      plain.append(character)
      index += 1
    }
    flush()
    return runs
  }

  private func backtickCount(at index: Int) -> Int {
    var count = 0
    while index + count < characters.count, characters[index + count] == "`" { count += 1 }
    return count
  }

  /// Where a code span that opens at `start` ends (after its closing backticks), if it closes.
  private func codeSpanEnd(from start: Int, in range: Range<Int>) -> Int? {
    let ticks = backtickCount(at: start)
    var index = start + ticks
    while index < range.upperBound {
      if characters[index] == "`" {
        let run = backtickCount(at: index)
        if run == ticks { return index + run }
        index += run
      } else {
        index += 1
      }
    }
    return nil
  }

  /// `[text](destination)` at `start`: the text's range, the destination (resolved against the base URL) and where
  /// the link ends.
  private func linkParts(from start: Int, in range: Range<Int>) -> (Range<Int>, URL?, Int)? {
    var depth = 0
    var index = start
    var close: Int?
    while index < range.upperBound {
      switch characters[index] {
      case "\\": index += 1
      case "[": depth += 1
      case "]":
        depth -= 1
        if depth == 0 { close = index }
      default: break
      }
      if close != nil { break }
      index += 1
    }
    guard let close, close + 1 < range.upperBound, characters[close + 1] == "(" else { return nil }
    guard let end = characters[(close + 2)..<range.upperBound].firstIndex(of: ")") else { return nil }
    var destination = String(characters[(close + 2)..<end]).trimmingCharacters(in: .whitespaces)
    // `[a](url "title")`: the title is not part of the address.
    if let space = destination.firstIndex(of: " ") { destination = String(destination[..<space]) }
    if destination.hasPrefix("<"), destination.hasSuffix(">") { destination = String(destination.dropFirst().dropLast()) }
    return ((start + 1)..<close, URL(string: destination, relativeTo: baseURL), end + 1)
  }

  /// An emphasis, strong emphasis or strikethrough that opens at `start`: the range inside it and where it ends.
  private func emphasis(from start: Int, in range: Range<Int>) -> (Range<Int>, Int)? {
    let marker = characters[start]
    var width = 0
    while start + width < range.upperBound, characters[start + width] == marker { width += 1 }
    if marker == "~" { guard width == 2 else { return nil } } else { width = min(width, 2) }
    let afterOpener = start + width
    guard afterOpener < range.upperBound, !characters[afterOpener].isWhitespace else { return nil }
    if marker == "_", start > range.lowerBound, isWordCharacter(characters[start - 1]) { return nil }
    var index = afterOpener + 1
    while index + width <= range.upperBound {
      if characters[index] == "`", let end = codeSpanEnd(from: index, in: range) {
        index = end
        continue
      }
      if characters[index] == "\\" {
        index += 2
        continue
      }
      let closes = (0..<width).allSatisfy { characters[index + $0] == marker }
        && !characters[index - 1].isWhitespace
        && (marker != "_" || index + width >= range.upperBound || !isWordCharacter(characters[index + width]))
      if closes { return (afterOpener..<index, index + width) }
      index += 1
    }
    return nil
  }

  private func isWordCharacter(_ character: Character) -> Bool { character.isLetter || character.isNumber }
}
