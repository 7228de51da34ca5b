import AsyncSimulation
import TextBase
#if canImport(Glibc)
import Glibc
#endif

/// A child run stopped by one of its box's limits (see ``RunBox/Limits``), told as a budget in its own words:
/// `stopped: your code used more than 2 GB of memory (the memory budget; --max-memory raises it)`.
package struct RunStop: Sendable, Equatable {
  /// Which limit.
  package enum Kind: Sendable, Equatable {
    /// Memory: an allocation failed at the limit.
    case memory(bytes: Int)
    /// Processor time (`SIGXCPU`, or `SIGKILL` at the hard limit).
    case processorTime(seconds: Int)
    /// A file grew past the limit (`SIGXFSZ`).
    case fileSize(bytes: Int)
  }

  /// The limit that stopped the run.
  package var kind: Kind

  /// What the runtime prints when an allocation fails.
  package static let allocationFailures = ["failed to allocate", "Could not allocate memory", "std::bad_alloc",
                                   "Out of memory"]

  /// The stop `result` shows under `limits`, or nil when no limit stopped it.
  package init?(_ result: ChildProcess.Result, limits: RunBox.Limits) {
    let cpuLimit = Int64(limits.cpuSeconds) * 1_000_000_000
    switch result.termination {
    case .signaled(SIGXCPU):
      kind = .processorTime(seconds: limits.cpuSeconds)
    case .signaled(SIGXFSZ):
      kind = .fileSize(bytes: limits.fileBytes)
    case .signaled(SIGKILL) where result.cpuNanos >= cpuLimit && !result.interrupted:
      kind = .processorTime(seconds: limits.cpuSeconds)
    case .signaled, .exited:
      let errors = result.errorText
      let nearLimit = result.maxResidentKilobytes * 1_024 >= limits.memoryBytes / 10 * 9
      if Self.allocationFailures.contains(where: { errors.contains($0) }) {
        kind = .memory(bytes: limits.memoryBytes)
      } else if case .signaled = result.termination, nearLimit {
        // An allocation that failed without a message (C code given NULL) crashes near the limit.
        kind = .memory(bytes: limits.memoryBytes)
      } else {
        return nil
      }
    case .timedOut:
      return nil
    }
  }

  /// The line for the student, in `language`, about `subject` ("your code" for a student's file).
  package func message(_ language: Language, student: Bool = true) -> String {
    let who = language.pick(student ? "你的代码" : "这个场景", student ? "your code" : "the scenario")
    switch kind {
    case .memory(let bytes):
      return language.pick("已停止：\(who)用掉了超过 \(Self.size(bytes)) 的内存（内存预算；--max-memory 可以调高）",
                           "stopped: \(who) used more than \(Self.size(bytes)) of memory (the memory budget; "
                             + "--max-memory raises it)")
    case .processorTime(let seconds):
      return language.pick("已停止：\(who)用掉了超过 \(seconds) 秒的处理器时间（处理器时间预算）",
                           "stopped: \(who) used more than \(seconds) s of processor time (the processor-time "
                             + "budget: only work outside the simulator can spend that much)")
    case .fileSize(let bytes):
      return language.pick("已停止：\(who)写的一个文件超过了 \(Self.size(bytes))（文件大小预算）",
                           "stopped: \(who) wrote a file larger than \(Self.size(bytes)) (the file-size budget)")
    }
  }

  /// `2 GB`, `512 MB`, `1.5 GB`: binary units, as `--max-memory` reads them.
  package static func size(_ bytes: Int) -> String {
    let units = [(1 << 40, "TB"), (1 << 30, "GB"), (1 << 20, "MB"), (1 << 10, "KB")]
    for (unit, name) in units where bytes >= unit {
      if bytes % unit == 0 { return "\(bytes / unit) \(name)" }
      let tenths = bytes * 10 / unit
      return "\(tenths / 10).\(tenths % 10) \(name)"
    }
    return "\(bytes) bytes"
  }
}
