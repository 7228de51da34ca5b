extension SimulationSnapshot {
  /// Explores the schedules of simulation `name` (see ``Exploration``): every order the real runtime could run it
  /// in, grouped by outcome, with a witness for each — the snapshot test for races.
  ///
  /// ```swift
  /// @Test func twoSavesNeverLoseANote() throws {
  ///   let exploration = try SimulationSnapshot(program: "FeedSimulations").explore("two-saves")
  ///   #expect(exploration.outcomes.count == 1, "\(exploration.report)")
  /// }
  /// ```
  ///
  /// The program runs with `--explore` (``SimulationProgram`` understands it); up to `maxSchedules` schedules are
  /// explored, beyond that as many are drawn at random (``Exploration/coverage`` says which). Throws ``Failure`` when
  /// the program cannot explore.
  public func explore(_ name: String, maxSchedules: Int = 1000) throws -> Exploration {
    try explore(name, settings: ExplorationSettings(maxSchedules: maxSchedules))
  }

  /// Explores simulation `name` with `settings`.
  public func explore(_ name: String, settings: ExplorationSettings) throws -> Exploration {
    var arguments = [name, "--explore", "--max", String(settings.maxSchedules), "--seed", String(settings.seed)]
    if settings.jitter > .zero { arguments += ["--jitter", Milliseconds.format(settings.jitterNanos)] }
    if settings.comparesPrints { arguments.append("--prints") }
    if !settings.reducesOrders { arguments.append("--all-orders") }
    var explorer = self
    explorer.wallLimit = max(wallLimit, .seconds(600))
    let (output, _) = try explorer.runProgram(arguments)
    do {
      return try Exploration(jsonLines: output)
    } catch {
      throw Failure(description: "\(programPath) \(name) --explore did not print an exploration: \(error)")
    }
  }

  /// Runs simulation `name` with `schedule` (e.g. an exploration's witness) and returns its trace.
  public func trace(_ name: String, schedule: Schedule) throws -> Trace {
    try trace(name, arguments: [name, "--schedule", schedule.description])
  }
}
