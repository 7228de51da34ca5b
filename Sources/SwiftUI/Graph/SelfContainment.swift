// Mirrors: nothing of Apple's: the module's own machinery, no Apple API
// SDK: iOS 26 SDK
// Status: internal
/// A view that contains itself — `struct A: View { var body: some View { A() } }`, or `A` → `B` → `A` — a beginner's
/// mistake that SwiftUI answers with a stack overflow, and that the simulator would too (SIGSEGV, the report then
/// depending on how the module was built: a release build's frames end the backtrace early). The graph's mount
/// counts instead: when the nodes above a new one hold ``limit`` views of one user type, the run stops with a
/// message that names the type and the cycle, the same in every build.
///
/// The check runs only on nodes ``firstCheckedDepth`` deep or more, every ``checkEvery`` levels: no real screen is
/// that deep, so it costs nothing to others.
@MainActor
enum SelfContainment {
  /// How many views of one user type above each other count as a view that contains itself: 1,000. A screen nests
  /// a few dozen views; the stack of a carrier thread (8 MB) holds about ten times this many levels of the
  /// simplest cycle in a debug build (measured: see docs/sandbox.md).
  static let limit = 1_000
  /// The depth from which a mount looks: below it no type can repeat ``limit`` times.
  static let firstCheckedDepth = limit
  /// How often (in levels) a mount looks, past ``firstCheckedDepth``.
  static let checkEvery = 100

  /// Stops the run when the nodes from `node` up hold ``limit`` views of one user type.
  static func check(_ node: ViewNode) {
    var counts: [ObjectIdentifier: Int] = [:]
    // The deepest node of each type: the cycle is read from it up to the next of its type.
    var deepest: [ObjectIdentifier: ViewNode] = [:]
    var cursor: ViewNode? = node
    while let current = cursor {
      if current.isUserView {
        let count = (counts[current.viewType] ?? 0) + 1
        counts[current.viewType] = count
        if deepest[current.viewType] == nil { deepest[current.viewType] = current }
        if count >= limit, let repeating = deepest[current.viewType] {
          fatalError(message(cycle: cycle(above: repeating)))
        }
      }
      cursor = current.parent
    }
  }

  /// `A contains itself: A → B → A → B … (1000 nested A views): …`; `cycle` is the user views of one turn, from the
  /// type that repeats down (`[A, B]`).
  static func message(cycle: [String]) -> String {
    let name = cycle[0]
    let path = (cycle + cycle + [name]).prefix(max(3, cycle.count + 2)).joined(separator: " → ") + " …"
    return "\(name) contains itself: \(path) (\(limit) nested \(name) views): its body makes a \(name) again, "
      + "which makes another, without end; make the inner view another type, or show it only under a condition"
  }

  /// The user views of one turn of the cycle that ends at `node`: its type, then those between its nearest
  /// ancestor of the same type and it, top down.
  private static func cycle(above node: ViewNode) -> [String] {
    var names: [String] = []
    var cursor = node.parent
    while let current = cursor, current.viewType != node.viewType {
      if current.isUserView { names.append(current.kind.typeName) }
      cursor = current.parent
    }
    return [node.kind.typeName] + names.reversed()
  }
}
