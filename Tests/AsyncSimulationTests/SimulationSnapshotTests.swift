import AsyncSimulation
import Foundation
import Testing

/// The library API for other packages' tests: run a named simulation of a program in a child process, get its
/// trace, compare its outline with a snapshot file.
@Suite("Simulation snapshots")
struct SimulationSnapshotTests {
  static let snapshots: String = {
    let file = #filePath
    return String(file[..<file.lastIndex(of: "/")!]) + "/Snapshots"
  }()

  let runner = SimulationSnapshot(program: "ExampleSimulations")

  @Test("a committed snapshot verifies")
  func verifies() throws {
    try runner.verify("async-let", against: Self.snapshots + "/async-let.txt")
  }

  @Test("the README's example: loading takes 400 ms and its snapshot verifies")
  func readmeExample() throws {
    #expect(try runner.trace("loading").endNanos == 400_000_000)
    try runner.verify("loading", against: Self.snapshots + "/loading.txt")
  }

  @Test("the trace comes back from the child process")
  func trace() throws {
    let trace = try runner.trace("counter")
    #expect(trace.outcome == .finished)
    #expect(trace.body.filter { $0.kind == .state }.map { "\(Milliseconds.format($0.nanos)) \($0.to ?? "")" }
      == ["10 1", "20 2", "30 3"])
  }

  @Test("a different snapshot fails with a diff naming the line; a missing one is recorded, never passed")
  func modes() throws {
    // In folders that do not exist yet: recording makes them, as a first snapshot of a new package does.
    let folder = NSTemporaryDirectory() + "asyncplay-snapshot-\(getpid())"
    let path = folder + "/Tests/Snapshots/counter.txt"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let onCI = ProcessInfo.processInfo.environment["CI"] == "true"
    do {
      try runner.verify("counter", against: path)
      Issue.record("a missing snapshot must not pass")
    } catch let failure as SimulationSnapshot.Failure {
      #expect(failure.description.contains(onCI ? "CI=true forbids recording" : "recorded \(path)"))
    }
    if onCI { return }
    try runner.verify("counter", against: path)  // now it exists and matches
    let recorded = try String(contentsOfFile: path, encoding: .utf8)
    try recorded.replacingOccurrences(of: "count: 1 → 2", with: "count: 1 → 5").write(
      toFile: path, atomically: true, encoding: .utf8)
    do {
      try runner.verify("counter", against: path)
      Issue.record("a changed snapshot must fail")
    } catch let failure as SimulationSnapshot.Failure {
      #expect(failure.description.contains("@@ line 7 @@"))
      #expect(failure.description.contains("- ") && failure.description.contains("count: 1 → 5"))
      #expect(failure.description.contains("+ ") && failure.description.contains("count: 1 → 2"))
    }
  }

  @Test("an unknown simulation name is a clear failure")
  func unknownName() {
    #expect(throws: SimulationSnapshot.Failure.self) { try runner.trace("nope") }
  }
}
