@_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency

/// The simulated main executor: `@MainActor` jobs go to the shared deterministic scheduler.
///
/// It is also a `SchedulingExecutor`, which is how `Task.sleep` issued on the main actor reaches virtual time.
@_spi(SimulationExecutors) public final class SimulatedMainExecutor: MainExecutor, SchedulingExecutor,
  @unchecked Sendable {
  init() {}

  public func enqueue(_ job: consuming ExecutorJob) {
    SimulationScheduler.shared.enqueue(job, on: .main)
  }

  public func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?,
                                clock: C) {
    let scheduler = SimulationScheduler.shared
    scheduler.enqueue(job, on: .main, deadline: scheduler.deadline(at: instant, clock: clock))
  }

  public func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?,
                                clock: C) {
    let scheduler = SimulationScheduler.shared
    guard let d = delay as? Duration else { fatalError("asyncplay: the simulator cannot schedule on clock \(C.self)") }
    scheduler.enqueue(job, on: .main, deadline: scheduler.deadline(after: d))
  }

  /// The runtime calls this only for an `async` main, which asyncplay never uses: runs are driven by
  /// ``Simulation/run(_:_:)``. Draining here keeps such a program working all the same.
  public func run() throws {
    _ = SimulationScheduler.shared.drain(until: { false })
  }

  public func runUntil(_ condition: () -> Bool) throws {
    _ = SimulationScheduler.shared.drain(until: condition)
  }

  public func stop() {}

  public func checkIsolated() {
    let scheduler = SimulationScheduler.shared
    precondition(scheduler.isOnSimulationThread && scheduler.isRunningMainJob,
                 "Incorrect actor executor assumption; expected the simulated MainActor")
  }
}

/// The simulated default ("global concurrent") executor: serial here, sharing the one FIFO with the main executor.
@_spi(SimulationExecutors) public final class SimulatedGlobalExecutor: TaskExecutor, SchedulingExecutor,
  @unchecked Sendable {
  init() {}

  public func enqueue(_ job: consuming ExecutorJob) {
    SimulationScheduler.shared.enqueue(job, on: .global)
  }

  public func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?,
                                clock: C) {
    let scheduler = SimulationScheduler.shared
    scheduler.enqueue(job, on: .global, deadline: scheduler.deadline(at: instant, clock: clock))
  }

  public func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?,
                                clock: C) {
    let scheduler = SimulationScheduler.shared
    guard let d = delay as? Duration else { fatalError("asyncplay: the simulator cannot schedule on clock \(C.self)") }
    scheduler.enqueue(job, on: .global, deadline: scheduler.deadline(after: d))
  }
}

/// Installs the simulated executors through `_createExecutors(factory:)`.
@_spi(SimulationExecutors) public struct SimulatedExecutorFactory: ExecutorFactory {
  public static var mainExecutor: any MainExecutor { SimulationScheduler.shared.mainExecutor }
  public static var defaultExecutor: any TaskExecutor { SimulationScheduler.shared.globalExecutor }
}
