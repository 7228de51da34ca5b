// Mirrors: nothing of Apple's: the URL patterns of routes
// SDK: iOS 26 SDK
// Status: internal
import Foundation

/// A route's URL pattern, taken apart for matching: the scheme, the host (and port) and the path as globs in which
/// `*` matches any characters, and the query items the request must have.
struct URLPattern: Sendable, Equatable {
  /// One query item the request must have: `name=value-glob`, or `name` alone (present, with any value).
  struct QueryItem: Sendable, Equatable {
    var name: String
    var value: [Unicode.Scalar]?
  }

  /// Why a text is not a URL pattern.
  enum Problem: Error, Equatable {
    /// It does not start with `http://` or `https://`.
    case notHTTP
    /// Nothing between `://` and the path.
    case noHost
  }

  var scheme: String
  var authority: [Unicode.Scalar]
  var path: [Unicode.Scalar]
  var query: [QueryItem]

  /// Reads `text`: `https://api.example.com/search?q=*`.
  static func parse(_ text: String) -> Result<URLPattern, Problem> {
    let lowered = text.lowercased()
    guard let scheme = ["http", "https"].first(where: { lowered.hasPrefix($0 + "://") }) else {
      return .failure(.notHTTP)
    }
    var rest = Substring(text.dropFirst(scheme.count + 3))
    if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
    var queryText: Substring = ""
    if let mark = rest.firstIndex(of: "?") {
      queryText = rest[rest.index(after: mark)...]
      rest = rest[..<mark]
    }
    let slash = rest.firstIndex(of: "/") ?? rest.endIndex
    let authority = rest[..<slash].lowercased()
    guard !authority.isEmpty else { return .failure(.noHost) }
    let path = slash == rest.endIndex ? "/" : decoded(rest[slash...])
    let query = queryText.split(separator: "&").map { item -> QueryItem in
      guard let equals = item.firstIndex(of: "=") else { return QueryItem(name: decoded(item), value: nil) }
      return QueryItem(name: decoded(item[..<equals]),
                       value: Array(decoded(item[item.index(after: equals)...]).unicodeScalars))
    }
    return .success(URLPattern(scheme: scheme, authority: Array(authority.unicodeScalars),
                               path: Array(path.unicodeScalars), query: query))
  }

  /// Whether `url` matches: same scheme, host and path globs matching, every required query item present.
  func matches(_ url: URL) -> Bool {
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
          components.scheme?.lowercased() == scheme, let host = components.host?.lowercased() else { return false }
    let authority = host + (components.port.map { ":\($0)" } ?? "")
    let path = components.path.isEmpty ? "/" : components.path
    guard Self.glob(self.authority, matches: Array(authority.unicodeScalars)),
          Self.glob(self.path, matches: Array(path.unicodeScalars)) else { return false }
    let items = components.queryItems ?? []
    return query.allSatisfy { wanted in
      items.contains { item in
        item.name == wanted.name
          && (wanted.value.map { Self.glob($0, matches: Array((item.value ?? "").unicodeScalars)) } ?? true)
      }
    }
  }

  /// Percent escapes decoded where they are valid; the text as it is where they are not.
  private static func decoded(_ text: Substring) -> String { text.removingPercentEncoding ?? String(text) }

  /// Whether `text` matches `pattern`, where `*` matches any run of characters: the classic two-pointer walk that
  /// goes back only to the last star, so its time is at most the product of the lengths, never exponential.
  static func glob(_ pattern: [Unicode.Scalar], matches text: [Unicode.Scalar]) -> Bool {
    var p = 0
    var t = 0
    var star: Int?
    var resume = 0
    while t < text.count {
      if p < pattern.count, pattern[p] != "*", pattern[p] == text[t] {
        p += 1
        t += 1
      } else if p < pattern.count, pattern[p] == "*" {
        star = p
        resume = t
        p += 1
      } else if let star {
        p = star + 1
        resume += 1
        t = resume
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}
