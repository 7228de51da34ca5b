// Mirrors: nothing of Apple's: what a route answers
// SDK: iOS 26 SDK
// Status: internal
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One answer of the simulated server: a status with headers and a body, or a failure, after a latency.
///
/// ```swift
/// RouteResponse.json(#"{"items": []}"#, latency: .milliseconds(300))
/// RouteResponse.status(503)
/// RouteResponse.text("one\ntwo\nthree").chunked(into: 3, every: .milliseconds(800))
/// RouteResponse.text("a\nb\nc\nd\n").chunked(into: 4, every: .milliseconds(200)).droppingConnection(after: 2)
/// RouteResponse.failure(.notConnectedToInternet, after: .seconds(2))
/// ```
public struct RouteResponse: Sendable, Equatable {
  /// The HTTP status code (ignored when ``failure`` is set).
  public var statusCode: Int
  /// The header fields, in order. `Content-Length` is added when they do not name it.
  public var headerFields: [HTTPHeaderField]
  /// The body.
  public var body: Data
  /// How long after the request starts the status and headers arrive (or the failure happens).
  public var latency: Duration
  /// In how many pieces the body follows the headers; 0: it arrives with them.
  public var chunkCount: Int
  /// The time before each piece of the body (the first one counts from the headers).
  public var chunkInterval: Duration
  /// When set, no answer arrives: the request fails with this code after ``latency``.
  public var failure: URLError.Code?
  /// When set, the connection breaks in the middle of the body: after this many pieces, at the time the next one
  /// was due, reading on throws a `URLError` with ``dropCode``. Only a chunked body (``chunkCount``) can break.
  public var dropsAfterPieces: Int?
  /// The code a broken connection throws (``dropsAfterPieces``).
  public var dropCode: URLError.Code = .networkConnectionLost

  /// An answer with every part given.
  public init(statusCode: Int, headerFields: [HTTPHeaderField] = [], body: Data = Data(), latency: Duration = .zero,
              chunkCount: Int = 0, chunkInterval: Duration = .zero, failure: URLError.Code? = nil,
              dropsAfterPieces: Int? = nil, dropCode: URLError.Code = .networkConnectionLost) {
    self.statusCode = statusCode
    self.headerFields = headerFields
    self.body = body
    self.latency = latency
    self.chunkCount = chunkCount
    self.chunkInterval = chunkInterval
    self.failure = failure
    self.dropsAfterPieces = dropsAfterPieces
    self.dropCode = dropCode
  }

  /// A status with an optional plain body: `.status(404)`, `.status(503, body: "try later")`.
  public static func status(_ code: Int, body: String = "", headers: KeyValuePairs<String, String> = [:],
                            latency: Duration = .zero) -> RouteResponse {
    RouteResponse(statusCode: code, headerFields: HTTPHeaderField.fields(headers), body: Data(body.utf8),
                  latency: latency)
  }

  /// A JSON body, with `Content-Type: application/json`.
  public static func json(_ text: String, status: Int = 200, headers: KeyValuePairs<String, String> = [:],
                          latency: Duration = .zero) -> RouteResponse {
    typed(text, .json, status: status, headers: headers, latency: latency)
  }

  /// An HTML body, with `Content-Type: text/html; charset=utf-8`.
  public static func html(_ text: String, status: Int = 200, headers: KeyValuePairs<String, String> = [:],
                          latency: Duration = .zero) -> RouteResponse {
    typed(text, .html, status: status, headers: headers, latency: latency)
  }

  /// A plain-text body, with `Content-Type: text/plain; charset=utf-8`.
  public static func text(_ text: String, status: Int = 200, headers: KeyValuePairs<String, String> = [:],
                          latency: Duration = .zero) -> RouteResponse {
    typed(text, .text, status: status, headers: headers, latency: latency)
  }

  /// A body of any bytes; name its type in `headers` if it has one.
  public static func data(_ body: Data, status: Int = 200, headers: KeyValuePairs<String, String> = [:],
                          latency: Duration = .zero) -> RouteResponse {
    RouteResponse(statusCode: status, headerFields: HTTPHeaderField.fields(headers), body: body, latency: latency)
  }

  /// No answer: the request fails with `URLError(code)` after `latency` (unless its idle timeout strikes first).
  public static func failure(_ code: URLError.Code, after latency: Duration = .zero) -> RouteResponse {
    RouteResponse(statusCode: 200, latency: latency, failure: code)
  }

  /// The same answer with its body in `count` pieces, `interval` apart, after the headers: a trickle. At most one
  /// piece per byte (a larger count is reduced to the body's size); a count below 1 sends the body with the headers.
  public func chunked(into count: Int, every interval: Duration) -> RouteResponse {
    var copy = self
    copy.chunkCount = max(0, count)
    copy.chunkInterval = interval
    return copy
  }

  /// The same chunked answer with its connection broken after `pieces` pieces of the body: when the next piece
  /// was due, reading the body throws `URLError(code)` — `networkConnectionLost`, "a client or server connection
  /// was severed in the middle of an in-progress load" (Apple docs `URLError.Code.networkConnectionLost`). A body
  /// that is not chunked, or that has no more than `pieces` pieces, arrives whole.
  public func droppingConnection(after pieces: Int, code: URLError.Code = .networkConnectionLost) -> RouteResponse {
    var copy = self
    copy.dropsAfterPieces = max(0, pieces)
    copy.dropCode = code
    return copy
  }

  /// A body with the content type its kind names, unless `headers` name one.
  private static func typed(_ text: String, _ kind: BodyKind, status: Int, headers: KeyValuePairs<String, String>,
                            latency: Duration) -> RouteResponse {
    var fields = HTTPHeaderField.fields(headers)
    if let contentType = kind.contentType, !fields.contains(where: { $0.isNamed("Content-Type") }) {
      fields.insert(HTTPHeaderField(name: "Content-Type", value: contentType), at: 0)
    }
    return RouteResponse(statusCode: status, headerFields: fields, body: Data(text.utf8), latency: latency)
  }
}

/// One header field of a simulated answer.
public struct HTTPHeaderField: Sendable, Equatable {
  /// The field name, as written (`Content-Type`).
  public var name: String
  /// The value.
  public var value: String

  /// A field.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }

  /// The fields of a literal, in its order.
  static func fields(_ pairs: KeyValuePairs<String, String>) -> [HTTPHeaderField] {
    pairs.map { HTTPHeaderField(name: $0.key, value: $0.value) }
  }

  /// Whether the field is called `other`; header names are case-insensitive.
  func isNamed(_ other: String) -> Bool { name.lowercased() == other.lowercased() }
}

/// The kinds of body the routes format and the Swift API name by their content type.
enum BodyKind: String, CaseIterable {
  case body, json, html, text

  /// The `Content-Type` a body of this kind comes with, or nil for an untyped one.
  var contentType: String? {
    switch self {
    case .body: nil
    case .json: "application/json"
    case .html: "text/html; charset=utf-8"
    case .text: "text/plain; charset=utf-8"
    }
  }
}
