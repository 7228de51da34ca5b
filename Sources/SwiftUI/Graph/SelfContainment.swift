// Mirrors: nothing of Apple's: the module's own machinery, no Apple API
// SDK: iOS 26 SDK
// Status: internal
internal import AsyncSimulation
import TextBase

/// A view that contains itself — `struct A: View { var body: some View { A() } }`, or `A` → `B` → `A` — stops the
/// run with its cycle named, where SwiftUI overflows the stack. The simulator would overflow it too (SIGSEGV, the
/// report then depending on how the module was built: a release build's frames end the backtrace early), so the
/// graph's mount counts instead: when the nodes above a new one hold ``limit`` views of one user type, the run stops
/// there with its trace so far and a report that names the type and the cycle (exit status 4), in every build.
///
/// The check runs only on nodes ``firstCheckedDepth`` deep or more, every ``checkEvery`` levels: no real screen is
/// that deep, so it costs nothing to others.
@MainActor
enum SelfContainment {
  /// How many views of one user type above each other count as a view that contains itself: 100. A screen nests a
  /// few dozen views, a recursive outline (a folder in a folder) a few levels of one type; the stack of a carrier
  /// thread (8 MB) must still hold the cycle's levels up to here in a debug build, where a level of `A` → `VStack`
  /// → `B` → `HStack` → `A` is several frames a node (measured: see docs/sandbox.md).
  static let limit = 100
  /// The depth from which a mount looks: below it no type can repeat ``limit`` times.
  static let firstCheckedDepth = limit
  /// How often (in levels) a mount looks, past ``firstCheckedDepth``.
  static let checkEvery = 25

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
          let line = message(cycle: cycle(above: repeating))
          // The run ends here with its trace so far (exit 4); outside a program's run, as SwiftUI would: a crash.
          Simulation.stopRun(report: line)
          fatalError(line)
        }
      }
      cursor = current.parent
    }
  }

  /// `A contains itself: A → B → A → B … (1000 nested A views): …`; `cycle` is the user views of one turn, from the
  /// type that repeats down (`[A, B]`).
  static func message(cycle: [String], language: Language = HostingWindow.language) -> String {
    let name = cycle[0]
    let path = (cycle + cycle + [name]).prefix(max(3, cycle.count + 2)).joined(separator: " → ") + " …"
    if language == .zh {
      return "\(name) 包含了它自己：\(path)（嵌套了 \(limit) 层 \(name)）：它的 body 又做出一个 \(name)，那个又做出一个，"
        + "没有尽头；把里面的视图换成别的类型，或者只在某个条件下显示它"
    }
    return "\(name) contains itself: \(path) (\(limit) nested \(name) views): its body makes \(name) again, "
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
