@_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency
import Dispatch

/// The main executor of a `--real` run: jobs go to Dispatch's main queue (as with the stock `DispatchMainExecutor`),
/// through ``RealScheduler``, which sees each one run.
final class RealMainExecutor: MainExecutor, SchedulingExecutor, @unchecked Sendable {
  func enqueue(_ job: consuming ExecutorJob) {
    RealScheduler.shared.enqueue(job, on: .main)
  }

  func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
    RealScheduler.shared.enqueue(job, on: .main, after: RealScheduler.delay(until: instant, clock: clock))
  }

  func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
    RealScheduler.shared.enqueue(job, on: .main, after: RealScheduler.delay(delay, clock: clock))
  }

  /// Services the main queue until `Simulation.run` decides the run is over (an `async` main would call this).
  func run() throws { MainQueuePump.run(until: { false }) }

  func runUntil(_ condition: () -> Bool) throws { MainQueuePump.run(until: condition) }

  func stop() {}

  func checkIsolated() { dispatchPrecondition(condition: .onQueue(.main)) }
}

/// The default executor of a `--real` run: jobs go to Dispatch's global concurrent queues at the quality of service
/// of their priority (as with the stock `DispatchGlobalTaskExecutor`), through ``RealScheduler``.
final class RealGlobalExecutor: TaskExecutor, SchedulingExecutor, @unchecked Sendable {
  func enqueue(_ job: consuming ExecutorJob) {
    RealScheduler.shared.enqueue(job, on: .global)
  }

  func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
    RealScheduler.shared.enqueue(job, on: .global, after: RealScheduler.delay(until: instant, clock: clock))
  }

  func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
    RealScheduler.shared.enqueue(job, on: .global, after: RealScheduler.delay(delay, clock: clock))
  }
}

/// Installs the `--real` executors through `_createExecutors(factory:)`.
struct RealExecutorFactory: ExecutorFactory {
  static var mainExecutor: any MainExecutor { RealScheduler.shared.mainExecutor }
  static var defaultExecutor: any TaskExecutor { RealScheduler.shared.globalExecutor }
}
