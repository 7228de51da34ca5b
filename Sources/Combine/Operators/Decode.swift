// Combine's `decode(type:decoder:)`, `encode(encoder:)`, `TopLevelDecoder` and `TopLevelEncoder`
// (developer.apple.com/documentation/combine/publishers/decode, …/topleveldecoder), checked against the iOS 18 SDK.
// Status: complete for JSON (`JSONDecoder`/`JSONEncoder` conform, as on Apple platforms); property lists are not
// offered.
import Foundation

/// A type that defines methods for decoding.
public protocol TopLevelDecoder<Input> {
  /// The type this decoder accepts.
  associatedtype Input
  /// Decodes an instance of the indicated type.
  func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// A type that defines methods for encoding.
public protocol TopLevelEncoder<Output> {
  /// The type this encoder produces.
  associatedtype Output
  /// Encodes an instance of the indicated type.
  func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}

extension Publishers {
  /// A publisher that decodes elements received from an upstream publisher, using a given decoder; a decoding
  /// error ends the stream with that error.
  public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
  where Upstream.Output == Coder.Input {
    public typealias Failure = any Error
    public let upstream: Upstream
    private let decoder: Coder

    public init(upstream: Upstream, decoder: Coder) {
      self.upstream = upstream
      self.decoder = decoder
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let decoder = self.decoder
      upstream.subscribe(StepInner(downstream: subscriber, step: { input in
        do { return .emit(try decoder.decode(Output.self, from: input)) } catch { return .fail(error) }
      }, mapFailure: { $0 }))
    }
  }

  /// A publisher that encodes elements received from an upstream publisher, using a given encoder.
  public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher where Upstream.Output: Encodable {
    public typealias Output = Coder.Output
    public typealias Failure = any Error
    public let upstream: Upstream
    private let encoder: Coder

    public init(upstream: Upstream, encoder: Coder) {
      self.upstream = upstream
      self.encoder = encoder
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let encoder = self.encoder
      upstream.subscribe(StepInner(downstream: subscriber, step: { input in
        do { return .emit(try encoder.encode(input)) } catch { return .fail(error) }
      }, mapFailure: { $0 }))
    }
  }
}

extension Publisher {
  /// Decodes the output from the upstream using a specified decoder.
  public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
    -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input {
    Publishers.Decode(upstream: self, decoder: decoder)
  }
}

extension Publisher where Output: Encodable {
  /// Encodes the output from upstream using a specified encoder.
  public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> {
    Publishers.Encode(upstream: self, encoder: encoder)
  }
}
