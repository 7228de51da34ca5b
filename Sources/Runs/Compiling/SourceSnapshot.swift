/// The copy of a student's file that is compiled: exactly the text that was read (and hashed), so that a save while
/// the compiler runs cannot change what the program is, with a `#sourceLocation` line that makes the compiler's
/// messages, the debug information and so every runtime trap name the student's path and lines.
///
/// ```
/// #sourceLocation(file: "task-id.swift", line: 1)
/// // task-id — the student's first line
/// …
/// ```
///
/// The compiler's excerpts still show the copy's own lines (one more than the student's, and the directive on top):
/// ``renumber(_:directivePath:)`` puts them back to the student's numbers.
package enum SourceSnapshot {
  /// The directive's first characters, as an excerpt shows them.
  package static let directivePrefix = "#sourceLocation(file: \""
  /// The path the directive names for `file`: the path as the student gave it, with the characters a string literal
  /// would have to escape (`"`, `\`, control characters) replaced by `_` (the directive's literal takes no escapes).
  package static func directivePath(for file: String) -> String {
    String(String.UnicodeScalarView(file.unicodeScalars.map { scalar in
      scalar == "\"" || scalar == "\\" || scalar.properties.generalCategory == .control ? "_" : scalar
    }))
  }

  /// The text to compile for `text`, read from `file`. A first line starting with `#!` (a script's interpreter line,
  /// which is only allowed on a file's first line) becomes a comment of the same length. A `#sourceLocation` line of
  /// the student's own is left out (an empty line in its place): it would move the compiler's messages to a file
  /// and line that are not the student's, and the error would read as a compiler that failed to start.
  package static func text(_ text: String, file: String) -> String {
    let body = text.hasPrefix("#!") ? "//" + text.dropFirst(2) : text[...]
    return directivePrefix + directivePath(for: file) + "\", line: 1)\n" + withoutLocationDirectives(body)
  }

  /// `text` with every line that starts (after blanks) with `#sourceLocation` made empty, line ends kept.
  package static func withoutLocationDirectives(_ text: Substring) -> Substring {
    guard text.contains("#sourceLocation") else { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count)
    var rest = text
    while !rest.isEmpty {
      let end = rest.firstIndex(where: \.isNewline) ?? rest.endIndex
      let line = rest[..<end]
      if !line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("#sourceLocation") { out += line }
      if end < rest.endIndex {
        out.append(rest[end])
        rest = rest[rest.index(after: end)...]
      } else {
        rest = rest[end...]
      }
    }
    return out[...]
  }

  /// Compiler output with the excerpts of diagnostics in the copy (whose header names `directivePath`) renumbered to
  /// the student's lines: the directive line is dropped, every other number is one less, and the number column
  /// narrows when the largest number loses a digit (`10 |` → `9 |`). Colour sequences are kept.
  package static func renumber(_ output: String, directivePath: String) -> String {
    guard !output.isEmpty else { return output }
    var text = ""
    for block in DiagnosticBlocks.split(output) {
      guard block.header?.file == directivePath else {
        text += block.text
        continue
      }
      text += renumber(block: block.text)
    }
    return text
  }

  /// One diagnostic's text renumbered (its first line is the header).
  private static func renumber(block: String) -> String {
    var lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if block.hasSuffix("\n") { lines.removeLast() }
    guard lines.count > 1 else { return block }
    var widest = 0
    var renumbered: [(index: Int, number: Int)] = []
    var dropped: Set<Int> = []
    for index in lines.indices.dropFirst() {
      guard let (number, content) = excerptLine(lines[index]) else { continue }
      widest = max(widest, String(number).count)
      if number == 1 && content.hasPrefix(directivePrefix) {
        dropped.insert(index)
      } else {
        renumbered.append((index, number - 1))
      }
    }
    guard widest > 0 else { return block }
    let narrower = widest - (renumbered.map { String(max($0.number, 1)).count }.max() ?? widest)
    for (index, number) in renumbered {
      lines[index] = replacingNumber(in: lines[index], with: number)
    }
    var out = lines[0] + "\n"
    for index in lines.indices.dropFirst() where !dropped.contains(index) {
      var line = lines[index]
      if narrower > 0, isExcerptLine(line) { line = removingLeadingSpaces(narrower, from: line) }
      out += line + "\n"
    }
    return out
  }

  /// The parts of a line's start: colour sequences, spaces, colour sequences again, digits, and the rest (the
  /// compiler pads a number before its colour: ` \e[0;36m9 |`).
  private struct Start {
    package var color: Substring
    package var spaces: Int
    package var innerColor: Substring
    package var digits: Substring
    package var rest: Substring

    package init(_ line: String) {
      var cursor = line[...]
      func skipColor() -> Substring {
        let begin = cursor.startIndex
        while cursor.hasPrefix("\u{1B}["), let end = cursor.firstIndex(where: { $0.isLetter }) {
          cursor = cursor[cursor.index(after: end)...]
        }
        return line[begin..<cursor.startIndex]
      }
      color = skipColor()
      spaces = cursor.prefix { $0 == " " }.count
      cursor = cursor.dropFirst(spaces)
      innerColor = skipColor()
      digits = cursor.prefix { $0.isASCII && $0.isNumber }
      rest = cursor.dropFirst(digits.count)
    }

    package var text: String { String(color) + String(repeating: " ", count: spaces) + innerColor + digits + rest }
  }

  /// `  12 | text` (colour sequences around the number allowed): 12 and what follows the bar.
  private static func excerptLine(_ line: String) -> (Int, Substring)? {
    let plain = DiagnosticBlocks.stripColor(line[...])
    let trimmed = plain.drop { $0 == " " }
    let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, let number = Int(digits) else { return nil }
    let after = trimmed.dropFirst(digits.count)
    guard after.hasPrefix(" |") else { return nil }
    return (number, after.dropFirst(2).drop { $0 == " " })
  }

  /// Whether `line` belongs to an excerpt: a numbered line or a `  |` line under one.
  private static func isExcerptLine(_ line: String) -> Bool {
    if excerptLine(line) != nil { return true }
    let plain = DiagnosticBlocks.stripColor(line[...])
    return plain.drop { $0 == " " }.hasPrefix("|") && plain.hasPrefix(" ")
  }

  /// `line` with its line number replaced by `number`, right-aligned in the same width.
  private static func replacingNumber(in line: String, with number: Int) -> String {
    var start = Start(line)
    let written = String(number)
    start.spaces = max(start.spaces + start.digits.count - written.count, 0)
    start.digits = written[...]
    return start.text
  }

  /// `line` without `count` of its leading spaces (fewer if it has fewer).
  private static func removingLeadingSpaces(_ count: Int, from line: String) -> String {
    var start = Start(line)
    start.spaces -= min(count, start.spaces)
    return start.text
  }
}
