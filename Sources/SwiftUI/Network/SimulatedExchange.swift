// Mirrors: nothing of Apple's: one request and its answer on virtual time
// SDK: iOS 26 SDK
// Status: internal
internal import AsyncSimulation
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// One request on the simulated network, from its start to its end: the answer its route gives, when the headers
/// and each piece of the body arrive, which time limit strikes first, and its two `request` events (the start, and
/// the end with the status, `cancelled`, the `URLError` or `no route`).
///
/// Everything happens on virtual time in the task that awaits the request: it waits with ``SimulatedIO/wait(until:)``,
/// which the trace does not show as a sleep, and throws `URLError(.cancelled)` at the instant the task is cancelled.
final class SimulatedExchange: Sendable {
  /// `GET https://api.example.com/items`: how the trace names the request.
  let label: String
  let url: URL
  let statusCode: Int
  private let limits: RequestLimits
  private let started: Duration
  private let state: Mutex<State>

  /// One piece of the body and when it arrives.
  struct Piece: Sendable {
    var at: Duration
    var bytes: Data
  }

  /// Where the body breaks off: the connection is lost at `at`, after the pieces, with `code`.
  struct Drop: Sendable {
    var at: Duration
    var code: URLError.Code
  }

  /// What has arrived so far.
  private struct State {
    var lastActivity: Duration
    var pieces: [Piece]
    var drop: Drop?
    var next = 0
    var ended = false
  }

  private init(label: String, url: URL, statusCode: Int, limits: RequestLimits, started: Duration,
               headersAt: Duration, pieces: [Piece], drop: Drop?) {
    self.label = label
    self.url = url
    self.statusCode = statusCode
    self.limits = limits
    self.started = started
    state = Mutex(State(lastActivity: headersAt, pieces: pieces, drop: drop))
  }

  /// Sends `request` with `body` and waits for the status and headers; the body follows through ``nextPiece()``.
  static func send(_ request: URLRequest, body: Data, limits: RequestLimits) async throws
    -> (SimulatedExchange, HTTPURLResponse) {
    guard let url = request.url else { throw URLError(.badURL) }
    let method = (request.httpMethod ?? "GET").uppercased()
    let label = method + " " + url.absoluteString
    let started = Simulation.now
    let start = Start(label: label, url: url)
    TraceLog.requestStarted(label)
    // The answer comes from elsewhere: even an instant one lets other work run first, as a real one would.
    await Task.yield()
    if Task.isCancelled { throw start.cancelled() }
    if (method == "GET" || method == "HEAD") && !body.isEmpty {
      throw start.failed(SimulatedURLErrors.bodyNotAllowed(url), URLErrorCodeNames.outcome(.dataLengthExceedsMaximum))
    }
    guard let answer = SimulatedServer.answer(method: method, url: url, body: body) else {
      throw start.failed(SimulatedURLErrors.noRoute(label, url), "no route")
    }
    let arrival = started + answer.latency
    switch await waitForArrival(at: arrival, since: started, started: started, limits: limits) {
    case .cancelled: throw start.cancelled()
    case .timedOut: throw start.failed(SimulatedURLErrors.timedOut(), URLErrorCodeNames.outcome(.timedOut))
    case .arrived: break
    }
    if let code = answer.failure {
      throw start.failed(SimulatedURLErrors.routeFailure(code, url), URLErrorCodeNames.outcome(code))
    }
    guard let response = HTTPURLResponse(url: url, statusCode: answer.statusCode, httpVersion: "HTTP/1.1",
                                         headerFields: headerFields(of: answer)) else {
      throw start.failed(URLError(.badServerResponse), URLErrorCodeNames.outcome(.badServerResponse))
    }
    var pieces = method == "HEAD" ? [] : Self.pieces(of: answer, from: arrival)
    var drop: Drop?
    if let kept = answer.dropsAfterPieces, kept < pieces.count {
      drop = Drop(at: pieces[kept].at, code: answer.dropCode)
      pieces.removeSubrange(kept...)
    }
    let exchange = SimulatedExchange(label: label, url: url, statusCode: answer.statusCode, limits: limits,
                                     started: started, headersAt: arrival, pieces: pieces, drop: drop)
    if pieces.isEmpty, drop == nil { exchange.end("\(answer.statusCode)") }
    return (exchange, response)
  }

  /// The next piece of the body, once it has arrived; nil after the last one. Handing over the last piece ends the
  /// request with its status. Throws `URLError(.timedOut)` when a limit strikes first, `URLError(.cancelled)` when
  /// the task is cancelled, and the drop's `URLError` when the connection breaks before the next piece.
  func nextPiece() async throws -> Data? {
    let (ended, piece, drop, lastActivity) = state.withLock { state -> (Bool, Piece?, Drop?, Duration) in
      (state.ended, state.next < state.pieces.count ? state.pieces[state.next] : nil, state.drop, state.lastActivity)
    }
    if ended { return nil }
    if Task.isCancelled { throw cancelled() }
    guard let piece else {
      guard let drop else { return nil }
      return try await breakOff(drop, since: lastActivity)
    }
    switch await Self.waitForArrival(at: piece.at, since: lastActivity, started: started, limits: limits) {
    case .cancelled: throw cancelled()
    case .timedOut:
      end(URLErrorCodeNames.outcome(.timedOut))
      throw SimulatedURLErrors.timedOut()
    case .arrived:
      let isLast = state.withLock { state -> Bool in
        state.next += 1
        state.lastActivity = piece.at
        return state.next == state.pieces.count && state.drop == nil
      }
      // The request is over once its last byte is handed over, whether or not the reader asks for more (a body that
      // breaks off ends when the reader waits for the piece that never comes).
      if isLast { end("\(statusCode)") }
      return piece.bytes
    }
  }

  /// Waits for the time the connection breaks, then ends the request with the drop's error and throws it (unless a
  /// limit strikes or the task is cancelled first).
  private func breakOff(_ drop: Drop, since lastActivity: Duration) async throws -> Data? {
    switch await Self.waitForArrival(at: drop.at, since: lastActivity, started: started, limits: limits) {
    case .cancelled: throw cancelled()
    case .timedOut:
      end(URLErrorCodeNames.outcome(.timedOut))
      throw SimulatedURLErrors.timedOut()
    case .arrived:
      end(URLErrorCodeNames.outcome(drop.code))
      throw SimulatedURLErrors.routeFailure(drop.code, url)
    }
  }

  /// Ends the request as cancelled: the `cancel` event (if the engine has not recorded it yet), then the end.
  private func cancelled() -> URLError {
    TraceLog.cancelled()
    end("cancelled")
    return SimulatedURLErrors.cancelled(url)
  }

  /// Records the end once.
  private func end(_ outcome: String) {
    let first = state.withLock { state -> Bool in
      defer { state.ended = true }
      return !state.ended
    }
    if first { TraceLog.requestEnded(label, outcome: outcome) }
  }

  /// How a wait for the next arrival ended.
  private enum Arrival { case arrived, timedOut, cancelled }

  /// Waits until `arrival`, unless the idle timeout (counted from `lastActivity`) or the resource timeout
  /// (from `started`) comes first, or the task is cancelled.
  private static func waitForArrival(at arrival: Duration, since lastActivity: Duration, started: Duration,
                                     limits: RequestLimits) async -> Arrival {
    let idleDeadline = limits.idle.map { lastActivity + $0 }
    let resourceDeadline = limits.resource.map { started + $0 }
    let limit = [idleDeadline, resourceDeadline].compactMap { $0 }.min()
    let timesOut = limit.map { arrival >= $0 } ?? false
    do {
      try await SimulatedIO.wait(until: timesOut ? limit ?? arrival : arrival)
    } catch {
      return .cancelled
    }
    return timesOut ? .timedOut : .arrived
  }

  /// The response's header fields: the route's (a name given twice joined with `, `), and `Content-Length`.
  private static func headerFields(of answer: RouteResponse) -> [String: String] {
    var fields: [String: String] = [:]
    for field in answer.headerFields {
      fields[field.name] = fields[field.name].map { $0 + ", " + field.value } ?? field.value
    }
    if !answer.headerFields.contains(where: { $0.isNamed("Content-Length") }) {
      fields["Content-Length"] = "\(answer.body.count)"
    }
    return fields
  }

  /// The body with the headers, or in `chunkCount` pieces (at most one per byte) `chunkInterval` apart after them;
  /// the first pieces take one byte more when the body does not divide evenly.
  private static func pieces(of answer: RouteResponse, from headersAt: Duration) -> [Piece] {
    let body = answer.body
    guard !body.isEmpty else { return [] }
    guard answer.chunkCount > 0 else { return [Piece(at: headersAt, bytes: body)] }
    let count = min(answer.chunkCount, body.count)
    var pieces: [Piece] = []
    var offset = body.startIndex
    for index in 0..<count {
      let size = body.count / count + (index < body.count % count ? 1 : 0)
      let bytes = Data(body[offset..<offset + size])
      pieces.append(Piece(at: headersAt + answer.chunkInterval * (index + 1), bytes: bytes))
      offset += size
    }
    return pieces
  }

  /// A request before its answer: how it ends when it ends early.
  private struct Start {
    var label: String
    var url: URL

    func cancelled() -> URLError {
      TraceLog.cancelled()
      TraceLog.requestEnded(label, outcome: "cancelled")
      return SimulatedURLErrors.cancelled(url)
    }

    func failed(_ error: URLError, _ outcome: String) -> URLError {
      TraceLog.requestEnded(label, outcome: outcome)
      return error
    }
  }
}
