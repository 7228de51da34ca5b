// Mirrors: Foundation `URLSession` (`shared`, `init(configuration:)`, `init(configuration:delegate:delegateQueue:)`,
//   `delegate`, `data(from:delegate:)`,
//   `data(for:delegate:)`, `upload(for:from:delegate:)`), `URLSessionConfiguration`'s timeouts
// SDK: iOS 26 SDK
// Status: partial
internal import AsyncSimulation
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `URLSession` on the simulator's virtual time: in a file that imports SwiftUI this type shadows Foundation's, while
/// `URLRequest`, `HTTPURLResponse`, `URLError` and `URLSessionConfiguration` stay Foundation's own.
///
/// Every request is answered by the routes installed for the run (``RouteTable``), never by the real network, with
/// Foundation's real `HTTPURLResponse` and real `URLError`s: `.cancelled` at the instant the awaiting task is
/// cancelled, `.timedOut` when the idle or resource timeout strikes, `.cannotFindHost` when no route matches, or
/// what a route's failure names. A status such as 404 is not an error: the body comes back with it. Each request is
/// a `request` event at its start and another at its end.
///
/// Completion-handler data tasks are `URLSession+CompletionHandlers.swift`'s, downloads `URLSession+Downloads.swift`'s.
/// Not simulated: data task delegates (nil is accepted), caching, cookies and redirects (a 3xx comes back as it is).
public final class URLSession: Sendable {
  /// The session that apps share, with the default configuration.
  public static let shared = URLSession(configuration: .default)

  /// `timeoutIntervalForRequest`: the idle timeout of requests that do not set their own.
  private let requestTimeout: TimeInterval
  /// `timeoutIntervalForResource`: the limit on a whole request.
  private let resourceTimeout: TimeInterval

  /// The session's delegate: download tasks' events go to it (unless the task has its own delegate).
  public let delegate: (any URLSessionDelegate)?
  /// Whether the delegate is called on the main actor (`delegateQueue: .main`) rather than on a background thread.
  let deliversOnMain: Bool

  /// A session with the time limits of `configuration` (the other settings are not simulated).
  public convenience init(configuration: URLSessionConfiguration) {
    self.init(configuration: configuration, delegate: nil, delegateQueue: nil)
  }

  /// A session with the time limits of `configuration` whose tasks report to `delegate`
  /// (developer.apple.com/documentation/foundation/urlsession/init(configuration:delegate:delegatequeue:)). With
  /// `queue` nil the session makes a serial queue of its own: the delegate is called on a background thread, one
  /// call after another; `OperationQueue.main` calls it on the main actor. Which download events reach it:
  /// ``URLSessionDownloadTask``. Of the configuration only the two timeouts act: a background configuration's
  /// tasks run as a default one's would, since a run never leaves the foreground (see `docs/platform.md`).
  public init(configuration: URLSessionConfiguration, delegate: (any URLSessionDelegate)?,
              delegateQueue queue: OperationQueue?) {
    requestTimeout = configuration.timeoutIntervalForRequest
    resourceTimeout = configuration.timeoutIntervalForResource
    self.delegate = delegate
    deliversOnMain = queue === OperationQueue.main
  }

  /// Loads `url` with a `GET`: the whole body and the response, whatever its status. `delegate` must be nil (task
  /// delegates are not simulated: a run given one stops with a report naming the call and its line).
  public func data(from url: URL, delegate: (any URLSessionTaskDelegate)? = nil, file: String = #fileID,
                   line: Int = #line) async throws -> (Data, URLResponse) {
    try refuseDelegate(delegate, "data(from:delegate:)", file, line)
    return try await data(for: URLRequest(url: url))
  }

  /// Loads `request` (its `httpBody` is sent): the whole body and the response, whatever its status.
  public func data(for request: URLRequest, delegate: (any URLSessionTaskDelegate)? = nil, file: String = #fileID,
                   line: Int = #line) async throws -> (Data, URLResponse) {
    try refuseDelegate(delegate, "data(for:delegate:)", file, line)
    return try await load(request, body: request.httpBody ?? Data())
  }

  /// Sends `bodyData` with `request` (whose own body is ignored) and loads the answer.
  public func upload(for request: URLRequest, from bodyData: Data, delegate: (any URLSessionTaskDelegate)? = nil,
                     file: String = #fileID, line: Int = #line) async throws -> (Data, URLResponse) {
    try refuseDelegate(delegate, "upload(for:from:delegate:)", file, line)
    return try await load(request, body: bodyData)
  }

  /// Starts loading `url` with a `GET` and returns once the status and headers have arrived; the body follows as
  /// the returned bytes arrive (`for try await line in bytes.lines`).
  public func bytes(from url: URL, delegate: (any URLSessionTaskDelegate)? = nil, file: String = #fileID,
                    line: Int = #line) async throws -> (AsyncBytes, URLResponse) {
    try refuseDelegate(delegate, "bytes(from:delegate:)", file, line)
    return try await bytes(for: URLRequest(url: url))
  }

  /// Starts loading `request` and returns once the status and headers have arrived.
  public func bytes(for request: URLRequest, delegate: (any URLSessionTaskDelegate)? = nil, file: String = #fileID,
                    line: Int = #line) async throws -> (AsyncBytes, URLResponse) {
    try refuseDelegate(delegate, "bytes(for:delegate:)", file, line)
    let (exchange, response) = try await SimulatedExchange.send(request, body: request.httpBody ?? Data(),
                                                                limits: limits(of: request))
    return (AsyncBytes(exchange: exchange), response)
  }

  /// A task delegate cannot be honoured (its callbacks would never come): the run stops here with a report naming
  /// the call and its line, and the call throws `URLError(.unsupportedURL)`. Nil, as Apple's tutorials pass, is fine.
  private func refuseDelegate(_ delegate: (any URLSessionTaskDelegate)?, _ call: String, _ file: String,
                              _ line: Int) throws {
    guard delegate != nil else { return }
    // `#fileID` is `Student/Feed.swift`: the file's name is what the user knows.
    let place = "\(file.split(separator: "/").last.map(String.init) ?? file):\(line)"
    Simulation.refuse("URLSession.\(call) at \(place) was given a task delegate, which asyncplay does not "
      + "simulate (its callbacks would never come); pass delegate: nil, or leave it out")
    throw URLError(.unsupportedURL)
  }

  /// Sends `request` with `body` and collects the whole answer.
  func load(_ request: URLRequest, body: Data) async throws -> (Data, URLResponse) {
    let (exchange, response) = try await SimulatedExchange.send(request, body: body, limits: limits(of: request))
    var data = Data()
    while let piece = try await exchange.nextPiece() { data.append(piece) }
    return (data, response)
  }

  func limits(of request: URLRequest) -> RequestLimits {
    RequestLimits(request, requestTimeout: requestTimeout, resourceTimeout: resourceTimeout)
  }
}
