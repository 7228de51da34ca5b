// Mirrors: nothing of Apple's: the module's own machinery, no Apple API
// SDK: iOS 26 SDK
// Status: internal
// Public: the redaction takes and returns the engine's Trace (drivers in the parent use it); not re-exported.
public import AsyncSimulation

extension AppContainer {
  /// `trace` with the container's path redacted from every text an event carries (``redactingPath(in:)``): what the
  /// parent shows or compares of a run that had this container.
  public func redactingPath(in trace: Trace) -> Trace {
    Trace(events: trace.events.map { event in
      var event = event
      event.text = event.text.map(redactingPath(in:))
      event.label = event.label.map(redactingPath(in:))
      event.name = event.name.map(redactingPath(in:))
      event.from = event.from.map(redactingPath(in:))
      event.to = event.to.map(redactingPath(in:))
      event.outcome = event.outcome.map(redactingPath(in:))
      event.report = event.report.map(redactingPath(in:))
      return event
    })
  }
}
