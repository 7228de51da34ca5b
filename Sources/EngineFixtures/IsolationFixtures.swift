import AsyncSimulation

// The simulated main executor must be the main actor's executor: isolation checks pass on it and fail elsewhere,
// and hops between an actor and the main actor happen in program order.

enum IsolationFixtures {
  static let all: [Fixture] = [
    Fixture("main-actor-isolated", "MainActor.assertIsolated passes in @MainActor code, from main and detached") {
      checkMain("from main")
      await Task.detached(name: "helper") {
        await checkMain("from a detached task")
      }.value
    },
    Fixture("main-actor-assert-off-main", "MainActor.assertIsolated in a detached task must trap (expected crash)") {
      await Task.detached(name: "offmain") {
        print("asserting main-actor isolation off the main actor")
        MainActor.assertIsolated("off the main actor")
        print("assertion passed (wrong)")
      }.value
    },
    Fixture("actor-main-hops", "main → actor → MainActor.run → actor → main, in program order, one task") {
      let store = Store()
      print("main 1")
      await store.step("a")
      print("main 2")
      await store.step("b")
      print("main 3")
    },
  ]

  /// Prints after checking it runs on the main actor.
  @MainActor
  static func checkMain(_ context: String) {
    MainActor.assertIsolated("expected the main actor \(context)")
    print("main actor ok \(context)")
    assumeMain(context)
  }

  /// Nonisolated synchronous code that happens to run on the main actor: `assumeIsolated` must accept it (it asks
  /// the simulated main executor's `checkIsolated`).
  nonisolated static func assumeMain(_ context: String) {
    MainActor.assumeIsolated { print("assumeIsolated ok \(context)") }
  }
}

/// An actor that hops back to the main actor in the middle of each step.
actor Store {
  /// Prints on the actor, then on the main actor, then on the actor again.
  func step(_ name: String) async {
    assertIsolated()
    print("actor \(name) begins")
    await MainActor.run {
      MainActor.assertIsolated()
      print("main actor inside \(name)")
    }
    assertIsolated()
    print("actor \(name) ends")
  }
}
