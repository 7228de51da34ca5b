import AsyncSimulation
@testable import Playground
import Scenarios
import Testing
@testable import TextBase
@testable import ProjectProfiles
@testable import Runs
@testable import CommandLineGrammar
@testable import Course

/// Profiles of project settings (docs/profiles.md): the compiler flags each becomes, how they are chosen on the command
/// line, in the REPL and in exercise files, and what a run shows of them. Sources: Xcode 26's Quick Help for
/// Approachable Concurrency ("Enables upcoming features … DisableOutwardActorInference,
/// GlobalActorIsolatedTypesUsability, InferIsolatedConformances, InferSendableFromCaptures, and
/// NonisolatedNonsendingByDefault"); Swift 6.3's `swiftc -frontend -print-supported-features` (which of them Swift 6
/// mode has already); SE-0466 (default actor isolation); SE-0461 (nonisolated async functions run on the caller's
/// actor, `@concurrent`).
@Suite("Profiles of project settings")
struct ProfileTests {
  /// A compiler for flag and key tests: nothing is compiled.
  static func compiler() -> StudentCompiler {
    let toolchain = StudentToolchain(swiftc: "/nowhere/swiftc", modules: "/nowhere/Modules", moduleMaps: [],
                                     buildKey: "build")
    return StudentCompiler(toolchain: toolchain, cache: CompileCache(root: "/nowhere/cache", toolchain: toolchain))
  }

  /// The arguments that compile `project`'s files, between the module name and `-Onone`.
  static func flags(_ project: ProjectSettings) -> [String] {
    var module = StudentModule.exercise
    module.project = project
    let arguments = compiler().compilerArguments(files: ["a.swift"], added: [], module: module, color: false)
    let from = arguments.firstIndex(of: "Student")! + 1
    return Array(arguments[from..<arguments.firstIndex(of: "-Onone")!])
  }

  @Test("each profile is the compiler flags of its Xcode settings")
  func compilerFlags() {
    let features = { (names: [String]) in names.flatMap { ["-enable-upcoming-feature", $0] } }
    #expect(Self.flags(ProjectProfile.xcode26App.settings) == ["-swift-version", "5", "-default-isolation", "MainActor"]
      + features(["DisableOutwardActorInference", "GlobalActorIsolatedTypesUsability", "InferIsolatedConformances",
                  "InferSendableFromCaptures", "NonisolatedNonsendingByDefault"]))
    // Swift 6 mode has three of the five already (naming them is the compiler's "already enabled" warning).
    #expect(Self.flags(ProjectProfile.swift6App.settings) == ["-swift-version", "6", "-default-isolation", "MainActor"]
      + features(["InferIsolatedConformances", "NonisolatedNonsendingByDefault"]))
    // A package: what every compile was before profiles.
    #expect(Self.flags(ProjectProfile.swiftPackage.settings) == ["-swift-version", "6"])
    #expect(ProjectSettings.default == ProjectProfile.xcode26App.settings)
  }

  @Test("two profiles never share a compiled program: the program's key holds the profile")
  func cacheKey() {
    let compiler = Self.compiler()
    var keys: Set<String> = []
    for profile in ProjectProfile.allCases {
      var request = StudentCompiler.Request(file: "a.swift", added: [])
      request.module.project = profile.settings
      keys.insert(compiler.programKey(request, texts: ["func play() async {}"], added: []))
    }
    #expect(keys.count == 3)
  }

  @Test("--profile and each setting on the command line; a setting wins over the profile in any order")
  func commandLine() throws {
    func project(_ arguments: [String]) throws -> ProjectSettings {
      guard case .preview(let request) = try Fixtures.parser.parse(["preview", "a.swift"] + arguments) else {
        Issue.record("not a preview")
        return .default
      }
      return request.run.project.settings
    }
    #expect(try project([]) == ProjectProfile.xcode26App.settings)
    #expect(try project(["--profile", "swift-package"]) == ProjectProfile.swiftPackage.settings)
    #expect(try project(["--profile=swift6-app"]) == ProjectProfile.swift6App.settings)
    #expect(try project(["--swift-version", "6"]) == ProjectProfile.swift6App.settings)
    #expect(try project(["--swift-version", "6", "--profile", "xcode26-app"]) == ProjectProfile.swift6App.settings)
    let custom = try project(["--profile", "swift-package", "--approachable-concurrency", "on"])
    #expect(custom.name == "swift-version=6,default-isolation=nonisolated,approachable-concurrency=on")
    #expect(ProjectSettings(named: custom.name) == custom)
    #expect(try project(["--default-isolation", "nonisolated", "--approachable-concurrency", "off"]).name
      == "swift-version=5,default-isolation=nonisolated,approachable-concurrency=off")
    #expect(Fixtures.errorLine(["preview", "a.swift", "--profile", "xcode"])
      == "asyncplay: bad value \"xcode\" for --profile; expected xcode26-app (a new Xcode 26 app target, the "
      + "default), swift6-app (an app target in Swift 6 mode) or swift-package (a Swift package)")
    #expect(Fixtures.errorLine(["preview", "a.swift", "--swift-version", "5.10"])
      == "asyncplay: bad value \"5.10\" for --swift-version; expected 5 or 6 (the Swift language mode)")
    #expect(Fixtures.errorLine(["preview", "a.swift", "--approachable-concurrency", "yes"])
      == "asyncplay: bad value \"yes\" for --approachable-concurrency; expected on or off (Xcode's Approachable "
      + "Concurrency)")
    // check and watch take the same options.
    let check = try ExerciseRequest.parse("check", ["main-actor", "--profile", "swift-package", "--swift-version=5"])
    #expect(check.project.settings.languageMode == .swift5 && check.project.settings.defaultIsolation == .nonisolated)
    #expect(try ExerciseRequest.parse("watch", ["--profile", "swift6-app"]).project.profile == .swift6App)
    #expect(throws: UsageError.self) { try ExerciseRequest.parse("check", ["x.swift", "--profile"]) }
    #expect(throws: UsageError.self) { try ExerciseRequest.parse("solution", ["main-actor", "--profile", "swift6-app"]) }
  }

  @Test("an exercise file may pin its profile; a bad one is a line of the file")
  func exercisePin() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    let exercise = try #require(ExerciseCatalogTests.library.exercise("main-actor"))
    var pinned = exercise
    pinned.project.profile = .swiftPackage
    var program = StudentProgram(file: "main-actor.swift", kind: .exercise(pinned))
    program.choice.profile = .swift6App
    #expect(program.project == ProjectProfile.swiftPackage.settings)
    #expect(program.pinOverridesChoice)
    program = StudentProgram(file: "main-actor.swift", kind: .exercise(exercise))
    program.choice.profile = .swift6App
    #expect(program.project == ProjectProfile.swift6App.settings && !program.pinOverridesChoice)
    #expect(program.compileRequest(language: .en).module.project == ProjectProfile.swift6App.settings)
    #expect(StudentProgram(file: "s.swift", kind: .sandbox).compileRequest(language: .en).module.project
      == ProjectProfile.xcode26App.settings)
  }

  /// A `nonisolated` async function called from the main actor, doing 300 ms of blocking work, beside a ticker on the
  /// main actor: SE-0461 (NonisolatedNonsendingByDefault, on in xcode26-app) runs it on the caller's actor, so the
  /// ticker waits for the main thread; in a package it runs on the global concurrent executor and the ticks are on
  /// time.
  static let callerActor = """
    import SwiftUI

    nonisolated func spin() -> Int {
      Thread.sleep(forTimeInterval: 0.3)
      return 42
    }

    nonisolated func crunch() async -> Int { spin() }

    struct CrunchView: View {
      @State private var result = 0
      @State private var ticks = 0
      var body: some View {
        Text("result \\(result), ticks \\(ticks)")
          .task { result = await crunch() }
          .task {
            for _ in 0..<2 {
              try? await Task.sleep(for: .milliseconds(100))
              ticks += 1
            }
          }
      }
    }
    """

  @Test("a nonisolated async function runs on the main actor under xcode26-app, on the global executor in a package")
  func callerActor() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    _ = try StudentFixtures.write(Self.callerActor, "CrunchView.swift", in: folder)
    func trace(_ profile: String) throws -> Trace {
      let result = try StudentFixtures.asyncplay(["preview", "CrunchView.swift", "--json", "--profile", profile],
                                                 in: folder)
      #expect(result.termination == .exited(0), "\(profile): \(result.errorText)")
      return try Trace(jsonLines: result.outputText)
    }
    func ticks(_ trace: Trace) -> [Int64] {
      trace.body.filter { $0.kind == .state && $0.name == "CrunchView.ticks" }.map { $0.nanos / 1_000_000 }
    }
    let app = try trace("xcode26-app")
    #expect(app.done?.profile == "xcode26-app")
    // crunch() holds the main thread for 300 ms: the second .task cannot even start until then.
    #expect(app.body.contains { $0.kind == .block && $0.untilNanos == 300_000_000 })
    #expect(ticks(app) == [400, 500])
    let package = try trace("swift-package")
    #expect(package.done?.profile == "swift-package")
    #expect(ticks(package) == [100, 200])
  }

  @Test("the first line of a compiled run names its profile (custom settings: custom); the catalog's runs name none")
  func header() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    _ = try StudentFixtures.write(Self.callerActor, "CrunchView.swift", in: folder)
    let text = try StudentFixtures.asyncplay(["preview", "CrunchView.swift", "--lang", "en", "--profile", "swift6-app"],
                                             in: folder)
    #expect(text.outputText.hasPrefix("profile swift6-app (Swift 6 mode, MainActor, Approachable Concurrency)\n["))
    let zh = try StudentFixtures.asyncplay(["preview", "CrunchView.swift", "--lang", "zh"], in: folder)
    #expect(zh.outputText.hasPrefix("配置 xcode26-app（Swift 5 模式，MainActor，开 Approachable Concurrency）\n["))
    let custom = try StudentFixtures.asyncplay(["preview", "CrunchView.swift", "--lang", "en", "--profile",
                                                "swift-package", "--swift-version", "5"], in: folder)
    #expect(custom.outputText.hasPrefix("profile custom (Swift 5 mode, nonisolated, no Approachable Concurrency)\n["))
    let scenario = try StudentFixtures.asyncplay(["run", "task-id", "--lang", "en"], in: folder)
    #expect(scenario.outputText.hasPrefix("["), "\(scenario.outputText.prefix(80))")
  }

  @Test("the playground: set profile= for what is compiled next, preview … profile= for one preview; bad ones refused")
  func playground() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    _ = try StudentFixtures.write(Self.callerActor, "CrunchView.swift", in: folder)
    _ = try StudentFixtures.write(["preview CrunchView.swift", "set profile=swift-package", "preview CrunchView.swift",
                                   "preview CrunchView.swift profile=swift6-app", "set profile nope",
                                   "set swift-version=5 default-isolation=nonisolated", "preview CrunchView.swift"]
                                    .joined(separator: "\n") + "\n", "session.play", in: folder)
    let result = try StudentFixtures.asyncplay(["play", "session.play", "--lang", "en", "--keep-going"], in: folder)
    let text = result.outputText
    let headers = text.split(separator: "\n").filter { $0.hasPrefix("profile ") }.map(String.init)
    #expect(headers == [
      "profile xcode26-app (Swift 5 mode, MainActor, Approachable Concurrency)",
      "profile swift-package (Swift 6 mode, nonisolated, no Approachable Concurrency)",
      "profile swift-package (Swift 6 mode, nonisolated, no Approachable Concurrency)",
      "profile swift6-app (Swift 6 mode, MainActor, Approachable Concurrency)",
      "profile custom (Swift 5 mode, nonisolated, no Approachable Concurrency)",
      "profile custom (Swift 5 mode, nonisolated, no Approachable Concurrency)",
    ], "\(text)")
    #expect(text.contains("bad value \"nope\" for profile; expected xcode26-app (a new Xcode 26 app target, the "
      + "default), swift6-app (an app target in Swift 6 mode) or swift-package (a Swift package)"), "\(text)")
  }

  /// Five main-actor calls from a nonisolated function: warnings in Swift 5 mode, as Xcode reports them, errors in
  /// Swift 6 mode (SE-0466's inferred `@MainActor` on `Counter`).
  static let fiveWarnings = """
    import SwiftUI

    final class Counter {
      var n = 0
      func bump() { n += 1 }
    }

    nonisolated func work(_ c: Counter) {
      c.bump()
      c.bump()
      c.bump()
      c.bump()
      c.bump()
    }

    struct WarnView: View {
      var body: some View { Text("hi") }
    }
    """

  @Test("Swift 5 mode: data-race diagnostics are warnings, the first three shown with their count, and it runs")
  func swift5Warnings() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    _ = try StudentFixtures.write(Self.fiveWarnings, "Warn.swift", in: folder)
    let app = try StudentFixtures.asyncplay(["preview", "Warn.swift", "--lang", "en"], in: folder,
                                            extraEnvironment: [("COLUMNS", "80")])
    #expect(app.termination == .exited(0), "\(app.errorText)")
    let headers = DiagnosticBlocks.split(app.errorText).compactMap(\.header).filter { $0.severity == "warning" }
    #expect(headers.map(\.line) == [9, 10, 11], "\(app.errorText)")
    #expect(headers.allSatisfy { $0.file == "Warn.swift" })
    #expect(app.errorText.hasSuffix("⚠ 5 compiler warnings, the first 3 above; the first at Warn.swift:9. In Swift 5\n"
      + "mode (xcode26-app) data-race diagnostics are warnings, as in Xcode, and the app\n"
      + "runs; Swift 6 mode makes them errors.\n"), "\(app.errorText)")
    #expect(app.outputText.contains("│ hi\n"))
    let strict = try StudentFixtures.asyncplay(["preview", "Warn.swift", "--lang", "en", "--profile", "swift6-app"],
                                               in: folder)
    #expect(strict.termination == .exited(1))
    #expect(strict.outputText.contains("✗ does not compile (5 errors; the first at Warn.swift:9)"))
  }

  @Test("import UIKit (or any Apple framework not simulated) is one error line at the import, exit 1")
  func appleOnlyImport() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    for module in ["StoreKit", "CoreMotion", "Photos", "AppKit"] {
      _ = try StudentFixtures.write("import SwiftUI\nimport \(module)\n\nstruct V: View {\n  var body: some View { Text(\"x\") }\n}\n",
                                    "V.swift", in: folder)
      let result = try StudentFixtures.asyncplay(["preview", "V.swift", "--lang", "en"], in: folder)
      #expect(result.termination == .exited(1))
      #expect(result.outputText == "V.swift:2:8: error: \(module) is not simulated by asyncplay (SwiftUI, UIKit, Foundation, "
        + "Observation, Combine, SwiftData, os, Security, CoreLocation, MapKit, Charts, PhotosUI, LocalAuthentication, UniformTypeIdentifiers, CoreTransferable, simd, CoreData are)\n"
        + "✗ does not compile (1 error; the first at V.swift:2)\n",
        "\(result.outputText)")
    }
    // A package asyncplay knows nothing of keeps the compiler's own words.
    _ = try StudentFixtures.write("import Alamofire\nfunc play() async {}\n", "s.swift", in: folder)
    let other = try StudentFixtures.asyncplay(["check", "s.swift", "--lang", "en"], in: folder)
    #expect(other.termination == .exited(1))
    #expect(other.outputText.contains("s.swift:1:8: error: no such module 'Alamofire'"), "\(other.outputText)")
  }
}
