// Mirrors: nothing of Apple's: a route being read from a routes file
// SDK: iOS 26 SDK
// Status: internal
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import TextBase

/// A route of a routes file being read: its route line, its `when`, and its answers, each begun by the route line
/// or by a `then`. Each attribute is checked as it comes; the whole answer when the next one begins.
struct RouteDraft {
  var method: String?
  var pattern: String
  var line: Int
  var requiredBodyText: String?
  var whenLine: Int?
  /// The answers so far; the last one is being read.
  var answers: [AnswerDraft]

  init(method: String?, pattern: String, line: Int) {
    self.method = method
    self.pattern = pattern
    self.line = line
    answers = [AnswerDraft(line: line)]
  }

  /// Reads one attribute line: `word` and the rest of the line, or the lines of its text block.
  mutating func add(_ word: String, _ value: Substring, block: [Substring]?, at number: Int,
                    _ parser: RoutesParser) throws(RoutesFileError) {
    switch word {
    case "then":
      guard value.isEmpty else {
        throw parser.problem(number, zh: "then 单独占一行（它开始下一个回应，回应的内容写在下面的行里）",
                             en: "then stands alone on its line (accepted: then, with the next answer on the lines "
                               + "below it)")
      }
      guard !answers[answers.count - 1].isEmpty else {
        throw parser.problem(number, zh: "then 前面没有回应（先写一个回应，例如 status 503，再写 then）",
                             en: "then follows no answer (accepted: an answer such as status 503 first, then then)")
      }
      answers.append(AnswerDraft(line: number))
    case "when":
      guard whenLine == nil else {
        throw parser.problem(number, zh: "这个路由已经有 when（在第 \(whenLine ?? 0) 行）",
                             en: "a second when for this route (the first is on line \(whenLine ?? 0))")
      }
      let (body, rest) = value.splitFirstWord
      let (contains, text) = rest.splitFirstWord
      guard body == "body", contains == "contains", !text.isEmpty else {
        throw parser.problem(number, zh: "when 后面应为 body contains 文本（例如 when body contains coffee）",
                             en: "when \(RoutesParser.quoted(value)) (accepted: when body contains TEXT, e.g. when "
                               + "body contains coffee)")
      }
      requiredBodyText = String(text)
      whenLine = number
    default:
      try answers[answers.count - 1].add(word, value, block: block, at: number, parser)
    }
  }

  /// The route, once every line of it is read.
  func finished(_ parser: RoutesParser) throws(RoutesFileError) -> Route {
    if answers.count > 1, let last = answers.last, last.isEmpty {
      throw parser.problem(last.line, zh: "then 后面没有回应（在下面的行里写出下一个回应）",
                           en: "nothing follows then (accepted: the next answer on the lines below it)")
    }
    var responses: [RouteResponse] = []
    for answer in answers { responses += try answer.responses(parser) }
    return Route(method: method, pattern, whenBodyContains: requiredBodyText, responses: responses)
  }
}

/// One answer of a route being read (`status 503 then 200` makes it two that differ only in their status).
struct AnswerDraft {
  /// Where the answer begins: its route line or its `then`.
  var line: Int
  var statuses: [Int] = []
  var headers: [HTTPHeaderField] = []
  var body = Data()
  var kind = BodyKind.body
  var latency: Duration = .zero
  var chunkCount = 0
  var chunkInterval: Duration = .zero
  var failure: URLError.Code?
  /// `drops networkConnectionLost after 3`: the code and the pieces before the break.
  var drop: (code: URLError.Code, after: Int)?
  /// The line of each attribute given, to refuse a second one and to name the first.
  var lines: [String: Int] = [:]

  var isEmpty: Bool { lines.isEmpty }

  /// The largest number of pieces a body may be sent in.
  static let maximumChunks = 10_000

  /// Reads one attribute of the answer.
  mutating func add(_ word: String, _ value: Substring, block: [Substring]?, at number: Int,
                    _ parser: RoutesParser) throws(RoutesFileError) {
    let slot = ["json", "html", "text"].contains(word) ? "body" : word
    if slot != "header", let first = lines[slot] {
      throw parser.problem(number, zh: "这个回应已经有 \(slot)（在第 \(first) 行；then 开始下一个回应）",
                           en: "a second \(slot) for this answer (the first is on line \(first); then starts the "
                             + "next answer)")
    }
    // A failure has no parts: whichever comes second is refused, naming the line of the first.
    if word == "fails", let first = lines.values.min() { throw failingWithParts(at: number, see: first, parser) }
    if word != "fails", let failing = lines["fails"] { throw failingWithParts(at: number, see: failing, parser) }
    lines[slot] = lines[slot] ?? number
    switch word {
    case "status": statuses = try Self.statuses(value, at: number, parser)
    case "header": headers.append(try Self.header(value, at: number, parser))
    case "latency": latency = try Self.duration(value, for: "latency", example: "latency 300ms", at: number, parser)
    case "chunks": (chunkCount, chunkInterval) = try Self.chunks(value, at: number, parser)
    case "fails": (failure, latency) = try Self.failure(value, at: number, parser)
    case "drops": drop = try Self.drop(value, at: number, parser)
    default:
      kind = BodyKind(rawValue: word) ?? .body
      body = try Self.body(word, value, block: block, at: number, parser)
    }
  }

  /// The answers this draft stands for.
  func responses(_ parser: RoutesParser) throws(RoutesFileError) -> [RouteResponse] {
    if let chunksLine = lines["chunks"], chunkCount > body.count {
      throw parser.problem(chunksLine, zh: "chunks \(chunkCount) 但正文只有 \(body.count) 字节（每段至少一个字节）",
                           en: "chunks \(chunkCount) but the body has \(body.count) byte\(body.count == 1 ? "" : "s") "
                             + "(accepted: at most one piece per byte)")
    }
    if let dropsLine = lines["drops"], let drop {
      guard lines["chunks"] != nil, drop.after < min(chunkCount, body.count) else {
        throw parser.problem(dropsLine, zh: "drops … after \(drop.after) 需要多于 \(drop.after) 段的 chunks（连接断在两段之间），"
                               + "例如 chunks 5 every 200ms 和 drops networkConnectionLost after 3",
                             en: "drops … after \(drop.after) needs chunks of more than \(drop.after) pieces (the connection "
                               + "breaks between two), e.g. chunks 5 every 200ms with drops networkConnectionLost after 3")
      }
    }
    var fields = headers
    if let contentType = kind.contentType, !fields.contains(where: { $0.isNamed("Content-Type") }) {
      fields.insert(HTTPHeaderField(name: "Content-Type", value: contentType), at: 0)
    }
    return (statuses.isEmpty ? [200] : statuses).map { status in
      RouteResponse(statusCode: status, headerFields: fields, body: body, latency: latency, chunkCount: chunkCount,
                    chunkInterval: chunkInterval, failure: failure, dropsAfterPieces: drop?.after,
                    dropCode: drop?.code ?? .networkConnectionLost)
    }
  }

  /// `fails` together with a status, headers, a body, a latency or chunks, on lines `number` and `other`.
  private func failingWithParts(at number: Int, see other: Int, _ parser: RoutesParser) -> RoutesFileError {
    parser.problem(number, zh: "失败的回应（fails）不能有 status、header、正文、latency 或 chunks（见第 \(other) 行）；"
                     + "then 开始下一个回应",
                   en: "an answer that fails has no status, header, body, latency or chunks (see line \(other)) "
                     + "(accepted: fails CODE [after DURATION] alone; then starts the next answer)")
  }

  /// `503 then 200`: codes from 100 to 599 joined by `then`.
  private static func statuses(_ value: Substring, at number: Int,
                               _ parser: RoutesParser) throws(RoutesFileError) -> [Int] {
    let words = value.split(whereSeparator: { $0 == " " || $0 == "\t" })
    var codes: [Int] = []
    for (position, word) in words.enumerated() {
      if position % 2 == 1 {
        guard word == "then" else { throw badStatus(value, at: number, parser) }
        continue
      }
      guard word.count == 3, word.allSatisfy({ $0.isASCII && $0.isNumber }), let code = Int(word),
            (100...599).contains(code) else { throw badStatus(value, at: number, parser) }
      codes.append(code)
    }
    guard !codes.isEmpty, words.count % 2 == 1 else { throw badStatus(value, at: number, parser) }
    return codes
  }

  private static func badStatus(_ value: Substring, at number: Int, _ parser: RoutesParser) -> RoutesFileError {
    parser.problem(number, zh: "状态码 \(RoutesParser.quoted(value)) 不对（应为 100 到 599 的数，例如 status 200；"
                     + "依次回应：status 503 then 200）",
                   en: "status \(RoutesParser.quoted(value)) is not a code from 100 to 599 (accepted: status 200, or "
                     + "answers in turn: status 503 then 200)")
  }

  /// `Content-Type: application/json`.
  private static func header(_ value: Substring, at number: Int,
                             _ parser: RoutesParser) throws(RoutesFileError) -> HTTPHeaderField {
    guard let colon = value.firstIndex(of: ":") else {
      throw parser.problem(number, zh: "header \(RoutesParser.quoted(value)) 没有冒号（应为 header 名称: 值）",
                           en: "header \(RoutesParser.quoted(value)) has no colon (accepted: header Name: value)")
    }
    let name = value[..<colon]
    guard !name.isEmpty, !name.contains(where: { $0 == " " || $0 == "\t" }) else {
      throw parser.problem(number, zh: "header 名称 \(RoutesParser.quoted(name)) 应为一个不含空格的词（应为 header 名称: 值）",
                           en: "header name \(RoutesParser.quoted(name)) must be one word without spaces (accepted: "
                             + "header Name: value)")
    }
    return HTTPHeaderField(name: String(name), value: String(value[value.index(after: colon)...].trimmingSpaces))
  }

  /// A duration of attribute `word`.
  private static func duration(_ value: Substring, for word: String, example: String, at number: Int,
                               _ parser: RoutesParser) throws(RoutesFileError) -> Duration {
    guard let duration = DurationSyntax.read(value, form: .unitRequired) else {
      throw parser.problem(number, zh: "\(word) 的时长 \(RoutesParser.quoted(value)) 不对（应为"
                             + "\(DurationSyntax.acceptedWithUnitChinese)，例如 \(example)）",
                           en: "\(word) \(RoutesParser.quoted(value)) is not a duration (accepted: "
                             + "\(DurationSyntax.acceptedWithUnit), e.g. \(example))")
    }
    return duration
  }

  /// `5 every 800ms`.
  private static func chunks(_ value: Substring, at number: Int,
                             _ parser: RoutesParser) throws(RoutesFileError) -> (Int, Duration) {
    let words = value.split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard words.count == 3, words[1] == "every", words[0].count <= 5, words[0].allSatisfy({ $0.isASCII && $0.isNumber }),
          let count = Int(words[0]), (1...maximumChunks).contains(count) else {
      throw parser.problem(number, zh: "chunks \(RoutesParser.quoted(value)) 不对（应为 chunks 段数 every 时长，"
                             + "例如 chunks 5 every 800ms，段数从 1 到 \(maximumChunks)）",
                           en: "chunks \(RoutesParser.quoted(value)) (accepted: chunks N every DURATION, e.g. chunks 5 "
                             + "every 800ms, N from 1 to \(maximumChunks))")
    }
    return (count, try duration(words[2], for: "chunks … every", example: "chunks 5 every 800ms", at: number, parser))
  }

  /// `notConnectedToInternet after 2s`.
  private static func failure(_ value: Substring, at number: Int,
                              _ parser: RoutesParser) throws(RoutesFileError) -> (URLError.Code, Duration) {
    let words = value.split(whereSeparator: { $0 == " " || $0 == "\t" })
    let names = URLErrorCodeNames.routeFailures.map(\.name)
    guard let name = words.first, let code = URLErrorCodeNames.routeFailure(named: String(name)) else {
      throw parser.problem(number, zh: "未知的 URLError 代码 \(RoutesParser.quoted(words.first ?? ""))（可用："
                             + "\(names.joined(separator: "、"))，例如 fails notConnectedToInternet after 2s）",
                           en: "unknown URLError code \(RoutesParser.quoted(words.first ?? "")) (accepted: "
                             + "\(names.joined(separator: ", ")); e.g. fails notConnectedToInternet after 2s)")
    }
    guard words.count == 1 || (words.count == 3 && words[1] == "after") else {
      throw parser.problem(number, zh: "fails \(RoutesParser.quoted(value)) 不对（应为 fails 代码 或 fails 代码 after 时长）",
                           en: "fails \(RoutesParser.quoted(value)) (accepted: fails CODE, or fails CODE after DURATION)")
    }
    let after = words.count == 3
      ? try duration(words[2], for: "fails … after", example: "fails \(name) after 2s", at: number, parser) : .zero
    return (code, after)
  }

  /// `networkConnectionLost after 3`: the connection breaks after 3 pieces of the body.
  private static func drop(_ value: Substring, at number: Int,
                           _ parser: RoutesParser) throws(RoutesFileError) -> (code: URLError.Code, after: Int) {
    let words = value.split(whereSeparator: { $0 == " " || $0 == "\t" })
    let names = URLErrorCodeNames.routeFailures.map(\.name)
    guard let name = words.first, let code = URLErrorCodeNames.routeFailure(named: String(name)) else {
      throw parser.problem(number, zh: "未知的 URLError 代码 \(RoutesParser.quoted(words.first ?? ""))（可用："
                             + "\(names.joined(separator: "、"))，例如 drops networkConnectionLost after 3）",
                           en: "unknown URLError code \(RoutesParser.quoted(words.first ?? "")) (accepted: "
                             + "\(names.joined(separator: ", ")); e.g. drops networkConnectionLost after 3)")
    }
    guard words.count == 3, words[1] == "after", words[2].count <= 5,
          words[2].allSatisfy({ $0.isASCII && $0.isNumber }), let after = Int(words[2]) else {
      throw parser.problem(number, zh: "drops \(RoutesParser.quoted(value)) 不对（应为 drops 代码 after 段数，"
                             + "例如 drops networkConnectionLost after 3）",
                           en: "drops \(RoutesParser.quoted(value)) (accepted: drops CODE after N, N pieces of the body "
                             + "before the break, e.g. drops networkConnectionLost after 3)")
    }
    return (code, after)
  }

  /// An inline body, a text block's lines joined, or a file's bytes.
  private static func body(_ word: String, _ value: Substring, block: [Substring]?, at number: Int,
                           _ parser: RoutesParser) throws(RoutesFileError) -> Data {
    if let block { return Data(block.joined(separator: "\n").utf8) }
    let (first, rest) = value.splitFirstWord
    if first == "file" { return try parser.bodyFile(rest, at: number) }
    guard !value.isEmpty else {
      throw parser.problem(number, zh: "\(word) 后面缺少内容（应为同一行的文本、\"\"\" 开始的文本块，或 file 路径）",
                           en: "\(word) needs its content (accepted: text on the same line, a \"\"\" text block, or "
                             + "file PATH)")
    }
    return Data(value.utf8)
  }
}
