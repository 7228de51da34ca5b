import AsyncSimulation
@testable import Playground
import Scenarios
import Testing
@testable import ProjectProfiles

/// The main-actor exercise (SwiftUI app code) accepts the fixes a real app makes — the computation awaited in a
/// `@concurrent` function, as Swift 6.2 teaches, or in a detached task — because a blocking call holds only the thread
/// of the job making it (issue 18); the same computation awaited in a `nonisolated(nonsending)` function, or left on
/// the main actor, still fails. So does a plain `nonisolated` async function under the default profile, xcode26-app,
/// where NonisolatedNonsendingByDefault is on (SE-0461: it runs on its caller's actor), as lesson 12 teaches; only in
/// a Swift package (no upcoming features) does it leave the main actor.
@Suite("The main-actor exercise and blocking work")
struct MainActorExerciseFixTests {
  /// The exercise's start with `generate()` replaced by `body`.
  static func file(generate body: String) throws -> String {
    let exercise = try #require(ExerciseCatalogTests.library.exercise("main-actor"))
    let start = exercise.start
    let from = try #require(start.range(of: "  func generate() async {"))
    let to = try #require(start.range(of: "struct SalesReportScreen"))
    return String(start[..<from.lowerBound]) + body + "}\n\n" + String(start[to.lowerBound...])
  }

  /// `generate()` awaiting `processData`, declared with `attributes`, whose body is `work` (plus `extra`
  /// declarations).
  static func awaiting(_ attributes: String, _ work: String = "calculator.ordersThisYear()", extra: String = "")
    -> String {
    "  func generate() async {\n    report = .computing\n    report = .ready(await Self.processData(calculator))\n  }\n\n"
      + "  \(attributes) static func processData(_ calculator: SalesCalculator) async -> Int {\n    \(work)\n  }\n"
      + extra
  }

  static let concurrent = awaiting("@concurrent nonisolated")

  // The computation's stand-in written out by the student: synchronous code that holds its thread (Thread.sleep is
  // unavailable in async code itself), called from the @concurrent function.
  static let concurrentSleep = awaiting("@concurrent nonisolated", "crunch()",
                                        extra: "\n  nonisolated static func crunch() -> Int {\n"
                                          + "    Thread.sleep(forTimeInterval: 0.5)\n    return 42\n  }\n")

  static let detached = """
      func generate() async {
        report = .computing
        let calculator = calculator
        report = .ready(await Task.detached { calculator.ordersThisYear() }.value)
      }

    """

  static let nonsending = awaiting("nonisolated(nonsending)")

  static let plainNonisolated = awaiting("nonisolated")

  static let mainSleep = """
      func generate() async {
        report = .computing
        report = .ready(crunch())
      }

      func crunch() -> Int {
        Thread.sleep(forTimeInterval: 0.5)
        return 42
      }

    """

  @Test("@concurrent or detached work passes every check; on the main actor, or nonsending, it drops frames")
  func fixes() throws {
    let exercise = try #require(ExerciseCatalogTests.library.exercise("main-actor"))
    let runner = try StudentFixtures.runner()
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    for (name, body) in [("concurrent", Self.concurrent), ("concurrent-sleep", Self.concurrentSleep),
                         ("detached", Self.detached)] {
      let (verdict, text) = try ExerciseCatalogTests.verdict(exercise, try Self.file(generate: body), name,
                                                             language: .en, runner: runner, folder: folder)
      #expect(verdict?.passed == true, "\(name) fails:\n\(text)")
    }
    for (name, body) in [("nonsending", Self.nonsending), ("main-sleep", Self.mainSleep),
                         ("plain-nonisolated", Self.plainNonisolated)] {
      let (verdict, text) = try ExerciseCatalogTests.verdict(exercise, try Self.file(generate: body), name,
                                                             language: .en, runner: runner, folder: folder)
      let failing = try #require(verdict, "\(text)").results.filter { !$0.holds }.map(\.name)
      #expect(failing.contains("no-frame-dropped"), "\(name): \(text)")
    }
  }

  @Test("the plain nonisolated fix drops frames under xcode26-app and swift6-app, and passes only in a Swift package")
  func plainNonisolatedByProfile() throws {
    let exercise = try #require(ExerciseCatalogTests.library.exercise("main-actor"))
    let runner = try StudentFixtures.runner()
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    for profile in ProjectProfile.allCases {
      var choice = ProjectChoice()
      choice.profile = profile
      let (plain, text) = try ExerciseCatalogTests.verdict(exercise, try Self.file(generate: Self.plainNonisolated),
                                                           "plain-\(profile.rawValue)", language: .en, runner: runner,
                                                           folder: folder, choice: choice)
      let failing = try #require(plain, "\(text)").results.filter { !$0.holds }.map(\.name)
      #expect(failing.contains("no-frame-dropped") == (profile != .swiftPackage), "\(profile): \(text)")
      let (concurrent, concurrentText) = try ExerciseCatalogTests.verdict(
        exercise, try Self.file(generate: Self.concurrent), "concurrent-\(profile.rawValue)", language: .en,
        runner: runner, folder: folder, choice: choice)
      #expect(concurrent?.passed == true, "\(profile): \(concurrentText)")
    }
  }
}
