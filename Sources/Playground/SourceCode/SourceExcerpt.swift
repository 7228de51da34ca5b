/// The parts of a Swift source file worth showing on their own: the regions a lesson is about
/// (`// MARK: lesson` … `// MARK: end`) and declarations found by name. Line numbers are 1-based, as in the file.
struct SourceExcerpt {
  /// The file's lines, without their line breaks.
  let lines: [Substring]

  /// The lines of `text` (a final line break does not start another line).
  init(_ text: String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    self.lines = lines
  }

  /// The marker that opens a lesson region (anything may follow it on the line, e.g. what the region shows).
  static let regionStart = "// MARK: lesson"
  /// The marker that closes one.
  static let regionEnd = "// MARK: end"

  /// The lines between each `// MARK: lesson` and the next `// MARK: end` (markers excluded), in order. A region
  /// left open runs to the end of the file.
  var lessonRegions: [ClosedRange<Int>] {
    var regions: [ClosedRange<Int>] = []
    var open: Int?
    for (index, line) in lines.enumerated() {
      let text = line.drop { $0 == " " }
      if text.hasPrefix(Self.regionStart) {
        open = index + 2
      } else if text.hasPrefix(Self.regionEnd), let start = open {
        if start <= index { regions.append(start...index) }
        open = nil
      }
    }
    if let start = open, start <= lines.count { regions.append(start...lines.count) }
    return regions
  }

  /// Lesson-region markers that do not pair up: a start inside a region or an end outside one (line numbers).
  var unpairedMarkers: [Int] {
    var problems: [Int] = []
    var inside = false
    for (index, line) in lines.enumerated() {
      let text = line.drop { $0 == " " }
      if text.hasPrefix(Self.regionStart) {
        if inside { problems.append(index + 1) }
        inside = true
      } else if text.hasPrefix(Self.regionEnd) {
        if !inside { problems.append(index + 1) }
        inside = false
      }
    }
    return problems
  }

  /// Words that introduce a declaration `code NAME` can show.
  static let declarationKeywords: Set<Substring> = ["func", "struct", "class", "enum", "actor", "protocol",
                                                    "extension", "typealias"]

  /// Words that may come before a declaration's keyword.
  static let modifiers: Set<Substring> = ["public", "private", "fileprivate", "internal", "package", "open", "static",
                                          "final", "nonisolated", "override", "mutating", "nonmutating", "indirect",
                                          "convenience", "required", "dynamic", "lazy", "consuming", "borrowing"]

  /// The name a line declares (a function or type, after attributes and modifiers), if it declares one.
  static func declaredName(on line: Substring) -> String? {
    var rest = line.drop { $0 == " " || $0 == "\t" }
    while let first = rest.first {
      if first == "@" {
        // An attribute, possibly with arguments: @MainActor, @concurrent, @available(iOS 17, *).
        rest = rest.drop { $0 != " " && $0 != "(" }
        if rest.first == "(", let close = rest.firstIndex(of: ")") { rest = rest[rest.index(after: close)...] }
        rest = rest.drop { $0 == " " }
        continue
      }
      let word = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if modifiers.contains(word) {
        rest = rest.dropFirst(word.count)
        if rest.first == "(", let close = rest.firstIndex(of: ")") { rest = rest[rest.index(after: close)...] }
        rest = rest.drop { $0 == " " }
        continue
      }
      guard declarationKeywords.contains(word) else { return nil }
      rest = rest.dropFirst(word.count).drop { $0 == " " }
      let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
      return name.isEmpty ? nil : String(name)
    }
    return nil
  }

  /// Every function and type the file declares, in order (names may repeat: overloads, members of several types).
  var declaredNames: [String] { lines.compactMap { Self.declaredName(on: $0) } }

  /// The declarations called `name`: a plain name (`search`, `SearchServer`) anywhere in the file, or
  /// `Type.member` for a member inside that type's body. Each range runs from the declaration's doc comment and
  /// attributes to its closing brace.
  func declarations(named name: String) -> [ClosedRange<Int>] {
    let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
    if parts.count == 2 {
      return declarations(named: parts[0]).flatMap { outer in
        declarations(named: parts[1], within: outer).filter { $0 != outer }
      }
    }
    return declarations(named: name, within: 1...max(lines.count, 1))
  }

  private func declarations(named name: String, within range: ClosedRange<Int>) -> [ClosedRange<Int>] {
    guard !lines.isEmpty else { return [] }
    var found: [ClosedRange<Int>] = []
    var index = range.lowerBound
    while index <= min(range.upperBound, lines.count) {
      if Self.declaredName(on: lines[index - 1]) == name {
        let end = endOfDeclaration(startingAt: index)
        found.append(startOfDeclaration(at: index)...end)
        index = end + 1
      } else {
        index += 1
      }
    }
    return found
  }

  /// The first line of the declaration on line `line`: doc comments and attribute lines directly above belong to it.
  private func startOfDeclaration(at line: Int) -> Int {
    var start = line
    while start > 1 {
      let above = lines[start - 2].drop { $0 == " " }
      guard above.hasPrefix("///") || (above.hasPrefix("@") && Self.declaredName(on: above) == nil) else { break }
      start -= 1
    }
    return start
  }

  /// The line holding the closing brace of the declaration that starts on `line` (the line itself for one without a
  /// body, e.g. a protocol requirement). Braces inside strings and comments do not count.
  private func endOfDeclaration(startingAt line: Int) -> Int {
    var scanner = BraceScanner()
    for index in line...lines.count {
      scanner.scan(lines[index - 1])
      if scanner.opened && scanner.depth <= 0 { return index }
      if !scanner.opened && !scanner.inMultilineConstruct && scanner.parentheses <= 0 {
        // A signature without a body ends here unless the next line goes on with it.
        let next = index < lines.count ? lines[index].drop { $0 == " " } : ""
        let continues = ["{", "->", "throws", "async", "where", ")", "rethrows"].contains { next.hasPrefix($0) }
        if !continues { return index }
      }
    }
    return lines.count
  }
}

/// Counts braces and parentheses through Swift text line by line, skipping string literals (plain, raw and
/// multi-line) and comments, so `code NAME` finds where a declaration ends.
struct BraceScanner {
  /// Open braces minus closed ones so far.
  private(set) var depth = 0
  /// Open parentheses minus closed ones so far.
  private(set) var parentheses = 0
  /// Whether a brace has been opened yet.
  private(set) var opened = false
  /// Inside a `/* … */` comment.
  private var inBlockComment = false
  /// Inside a `"""` literal, with its number of `#`s.
  private var multilineHashes: Int?

  /// Whether the scan stopped inside a block comment or a multi-line string.
  var inMultilineConstruct: Bool { inBlockComment || multilineHashes != nil }

  /// Scans one line.
  mutating func scan(_ line: Substring) {
    let characters = Array(line)
    var i = 0
    func starts(_ text: String, at position: Int) -> Bool {
      let pattern = Array(text)
      guard position + pattern.count <= characters.count else { return false }
      return Array(characters[position..<position + pattern.count]) == pattern
    }
    while i < characters.count {
      if inBlockComment {
        if starts("*/", at: i) { inBlockComment = false; i += 2 } else { i += 1 }
        continue
      }
      if let hashes = multilineHashes {
        if starts("\"\"\"" + String(repeating: "#", count: hashes), at: i) {
          multilineHashes = nil
          i += 3 + hashes
        } else {
          i += 1
        }
        continue
      }
      if starts("//", at: i) { return }
      if starts("/*", at: i) { inBlockComment = true; i += 2; continue }
      // A string literal, raw or not: count the #s, then the quotes.
      var hashes = 0
      while i + hashes < characters.count, characters[i + hashes] == "#" { hashes += 1 }
      if i + hashes < characters.count, characters[i + hashes] == "\"" {
        let start = i + hashes
        if starts("\"\"\"", at: start) {
          multilineHashes = hashes
          i = start + 3
          continue
        }
        i = endOfString(characters, from: start + 1, hashes: hashes)
        continue
      }
      switch characters[i] {
      case "{": depth += 1; opened = true
      case "}": depth -= 1
      case "(": parentheses += 1
      case ")": parentheses -= 1
      default: break
      }
      i += 1
    }
  }

  /// The position after the closing quote of a one-line string whose text starts at `position`. Interpolations
  /// `\(…)` may hold strings of their own.
  private func endOfString(_ characters: [Character], from position: Int, hashes: Int) -> Int {
    var i = position
    let escape = "\\" + String(repeating: "#", count: hashes)
    while i < characters.count {
      if characters[i] == "\"" {
        let closing = (0..<hashes).allSatisfy { i + 1 + $0 < characters.count && characters[i + 1 + $0] == "#" }
        if closing { return i + 1 + hashes }
      }
      if String(characters[i..<min(characters.count, i + escape.count)]) == escape {
        let after = i + escape.count
        if after < characters.count, characters[after] == "(" {
          // An interpolation: skip to its matching parenthesis, strings inside included.
          var level = 0, j = after
          while j < characters.count {
            if characters[j] == "\"" { j = endOfString(characters, from: j + 1, hashes: 0); continue }
            if characters[j] == "(" { level += 1 }
            if characters[j] == ")" { level -= 1; if level == 0 { break } }
            j += 1
          }
          i = j + 1
        } else {
          i = after + 1
        }
        continue
      }
      i += 1
    }
    return characters.count
  }
}
