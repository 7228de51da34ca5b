import AsyncSimulation

// Every `cancel` event says what cancelled the task (`by`), and is recorded at the instant of the call, before
// anything the cancellation causes: cancellation handlers, the children it reaches (after their parent), their prints.

enum CancelCauseFixtures {
  static let all: [Fixture] = [
    Fixture("cause-parent-tree", "main cancels leader at 10 ms; its group child and its async let child follow it") {
      let leader = Task(name: "leader") {
        async let side: Void = sleepPrinting("side", .seconds(1))
        await withTaskGroup(of: Void.self) { group in
          group.addTask(name: "member") {
            await withTaskCancellationHandler {
              await sleepPrinting("member", .seconds(1))
            } onCancel: {
              print("member's onCancel")
            }
          }
          await group.waitForAll()
        }
        await side
      }
      try? await Task.sleep(for: .milliseconds(10))
      leader.cancel()
      await leader.value
    },
    Fixture("cause-group-cancel-all", "a group's cancelAll() at 5 ms; then a throwing group whose child throws at 25 ms") {
      struct Timeout: Error {}
      await withTaskGroup(of: Void.self) { group in
        group.addTask(name: "quick") {}
        group.addTask(name: "slow") { await sleepPrinting("slow", .seconds(1)) }
        await group.next()
        try? await Task.sleep(for: .milliseconds(5))
        group.cancelAll()
      }
      do {
        try await withThrowingTaskGroup(of: Void.self) { group in
          group.addTask(name: "fetch") {
            try await withTaskCancellationHandler {
              try await Task.sleep(for: .seconds(1))
            } onCancel: {
              print("fetch's onCancel")
            }
          }
          group.addTask(name: "timer") {
            try await Task.sleep(for: .milliseconds(20))
            throw Timeout()
          }
          try await group.next()
        }
      } catch {
        print("group threw \(type(of: error))")
      }
    },
    Fixture("cause-discarding", "a discarding group's child throws at 10 ms: the runtime cancels its sibling") {
      struct Broken: Error {}
      do {
        try await withThrowingDiscardingTaskGroup { group in
          group.addTask(name: "waiter") { await sleepPrinting("waiter", .seconds(1)) }
          group.addTask(name: "breaker") {
            try await Task.sleep(for: .milliseconds(10))
            throw Broken()
          }
        }
      } catch {
        print("group threw \(type(of: error))")
      }
    },
    Fixture("cause-async-let-scope", "main leaves an async let's scope at 10 ms without awaiting it") {
      await leaveScope(awaiting: false)
      print("main after the scope")
    },
    Fixture("cause-handler", "cancelling outer at 10 ms runs its onCancel, which cancels inner") {
      let inner = Task(name: "inner") { await sleepPrinting("inner", .seconds(1)) }
      let outer = Task(name: "outer") {
        await withTaskCancellationHandler {
          await sleepPrinting("outer", .seconds(1))
        } onCancel: {
          inner.cancel()
        }
      }
      try? await Task.sleep(for: .milliseconds(10))
      outer.cancel()
      await outer.value
      await inner.value
    },
    Fixture("cause-because", "TraceLog.cancel(_:because:) at 10 ms; a second cancel of the same task adds nothing") {
      let search = Task(name: "search") { await sleepPrinting("search", .seconds(1)) }
      try? await Task.sleep(for: .milliseconds(10))
      TraceLog.cancel(search, because: ".task(id:) restart: query became \"sw\"")
      search.cancel()
      TraceLog.cancel(search, because: "never recorded")
      await search.value
    },
  ]

  /// Sleeps for `duration`, printing how the sleep ended.
  @concurrent static func sleepPrinting(_ name: String, _ duration: Duration) async {
    do {
      try await Task.sleep(for: duration)
      print("\(name) slept")
    } catch {
      print("\(name) woke cancelled")
    }
  }

  /// Starts an `async let` and leaves its scope after 10 ms, awaiting it only when asked to.
  static func leaveScope(awaiting: Bool) async {
    async let pending: Void = sleepPrinting("pending", .seconds(1))
    try? await Task.sleep(for: .milliseconds(10))
    if awaiting { await pending }
  }
}
