// Mirrors: nothing of Apple's: the routes that answer the simulated network's requests
// SDK: iOS 26 SDK
// Status: internal
import Foundation

/// The simulated server's routes: what `URLSession` answers during a run. The first route that matches a request
/// answers it; a request no route matches fails with `URLError(.cannotFindHost)`, so nothing ever reaches the real
/// network.
///
/// Drivers build a table in Swift or read a routes file, and install it before the run's code sends requests:
/// ```swift
/// RouteTable.install(RouteTable {
///   Route.get("https://api.example.com/search?q=*", .json(#"{"items": []}"#, latency: .milliseconds(200)))
///   Route.get("https://api.example.com/feed", .status(503), .json(feed))
/// })
/// let table = try RouteTable.load(contentsOf: "Lessons/search.routes")   // RoutesFileError: file:line: …
/// ```
public struct RouteTable: Sendable, Equatable {
  /// The routes, in the order they are tried.
  public var routes: [Route]

  /// A table of `routes`.
  public init(_ routes: [Route]) { self.routes = routes }

  /// A table built from a list of routes (`for`, `if` and `switch` allowed).
  public init(@RouteTableBuilder _ routes: () -> [Route]) { self.routes = routes() }

  /// No routes: every request fails as having no route.
  public static let empty = RouteTable([])

  /// Reads a routes file (format: the README's "Routes" section). `file` names the text in messages, and body files
  /// are read relative to its folder. Throws the first problem found, told as `file:line: …`.
  public static func parse(text: String, file: String) throws(RoutesFileError) -> RouteTable {
    try RoutesParser(file: file).parse(text)
  }

  /// Reads the routes file at `path` (see ``parse(text:file:)``).
  public static func load(contentsOf path: String) throws(RoutesFileError) -> RouteTable {
    try parse(text: RoutesFileReader.text(of: path), file: path)
  }

  /// Makes `table` the simulated server's routes for the rest of the process (a run is a process), with every
  /// route's sequence of answers starting again from its first.
  public static func install(_ table: RouteTable) { SimulatedServer.install(table) }

  /// The routes installed now (``empty`` until ``install(_:)``).
  public static var installed: RouteTable { SimulatedServer.installedTable }
}

/// Collects the routes of a `RouteTable { … }`.
@resultBuilder
public enum RouteTableBuilder {
  /// One route.
  public static func buildExpression(_ route: Route) -> [Route] { [route] }
  /// Routes made elsewhere.
  public static func buildExpression(_ routes: [Route]) -> [Route] { routes }
  /// The routes in order.
  public static func buildBlock(_ parts: [Route]...) -> [Route] { parts.flatMap { $0 } }
  /// An `if` without `else`.
  public static func buildOptional(_ part: [Route]?) -> [Route] { part ?? [] }
  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [Route]) -> [Route] { part }
  /// The second branch.
  public static func buildEither(second part: [Route]) -> [Route] { part }
  /// A `for` loop.
  public static func buildArray(_ parts: [[Route]]) -> [Route] { parts.flatMap { $0 } }
}
