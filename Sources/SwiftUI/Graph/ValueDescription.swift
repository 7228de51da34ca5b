// Mirrors: nothing of Apple's: the module's own machinery, no Apple API
// SDK: iOS 26 SDK
// Status: internal
internal import AsyncSimulation

/// How the module's `state` events and task labels show a value: as `String(describing:)` does in the app's own
/// code (strings quoted, optionals unwrapped, see `TraceLog.describe`), less the module prefixes that Swift writes
/// before the app's types inside a value — `[Post(id: 1, title: "First post")]`, not `[Student.Post(id: 1, …)]`.
///
/// Swift's default description qualifies every type nested in a value (`Student.Post.Kind.draft`,
/// `Student.G<Swift.Int>`) with the module that declares it, which is the preview's or the test's, never the
/// name of the student's app: the prefixes of the app's modules (those that declare its views and models) and of
/// `Swift` are left out. Text inside string literals is never changed. Types from other modules keep theirs.
enum ValueDescription {
  /// The modules whose prefixes are left out: `Swift`, and every module that declared a view or model seen.
  nonisolated(unsafe) private static var modules: [[UInt8]] = [Array("Swift".utf8)]
  nonisolated(unsafe) private static var seenTypes: Set<ObjectIdentifier> = []

  /// Notes the module of an app type (a view, an observable model).
  static func noteAppType(_ type: Any.Type) {
    guard seenTypes.insert(ObjectIdentifier(type)).inserted else { return }
    let qualified = _typeName(type, qualified: true)
    guard let dot = qualified.firstIndex(of: ".") else { return }
    let module = Array(qualified[..<dot].utf8)
    if !modules.contains(module) { modules.append(module) }
  }

  /// The value as a `state` event shows it.
  static func describe(_ value: Any) -> String {
    stripModules(TraceLog.describe(value))
  }

  /// `text` without the app modules' prefixes (`Student.`) outside string literals.
  static func stripModules(_ text: String) -> String {
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
