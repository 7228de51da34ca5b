import AsyncSimulation
import CSandbox
import Scenarios
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A run stopped at its wall-clock limit keeps its trace: the parent first reads what the run's thread is doing
/// (``HangDiagnosis``), then sends that thread the stop signal (CSandbox's stopsignal.c). The child says where the
/// thread was (its backtrace, on a `@stop` frame) and sends the trace so far, its last event the stuck task's end,
/// `stopped`; the parent words the report and names the task and the line. When the scheduler still runs jobs (a
/// loop around `await Task.yield()`, which a signal could catch inside the engine), the signal only asks the run to
/// stop at its next job boundary: the trace so far comes, without a task or line.
package final class StuckRunStop: Sendable {
  /// The run's trace key.
  package let key: TraceChannel.Key
  /// What the run was doing at the limit, once read.
  private let diagnosed = Mutex<HangDiagnosis?>(nil)

  package init(key: TraceChannel.Key) { self.key = key }

  /// What the run `pid` is doing (kept for ``askToStop(pid:output:)``).
  package func diagnose(pid: Int32, output: [UInt8]) -> HangDiagnosis {
    let diagnosis = HangDiagnosis.of(pid: pid, progress: TraceChannel.read(output, key: key).progressAddress)
    diagnosed.withLock { $0 = diagnosis }
    return diagnosis
  }

  /// Sends the stop signal to the thread of `pid` that runs the simulation; whether it was sent.
  package func askToStop(pid: Int32, output: [UInt8]) -> Bool {
    guard let progress = TraceChannel.read(output, key: key).progressAddress,
          let thread = HangDiagnosis.runningThread(pid: pid, at: progress) else { return false }
    // Jobs still run (a loop that only yields): stop at the next job boundary, not inside the engine.
    if case .yielding = diagnosed.withLock({ $0 }) {
      return sandbox_signal_thread_between_jobs(pid, Int32(truncatingIfNeeded: thread)) == 0
    }
    return sandbox_signal_thread(pid, Int32(truncatingIfNeeded: thread)) == 0
  }

  /// The trace a child stopped at its limit sent, its report `message` and where it stopped (see ``place(in:)``;
  /// `files`, the user's, named as the user gave them), or nil when none came whole.
  package static func trace(of result: ChildProcess.Result, key: TraceChannel.Key, program: String?, files: [String],
                    message: String, language: Language, redacting: (String) -> String = { $0 })
    -> (trace: Trace, jsonLines: String)? {
    guard result.termination == .timedOut else { return nil }
    let received = TraceChannel.read(result.standardOutput, key: key)
    guard received.complete, received.problem == nil, received.exit == nil,
          var trace = try? Trace(jsonLines: CallSiteMarkers.resolve(in: redacting(received.text))), trace.done != nil else {
      return nil
    }
    let ends = trace.body.filter { $0.kind == TraceEvent.Kind.taskEnd && $0.outcome == "stopped" }
    let task = ends.last?.task
    let stoppedAt = program.flatMap { Self.place(in: received.stoppedAt, program: $0, files: files) }
    var report = message
    if let task {
      let place = stoppedAt.map { at in files.reduce(at) { $0.replacingOccurrences(of: FileSystem.absolute($1) + ":",
                                                                                  with: $1 + ":") } }
      report += place.map { language.pick("；停下时在 \(task)，\($0)", "; it was in \(task), at \($0)") }
        ?? language.pick("；停下时在 \(task)", "; it was in \(task)")
    }
    trace.events[trace.events.count - 1].report = report
    return (trace, trace.jsonLines)
  }

  /// `V.swift:5, in ContentView.body.getter`: the innermost frame of the backtrace in one of the user's `files`
  /// (else in the program's library at all), without its column — where in a line a loop was interrupted varies
  /// from run to run.
  package static func place(in frames: [TraceChannel.StopFrame], program: String, files: [String]) -> String? {
    let library = FileSystem.resolved(program)
    var first: String?
    // A few frames at most: each is one run of the symbolizer.
    for frame in frames.filter({ FileSystem.resolved($0.image) == library && $0.offset > 0 }).prefix(6) {
      // The interrupted frame's address is exact, a caller's the instruction after its call; either may be code the
      // compiler made, of line 0 (a loop's head): the next instruction with a line names it (a loop's head runs
      // into its condition), else the one before.
      let offsets = (0...32).map { frame.offset + $0 } + (1...min(frame.offset, 32)).map { frame.offset - $0 }
      guard let place = Symbolizer.locate(offsets, in: frame.image).lazy.compactMap({ $0 }).map(withoutColumn)
        .first(where: { !$0.prefix { $0 != "," }.hasSuffix(":0") && !$0.hasPrefix("/<compiler-generated>") })
      else { continue }
      if files.contains(where: { place.hasPrefix($0 + ":") || place.hasPrefix(FileSystem.absolute($0) + ":") }) {
        return place
      }
      if first == nil { first = place }
    }
    return first
  }

  /// `V.swift:5, in f` for `V.swift:5:7, in f`.
  package static func withoutColumn(_ place: String) -> String {
    let location = place.prefix { $0 != "," }
    let parts = location.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count >= 3, parts.suffix(2).allSatisfy({ Int($0) != nil }) else { return place }
    return parts.dropLast().joined(separator: ":") + place.dropFirst(location.count)
  }
}
