// Mirrors: Foundation `AsyncLineSequence`, `URLSession.AsyncBytes.lines`
// SDK: iOS 26 SDK
// Status: complete
/// The lines of an asynchronous sequence of UTF-8 bytes, as Foundation's `AsyncLineSequence` gives them on Apple
/// platforms (Linux's Foundation has none): split at LF, CR, CR LF, vertical tab, form feed, NEL (U+0085), and the
/// line and paragraph separators (U+2028, U+2029), without the separators, and without empty lines — Foundation
/// drops them (swift-corelibs-foundation pull request #3036, whose review confirmed it "does match Foundation's
/// behavior"; reported against `URLSession.AsyncBytes.lines` in Ichigo3766/Open-Relay#219).
///
/// ```swift
/// let (bytes, _) = try await URLSession.shared.bytes(from: url)
/// for try await line in bytes.lines { print(line) }
/// ```
public struct AsyncLineSequence<Base: AsyncSequence>: AsyncSequence where Base.Element == UInt8 {
  /// A line.
  public typealias Element = String
  /// The base sequence's failure.
  public typealias Failure = Base.Failure

  let base: Base

  /// Reads lines from the base sequence's bytes.
  public struct AsyncIterator: AsyncIteratorProtocol {
    private var base: Base.AsyncIterator
    /// The bytes of the line so far.
    private var line: [UInt8] = []
    /// Bytes read ahead to recognise a separator, to be read again.
    private var readAhead: [UInt8] = []

    init(base: Base.AsyncIterator) { self.base = base }

    /// The next non-empty line; nil at the end of the bytes.
    public mutating func next() async throws(Base.Failure) -> String? { try await next(isolation: nil) }

    /// The next non-empty line, reading the base in `actor`'s isolation.
    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Base.Failure) -> String? {
      while let byte = try await nextByte(actor) {
        switch byte {
        case 0x0A, 0x0B, 0x0C:
          if let text = takeLine() { return text }
        case 0x0D:
          // CR LF is one separator.
          if let following = try await nextByte(actor), following != 0x0A { readAhead.append(following) }
          if let text = takeLine() { return text }
        case 0xC2:
          // NEL is C2 85.
          guard let following = try await nextByte(actor) else {
            line.append(byte)
            continue
          }
          if following == 0x85 {
            if let text = takeLine() { return text }
          } else {
            line.append(byte)
            readAhead.append(following)
          }
        case 0xE2:
          // LS and PS are E2 80 A8 and E2 80 A9.
          guard let second = try await nextByte(actor) else {
            line.append(byte)
            continue
          }
          guard second == 0x80 else {
            line.append(byte)
            readAhead.append(second)
            continue
          }
          guard let third = try await nextByte(actor) else {
            line += [byte, second]
            continue
          }
          if third == 0xA8 || third == 0xA9 {
            if let text = takeLine() { return text }
          } else {
            line += [byte, second]
            readAhead.append(third)
          }
        default:
          line.append(byte)
        }
      }
      return takeLine()
    }

    /// A byte read ahead before the base's next.
    private mutating func nextByte(_ actor: isolated (any Actor)?) async throws(Base.Failure) -> UInt8? {
      if !readAhead.isEmpty { return readAhead.removeFirst() }
      return try await base.next(isolation: actor)
    }

    /// The line so far as text, or nil when it is empty (Foundation's lines are never empty).
    private mutating func takeLine() -> String? {
      guard !line.isEmpty else { return nil }
      defer { line.removeAll(keepingCapacity: true) }
      return String(decoding: line, as: UTF8.self)
    }
  }

  /// An iterator over the lines.
  public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(base: base.makeAsyncIterator()) }
}

extension AsyncLineSequence: Sendable where Base: Sendable {}

extension AsyncSequence where Element == UInt8 {
  /// The bytes decoded as UTF-8, line by line (see ``AsyncLineSequence``).
  public var lines: AsyncLineSequence<Self> { AsyncLineSequence(base: self) }
}
