// Mirrors: nothing of Apple's: a route of asyncplay's routes file
// SDK: iOS 26 SDK
// Status: internal
import Foundation

/// What the simulated server answers to the requests one route matches: its answers in order, one per request,
/// the last one repeating (`503` then `200`: the first request gets 503, every later one 200).
///
/// ```swift
/// Route.get("https://api.example.com/search?q=*", .json(#"{"items": []}"#, latency: .milliseconds(200)))
/// Route.get("https://api.example.com/feed", .status(503), .json(feed))
/// Route.post("https://api.example.com/orders", whenBodyContains: "coffee", .json(#"{"id": 7}"#, status: 201))
/// ```
///
/// The URL pattern is an absolute `http` or `https` URL in which `*` matches any characters (none included). Its
/// query items must each be in the request (`?q=*`: a `q` with any value, `?debug`: a `debug` item); the request
/// may have more. A pattern without a query matches any query. The fragment is never compared.
public struct Route: Sendable, Equatable {
  /// The method matched (`GET`), or nil for any.
  public var method: String?
  /// The URL pattern.
  public var urlPattern: String
  /// When set, only requests whose body (as UTF-8) contains this text match.
  public var requiredBodyText: String?
  /// The answers, one per request in order; the last one repeats. Never empty.
  public var responses: [RouteResponse]

  /// A route for `method` (nil or `ANY`: any method); with no responses it answers `200` with an empty body.
  public init(method: String?, _ urlPattern: String, whenBodyContains requiredBodyText: String? = nil,
              responses: [RouteResponse]) {
    self.method = method.map { $0.uppercased() }.flatMap { $0 == "ANY" ? nil : $0 }
    self.urlPattern = urlPattern
    self.requiredBodyText = requiredBodyText
    self.responses = responses.isEmpty ? [.status(200)] : responses
  }

  /// A `GET` route answering `first`, then each of `then` in turn.
  public static func get(_ urlPattern: String, _ first: RouteResponse, _ then: RouteResponse...) -> Route {
    Route(method: "GET", urlPattern, responses: [first] + then)
  }

  /// A `POST` route; `whenBodyContains` narrows it to requests whose body contains that text.
  public static func post(_ urlPattern: String, whenBodyContains text: String? = nil, _ first: RouteResponse,
                          _ then: RouteResponse...) -> Route {
    Route(method: "POST", urlPattern, whenBodyContains: text, responses: [first] + then)
  }

  /// A `PUT` route.
  public static func put(_ urlPattern: String, whenBodyContains text: String? = nil, _ first: RouteResponse,
                         _ then: RouteResponse...) -> Route {
    Route(method: "PUT", urlPattern, whenBodyContains: text, responses: [first] + then)
  }

  /// A `PATCH` route.
  public static func patch(_ urlPattern: String, whenBodyContains text: String? = nil, _ first: RouteResponse,
                           _ then: RouteResponse...) -> Route {
    Route(method: "PATCH", urlPattern, whenBodyContains: text, responses: [first] + then)
  }

  /// A `DELETE` route.
  public static func delete(_ urlPattern: String, _ first: RouteResponse, _ then: RouteResponse...) -> Route {
    Route(method: "DELETE", urlPattern, responses: [first] + then)
  }

  /// A route for any method.
  public static func any(_ urlPattern: String, _ first: RouteResponse, _ then: RouteResponse...) -> Route {
    Route(method: nil, urlPattern, responses: [first] + then)
  }
}
