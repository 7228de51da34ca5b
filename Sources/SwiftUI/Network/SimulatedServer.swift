// Mirrors: nothing of Apple's: the server the routes stand for
// SDK: iOS 26 SDK
// Status: internal
internal import AsyncSimulation
import Foundation
import Synchronization

/// The routes installed for this process (a run is a process) and how many requests each route has answered, so
/// that its answers come in order (`503` then `200`).
enum SimulatedServer {
  /// The table with its patterns read once, and the count of answers per route.
  private struct State {
    var table = RouteTable.empty
    /// Each route's pattern; nil for one that is not a URL pattern (it matches nothing).
    var patterns: [URLPattern?] = []
    var answered: [Int] = []
  }

  private static let state = Mutex(State())

  /// Replaces the routes; every route starts again from its first answer.
  static func install(_ table: RouteTable) {
    _ = namesURLErrors
    let patterns = table.routes.map { try? URLPattern.parse($0.urlPattern).get() }
    let fresh = State(table: table, patterns: patterns, answered: Array(repeating: 0, count: patterns.count))
    state.withLock { $0 = fresh }
  }

  /// Makes the trace name a `URLError` a task threw as a request's outcome names it (`URLError(.cancelled)`), not by
  /// Foundation's description of its `NSError`; once per process.
  private static let namesURLErrors: Void = ErrorNames.register { error in
    (error as? URLError).map { URLErrorCodeNames.outcome($0.code) }
  }

  /// The routes installed now.
  static var installedTable: RouteTable { state.withLock { $0.table } }

  /// The answer of the first route that matches (counting it as given), or nil when none does.
  static func answer(method: String, url: URL, body: Data) -> RouteResponse? {
    state.withLock { state -> RouteResponse? in
      for (index, route) in state.table.routes.enumerated() {
        guard route.method == nil || route.method == method, let pattern = state.patterns[index],
              pattern.matches(url) else { continue }
        if let text = route.requiredBodyText, !String(decoding: body, as: UTF8.self).contains(text) { continue }
        let turn = state.answered[index]
        state.answered[index] = turn &+ 1
        // `responses` is never empty when made by Route's initialiser; a table edited to empty answers 200.
        return route.responses.isEmpty ? .status(200) : route.responses[min(turn, route.responses.count - 1)]
      }
      return nil
    }
  }
}
