import AsyncSimulation
import Foundation
#if canImport(Glibc)
import Glibc
#endif

// The wall clock in a run: every way of reading it gives the documented epoch plus virtual time in a virtual run
// (the same in every run, and in step with Task.sleep), and the real time in a --real run.

enum WallClockFixtures {
  static let all: [Fixture] = [
    Fixture("wall-clock", "Date(), time(), gettimeofday, CLOCK_REALTIME and timespec_get, before and after 3 s") {
      let start = Date()
      print("readings \(wallReadings())")
      try? await Task.sleep(for: .seconds(3))
      print("readings \(wallReadings())")
      print("Date() measured \(Date().timeIntervalSince(start)) s")
    },
    Fixture("wall-clock-date", "Date() printed, after 1.5 s of sleep") {
      try? await Task.sleep(for: .milliseconds(1500))
      print("now \(Date())")
    },
  ]

  /// Every wall clock read once, in seconds since 1970 (`name=seconds`, `.nanoseconds` where it has them).
  static func wallReadings() -> String {
    var readings: [String] = []
    readings.append("date=\(String(format: "%.3f", Date().timeIntervalSince1970))")
    readings.append("time=\(time(nil))")
    var value = timeval()
    gettimeofday(&value, nil)
    readings.append("gettimeofday=\(value.tv_sec).\(String(format: "%06d", Int(value.tv_usec)))")
    for (name, clock) in [("realtime", CLOCK_REALTIME), ("realtime_coarse", CLOCK_REALTIME_COARSE)] {
      var spec = timespec()
      clock_gettime(clock, &spec)
      readings.append("\(name)=\(spec.tv_sec).\(String(format: "%09d", spec.tv_nsec))")
    }
    var spec = timespec()
    timespec_get(&spec, TIME_UTC)
    readings.append("timespec_get=\(spec.tv_sec).\(String(format: "%09d", spec.tv_nsec))")
    return readings.joined(separator: " ")
  }
}
