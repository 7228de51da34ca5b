import AsyncSimulation

/// The trace a child sends when the code it runs crashes: the engine hands the run over from the crash signal's
/// handler (``Simulation``'s crashed run, CVirtualClock's `outputcapture.c`), its last task ended `crashed` and its
/// `done` event `crashed`, before the signal ends the process. A parent shows it above the crash's report, so the
/// user sees the screens, state changes and prints up to the crash.
package enum CrashedRunTrace {
  /// The trace of `result` when its child was killed by a signal after sending a whole one that ends `crashed`
  /// (`redacting` applied to its text first, e.g. a preview's container path), with its JSON Lines; nil otherwise —
  /// then there is only the crash's report, as before.
  package static func read(_ result: ChildProcess.Result, key: TraceChannel.Key,
                           redacting: (String) -> String = { $0 }) -> (trace: Trace, jsonLines: String)? {
    guard case .signaled = result.termination else { return nil }
    let received = TraceChannel.read(result.standardOutput, key: key)
    guard received.complete, received.problem == nil, received.exit == nil else { return nil }
    let text = CallSiteMarkers.resolve(in: redacting(received.text))
    guard let trace = try? Trace(jsonLines: text), trace.done != nil, trace.outcome == .crashed else { return nil }
    return (trace, text)
  }
}
