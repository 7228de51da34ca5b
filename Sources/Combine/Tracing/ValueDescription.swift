// How `state` events show values (no Apple API): shared by Combine's `@Published` and the SwiftUI module's
// `@State`, `@Observable` and task labels, so it lives in the lower module and is `package`-visible only.
internal import AsyncSimulation

/// How the module's `state` events and task labels show a value: as `String(describing:)` does in the app's own
/// code (strings quoted, optionals unwrapped, see `TraceLog.describe`), less the module prefixes that Swift writes
/// before the app's types inside a value — `[Post(id: 1, title: "First post")]`, not `[Student.Post(id: 1, …)]`.
///
/// Swift's default description qualifies every type nested in a value (`Student.Post.Kind.draft`,
/// `Student.G<Swift.Int>`) with the module that declares it, which is the preview's or the test's, never the
/// name of the student's app: the prefixes of the app's modules (those that declare its views and models) and of
/// `Swift` are left out. Text inside string literals is never changed. Types from other modules keep theirs.
package enum ValueDescription {
  /// The modules whose prefixes are left out: `Swift`, and every module that declared a view or model seen.
  nonisolated(unsafe) private static var modules: [[UInt8]] = [Array("Swift".utf8)]
  nonisolated(unsafe) private static var seenTypes: Set<ObjectIdentifier> = []

  /// Notes the module of an app type (a view, an observable model).
  package static func noteAppType(_ type: Any.Type) {
    guard seenTypes.insert(ObjectIdentifier(type)).inserted else { return }
    let qualified = _typeName(type, qualified: true)
    guard let dot = qualified.firstIndex(of: ".") else { return }
    let module = Array(qualified[..<dot].utf8)
    if !modules.contains(module) { modules.append(module) }
  }

  /// The value as a `state` event shows it.
  package static func describe(_ value: Any) -> String {
    withoutAddresses(stripModules(TraceLog.describe(value)))
  }

  /// `text` with the heap addresses of the descriptions of objects left out: `<Timer: 0x55d0…>` (an `NSObject`'s
  /// description, a `Timer`'s, a `URLSessionTask`'s) reads `<Timer>`, so that two runs print the same bytes; an
  /// object is shown by its type. Text inside string literals is kept as it is.
  package static func withoutAddresses(_ text: String) -> String {
    guard text.contains(": 0x") else { return text }
    var out = ""
    var rest = Substring(text)
    var inString = false
    while let first = rest.first {
      if first == "\\", rest.count > 1, inString {
        out += rest.prefix(2)
        rest = rest.dropFirst(2)
        continue
      }
      if first == "\"" { inString.toggle() }
      if !inString, rest.hasPrefix(": 0x") {
        let digits = rest.dropFirst(4).prefix { $0.isHexDigit }
        let after = rest.dropFirst(4 + digits.count)
        if digits.count >= 6, after.first == ">" || after.first == ";" {
          // `<Timer: 0x…>`, `<NSObject: 0x…; …>`: the address goes, the rest stays.
          rest = after
          continue
        }
      }
      out.append(first)
      rest = rest.dropFirst()
    }
    return out
  }

  /// `text` without the app modules' prefixes (`Student.`) outside string literals.
  package static func stripModules(_ text: String) -> String {
    var utf8 = Array(text.utf8)
    // Fast path: no dot, nothing to strip.
    guard utf8.contains(UInt8(ascii: ".")) else { return text }
    var out: [UInt8] = []
    out.reserveCapacity(utf8.count)
    var index = 0
    var inString = false
    var changed = false
    let count = utf8.count
    while index < count {
      let byte = utf8[index]
      if inString {
        out.append(byte)
        if byte == UInt8(ascii: "\\"), index + 1 < count {
          out.append(utf8[index + 1])
          index += 2
          continue
        }
        if byte == UInt8(ascii: "\"") { inString = false }
        index += 1
        continue
      }
      if byte == UInt8(ascii: "\"") {
        inString = true
        out.append(byte)
        index += 1
        continue
      }
      if isIdentifierStart(byte), index == 0 || !isIdentifierPart(utf8[index - 1]) && utf8[index - 1] != UInt8(ascii: ".") {
        if let length = modulePrefixLength(in: utf8, at: index) {
          index += length
          changed = true
          continue
        }
      }
      out.append(byte)
      index += 1
    }
    guard changed else { return text }
    utf8 = out
    return String(decoding: utf8, as: UTF8.self)
  }

  /// The length of `Module.` at `index` when a noted module's name is there, followed by a dot and a type name.
  private static func modulePrefixLength(in utf8: [UInt8], at index: Int) -> Int? {
    for module in modules {
      let end = index + module.count
      guard end + 1 < utf8.count, utf8[end] == UInt8(ascii: "."), isIdentifierStart(utf8[end + 1]) else { continue }
      if utf8[index..<end].elementsEqual(module) { return module.count + 1 }
    }
    return nil
  }

  private static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || byte == UInt8(ascii: "_") || byte >= 0x80
  }

  private static func isIdentifierPart(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }
}
