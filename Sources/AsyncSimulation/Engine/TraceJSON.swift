/// A JSON Lines line that could not be read as a trace event.
public struct TraceFormatError: Error, CustomStringConvertible, Sendable {
  /// The 1-based line number.
  public var line: Int
  /// What is wrong.
  public var message: String
  /// `line N: message`.
  public var description: String { "line \(line): \(message)" }
}

extension TraceEvent {
  /// The event as one JSON object (no trailing newline). Field order is fixed: `t_ms`, `seq`, `kind`, `task`,
  /// `executor` (when recorded), then the kind's own fields, so equal traces give equal bytes.
  public var jsonLine: String {
    var json = JSONObjectWriter()
    json.number("t_ms", Milliseconds.format(nanos))
    json.number("seq", String(seq))
    json.string("kind", kind.rawValue)
    if kind != .done { json.optionalString("task", task) }
    if let executor { json.string("executor", executor) }
    if let level { json.string("level", level) }
    if let label { json.string("label", label) }
    if let parent { json.string("parent", parent) }
    if let untilNanos { json.number("until_ms", Milliseconds.format(untilNanos)) }
    if let name { json.string("name", name) }
    if let from { json.string("from", from) }
    if let to { json.string("to", to) }
    if let text { json.string("text", text) }
    if let outcome { json.string("outcome", outcome) }
    if let by { json.string("by", by) }
    if let waitingFor { json.string("waiting_for", waitingFor) }
    if let tasks { json.number("tasks", String(tasks)) }
    if let cancelled { json.number("cancelled", String(cancelled)) }
    if let report { json.string("report", report) }
    if let profile { json.string("profile", profile) }
    return json.finish()
  }

  /// Reads one JSON Lines object written by ``jsonLine``.
  public init(jsonLine: Substring, lineNumber: Int) throws {
    let fields: [(String, JSONScalar)]
    do {
      var parser = FlatJSONParser(text: jsonLine)
      fields = try parser.parseObject()
    } catch let error as FlatJSONParser.Failure {
      throw TraceFormatError(line: lineNumber, message: error.message)
    }
    func fail(_ message: String) -> TraceFormatError { TraceFormatError(line: lineNumber, message: message) }
    var event = TraceEvent(nanos: 0, seq: 0, kind: .print)
    var sawTime = false, sawSeq = false, sawKind = false
    for (key, value) in fields {
      switch (key, value) {
      case ("t_ms", .number(let text)):
        guard let ns = Milliseconds.parseNanos(text) else { throw fail("t_ms is not a time in ms: \(text)") }
        event.nanos = ns; sawTime = true
      case ("seq", .number(let text)):
        guard let n = Int(text) else { throw fail("seq is not a whole number: \(text)") }
        event.seq = n; sawSeq = true
      case ("kind", .string(let text)):
        guard let kind = Kind(rawValue: text) else {
          throw fail("unknown kind \"\(text)\" (known: \(Kind.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        event.kind = kind; sawKind = true
      case ("task", .string(let text)): event.task = text
      case ("task", .null): event.task = nil
      case ("label", .string(let text)): event.label = text
      case ("parent", .string(let text)): event.parent = text
      case ("until_ms", .number(let text)):
        guard let ns = Milliseconds.parseNanos(text) else { throw fail("until_ms is not a time in ms: \(text)") }
        event.untilNanos = ns
      case ("name", .string(let text)): event.name = text
      case ("from", .string(let text)): event.from = text
      case ("to", .string(let text)): event.to = text
      case ("text", .string(let text)): event.text = text
      case ("outcome", .string(let text)): event.outcome = text
      case ("tasks", .number(let text)): event.tasks = Int(text)
      case ("cancelled", .number(let text)): event.cancelled = Int(text)
      case ("report", .string(let text)): event.report = text
      case ("executor", .string(let text)): event.executor = text
      case ("by", .string(let text)): event.by = text
      case ("waiting_for", .string(let text)): event.waitingFor = text
      case ("level", .string(let text)): event.level = text
      case ("profile", .string(let text)): event.profile = text
      default: continue  // Unknown fields are allowed: the format may grow.
      }
    }
    guard sawTime, sawSeq, sawKind else { throw fail("an event needs t_ms, seq and kind") }
    self = event
  }
}

/// Millisecond figures as the trace writes them: whole numbers when exact, else up to six decimals.
public enum Milliseconds {
  /// `300000000` → `"300"`, `1500000` → `"1.5"`.
  public static func format(_ nanos: Int64) -> String {
    let sign = nanos < 0 ? "-" : ""
    let magnitude = nanos.magnitude
    let whole = magnitude / 1_000_000, fraction = magnitude % 1_000_000
    if fraction == 0 { return sign + String(whole) }
    var digits = String(fraction)
    digits = String(repeating: "0", count: 6 - digits.count) + digits
    while digits.hasSuffix("0") { digits.removeLast() }
    return sign + String(whole) + "." + digits
  }

  /// Parses what ``format(_:)`` writes (and plain decimals) back to nanoseconds.
  public static func parseNanos(_ text: String) -> Int64? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, let whole = Int64(parts[0]) else { return nil }
    var nanos = whole.multipliedReportingOverflow(by: 1_000_000)
    guard !nanos.overflow else { return nil }
    if parts.count == 2 {
      let fraction = parts[1]
      guard !fraction.isEmpty, fraction.count <= 6, fraction.allSatisfy(\.isASCII), let f = Int64(fraction),
            f >= 0 else { return nil }
      let scaled = f * Int64([1, 100_000, 10_000, 1_000, 100, 10, 1][fraction.count])
      nanos.partialValue += whole < 0 || parts[0].hasPrefix("-") ? -scaled : scaled
    }
    return nanos.partialValue
  }
}

/// Writes one flat JSON object with fields in call order, into UTF-8 bytes (a trace writes thousands of objects
/// of a dozen small pieces each: appending bytes, not strings, keeps that cheap).
struct JSONObjectWriter {
  private var out: [UInt8] = [UInt8(ascii: "{")]
  private var first = true

  private mutating func key(_ key: String) {
    if !first { out.append(UInt8(ascii: ",")) }
    first = false
    out.append(UInt8(ascii: "\""))
    out.append(contentsOf: key.utf8)
    out.append(UInt8(ascii: "\""))
    out.append(UInt8(ascii: ":"))
  }

  mutating func number(_ name: String, _ literal: String) { key(name); out.append(contentsOf: literal.utf8) }
  mutating func string(_ name: String, _ value: String) { key(name); JSONObjectWriter.appendQuoted(value, to: &out) }
  mutating func bool(_ name: String, _ value: Bool) {
    key(name)
    out.append(contentsOf: (value ? "true" : "false").utf8)
  }
  mutating func optionalString(_ name: String, _ value: String?) {
    if let value { string(name, value) } else { key(name); out.append(contentsOf: "null".utf8) }
  }
  mutating func finish() -> String {
    out.append(UInt8(ascii: "}"))
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends `value` as a JSON string literal. Non-ASCII text stays as UTF-8 (readable Chinese in transcripts).
  static func appendQuoted(_ value: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    // Most values need no escape: copied whole.
    if !value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
      out.append(contentsOf: value.utf8)
      out.append(UInt8(ascii: "\""))
      return
    }
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "\""): out.append(UInt8(ascii: "\\")); out.append(byte)
      case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\")); out.append(byte)
      case UInt8(ascii: "\n"): out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "n"))
      case UInt8(ascii: "\r"): out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "r"))
      case UInt8(ascii: "\t"): out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "t"))
      case 0..<0x20:
        let hex = String(byte, radix: 16)
        out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }
}

/// A scalar value of a flat JSON object.
enum JSONScalar: Equatable {
  case string(String)
  case number(String)
  case bool(Bool)
  case null
}

/// Parses a flat JSON object (string, number, boolean and null values only): all the trace format needs.
struct FlatJSONParser {
  struct Failure: Error { var message: String }

  private let scalars: [Unicode.Scalar]
  private var index = 0

  init(text: Substring) { scalars = Array(text.unicodeScalars) }

  private mutating func skipSpace() {
    while index < scalars.count, [" ", "\t", "\r", "\n"].contains(scalars[index]) { index += 1 }
  }

  private mutating func expect(_ c: Unicode.Scalar) throws {
    skipSpace()
    guard index < scalars.count, scalars[index] == c else {
      throw Failure(message: "expected '\(c)' at column \(index + 1)")
    }
    index += 1
  }

  mutating func parseObject() throws -> [(String, JSONScalar)] {
    try expect("{")
    var fields: [(String, JSONScalar)] = []
    skipSpace()
    if index < scalars.count, scalars[index] == "}" { index += 1; return try end(fields) }
    while true {
      skipSpace()
      let key = try parseString()
      try expect(":")
      fields.append((key, try parseValue()))
      skipSpace()
      guard index < scalars.count else { throw Failure(message: "the object is not closed") }
      if scalars[index] == "," { index += 1; continue }
      if scalars[index] == "}" { index += 1; return try end(fields) }
      throw Failure(message: "expected ',' or '}' at column \(index + 1)")
    }
  }

  private mutating func end(_ fields: [(String, JSONScalar)]) throws -> [(String, JSONScalar)] {
    skipSpace()
    guard index == scalars.count else { throw Failure(message: "unexpected text after the object") }
    return fields
  }

  private mutating func parseValue() throws -> JSONScalar {
    skipSpace()
    guard index < scalars.count else { throw Failure(message: "a value is missing") }
    let c = scalars[index]
    if c == "\"" { return .string(try parseString()) }
    for (word, value) in [("true", JSONScalar.bool(true)), ("false", .bool(false)), ("null", .null)] {
      let w = Array(word.unicodeScalars)
      if index + w.count <= scalars.count, Array(scalars[index..<index + w.count]) == w {
        index += w.count
        return value
      }
    }
    let start = index
    while index < scalars.count, "-+.eE0123456789".unicodeScalars.contains(scalars[index]) { index += 1 }
    guard index > start else { throw Failure(message: "unexpected '\(c)' at column \(index + 1)") }
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars[start..<index])
    return .number(text)
  }

  private mutating func parseString() throws -> String {
    guard index < scalars.count, scalars[index] == "\"" else {
      throw Failure(message: "expected a string at column \(index + 1)")
    }
    index += 1
    var out = ""
    while index < scalars.count {
      // The text up to the next quote or backslash, in one piece (a screen's text is hundreds of characters).
      var end = index
      while end < scalars.count, scalars[end] != "\"", scalars[end] != "\\" { end += 1 }
      if end > index { out += String(String.UnicodeScalarView(scalars[index..<end])) }
      index = end
      guard index < scalars.count else { break }
      let c = scalars[index]
      index += 1
      if c == "\"" { return out }
      guard index < scalars.count else { break }
      let e = scalars[index]
      index += 1
      switch e {
      case "\"": out.unicodeScalars.append("\"")
      case "\\": out.unicodeScalars.append("\\")
      case "/": out.unicodeScalars.append("/")
      case "n": out.unicodeScalars.append("\n")
      case "r": out.unicodeScalars.append("\r")
      case "t": out.unicodeScalars.append("\t")
      case "b": out.unicodeScalars.append("\u{8}")
      case "f": out.unicodeScalars.append("\u{c}")
      case "u":
        guard index + 4 <= scalars.count,
              let v = UInt32(String(String.UnicodeScalarView(scalars[index..<index + 4])), radix: 16)
        else { throw Failure(message: "bad \\u escape at column \(index)") }
        index += 4
        var value = v
        // A surrogate pair spells one scalar outside the Basic Multilingual Plane.
        if (0xD800..<0xDC00).contains(v), index + 6 <= scalars.count, scalars[index] == "\\",
           scalars[index + 1] == "u",
           let low = UInt32(String(String.UnicodeScalarView(scalars[index + 2..<index + 6])), radix: 16),
           (0xDC00..<0xE000).contains(low) {
          index += 6
          value = 0x10000 + ((v - 0xD800) << 10) + (low - 0xDC00)
        }
        out.unicodeScalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
      default: throw Failure(message: "bad escape '\\\(e)' at column \(index)")
      }
    }
    throw Failure(message: "a string is not closed")
  }
}

/// The lines of JSON Lines text.
public enum JSONLines {
  /// `text` split at every newline byte, empty lines kept (a JSON line holds no raw newline). A whole trace is
  /// split here: by bytes, not by `Character`, which would find every grapheme boundary of it first.
  public static func split(_ text: String) -> [Substring] {
    var text = text
    let newlines = text.withUTF8(newlineOffsets)
    let utf8 = text.utf8
    var lines: [Substring] = []
    lines.reserveCapacity(newlines.count + 1)
    var start = utf8.startIndex
    for offset in newlines {
      let newline = utf8.index(utf8.startIndex, offsetBy: offset)
      lines.append(Substring(utf8[start..<newline]))
      start = utf8.index(after: newline)
    }
    lines.append(Substring(utf8[start...]))
    return lines
  }

  private static func newlineOffsets(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
    var offsets: [Int] = []
    for offset in bytes.indices where bytes[offset] == UInt8(ascii: "\n") { offsets.append(offset) }
    return offsets
  }
}

/// JSON string literals as the trace writes them (non-ASCII text kept as UTF-8), for other JSON writers.
public enum JSONText {
  /// `value` as a quoted, escaped JSON string.
  public static func quoted(_ value: String) -> String {
    var out: [UInt8] = []
    JSONObjectWriter.appendQuoted(value, to: &out)
    return String(decoding: out, as: UTF8.self)
  }
}
