/// A 64-bit FNV-1a hash of bytes, written as 16 hex digits: the same input gives the same name in every process
/// (Swift's `Hasher` is seeded per process, so it cannot name cache files).
package struct ContentHash: Sendable {
  private var state: UInt64 = 0xcbf2_9ce4_8422_2325

  /// An empty hash.
  package init() {}

  /// Feeds the UTF-8 bytes of `text`, then a separator, so that ("ab", "c") and ("a", "bc") differ.
  package mutating func add(_ text: String) {
    for byte in text.utf8 { add(byte) }
    add(0xff)
  }

  /// Feeds one byte.
  package mutating func add(_ byte: UInt8) {
    state ^= UInt64(byte)
    state = state &* 0x0000_0100_0000_01b3
  }

  /// The hash so far, as 16 lowercase hex digits.
  package var hex: String {
    let digits = String(state, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The hash of the given texts, in order.
  package static func of(_ texts: String...) -> String {
    var hash = ContentHash()
    for text in texts { hash.add(text) }
    return hash.hex
  }
}
