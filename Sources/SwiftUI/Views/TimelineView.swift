// Mirrors: SwiftUI `TimelineView` (`init(_:content:)`, `Context`), `TimelineViewDefaultContext` (`date`,
//   `cadence`, `Cadence`), `TimelineSchedule` (`entries(from:mode:)`), `TimelineScheduleMode`,
//   `PeriodicTimelineSchedule`, `EveryMinuteTimelineSchedule`, `ExplicitTimelineSchedule`,
//   `AnimationTimelineSchedule`, `periodic(from:by:)`, `everyMinute`, `explicit(_:)`, `animation`,
//   `animation(minimumInterval:paused:)`
// SDK: iOS 26 SDK
// Status: complete
internal import AsyncSimulation

/// A view that updates according to a schedule that you provide (Apple: `TimelineView`).
///
/// On virtual time: the content is drawn with the schedule's last date at or before the view appears (the moment
/// it appears when the schedule has none before it), then drawn again at each later date of the schedule, each a
/// screen on the timeline, while the view is visible; a task named `TimelineView` waits for each date and ends
/// when the view disappears or the schedule has no more dates. `.explicit` dates run out; `.periodic`,
/// `.everyMinute` and `.animation` never do, so — like a repeating `Timer` — a run that shows one lasts until its
/// virtual-time budget (`--max-time`). `.animation` has no display to follow: it updates every 0.1 s of virtual
/// time (ten frames a second), or every `minimumInterval` when that is longer; `paused: true` draws once.
public struct TimelineView<Schedule: TimelineSchedule, Content: View> {
  /// The context a timeline view's content is given.
  public typealias Context = TimelineViewDefaultContext
  let schedule: Schedule
  let content: (Context) -> Content

  /// Creates a new timeline view that uses the given schedule.
  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
    self.schedule = schedule
    self.content = content
  }
}

/// Information passed to a timeline view's content (Apple: `TimelineViewDefaultContext`).
public struct TimelineViewDefaultContext {
  /// The date from the schedule that triggered the current view update.
  public let date: Date
  /// The rate at which the timeline updates the view (always `.live`: virtual time has no low-power mode).
  public let cadence: Cadence

  /// A rate at which timeline views can receive updates (Apple: `TimelineView.Context.Cadence`).
  public enum Cadence: Comparable, Sendable {
    case live, seconds, minutes
  }
}

extension TimelineView: View {}

extension TimelineView: PrimitiveView {
  /// The date drawn and the task that moves it on.
  final class Clock: NodeStorage {
    init() {}
    /// The date the content is drawn with (a tracked read: a new date draws the content again).
    let date = StateBox(Date(timeIntervalSinceReferenceDate: 0))
    var task: Task<Void, Never>?
    /// The dates still to come, from the view's appearance.
    var upcoming: [Date] = []
    var remaining: AnyIterator<Date>?
  }

  func mount(_ node: ViewNode) {
    let clock = node.storage(Clock.self)
    let now = Date()
    var iterator = schedule.entries(from: now, mode: .normal).makeIterator()
    var current = now
    var first: Date?
    // The last date at or before now is drawn first; the scan is bounded for a schedule of countless past dates.
    for _ in 0..<10_000 {
      guard let next = iterator.next() else { break }
      if next <= now { current = next } else { first = next; break }
    }
    clock.date.set(current)
    clock.upcoming = first.map { [$0] } ?? []
    clock.remaining = first == nil ? nil : AnyIterator { iterator.next() }
  }

  func children(of node: ViewNode) -> [ViewChild] {
    let clock = node.storage(Clock.self)
    return [ViewChild(key: .content, view: content(Context(date: clock.date.value, cadence: .live)))]
  }

  func appear(_ node: ViewNode) {
    let clock = node.storage(Clock.self)
    let name = node.graph.uniqueTaskLabel("TimelineView in \(node.ownerName)")
    node.graph.enqueueTaskAction {
      guard clock.task == nil, !clock.upcoming.isEmpty else { return }
      let ticks = TimelineTicks(clock: clock)
      clock.task = Task(name: name) { @MainActor in
        TraceLog.noticeCurrentTask()
        await ticks.run()
      }
    }
  }

  func disappear(_ node: ViewNode) {
    let clock = node.storage(Clock.self)
    let cause = node.graph.disappearanceCause(of: node)
    node.graph.enqueueTaskAction {
      if let task = clock.task { TraceLog.cancel(task, because: cause) }
      clock.task = nil
    }
  }
}

/// Moves a timeline's date on at each of its schedule's dates, on virtual time.
private struct TimelineTicks<Schedule: TimelineSchedule, Content: View>: @unchecked Sendable {
  let clock: TimelineView<Schedule, Content>.Clock

  @MainActor func run() async {
    while !Task.isCancelled {
      guard let next = clock.upcoming.popLast() ?? clock.remaining?.next() else { break }
      let wait = next.timeIntervalSince(Date())
      if wait > 0 {
        do { try await Task.sleep(for: .nanoseconds(Int64((wait * 1e9).rounded()))) } catch { return }
      }
      clock.date.set(next)
    }
    clock.task = nil
  }
}

/// A type that provides a sequence of dates for use as a schedule (Apple: `TimelineSchedule`).
public protocol TimelineSchedule {
  /// The sequence of dates within a schedule.
  associatedtype Entries: Sequence where Entries.Element == Date
  /// Provides a sequence of dates starting around a given date.
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// A mode of operation for timeline schedule updates (Apple: `TimelineScheduleMode`).
public enum TimelineScheduleMode: Sendable {
  case normal, lowFrequency
}

/// Dates from `first` every `interval` seconds, for ever.
public struct _RegularDates: Sequence, IteratorProtocol {
  var upcoming: Date
  let interval: TimeInterval
  public mutating func next() -> Date? {
    defer { upcoming = upcoming.addingTimeInterval(interval) }
    return upcoming
  }
}

/// A schedule for updating a timeline view at regular intervals (Apple: `PeriodicTimelineSchedule`).
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  let startDate: Date
  let interval: TimeInterval

  /// Creates a periodic update schedule.
  public init(from startDate: Date, by interval: TimeInterval) {
    self.startDate = startDate
    self.interval = max(interval, 0.001)
  }

  /// The dates `startDate + n·interval`, from the last one at or before `from`.
  public func entries(from date: Date, mode: TimelineScheduleMode) -> _RegularDates {
    let steps = max(0, (date.timeIntervalSince(startDate) / interval).rounded(.down))
    return _RegularDates(upcoming: startDate.addingTimeInterval(steps * interval), interval: interval)
  }
}

/// A schedule for updating a timeline view at the start of every minute (Apple: `EveryMinuteTimelineSchedule`).
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  /// Creates a per-minute update schedule.
  public init() {}

  /// The start of each minute, from the one `from` is in.
  public func entries(from date: Date, mode: TimelineScheduleMode) -> _RegularDates {
    let minute = (date.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
    return _RegularDates(upcoming: Date(timeIntervalSinceReferenceDate: minute), interval: 60)
  }
}

/// A schedule for updating a timeline view at explicit points in time (Apple: `ExplicitTimelineSchedule`).
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
  let dates: Entries

  /// Creates a schedule composed of an explicit sequence of dates.
  public init(_ dates: Entries) { self.dates = dates }

  /// The dates, as given.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

/// A pausable schedule of dates updating at a frequency no more quickly than the provided interval (Apple:
/// `AnimationTimelineSchedule`): every 0.1 s of virtual time here, or `minimumInterval` when longer.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  let interval: TimeInterval
  let paused: Bool

  /// Create a pausable schedule of dates updating at a frequency no more quickly than the provided interval.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    interval = max(minimumInterval ?? 0, 0.1)
    self.paused = paused
  }

  /// Every interval from `from`; only `from` when paused.
  public func entries(from date: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
    var dates = _RegularDates(upcoming: date, interval: interval)
    var done = false
    let paused = self.paused
    return AnyIterator {
      guard !done else { return nil }
      if paused { done = true }
      return dates.next()
    }
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// A schedule for updating a timeline view at regular intervals.
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// A schedule for updating a timeline view at the start of every minute.
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// A pausable schedule of dates updating at a frequency no more quickly than the provided interval.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
  /// A pausable schedule of dates updating at a frequency no more quickly than the provided interval.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

extension TimelineSchedule {
  /// A schedule for updating a timeline view at explicit points in time.
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
    ExplicitTimelineSchedule(dates)
  }
}
