// Mirrors: nothing of Apple's: the simulated network's limits (request and body sizes)
// SDK: iOS 26 SDK
// Status: internal
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The two time limits of a request, as Apple defines them:
/// - the idle timeout, `URLRequest.timeoutInterval` / `URLSessionConfiguration.timeoutIntervalForRequest`: "how long
///   (in seconds) a task should wait for additional data to arrive before giving up. The timer associated with this
///   value is reset whenever new data arrives" (developer.apple.com/documentation/foundation/urlsessionconfiguration/
///   timeoutintervalforrequest; URLRequest.timeoutInterval: "If during a connection attempt the request remains idle
///   for longer than the timeout interval, the request is considered to have timed out"). A limit on silence, not a
///   deadline: a trickle that never pauses that long never times out, however long it takes — which is what
///   `Lessons/Evidence` measured on Linux (a byte every 0.8 s under a 1 s limit loaded in 4.0 s). swift-corelibs-
///   foundation documents the reset as "greater than or equal to the timeout interval" (URLRequest.swift), so a
///   silence exactly as long as the limit times out here too.
/// - the resource timeout, `timeoutIntervalForResource`: "how long (in seconds) to wait for an entire resource to
///   transfer before giving up … starts when the request is initiated" (same documentation, default 7 days).
struct RequestLimits: Sendable {
  /// The longest silence, or nil for none.
  var idle: Duration?
  /// The longest whole request, or nil for none.
  var resource: Duration?

  /// `URLRequest`'s own default, 60 s.
  static let defaultRequestTimeout: TimeInterval = 60

  /// The limits of `request` in a session configured with `requestTimeout` and `resourceTimeout`.
  ///
  /// swift-corelibs-foundation uses the request's `timeoutInterval` when it was set, else the configuration's
  /// `timeoutIntervalForRequest` (HTTPURLProtocol.swift, `isTimeoutIntervalSet`). That flag is internal, so a request
  /// whose interval is still the 60 s default counts as not set: only a request set to exactly 60 s in a session
  /// configured otherwise is read differently.
  init(_ request: URLRequest, requestTimeout: TimeInterval, resourceTimeout: TimeInterval) {
    let interval = request.timeoutInterval == Self.defaultRequestTimeout ? requestTimeout : request.timeoutInterval
    idle = Self.duration(interval)
    resource = Self.duration(resourceTimeout)
  }

  /// `seconds` as a duration; nil (no limit) for zero, negative, infinite or NaN, or beyond 30 years.
  static func duration(_ seconds: TimeInterval) -> Duration? {
    guard seconds.isFinite, seconds > 0, seconds < 1e9 else { return nil }
    return .nanoseconds(Int64((seconds * 1e9).rounded()))
  }
}
