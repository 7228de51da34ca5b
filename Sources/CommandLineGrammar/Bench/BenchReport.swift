import AsyncSimulation

/// The one JSON object `asyncplay bench` prints.
public struct BenchReport: Equatable, Sendable {
  /// The workload's name.
  public var workload: String
  /// Its size (`tasks` or `n`).
  public var size: Int
  /// When the last event happened, in virtual nanoseconds (``Trace/endNanos``).
  public var virtualNanos: Int64
  /// How many events the trace holds (including `done`).
  public var events: Int
  /// The workload's checksum.
  public var checksum: UInt64
  /// Real time of the simulation run, in nanoseconds.
  public var wallNanos: Int64
  /// The child's peak resident memory, in KiB.
  public var maxResidentKilobytes: Int

  /// Creates a report.
  public init(workload: String, size: Int, virtualNanos: Int64, events: Int, checksum: UInt64, wallNanos: Int64,
              maxResidentKilobytes: Int) {
    self.workload = workload
    self.size = size
    self.virtualNanos = virtualNanos
    self.events = events
    self.checksum = checksum
    self.wallNanos = wallNanos
    self.maxResidentKilobytes = maxResidentKilobytes
  }

  /// `{"workload":…,"size":…,"virtual_ms":…,"events":…,"checksum":…,"wall_ms":…,"max_rss_mb":…}` on one line.
  /// `wall_ms` has microsecond precision, `max_rss_mb` one decimal.
  public var json: String {
    let wall = Milliseconds.format(wallNanos / 1_000 * 1_000)
    let tenths = (maxResidentKilobytes * 10 + 512) / 1_024
    let rss = "\(tenths / 10).\(tenths % 10)"
    return "{\"workload\":\"\(workload)\",\"size\":\(size),\"virtual_ms\":\(Milliseconds.format(virtualNanos)),"
      + "\"events\":\(events),\"checksum\":\(checksum),\"wall_ms\":\(wall),\"max_rss_mb\":\(rss)}"
  }
}
