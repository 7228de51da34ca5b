import AsyncSimulation
import Scenarios

/// The built-in workloads. Each body runs as the simulation's root task (on the main actor).
extension BenchWorkload {
  /// The default number of tasks of the task workloads.
  package static let defaultTasks = "10000"
  /// The most tasks a workload may start.
  package static let maxTasks = 1_000_000

  private static func tasksParameter(_ en: String) -> ScenarioParameter {
    ScenarioParameter("tasks", .count(1...maxTasks), default: defaultTasks, zh: en, en: en)
  }

  private static let seedParameter = ScenarioParameter(
    "seed", .count(0...Int.max), default: "42", zh: "随机数种子", en: "the seed of the sleep lengths")

  /// `fanout tasks=N seed=S`: N unstructured tasks with pseudo-random sleeps, awaited in creation order.
  public static let fanout = BenchWorkload(
    name: "fanout", summary: "N unstructured tasks (Task { }) sleep 1-10000 ms each, awaited in creation order",
    chineseSummary: "N 个非结构化任务（Task { }）各睡 1–10000 ms，按创建顺序等待",
    parameters: [tasksParameter("how many tasks"), seedParameter], sizeParameter: "tasks"
  ) { arguments, tally in
    let n = arguments.count("tasks"), seed = UInt64(arguments.count("seed"))
    return { @MainActor in
      let log = WakeLog(capacity: n)
      var random = BenchRandom(seed: seed)
      var handles: [Task<Void, Never>] = []
      handles.reserveCapacity(n)
      for index in 0..<n {
        let ms = random.nextSleepMilliseconds()
        handles.append(Task {
          try? await Task.sleep(for: .milliseconds(ms))
          log.append(index)
        })
      }
      for handle in handles { await handle.value }
      tally.checksum = BenchChecksum.weightedSum(log.indices)
    }
  }

  /// `group tasks=N seed=S`: the same children as `fanout`, inside one `withTaskGroup`.
  public static let group = BenchWorkload(
    name: "group", summary: "the same N sleeping children inside one withTaskGroup",
    chineseSummary: "同样 N 个睡眠的子任务，放在一个 withTaskGroup 里",
    parameters: [tasksParameter("how many child tasks"), seedParameter], sizeParameter: "tasks"
  ) { arguments, tally in
    let n = arguments.count("tasks"), seed = UInt64(arguments.count("seed"))
    return { @MainActor in
      let log = WakeLog(capacity: n)
      var random = BenchRandom(seed: seed)
      await withTaskGroup(of: Void.self) { group in
        for index in 0..<n {
          let ms = random.nextSleepMilliseconds()
          group.addTask {
            try? await Task.sleep(for: .milliseconds(ms))
            await log.append(index)
          }
        }
        await group.waitForAll()
      }
      tally.checksum = BenchChecksum.weightedSum(log.indices)
    }
  }

  /// `chain n=N`: one task sleeping 1 ms N times in a row.
  public static let chain = BenchWorkload(
    name: "chain", summary: "one task, N sequential 1 ms sleeps",
    chineseSummary: "一个任务，连续 N 次 1 ms 的睡眠",
    parameters: [ScenarioParameter("n", .count(1...10_000_000), default: "100000", zh: "睡眠次数",
                                   en: "how many sleeps")],
    sizeParameter: "n"
  ) { arguments, tally in
    let n = arguments.count("n")
    return { @MainActor in
      let sleeper = Task {
        var woke = 0
        for _ in 0..<n {
          try? await Task.sleep(for: .milliseconds(1))
          woke += 1
        }
        return woke
      }
      tally.checksum = UInt64(await sleeper.value)
    }
  }

  /// `cancelstorm tasks=N`: N tasks sleep 1000 ms; at 10 ms another task cancels them all.
  public static let cancelstorm = BenchWorkload(
    name: "cancelstorm", summary: "N tasks sleep 1000 ms; a task cancels them all at 10 ms",
    chineseSummary: "N 个任务各睡 1000 ms；一个任务在 10 ms 时把它们全部取消",
    parameters: [tasksParameter("how many sleeping tasks")], sizeParameter: "tasks"
  ) { arguments, tally in
    let n = arguments.count("tasks")
    return { @MainActor in
      var sleepers: [Task<Bool, Never>] = []
      sleepers.reserveCapacity(n)
      for _ in 0..<n {
        sleepers.append(Task {
          do {
            try await Task.sleep(for: .milliseconds(1000))
            return false
          } catch is CancellationError {
            return true
          } catch {
            return false
          }
        })
      }
      let targets = sleepers
      let canceller = Task {
        try? await Task.sleep(for: .milliseconds(10))
        for sleeper in targets { sleeper.cancel() }
      }
      await canceller.value
      var observed: UInt64 = 0
      for sleeper in sleepers where await sleeper.value { observed += 1 }
      tally.checksum = observed
    }
  }

  /// `actors tasks=N seed=S`: fanout's sleeping children, each reporting to one shared actor when it wakes (one
  /// actor job per wake, while the others still sleep).
  public static let actors = BenchWorkload(
    name: "actors", summary: "like fanout, but detached children report to one shared actor when they wake",
    chineseSummary: "和 fanout 一样，但分离的子任务醒来后向同一个共享的 actor 报告",
    parameters: [tasksParameter("how many tasks"), seedParameter], sizeParameter: "tasks"
  ) { arguments, tally in
    let n = arguments.count("tasks"), seed = UInt64(arguments.count("seed"))
    return { @MainActor in
      let log = ActorLog(capacity: n)
      var random = BenchRandom(seed: seed)
      var handles: [Task<Void, Never>] = []
      handles.reserveCapacity(n)
      for index in 0..<n {
        let ms = random.nextSleepMilliseconds()
        handles.append(Task.detached {
          try? await Task.sleep(for: .milliseconds(ms))
          await log.append(index)
        })
      }
      for handle in handles { await handle.value }
      tally.checksum = BenchChecksum.weightedSum(await log.indices)
    }
  }
}

extension BenchWorkload {
  /// `unawaited tasks=N seed=S`: the shape of the reference spike's `scale-tasks`: N main-actor tasks sleep
  /// `(x >> 33) % 1000000` ms, log themselves on the main actor, and the last one resumes main, which holds none of
  /// their handles. Beside `fanout`, it shows what holding and awaiting 100 000 handles costs.
  public static let unawaited = BenchWorkload(
    name: "unawaited", summary: "N main-actor tasks nobody awaits sleep 0-1000 s; the last one to wake resumes main",
    chineseSummary: "N 个没人等待的主 actor 任务睡 0–1000 s；最后醒来的那个恢复 main",
    parameters: [tasksParameter("how many tasks"), seedParameter], sizeParameter: "tasks"
  ) { arguments, tally in
    let n = arguments.count("tasks"), seed = UInt64(arguments.count("seed"))
    return { @MainActor in
      let log = WakeLog(capacity: n)
      var random = BenchRandom(seed: seed)
      await withCheckedContinuation { (allWoke: CheckedContinuation<Void, Never>) in
        for index in 0..<n {
          let ms = random.nextLongSleepMilliseconds()
          Task {
            try? await Task.sleep(for: .milliseconds(ms))
            log.append(index)
            if log.indices.count == n { allWoke.resume() }
          }
        }
      }
      tally.checksum = BenchChecksum.weightedSum(log.indices)
    }
  }
}

/// The actor of the `actors` workload: the order in which the tasks reached it.
package actor ActorLog {
  /// Indices in arrival order.
  package private(set) var indices: [Int] = []

  /// An empty log with room for `capacity` entries.
  package init(capacity: Int) { indices.reserveCapacity(capacity) }

  /// Records that task `index` arrived.
  package func append(_ index: Int) { indices.append(index) }
}
