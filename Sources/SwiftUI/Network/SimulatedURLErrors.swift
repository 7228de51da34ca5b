// Mirrors: Foundation `URLError` as `URLSession` throws it (`.cancelled`, `.timedOut`,
//   `.notConnectedToInternet`, …)
// SDK: iOS 26 SDK
// Status: complete
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The `URLError`s the simulated network throws, with the user info real URLSession gives them on Linux
/// (swift-corelibs-foundation, measured by a program like `Lessons/Evidence/urlsession.swift` against a local
/// server): a cancelled request carries the description `cancelled` and the failing URL, a timed-out one nothing.
enum SimulatedURLErrors {
  /// The task awaiting the request was cancelled.
  static func cancelled(_ url: URL) -> URLError {
    URLError(.cancelled, userInfo: failing(url, description: "cancelled"))
  }

  /// No data for longer than the idle timeout, or the resource timeout passed.
  static func timedOut() -> URLError { URLError(.timedOut) }

  /// No route matched: the simulated network's own description, which names the request.
  static func noRoute(_ label: String, _ url: URL) -> URLError {
    URLError(.cannotFindHost, userInfo: failing(url, description: "no route for " + label))
  }

  /// A route said so (`fails notConnectedToInternet`): the failing URL, no description of our own.
  static func routeFailure(_ code: URLError.Code, _ url: URL) -> URLError {
    code == .timedOut ? timedOut() : URLError(code, userInfo: failing(url, description: nil))
  }

  /// A `GET` or `HEAD` request with a body: real URLSession refuses it with "resource exceeds maximum size"
  /// (measured on Linux; the same code, -1103, as on Apple platforms).
  static func bodyNotAllowed(_ url: URL) -> URLError {
    URLError(.dataLengthExceedsMaximum, userInfo: failing(url, description: "resource exceeds maximum size"))
  }

  /// The key of the failing URL's text, which real URLSession still sets; its Swift name
  /// (`NSURLErrorFailingURLStringErrorKey`) is deprecated.
  private static let failingURLStringKey = "NSErrorFailingURLStringKey"

  /// The failing-URL keys, and a description when there is one.
  private static func failing(_ url: URL, description: String?) -> [String: Any] {
    var info: [String: Any] = [NSURLErrorFailingURLErrorKey: url, failingURLStringKey: url.absoluteString]
    if let description { info[NSLocalizedDescriptionKey] = description }
    return info
  }
}
