// The situation of the timeout exercise: a report is computed under a 1 s time limit; the computation needs ten
// slices of 300 ms of CPU work, 3 s in all.
import Scenarios

/// Thrown when the operation did not finish in time.
struct TimeoutError: Error {}

/// Runs `operation`, giving up after `limit`: it races a child that sleeps and throws. Whichever finishes first
/// decides, and the other is cancelled; the group returns only when both children have ended.
func withTimeout<T: Sendable>(_ limit: Duration,
                              operation: @escaping @Sendable () async throws -> T) async throws -> T {
  try await withThrowingTaskGroup(of: T.self) { group in
    group.addTask { try await operation() }
    group.addTask {
      try await Task.sleep(for: limit)
      throw TimeoutError()
    }
    defer { group.cancelAll() }
    guard let first = try await group.next() else { throw TimeoutError() }
    return first
  }
}

@MainActor
func runExercise(_ language: Language) async {
  do {
    print(try await withTimeout(.seconds(1), operation: crunchNumbers))
  } catch is TimeoutError {
    print(language.pick("超时：1 秒内没拿到结果", "timed out: no result within 1 s"))
  } catch {
    print(language.pick("其它错误：\(error)", "another error: \(error)"))
  }
}
