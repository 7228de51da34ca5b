// Mirrors: nothing of Apple's: the names `URLError.Code`s are shown by
// SDK: iOS 26 SDK
// Status: internal
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The names of `URLError.Code` values as Swift spells them (`.notConnectedToInternet`): what a routes file's `fails`
/// accepts, and how a failed request reads in the trace (`URLError(.timedOut)`).
enum URLErrorCodeNames {
  /// The codes a route may fail with: what a real network does to a request (cancellation is not among them: it
  /// comes from the task, never from the server).
  static let routeFailures: [(name: String, code: URLError.Code)] = [
    ("notConnectedToInternet", .notConnectedToInternet),
    ("timedOut", .timedOut),
    ("cannotFindHost", .cannotFindHost),
    ("cannotConnectToHost", .cannotConnectToHost),
    ("networkConnectionLost", .networkConnectionLost),
    ("dnsLookupFailed", .dnsLookupFailed),
    ("dataNotAllowed", .dataNotAllowed),
    ("internationalRoamingOff", .internationalRoamingOff),
    ("secureConnectionFailed", .secureConnectionFailed),
    ("serverCertificateUntrusted", .serverCertificateUntrusted),
    ("badServerResponse", .badServerResponse),
    ("cannotParseResponse", .cannotParseResponse),
    ("zeroByteResource", .zeroByteResource),
    ("resourceUnavailable", .resourceUnavailable),
    ("httpTooManyRedirects", .httpTooManyRedirects),
    ("badURL", .badURL),
    ("unknown", .unknown),
  ]

  /// Codes the simulated network produces itself besides those, for naming them in the trace.
  private static let ownCodes: [(name: String, code: URLError.Code)] = [
    ("cancelled", .cancelled),
    ("dataLengthExceedsMaximum", .dataLengthExceedsMaximum),
    ("unsupportedURL", .unsupportedURL),
  ]

  /// The code called `name` among ``routeFailures``.
  static func routeFailure(named name: String) -> URLError.Code? {
    routeFailures.first { $0.name == name }?.code
  }

  /// `timedOut` for `.timedOut`; the raw value for a code without a name here.
  static func name(of code: URLError.Code) -> String {
    (routeFailures + ownCodes).first { $0.code == code }?.name ?? "\(code.rawValue)"
  }

  /// `URLError(.timedOut)`: how a failed request's outcome reads in a `request` event.
  static func outcome(_ code: URLError.Code) -> String {
    let name = name(of: code)
    return name.first == "-" || name.first?.isNumber == true ? "URLError(\(name))" : "URLError(.\(name))"
  }
}
