import AsyncSimulation
@testable import Playground
import Testing

/// A student's file that prints dates (issue 20): `check` runs it on the virtual wall clock, 2025-01-01 00:00:00 UTC
/// plus virtual time, so it prints the same dates on every check, and 3 s of sleep measure 3.0 s by `Date()`.
@Suite("Wall clock in sandbox files")
struct WallClockSandboxTests {
  @Test("Date() and time() read the documented epoch plus virtual time, the same on every check")
  func datesInACheckedFile() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    _ = try StudentFixtures.write("""
      import Foundation

      func play() async throws {
        let start = Date()
        print("started", start, time(nil))
        try await Task.sleep(for: .seconds(3))
        print("3 s later", Date(), "measured", Date().timeIntervalSince(start))
      }

      """, "dates.swift", in: folder)
    let first = try StudentFixtures.asyncplay(["check", "dates.swift", "--json", "--lang", "en"], in: folder)
    #expect(first.termination == .exited(0), "\(first.errorText)")
    let prints = try Trace(jsonLines: first.outputText).body.filter { $0.kind == .print }.compactMap(\.text)
    #expect(prints == ["started 2025-01-01 00:00:00 +0000 1735689600",
                       "3 s later 2025-01-01 00:00:03 +0000 measured 3.0"])
    let again = try StudentFixtures.asyncplay(["check", "dates.swift", "--json", "--lang", "en"], in: folder)
    #expect(again.outputText == first.outputText)
  }
}
