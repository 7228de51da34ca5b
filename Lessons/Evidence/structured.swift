// What structured concurrency does when it fails, on the real runtime: the timings lesson 22 (structured-failures)
// teaches. Built and run by `structured` (Swift 6 language mode, optimised); times are wall-clock milliseconds from
// the start of each case, so they read a few milliseconds late.
import Foundation

struct Boom: Error {}

let clock = ContinuousClock()

/// Milliseconds since `start`.
func ms(since start: ContinuousClock.Instant) -> Int {
  let elapsed = clock.now - start
  return Int(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
}

func slow(_ start: ContinuousClock.Instant, _ name: String) async throws -> String {
  do {
    try await Task.sleep(for: .milliseconds(800))
  } catch {
    print("  \(name): the 800 ms child was cancelled after \(ms(since: start)) ms")
    throw error
  }
  return "slow"
}

func failsFast() async throws -> String {
  try await Task.sleep(for: .milliseconds(100))
  throw Boom()
}

/// Holds its thread for 1 s, as a computation that never checks for cancellation does.
func compute() -> String {
  Thread.sleep(forTimeInterval: 1)
  return "ranked"
}

func computeInBackground() async -> String { compute() }

func tuple() async {
  let start = clock.now
  do {
    async let left = slow(start, "tuple")
    async let right = failsFast()
    _ = try await (left, right)
  } catch {
    print("tuple: try await (slow, failsFast) threw \(error) after \(ms(since: start)) ms")
  }
}

func taskGroup() async {
  let start = clock.now
  do {
    try await withThrowingTaskGroup(of: String.self) { group in
      group.addTask { try await slow(start, "task group") }
      group.addTask { try await failsFast() }
      for try await _ in group {}
    }
  } catch {
    print("task group: threw \(error) after \(ms(since: start)) ms")
  }
}

func scopeExit() async {
  let start = clock.now
  func load() async throws -> String {
    async let profile = failsFastOrReturns()
    async let recommendations = slow(start, "async let")
    let loaded = try await profile
    if loaded == "guest" { return loaded }
    return try await recommendations
  }
  _ = try? await load()
  print("async let: returned without awaiting a request after \(ms(since: start)) ms")
}

func failsFastOrReturns() async throws -> String {
  try await Task.sleep(for: .milliseconds(200))
  return "guest"
}

func scopeExitComputation() async {
  let start = clock.now
  func load() async throws -> String {
    async let profile = failsFastOrReturns()
    async let ranking = computeInBackground()
    let loaded = try await profile
    if loaded == "guest" { return loaded }
    return await ranking
  }
  _ = try? await load()
  print("async let: returned without awaiting a 1 s computation after \(ms(since: start)) ms")
}

func discarding() async {
  let start = clock.now
  do {
    try await withThrowingDiscardingTaskGroup { group in
      group.addTask { _ = try await slow(start, "discarding group") }
      group.addTask { _ = try await failsFast() }
    }
  } catch {
    print("discarding group: threw \(error) after \(ms(since: start)) ms")
  }
}

await tuple()
await taskGroup()
await scopeExit()
await scopeExitComputation()
await discarding()
