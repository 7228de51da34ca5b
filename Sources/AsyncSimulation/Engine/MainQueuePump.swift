import Foundation

/// Runs the real main queue on the main thread until a condition holds, for `--real` runs: the stock main executor
/// on Linux (Dispatch's main queue) cannot be driven with `runUntil`, but Foundation's main run loop drains it.
enum MainQueuePump {
  /// Services the main run loop in short slices until `done()` is true.
  static func run(until done: () -> Bool) {
    while !done() {
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.002))
    }
  }
}
