import Foundation
@testable import SwiftUI
import Testing
import TextBase

/// How a route's URL pattern matches a request's URL.
@Suite("URL patterns")
struct URLPatternTests {
  static func matches(_ pattern: String, _ url: String) throws -> Bool {
    try URLPattern.parse(pattern).get().matches(try #require(URL(string: url)))
  }

  @Test("exact URLs match themselves; scheme and host ignore case, the path does not")
  func exact() throws {
    #expect(try Self.matches("https://api.example.com/items", "https://api.example.com/items"))
    #expect(try Self.matches("https://API.example.com/items", "HTTPS://api.EXAMPLE.com/items"))
    #expect(try !Self.matches("https://api.example.com/items", "https://api.example.com/Items"))
    #expect(try !Self.matches("https://api.example.com/items", "http://api.example.com/items"))
    #expect(try !Self.matches("https://api.example.com/items", "https://api.example.com/items/1"))
    #expect(try Self.matches("https://api.example.com", "https://api.example.com/"))
    #expect(try Self.matches("https://api.example.com/a#top", "https://api.example.com/a#bottom"))
  }

  @Test("* matches any characters, none included, in the host and across slashes in the path")
  func wildcards() throws {
    #expect(try Self.matches("https://api.example.com/items/*", "https://api.example.com/items/42"))
    #expect(try Self.matches("https://api.example.com/items/*", "https://api.example.com/items/"))
    #expect(try Self.matches("https://api.example.com/*", "https://api.example.com/a/b/c"))
    #expect(try Self.matches("https://*.example.com/*/photo.jpg", "https://cdn.example.com/1/2/photo.jpg"))
    #expect(try !Self.matches("https://*.example.com/x", "https://example.org/x"))
    #expect(try Self.matches("https://api.example.com/a*b*c", "https://api.example.com/aXXbYYbZc"))
    #expect(try !Self.matches("https://api.example.com/a*b*c", "https://api.example.com/aXXbYYbZ"))
  }

  @Test("the port is part of the host: a pattern without one matches only a URL without one")
  func ports() throws {
    #expect(try Self.matches("http://localhost:8080/x", "http://localhost:8080/x"))
    #expect(try !Self.matches("http://localhost/x", "http://localhost:8080/x"))
    #expect(try Self.matches("http://localhost:*/x", "http://localhost:8080/x"))
  }

  @Test("query items: each of the pattern's must be in the request, decoded, which may have more")
  func queries() throws {
    #expect(try Self.matches("https://a.example/s?q=*", "https://a.example/s?q=swift&page=2"))
    #expect(try Self.matches("https://a.example/s?q=*", "https://a.example/s?q="))
    #expect(try !Self.matches("https://a.example/s?q=*", "https://a.example/s?page=2"))
    #expect(try Self.matches("https://a.example/s?q=sw*", "https://a.example/s?page=1&q=swiftui"))
    #expect(try !Self.matches("https://a.example/s?q=sw*", "https://a.example/s?q=kotlin"))
    #expect(try Self.matches("https://a.example/s?q=swift%20ui", "https://a.example/s?q=swift%20ui"))
    #expect(try Self.matches("https://a.example/s?page=2&q=*", "https://a.example/s?q=a&page=2"))
    #expect(try Self.matches("https://a.example/s?debug", "https://a.example/s?debug=1"))
    #expect(try Self.matches("https://a.example/s", "https://a.example/s?anything=1"))
  }

  @Test("a pattern that is not an absolute http or https URL is refused by the parser and matches nothing")
  func notPatterns() throws {
    #expect(URLPattern.parse("api.example.com/x") == .failure(.notHTTP))
    #expect(URLPattern.parse("ftp://api.example.com/x") == .failure(.notHTTP))
    #expect(URLPattern.parse("https://") == .failure(.noHost))
    RouteTable.install(RouteTable { Route.get("api.example.com/x", .status(200)) })
    defer { RouteTable.install(.empty) }
    #expect(SimulatedServer.answer(method: "GET", url: URL(string: "https://api.example.com/x")!, body: Data()) == nil)
  }

  @Test("the glob never backtracks exponentially: a long near-miss answers at once")
  func globIsLinearish() {
    let pattern = Array(String(repeating: "*a", count: 30).unicodeScalars) + ["b"]
    let text = Array(String(repeating: "a", count: 2_000).unicodeScalars)
    #expect(!URLPattern.glob(pattern, matches: text))
  }
}

/// The durations of a routes file: a unit always, exact, at most 24 h.
@Suite("Route durations")
struct RouteDurationSyntaxTests {
  @Test("the spellings the playground reads elsewhere, exactly; no bare numbers, nothing finer than a nanosecond")
  func spellings() {
    let read = { (text: String) in DurationSyntax.read(Substring(text), form: .unitRequired) }
    #expect(read("300ms") == .milliseconds(300))
    #expect(read("0.3s") == .nanoseconds(300_000_000))
    #expect(read("1.25s") == .milliseconds(1250))
    #expect(read("1500us") == .microseconds(1500))
    #expect(read("250ns") == .nanoseconds(250))
    #expect(read("1m") == .seconds(60))
    #expect(read("2min") == .seconds(120))
    #expect(read("1h") == .seconds(3600))
    #expect(read("24h") == .seconds(86_400))
    #expect(read("0s") == .zero)
    for bad in ["300", "24.000000001h", "25h", "-1s", "1.5ns", ".5s", "5.s", "s", "", "1e3ms", "٣s", "1 s"] {
      #expect(read(bad) == nil, "\(bad)")
    }
  }

  @Test("Route(method: \"ANY\") and Route.any match every method, as the routes file's ANY does")
  func anyMethod() {
    #expect(Route(method: "any", "https://a.example/x", responses: []).method == nil)
    #expect(Route.any("https://a.example/x", .status(200)).method == nil)
    #expect(Route(method: "post", "https://a.example/x", responses: []).method == "POST")
  }
}
