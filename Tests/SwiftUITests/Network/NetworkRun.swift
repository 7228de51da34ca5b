import AsyncSimulation

/// Runs a program of `SwiftUIFixtures` (in a process of its own: a virtual run replaces the process's executors)
/// and reads its trace as lines a test compares: `200 load request GET https://… → cancelled`,
/// `200 load print cancelled: URLError code -999`.
enum NetworkRun {
  /// The `request`, `print` and `cancel` events of fixture `name`, then the `done` line.
  static func lines(_ name: String) throws -> [String] {
    let trace = try SimulationSnapshot(program: "SwiftUIFixtures").trace(name)
    return trace.events.compactMap { event in
      let time = Milliseconds.format(event.nanos)
      let task = event.task ?? "-"
      switch event.kind {
      case .request: return "\(time) \(task) request \(event.label ?? "?")" + (event.outcome.map { " → " + $0 } ?? "")
      case .print: return "\(time) \(task) print \(event.text ?? "")"
      case .cancel: return "\(time) \(task) cancel"
      case .sleep, .wake: return "\(time) \(task) \(event.kind.rawValue)"
      case .done: return "\(time) done \(event.outcome ?? "?")"
      default: return nil
      }
    }
  }
}
