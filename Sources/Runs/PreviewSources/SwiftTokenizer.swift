/// A Swift source cut into the tokens ``SwiftSourceOutline`` reads, with comments and the insides of string
/// literals left out, so that braces, keywords and `#Preview` inside them are never taken for code.
///
/// It is not a full lexer: numbers and operators are kept only as far as the outline needs them (an operator is a run
/// of operator characters), and a bare regex literal `/…/` is read as operators; an extended one `#/…/#` is skipped.
package struct SwiftTokenizer {
  /// One token.
  package struct Token: Sendable, Equatable {
    /// What kind of token.
    package enum Kind: Sendable, Equatable {
      /// An identifier or a keyword (`struct`, `await`; a `` `quoted` `` identifier without its backticks).
      case word
      /// `@` and an identifier: an attribute (`@State`, `@MainActor`).
      case attribute
      /// `#` and an identifier: a directive or a macro (`#Preview`, `#if`).
      case pound
      /// One of `{ } ( ) [ ] , : ; .`.
      case punctuation
      /// A run of operator characters (`=`, `->`, `?`, `&&`).
      case symbol
      /// A string literal (its text is the literal's contents when it has no interpolation, else empty).
      case string
      /// A number.
      case number
    }

    /// The kind.
    package var kind: Kind
    /// The text: the word without backticks, the attribute or directive without `@`/`#`, the punctuation or operator.
    package var text: String
    /// 1-based line of its first character.
    package var line: Int
    /// Whether a line break (or the start of the file) comes before it, comments and spaces aside.
    package var startsLine: Bool
    /// Where it starts: the index of its first Unicode scalar in the source (`#` of `#Preview`).
    package var offset = 0
  }

  /// Every token of `source`, in order.
  package static func tokens(_ source: String) -> [Token] {
    var tokenizer = SwiftTokenizer(source)
    tokenizer.run()
    return tokenizer.output
  }

  private let scalars: [Unicode.Scalar]
  private var index = 0
  private var line = 1
  private var startsLine = true
  private var output: [Token] = []
  /// Where the token being read starts.
  private var tokenStart = 0

  private init(_ source: String) { scalars = Array(source.unicodeScalars) }

  private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
    index + offset < scalars.count ? scalars[index + offset] : nil
  }

  private mutating func advance() {
    if scalars[index] == "\n" { line += 1 }
    index += 1
  }

  private mutating func emit(_ kind: Token.Kind, _ text: String, line: Int) {
    output.append(Token(kind: kind, text: text, line: line, startsLine: startsLine, offset: tokenStart))
    startsLine = false
  }

  private mutating func run() {
    while let c = peek() {
      tokenStart = index
      if c == "\n" {
        advance()
        startsLine = true
      } else if c == " " || c == "\t" || c == "\r" || c == "\u{0C}" || c == "\u{FEFF}" {
        advance()
      } else if c == "/" && peek(1) == "/" {
        while let d = peek(), d != "\n" { advance() }
      } else if c == "/" && peek(1) == "*" {
        skipBlockComment()
      } else if c == "\"" {
        readString(hashes: 0)
      } else if c == "#" {
        readPound()
      } else if c == "@" {
        let start = line
        advance()
        emit(.attribute, readIdentifier(), line: start)
      } else if c == "`" {
        let start = line
        advance()
        var word = ""
        while let d = peek(), d != "`", d != "\n" {
          word.unicodeScalars.append(d)
          advance()
        }
        if peek() == "`" { advance() }
        emit(.word, word, line: start)
      } else if Self.isIdentifierStart(c) {
        let start = line
        emit(.word, readIdentifier(), line: start)
      } else if ("0"..."9").contains(c) {
        let start = line
        var text = ""
        while let d = peek(), Self.isIdentifierPart(d) || d == "." && peek(1).map({ ("0"..."9").contains($0) }) == true {
          text.unicodeScalars.append(d)
          advance()
        }
        emit(.number, text, line: start)
      } else if "{}()[],:;".unicodeScalars.contains(c) {
        emit(.punctuation, String(c), line: line)
        advance()
      } else if c == "." {
        // `..<` and `...` are operators; a lone dot is member access.
        if peek(1) == "." { readOperator() } else {
          emit(.punctuation, ".", line: line)
          advance()
        }
      } else if Self.isOperator(c) {
        readOperator()
      } else {
        advance()
      }
    }
  }

  private mutating func readOperator() {
    let start = line
    var text = ""
    while let d = peek(), Self.isOperator(d) || d == "." {
      // A comment right after an operator (`x =// note`) is still a comment.
      if d == "/" && (peek(1) == "/" || peek(1) == "*") { break }
      text.unicodeScalars.append(d)
      advance()
    }
    emit(.symbol, text, line: start)
  }

  private mutating func readIdentifier() -> String {
    var word = ""
    while let d = peek(), Self.isIdentifierPart(d) {
      word.unicodeScalars.append(d)
      advance()
    }
    return word
  }

  private mutating func skipBlockComment() {
    var depth = 0
    while let c = peek() {
      if c == "/" && peek(1) == "*" {
        depth += 1
        advance()
        advance()
      } else if c == "*" && peek(1) == "/" {
        depth -= 1
        advance()
        advance()
        if depth == 0 { return }
      } else {
        advance()
      }
    }
  }

  /// `#word`, a raw string `#"…"#`, or an extended regex literal `#/…/#`.
  private mutating func readPound() {
    var hashes = 0
    while peek(hashes) == "#" { hashes += 1 }
    if peek(hashes) == "\"" {
      for _ in 0..<hashes { advance() }
      readString(hashes: hashes)
      return
    }
    if peek(hashes) == "/" {
      for _ in 0...hashes { advance() }
      while let c = peek() {
        advance()
        if c == "/" && (0..<hashes).allSatisfy({ peek($0) == "#" }) {
          for _ in 0..<hashes { advance() }
          break
        }
      }
      emit(.string, "", line: line)
      return
    }
    let start = line
    advance()
    emit(.pound, readIdentifier(), line: start)
  }

  /// A string literal starting at its first quote, with `hashes` `#`s before it (already passed).
  private mutating func readString(hashes: Int) {
    let start = line
    let multiline = peek(1) == "\"" && peek(2) == "\""
    for _ in 0..<(multiline ? 3 : 1) { advance() }
    var text = ""
    var interpolated = false
    while let c = peek() {
      if c == "\\" && (0..<hashes).allSatisfy({ peek(1 + $0) == "#" }) {
        for _ in 0...hashes { advance() }
        if peek() == "(" {
          interpolated = true
          advance()
          skipInterpolation()
        } else if let escaped = peek() {
          text.unicodeScalars.append(escaped)
          advance()
        }
        continue
      }
      if c == "\"" && (!multiline || (peek(1) == "\"" && peek(2) == "\"")) &&
          (0..<hashes).allSatisfy({ peek((multiline ? 3 : 1) + $0) == "#" }) {
        for _ in 0..<((multiline ? 3 : 1) + hashes) { advance() }
        break
      }
      if c == "\n" && !multiline { break }
      text.unicodeScalars.append(c)
      advance()
    }
    output.append(Token(kind: .string, text: interpolated ? "" : text, line: start, startsLine: startsLine,
                        offset: tokenStart))
    startsLine = false
  }

  /// The code of an interpolation `\( … )`, after its `(`: up to the matching `)`, with strings inside it.
  private mutating func skipInterpolation() {
    var depth = 1
    let saved = output.count
    while let c = peek() {
      if c == "\"" {
        readString(hashes: 0)
      } else if c == "#" && peek(1) == "\"" {
        readPound()
      } else if c == "/" && peek(1) == "*" {
        skipBlockComment()
      } else {
        if c == "(" { depth += 1 }
        if c == ")" {
          depth -= 1
          if depth == 0 {
            advance()
            break
          }
        }
        advance()
      }
    }
    output.removeSubrange(saved...)
  }

  package static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
    c == "_" || c == "$" || ("a"..."z").contains(c) || ("A"..."Z").contains(c)
      || (c.value > 0x7F && (c.properties.isAlphabetic || c.properties.isEmojiPresentation))
  }

  package static func isIdentifierPart(_ c: Unicode.Scalar) -> Bool {
    isIdentifierStart(c) || ("0"..."9").contains(c) || (c.value > 0x7F && c.properties.generalCategory == .nonspacingMark)
  }

  package static func isOperator(_ c: Unicode.Scalar) -> Bool { "=-+*/%<>!&|^~?".unicodeScalars.contains(c) }
}
