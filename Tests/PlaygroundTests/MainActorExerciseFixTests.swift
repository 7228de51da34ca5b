import AsyncSimulation
@testable import Playground
import Scenarios
import Testing

/// The main-actor exercise accepts the fix Swift 6.2 teaches — blocking work moved into a `@concurrent` function,
/// whether it is `SimulatedWork.block(for:)` or `Thread.sleep(forTimeInterval:)` — because a blocking call holds only
/// the thread of the job making it (issue 18); the same call left on the main actor still fails.
@Suite("The main-actor exercise and blocking work")
struct MainActorExerciseFixTests {
  /// The exercise's start with `generate()` replaced by `body`.
  static func file(generate body: String) throws -> String {
    let exercise = try #require(ExerciseCatalogTests.library.exercise("main-actor"))
    let start = exercise.start
    let from = try #require(start.range(of: "  func generate() {"))
    let to = try #require(start.range(of: "struct ReportView"))
    return String(start[..<from.lowerBound]) + body + "}\n\n" + String(start[to.lowerBound...])
  }

  /// `generate()` awaiting an `@concurrent` function whose body is `work` (plus `extra` declarations).
  static func concurrent(_ work: String, extra: String = "") -> String {
    "  func generate() async {\n    report = .computing\n    await crunchNumbers()\n    report = .ready(\"📈 42\")\n  }\n\n"
      + "  @concurrent\n  nonisolated func crunchNumbers() async {\n    \(work)\n  }\n\n" + extra
  }

  static let concurrentBlock = concurrent("SimulatedWork.block(for: .milliseconds(500))")

  // The usual stand-in for a decoder: synchronous code that holds its thread (unavailable in async code itself).
  static let concurrentSleep = concurrent("decode()",
                                          extra: "  nonisolated func decode() {\n    Thread.sleep(forTimeInterval: 0.5)\n  }\n\n")

  static let mainSleep = """
      func generate() {
        report = .computing
        decode()
        report = .ready("📈 42")
      }

      func decode() {
        Thread.sleep(forTimeInterval: 0.5)
      }

    """

  @Test("@concurrent blocking work passes every check; Thread.sleep on the main actor drops frames")
  func fixes() throws {
    let exercise = try #require(ExerciseCatalogTests.library.exercise("main-actor"))
    let runner = try StudentFixtures.runner()
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    for (name, body) in [("concurrent-block", Self.concurrentBlock), ("concurrent-sleep", Self.concurrentSleep)] {
      let source = "import Foundation\n" + (try Self.file(generate: body))
      let (verdict, text) = try ExerciseCatalogTests.verdict(exercise, source, name, language: .en, runner: runner,
                                                             folder: folder)
      #expect(verdict?.passed == true, "\(name) fails:\n\(text)")
    }
    let source = "import Foundation\n" + (try Self.file(generate: Self.mainSleep))
    let (verdict, text) = try ExerciseCatalogTests.verdict(exercise, source, "main-sleep", language: .en,
                                                           runner: runner, folder: folder)
    let failing = try #require(verdict, "\(text)").results.filter { !$0.holds }.map(\.name)
    #expect(failing.contains("no-frame-dropped"), "\(text)")
  }
}
