import AsyncSimulation

// A timeout built from a throwing task group: the operation races a sleeping child that throws. Whoever finishes
// first decides; the group then cancels the loser. Cancellation only asks: an operation that never checks it keeps
// running, and the group (which always waits for its children) returns only when that operation ends.

/// Thrown when the operation did not finish in time.
struct TimeoutError: Error {}

// MARK: lesson
/// Runs `operation`, giving up after `limit`.
func withTimeout<T: Sendable>(_ limit: Duration,
                              operation: @escaping @Sendable () async throws -> T) async throws -> T {
  try await withThrowingTaskGroup(of: T.self) { group in
    group.addTask { try await operation() }
    group.addTask {
      try await Task.sleep(for: limit)
      throw TimeoutError()
    }
    defer { group.cancelAll() }                  // the loser is cancelled, whichever it is
    guard let first = try await group.next() else { throw TimeoutError() }
    return first
  }
}
// MARK: end

enum TimeoutScenario {
  static let scenario = Scenario(
    name: "timeout",
    zh: "超时：用任务组让操作和一次 sleep 赛跑；不检查取消的 CPU 循环在超时后还会继续跑",
    en: "Timeout: race the operation against a sleep in a task group; a CPU loop that never checks cancellation "
      + "keeps running after the timeout",
    parameters: [
      ScenarioParameter("timeout", .duration, default: "0.3s", zh: "超时时限", en: "the time limit"),
      ScenarioParameter("operation", .choice(["sleep", "cpu"]), default: "sleep",
                        zh: "sleep：会响应取消的慢请求；cpu：从不检查取消的计算循环",
                        en: "sleep: a slow request that honours cancellation; cpu: a computation loop that never "
                          + "checks it"),
      ScenarioParameter("duration", .duration, default: "3s", zh: "操作本身需要的时间",
                        en: "how long the operation needs"),
    ],
    pinned: [
      PinnedRun(determinism: true),
      PinnedRun("4s", "timeout=4s", determinism: true),
      PinnedRun("cpu", "operation=cpu", determinism: true),
      PinnedRun("cpu", "operation=cpu", language: .en, determinism: true),
    ],
    explanation: TimeoutExplanation.self,
    body: { arguments in { await run(arguments) } })

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let language = arguments.language
    let limit = arguments.duration("timeout")
    let duration = arguments.duration("duration")
    let operation: @Sendable () async throws -> String
    if arguments.choice("operation") == "cpu" {
      operation = { await crunchNumbers(for: duration, language: language) }
    } else {
      operation = { try await verySlowRequest(for: duration, language: language) }
    }
    do {
      print(try await withTimeout(limit, operation: operation))
    } catch is TimeoutError {
      print(language.pick("超时：\(seconds(limit)) 秒内没拿到结果",
                          "timed out: no result within \(seconds(limit)) s"))
    } catch {
      print(language.pick("其它错误：\(error)", "another error: \(error)"))
    }
  }

  /// A slow request that honours cancellation (its sleep throws when cancelled).
  static func verySlowRequest(for duration: Duration, language: Language) async throws -> String {
    do {
      try await Task.sleep(for: duration)
    } catch {
      print(language.pick("慢操作被取消了", "the slow operation was cancelled"))
      throw error
    }
    return language.pick("终于好了", "finally done")
  }

  // MARK: lesson
  /// Ten slices of CPU work. It never checks `Task.isCancelled`, so cancelling it changes nothing.
  static func crunchNumbers(for duration: Duration, language: Language) async -> String {
    let steps = 10
    for step in 1...steps {
      await SimulatedWork.perform(for: duration / steps)
      print(language.pick("计算进度 \(step)/\(steps)", "computing: step \(step) of \(steps)"))
    }
    return language.pick("算完了", "computation finished")
  }
  // MARK: end
}

/// A duration in seconds with one decimal: `4.0`, `0.3`.
func seconds(_ duration: Duration) -> String {
  let (whole, atto) = duration.components
  let tenths = (atto / 100_000_000_000_000_000 + (atto % 100_000_000_000_000_000 >= 50_000_000_000_000_000 ? 1 : 0))
  return tenths >= 10 ? "\(whole + 1).0" : "\(whole).\(tenths)"
}
