// Mirrors: nothing of Apple's: the routes file's grammar
// SDK: iOS 26 SDK
// Status: internal
import Foundation

/// Reads the routes format (the README's "Routes" section) into a ``RouteTable``, stopping at the first problem with
/// a ``RoutesFileError`` naming its line and what is accepted there. Never traps: numbers are range-checked,
/// durations read with ``DurationSyntax`` (its unit-required form), files with ``RoutesFileReader``.
struct RoutesParser {
  /// The file as named in messages.
  let file: String
  /// The folder body files are read from.
  let folder: String

  /// The methods a route line may start with; `ANY` matches every method.
  static let methods = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "ANY"]
  /// The words that may start the lines below a route line.
  static let attributes = ["status", "header", "body", "json", "html", "text", "latency", "chunks", "drops", "fails",
                           "when", "then"]

  init(file: String) {
    self.file = file
    let slash = file.lastIndex(of: "/")
    folder = slash.map { String(file[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
  }

  /// The table `text` describes.
  func parse(_ text: String) throws(RoutesFileError) -> RouteTable {
    // CR LF is one Character in Swift: both line ends are separators.
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    var routes: [Route] = []
    var route: RouteDraft?
    var index = 0
    while index < lines.count {
      let number = index + 1
      let line = lines[index]
      index += 1
      try checkCharacters(line, at: number)
      let content = line.trimmingSpaces
      if content.isEmpty || content.hasPrefix("#") { continue }
      let (word, rest) = content.splitFirstWord
      if Self.methods.contains(String(word)) {
        if let done = route { routes.append(try done.finished(self)) }
        route = try routeLine(method: String(word), rest, at: number)
        continue
      }
      guard Self.attributes.contains(String(word)) else { throw unknownWord(word, rest, at: number) }
      guard route != nil else {
        throw problem(number, zh: "“\(word)”出现在任何路由之前（应先写路由行，例如 GET https://api.example.com/items）",
                      en: "\"\(word)\" comes before any route (accepted: a route line first, e.g. GET "
                        + "https://api.example.com/items)")
      }
      var value = rest
      var blockLines: [Substring]?
      if rest == "\"\"\"" && ["body", "json", "html", "text"].contains(word) {
        let block = try textBlock(lines, opening: number)
        blockLines = block.lines
        index = block.next
        value = ""
      }
      try route?.add(String(word), value, block: blockLines, at: number, self)
    }
    if let done = route { routes.append(try done.finished(self)) }
    return RouteTable(routes)
  }

  /// A route line's URL pattern after its method.
  private func routeLine(method: String, _ rest: Substring, at number: Int) throws(RoutesFileError) -> RouteDraft {
    let (pattern, extra) = rest.splitFirstWord
    let example = "\(method) https://api.example.com/items?page=*"
    guard !pattern.isEmpty else {
      throw problem(number, zh: "\(method) 后面缺少 URL（应为 \(example)：* 匹配任意字符，?名=值 匹配查询项）",
                    en: "a URL must follow \(method) (accepted: \(example); * matches any characters, ?name=value "
                      + "a query item)")
    }
    guard extra.isEmpty else {
      throw problem(number, zh: "URL 后面多了 \(Self.quoted(extra))（路由行只有方法和 URL，回应写在下面的行里）",
                    en: "unexpected \(Self.quoted(extra)) after the URL (accepted: METHOD URL alone, the answer on "
                      + "the lines below it)")
    }
    switch URLPattern.parse(String(pattern)) {
    case .success: break
    case .failure(.notHTTP):
      throw problem(number, zh: "URL 模式 \(Self.quoted(pattern)) 不以 http:// 或 https:// 开头（应为 \(example)）",
                    en: "URL pattern \(Self.quoted(pattern)) does not start with http:// or https:// (accepted: "
                      + "\(example))")
    case .failure(.noHost):
      throw problem(number, zh: "URL 模式 \(Self.quoted(pattern)) 没有主机名（应为 \(example)）",
                    en: "URL pattern \(Self.quoted(pattern)) has no host (accepted: \(example))")
    }
    return RouteDraft(method: method == "ANY" ? nil : method, pattern: String(pattern), line: number)
  }

  /// The lines of a text block opened by `"""` on line `opening`, up to a line holding only `"""`, with the closing
  /// line's indentation taken off each (as in a Swift multi-line string); and the index of the line after it.
  private func textBlock(_ lines: [Substring], opening: Int) throws(RoutesFileError) -> (lines: [Substring], next: Int) {
    var index = opening
    var content: [(line: Substring, number: Int)] = []
    while index < lines.count {
      let line = lines[index]
      index += 1
      try checkCharacters(line, at: index)
      guard line.trimmingSpaces == "\"\"\"" else {
        content.append((line, index))
        continue
      }
      let indentation = line.prefix { $0 == " " || $0 == "\t" }
      var stripped: [Substring] = []
      for (text, number) in content {
        if text.trimmingSpaces.isEmpty {
          stripped.append("")
        } else if text.hasPrefix(indentation) {
          stripped.append(text.dropFirst(indentation.count))
        } else {
          throw problem(number, zh: "这一行的缩进比第 \(index) 行的结束 \"\"\" 少（文本块的每一行至少要和结束的 \"\"\" 缩进一样多）",
                        en: "this line is indented less than the closing \"\"\" on line \(index) (accepted: every line "
                          + "of a text block indented at least as far as its closing \"\"\")")
        }
      }
      return (stripped, index)
    }
    throw problem(opening, zh: "这里开始的文本块没有结束（应有一行只写 \"\"\"）",
                  en: "the text block opened here is never closed (accepted: a line holding only \"\"\" ends it)")
  }

  /// The bytes of a body file named on line `number`, relative to the routes file's folder.
  func bodyFile(_ path: Substring, at number: Int) throws(RoutesFileError) -> Data {
    guard !path.isEmpty else {
      throw problem(number, zh: "file 后面缺少文件路径（应为相对于路由文件所在文件夹的路径）",
                    en: "a path must follow file (accepted: a path relative to the routes file's folder)")
    }
    let resolved = path.hasPrefix("/") ? String(path) : folder + "/" + path
    do {
      return Data(try RoutesFileReader.contents(of: resolved))
    } catch {
      throw problem(number, zh: "无法读取正文文件 \(Self.quoted(path))：\(error.chinese)（应为相对于路由文件所在文件夹的路径）",
                    en: "body file \(Self.quoted(path)) \(error.english) (accepted: a path relative to the routes "
                      + "file's folder)")
    }
  }

  /// A word that is neither a method nor an attribute.
  private func unknownWord(_ word: Substring, _ rest: Substring, at number: Int) -> RoutesFileError {
    let upper = word.uppercased()
    if Self.methods.contains(upper) {
      return problem(number, zh: "方法要大写：\(upper)（可用：\(Self.methods.joined(separator: "、"))）",
                     en: "methods are written in capitals: \(upper) (accepted: \(Self.methods.joined(separator: ", ")))")
    }
    if word.lowercased().hasPrefix("http") {
      return problem(number, zh: "路由行以方法开头，例如 GET \(Self.quoted(word).dropFirst().dropLast())",
                     en: "a route line starts with a method, e.g. GET \(Self.quoted(word).dropFirst().dropLast()) "
                       + "(accepted: \(Self.methods.joined(separator: ", ")))")
    }
    return problem(number, zh: "未知的词 \(Self.quoted(word))（可用：路由行开头的方法 \(Self.methods.joined(separator: "、"))，"
                     + "或下面各行开头的 \(Self.attributes.joined(separator: "、"))）",
                   en: "unknown word \(Self.quoted(word)) (accepted: a method starting a route, "
                     + "\(Self.methods.joined(separator: ", ")); or below it \(Self.attributes.joined(separator: ", ")))")
  }

  /// Refuses control characters other than tab (C0, DEL and C1, NEL among them): invisible, never meant, and they
  /// would corrupt a one-line message.
  private func checkCharacters(_ line: Substring, at number: Int) throws(RoutesFileError) {
    guard let bad = line.unicodeScalars.first(where: { $0 != "\t" && MessageText.isControl($0) }) else { return }
    let hex = String(bad.value, radix: 16, uppercase: true)
    let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    throw problem(number, zh: "控制字符 \(code)（只接受文本和制表符）",
                  en: "control character \(code) (accepted: text and tabs)")
  }

  /// A problem at line `number`.
  func problem(_ number: Int, zh: String, en: String) -> RoutesFileError {
    RoutesFileError(file: file, line: number, zh: zh, en: en)
  }

  /// `"text"` for a message: at most 40 characters, shown on one line (``MessageText``).
  static func quoted(_ text: Substring) -> String {
    let shown = MessageText.shown(text)
    return "\"" + (shown.count > 40 ? shown.prefix(40) + "…" : shown) + "\""
  }
}

extension Substring {
  /// Without the spaces and tabs around it.
  var trimmingSpaces: Substring {
    let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
    let end = lastIndex { $0 != " " && $0 != "\t" }.map(index(after:)) ?? start
    return self[start..<Swift.max(start, end)]
  }

  /// The first word and the rest, trimmed.
  var splitFirstWord: (word: Substring, rest: Substring) {
    let trimmed = trimmingSpaces
    let end = trimmed.firstIndex { $0 == " " || $0 == "\t" } ?? trimmed.endIndex
    return (trimmed[..<end], trimmed[end...].trimmingSpaces)
  }
}
