extension Simulation {
  /// Runs `body` like ``run(_:_:)``, making the choices of `schedule` wherever the order is open (see
  /// ``Schedule``): replays a witness of an ``Exploration`` exactly. Throws ``ScheduleMismatch`` when the schedule
  /// does not fit the run (it picks a choice a decision does not have, or names a decision the run never meets); the
  /// run is complete all the same, with choice 0 wherever the schedule did not fit.
  public static func run(_ options: SimulationOptions = SimulationOptions(), schedule: Schedule,
                         _ body: @escaping @MainActor @Sendable () async -> Void) throws(ScheduleMismatch) -> Trace {
    let chooser = ReplayChooser(schedule)
    let trace = run(options, choosing: chooser, body)
    if let mismatch = chooser.finalMismatch() { throw mismatch }
    return trace
  }

  /// Explores the orders the real runtime could run `body` in and groups them by outcome (see ``Exploration``).
  ///
  /// Like ``run(_:_:)``, call it from synchronous code before any task exists, in a process of its own: it runs the
  /// schedules in child processes that it forks (``SimulationSnapshot/explore(_:settings:)`` does all of this for a
  /// test). Throws ``ExplorationFailure`` when the exploration cannot be made, e.g. when the code does not behave
  /// the same way on every run with the same choices.
  public static func explore(_ settings: ExplorationSettings = ExplorationSettings(),
                             _ options: SimulationOptions = SimulationOptions(),
                             _ body: @escaping @MainActor @Sendable () async -> Void)
    throws(ExplorationFailure) -> Exploration {
    DeterministicHashing.ensure()
    return try Explorer(settings: settings, options: options, body: body).run().get()
  }

  /// A run whose open choices `chooser` makes.
  static func run(_ options: SimulationOptions, choosing chooser: ScheduleChooser,
                  _ body: @escaping @MainActor @Sendable () async -> Void) -> Trace {
    DeterministicHashing.ensure()
    // The start-up self-test simulates too: it must be over before the chooser is installed.
    prepareVirtual()
    let scheduler = SimulationScheduler.shared
    scheduler.chooser = chooser
    defer { scheduler.chooser = nil }
    return run(options, body)
  }
}
