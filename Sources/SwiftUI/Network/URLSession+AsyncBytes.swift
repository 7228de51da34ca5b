// Mirrors: Foundation `URLSession.bytes(from:delegate:)`, `bytes(for:delegate:)`, `URLSession.AsyncBytes`
// SDK: iOS 26 SDK
// Status: complete
import Foundation

extension URLSession {
  /// The body of a simulated response as it arrives, byte by byte: `for try await byte in bytes`, or its
  /// ``AsyncLineSequence`` through `bytes.lines`. A byte that has arrived is read at once; waiting for the next
  /// piece of a trickle throws `URLError(.timedOut)` when the idle timeout strikes first and `URLError(.cancelled)`
  /// when the task is cancelled. The request ends in the trace, with its status, when its last byte is read.
  public struct AsyncBytes: AsyncSequence, Sendable {
    /// A byte.
    public typealias Element = UInt8

    let exchange: SimulatedExchange

    /// Reads the bytes in order; one pass over the response (iterators made from the same bytes share it).
    public struct AsyncIterator: AsyncIteratorProtocol {
      let exchange: SimulatedExchange
      private var buffer: [UInt8] = []
      private var position = 0

      init(exchange: SimulatedExchange) { self.exchange = exchange }

      /// The next byte, waiting for it when it has not arrived yet; nil at the end.
      public mutating func next() async throws -> UInt8? {
        while position == buffer.count {
          guard let piece = try await exchange.nextPiece() else { return nil }
          buffer = Array(piece)
          position = 0
        }
        defer { position += 1 }
        return buffer[position]
      }
    }

    /// An iterator over the bytes.
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(exchange: exchange) }
  }
}
