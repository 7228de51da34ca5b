@testable import Playground
import Testing
@testable import CommandLineGrammar

@Suite("Benchmark arithmetic")
struct BenchChecksumTests {
  @Test("the LCG: x = x * 6364136223846793005 + 1442695040888963407, wrapping")
  func generator() {
    var random = BenchRandom(seed: 42)
    #expect(random.next() == 42 &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407)
    var zero = BenchRandom(seed: 0)
    #expect(zero.next() == 1_442_695_040_888_963_407)
    var again = BenchRandom(seed: 0)
    // 1 + (1442695040888963407 >> 33) % 10000 = 1 + 167951807 % 10000
    #expect(again.nextSleepMilliseconds() == 1808)
  }

  @Test("sleep lengths stay within 1...10000 ms")
  func sleepRange() {
    let durations = BenchChecksum.sleepMilliseconds(tasks: 10_000, seed: 42)
    #expect(durations.allSatisfy { (1...10_000).contains($0) })
  }

  @Test("weighted sum: Σ (k+1)·index")
  func weightedSum() {
    #expect(BenchChecksum.weightedSum([]) == 0)
    #expect(BenchChecksum.weightedSum([5]) == 5)
    #expect(BenchChecksum.weightedSum([2, 0, 1]) == 1 * 2 + 2 * 0 + 3 * 1)
  }

  @Test("modular arithmetic near 2^61 − 1 never overflows")
  func modular() {
    let m = BenchChecksum.modulus
    #expect(m == 2_305_843_009_213_693_951)
    #expect(BenchChecksum.multiply(m - 1, m - 1) == 1)
    #expect(BenchChecksum.multiply(1 << 40, 1 << 40) == (1 << 19))
    #expect(BenchChecksum.add(m - 1, 1) == 0)
    #expect(BenchChecksum.add(m - 1, m - 1) == m - 2)
    #expect(BenchChecksum.residue(-1) == m - 1)
  }

  @Test("wake order: by sleep length, ties in creation order")
  func wakeOrder() {
    let durations = BenchChecksum.sleepMilliseconds(tasks: 2_000, seed: 7)
    let order = BenchChecksum.expectedWakeOrder(tasks: 2_000, seed: 7)
    #expect(order.count == 2_000)
    #expect(Set(order).count == 2_000)
    for (a, b) in zip(order, order.dropFirst()) {
      #expect(durations[a] < durations[b] || (durations[a] == durations[b] && a < b))
    }
  }

  @Test("known checksums (computed independently)", arguments: [
    (1, UInt64(0), UInt64(0)),
    (100, UInt64(42), UInt64(241_492)),
    (1_000, UInt64(42), UInt64(249_764_704)),
    (100_000, UInt64(42), UInt64(250_313_253_253_841)),
  ])
  func knownChecksums(tasks: Int, seed: UInt64, checksum: UInt64) {
    #expect(BenchChecksum.weightedSum(BenchChecksum.expectedWakeOrder(tasks: tasks, seed: seed)) == checksum)
  }

  @Test("the report is one JSON object with the fields in order")
  func report() {
    let report = BenchReport(workload: "fanout", size: 100, virtualNanos: 9_947_000_000, events: 303,
                             checksum: 241_492, wallNanos: 12_345_678, maxResidentKilobytes: 15_462)
    #expect(report.json == "{\"workload\":\"fanout\",\"size\":100,\"virtual_ms\":9947,\"events\":303,"
      + "\"checksum\":241492,\"wall_ms\":12.345,\"max_rss_mb\":15.1}")
  }

  @Test("workloads: names, defaults and sizes")
  func workloads() throws {
    #expect(BenchWorkload.all.map(\.name) == ["fanout", "group", "chain", "cancelstorm", "actors", "unawaited"])
    let fanout = try #require(BenchWorkload.named("fanout"))
    let defaults = try fanout.arguments([])
    #expect(defaults.count("tasks") == 10_000)
    #expect(defaults.count("seed") == 42)
    #expect(fanout.size(defaults) == 10_000)
    let chain = try #require(BenchWorkload.named("chain"))
    #expect(chain.size(try chain.arguments([])) == 100_000)
    #expect(chain.size(try chain.arguments([Assignment(name: "n", value: "7")])) == 7)
  }

  @Test("actors wakes like fanout, through an actor; unawaited in the order of its long sleeps")
  func actorsAndUnawaited() throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    func checksum(_ arguments: [String]) throws -> String? {
      let result = try Binary.run(["bench"] + arguments)
      #expect(result.termination == .exited(0), "stderr: \(result.errorText)")
      return result.outputText.split(separator: ",").first { $0.hasPrefix("\"checksum\":") }
        .map { String($0.dropFirst("\"checksum\":".count)) }
    }
    #expect(try checksum(["actors", "tasks=1000", "seed=42"]) == "249764704")
    let order = BenchChecksum.wakeOrder(BenchChecksum.longSleepMilliseconds(tasks: 1_000, seed: 24_301))
    #expect(try checksum(["unawaited", "tasks=1000", "seed=24301"]) == String(BenchChecksum.weightedSum(order)))
  }
}
