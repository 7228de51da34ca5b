// Foundation's `Timer.publish(every:tolerance:on:in:options:)` and `Timer.TimerPublisher`
// (developer.apple.com/documentation/foundation/timer/3329589-publish), checked against the iOS 18 SDK.
// Status: complete on virtual time.
//
// The publisher is connectable: nothing ticks until `connect()` (or `autoconnect()` on the first subscriber); then
// it sends the current date every `interval` from the connection, on the run loop's lane (the main actor for
// `RunLoop.main`), until the connection is cancelled. A subscriber without demand misses a tick. The run loop mode
// and the tolerance change nothing here.
import Foundation

extension Timer {
  /// Returns a publisher that repeatedly emits the current date on the given interval.
  public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                             in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> TimerPublisher {
    TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
  }

  /// A publisher that repeatedly emits the current date on a given interval.
  public final class TimerPublisher: ConnectablePublisher {
    public typealias Output = Date
    public typealias Failure = Never

    public let interval: TimeInterval
    public let tolerance: TimeInterval?
    public let runLoop: RunLoop
    public let mode: RunLoop.Mode
    public let options: RunLoop.SchedulerOptions?

    private let subject = PassthroughSubject<Date, Never>()
    private var ticking: (any Cancellable)?

    /// Creates a publisher that repeatedly emits the current date on the given interval.
    public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                options: RunLoop.SchedulerOptions? = nil) {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      subject.subscribe(subscriber)
    }

    /// Starts the ticks (a second `connect()` while connected returns the same connection).
    public func connect() -> any Cancellable {
      if let ticking { return ticking }
      let seconds = Duration.microseconds(Int64((interval * 1_000_000).rounded()))
      let work = VirtualTimer.schedule(on: runLoop.lane, named: "Timer.publish(every: \(interval.formatted))",
                                       after: seconds, every: seconds) { [weak self] in self?.subject.send(Date()) }
      let connection = AnyCancellable { [weak self] in
        work.cancel(because: "Timer.publish: its connection was cancelled")
        self?.ticking = nil
      }
      ticking = connection
      return connection
    }
  }
}

extension TimeInterval {
  /// `1`, `0.5`: an interval as the app wrote it, without a trailing `.0`.
  fileprivate var formatted: String {
    self == rounded() && abs(self) < 1e15 ? String(Int64(self)) : String(self)
  }
}
