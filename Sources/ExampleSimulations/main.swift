// An example of a package's own simulation program: each named simulation runs in a process of its own when a test
// asks for it through SimulationSnapshot (see Tests/AsyncSimulationTests/SimulationSnapshotTests.swift).
import AsyncSimulation

@MainActor
final class Counter {
  @Tracked("count") var count = 0
}

/// The README's example.
@MainActor final class FeedModel {
  @Tracked("state") var state = "idle"
  func load() async {
    state = "loading"
    try? await Task.sleep(for: .milliseconds(400))
    state = "loaded"
  }
}

SimulationProgram.run([
  "loading": { await FeedModel().load() },
  "async-let": {
    async let slow: Void = { try? await Task.sleep(for: .milliseconds(100)); print("slow done") }()
    async let fast: Void = { try? await Task.sleep(for: .milliseconds(40)); print("fast done") }()
    _ = await (slow, fast)
    print("both done")
  },
  "counter": {
    let counter = Counter()
    for _ in 1...3 {
      try? await Task.sleep(for: .milliseconds(10))
      counter.count += 1
    }
  },
])
