@_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency
import Dispatch

/// What both `--real` executors do: hand every job, and every job due later, to ``RealScheduler`` for their target.
protocol RealSchedulingExecutor: SchedulingExecutor {
  /// Where the scheduler runs this executor's jobs.
  var target: RealScheduler.Target { get }
}

extension RealSchedulingExecutor {
  func enqueue(_ job: consuming ExecutorJob) {
    RealScheduler.shared.enqueue(job, on: target)
  }

  func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
    RealScheduler.shared.enqueue(job, on: target, after: RealScheduler.delay(until: instant, clock: clock))
  }

  func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
    RealScheduler.shared.enqueue(job, on: target, after: RealScheduler.delay(delay, clock: clock))
  }
}

/// The main executor of a `--real` run: jobs go to Dispatch's main queue (as with the stock `DispatchMainExecutor`),
/// through ``RealScheduler``, which sees each one run.
final class RealMainExecutor: MainExecutor, RealSchedulingExecutor, @unchecked Sendable {
  var target: RealScheduler.Target { .main }

  /// Services the main queue until `Simulation.run` decides the run is over (an `async` main would call this).
  func run() throws { MainQueuePump.run(until: { false }) }

  func runUntil(_ condition: () -> Bool) throws { MainQueuePump.run(until: condition) }

  func stop() {}

  func checkIsolated() { dispatchPrecondition(condition: .onQueue(.main)) }
}

/// The default executor of a `--real` run: jobs go to Dispatch's global concurrent queues at the quality of service
/// of their priority (as with the stock `DispatchGlobalTaskExecutor`), through ``RealScheduler``.
final class RealGlobalExecutor: TaskExecutor, RealSchedulingExecutor, @unchecked Sendable {
  var target: RealScheduler.Target { .global }
}

/// Installs the `--real` executors through `_createExecutors(factory:)`.
struct RealExecutorFactory: ExecutorFactory {
  static var mainExecutor: any MainExecutor { RealScheduler.shared.mainExecutor }
  static var defaultExecutor: any TaskExecutor { RealScheduler.shared.globalExecutor }
}
