import AsyncSimulation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The wall clock during a run (issue 20): `Date()`, `time()`, `gettimeofday`, `clock_gettime(CLOCK_REALTIME)`
/// (and its coarse variant) and `timespec_get` read 2025-01-01 00:00:00 UTC plus virtual time in a virtual run, and
/// the real time in a `--real` run.
@Suite("Wall clock")
struct WallClockTests {
  /// The epoch in seconds since 1970, as the README documents it.
  static let epoch = 1_735_689_600

  @Test("every wall clock reads the epoch at 0 ms and the epoch + 3 s after a 3 s sleep, to the nanosecond")
  func everyFunctionReadsVirtualTime() async throws {
    let trace = try await Fixtures.trace("wall-clock")
    func readings(_ seconds: Int) -> String {
      "readings date=\(seconds).000 time=\(seconds) gettimeofday=\(seconds).000000 realtime=\(seconds).000000000 "
        + "realtime_coarse=\(seconds).000000000 timespec_get=\(seconds).000000000"
    }
    #expect(VirtualClock.wallEpochNanos == Int64(Self.epoch) * 1_000_000_000)
    #expect(trace.prints == [
      "0 main " + readings(Self.epoch),
      "3000 main " + readings(Self.epoch + 3),
      "3000 main Date() measured 3.0 s",
    ])
  }

  @Test("a program that prints Date() prints the same date in every run")
  func datesAreDeterministic() async throws {
    let first = try await Fixtures.trace("wall-clock-date")
    let second = try await Fixtures.trace("wall-clock-date")
    #expect(first.prints == ["1500 main now 2025-01-01 00:00:01 +0000"])
    #expect(second.prints == first.prints)
  }

  @Test("a --real run reads the real wall clock")
  func realRunsKeepTheRealClock() async throws {
    let before = time(nil)
    let run = try await Fixtures.run(["--real", "wall-clock"], timeout: .seconds(30))
    let after = time(nil)
    #expect(run.exitStatus == 0, "stderr: \(run.stderr.prefix(300))")
    let prints = try run.trace().body.filter { $0.kind == .print }.compactMap(\.text)
    try #require(prints.count == 3)
    // Every reading of the first line lies between the test's own readings around the run.
    let seconds = prints[0].split(separator: " ").dropFirst().compactMap { field -> Int? in
      field.split(separator: "=").last.flatMap { Int($0.split(separator: ".")[0]) }
    }
    #expect(seconds.count == 6, "\(prints[0])")
    #expect(seconds.allSatisfy { $0 >= before && $0 <= after }, "\(prints[0]) not within \(before)…\(after)")
    let measured = prints[2].split(separator: " ")[2]
    #expect(Double(measured).map { $0 >= 3.0 && $0 < 20 } == true, "\(prints[2])")
  }
}
