import AsyncSimulation

// Iteration order of a Dictionary depends on the process's hash seed. The engine must make it the same in every
// process, or a program that resumes waiters "in dictionary order" differs from run to run.

enum HashingFixtures {
  /// The keys the fixtures use.
  static let keys = (1...100).map { "key\($0)" }

  static let all: [Fixture] = [
    Fixture("dictionary-order", "100 waiters park in a [String: continuation]; main resumes them in iteration order") {
      let waiters = Waiters()
      var tasks: [Task<Void, Never>] = []
      for key in keys {
        tasks.append(Task {
          let woke = await withCheckedContinuation { (continuation: CheckedContinuation<String, Never>) in
            waiters.park(key, continuation)
          }
          print("\(woke) resumed")
        })
      }
      try? await Task.sleep(for: .milliseconds(10))
      waiters.resumeAllInIterationOrder()
      for task in tasks { await task.value }
    },
  ]

  /// The iteration order of a 100-key dictionary in this process, one key a line: `EngineFixtures hash-order`
  /// (no simulation, so nothing makes hashing deterministic).
  static func iterationOrder() -> String {
    var dictionary: [String: Int] = [:]
    for (index, key) in keys.enumerated() { dictionary[key] = index }
    return dictionary.keys.joined(separator: "\n") + "\n"
  }
}

/// Continuations parked by key, resumed in the dictionary's iteration order.
final class Waiters: @unchecked Sendable {
  // Only touched on the simulation thread.
  private var parked: [String: CheckedContinuation<String, Never>] = [:]

  /// Parks `continuation` under `key`.
  func park(_ key: String, _ continuation: CheckedContinuation<String, Never>) { parked[key] = continuation }

  /// Resumes every parked continuation, in whatever order the dictionary iterates.
  func resumeAllInIterationOrder() {
    for (key, continuation) in parked { continuation.resume(returning: key) }
    parked = [:]
  }
}
