import AsyncSimulation
@testable import Playground
import Scenarios
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import Runs
@testable import Course

/// The sandbox end to end: any Swift file with a top-level `play()` is compiled against the built modules, loaded by
/// the child process and run in the simulator; what a student can get wrong gets one clear report naming the file.
@Suite("Sandbox files")
struct SandboxTests {
  @Test("async let and Task.sleep(for: .seconds(2)): the events come at 2000 ms, with no import line")
  func asyncLetSleepsTwoSeconds() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    _ = try StudentFixtures.write("""
      func play() async {
        async let first: Void = nap("first")
        async let second: Void = nap("second")
        _ = await (first, second)
        print("both done")
      }

      func nap(_ name: String) async {
        try? await Task.sleep(for: .seconds(2))
        print(name)
      }

      """, "naps.swift", in: folder)
    let result = try StudentFixtures.asyncplay(["check", "naps.swift", "--json", "--lang", "en"], in: folder)
    #expect(result.termination == .exited(0), "\(result.errorText)")
    let trace = try Trace(jsonLines: result.outputText)
    #expect(trace.outcome == .finished)
    let prints = trace.body.filter { $0.kind == .print }
    #expect(prints.map(\.text) == ["first", "second", "both done"])
    #expect(prints.allSatisfy { $0.nanos == 2_000_000_000 })
    #expect(trace.endNanos == 2_000_000_000)
  }

  @Test("the text rendering is the run as run prints it, and the same bytes on every check")
  func textRendering() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    _ = try StudentFixtures.write("""
      import Foundation

      @MainActor func play() async throws {
        try await Task.sleep(for: .milliseconds(300))
        print("after", 300, "ms")
      }

      """, "wait.swift", in: folder)
    let first = try StudentFixtures.asyncplay(["check", "wait.swift", "--lang", "en"], in: folder)
    let again = try StudentFixtures.asyncplay(["check", "wait.swift", "--lang", "en"], in: folder)
    #expect(first.termination == .exited(0), "\(first.errorText)")
    #expect(first.outputText == """
      profile xcode26-app (Swift 5 mode, MainActor, Approachable Concurrency)
      [    0 ms] main started
      [    0 ms] main sleeps until 300 ms
      [  300 ms] main woke
      [  300 ms] main after 300 ms
      [  300 ms] main finished (returned)
      done at 300 ms · 1 task · 0 cancelled

      """)
    #expect(again.outputText == first.outputText)
  }

  @Test("a syntax error is reported as FILE:LINE of the student's file, with exit status 1")
  func syntaxError() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    _ = try StudentFixtures.write("func play() async {\n  let x = [1, 2\n  print(x)\n}\n", "broken.swift", in: folder)
    let result = try StudentFixtures.asyncplay(["check", "broken.swift", "--lang", "en"], in: folder)
    #expect(result.termination == .exited(1))
    #expect(result.outputText.contains("broken.swift:2:16: error: expected ',' separator\n1 | func play() async {\n2 |   let x = [1, 2\n"), "\(result.outputText)")
    #expect(result.outputText.contains("✗ broken.swift does not compile"))
    #expect(!result.outputText.contains(StudentFixtures.cacheRoot), "a cache path leaked into the diagnostics")
    let json = try StudentFixtures.asyncplay(["check", "broken.swift", "--json"], in: folder)
    #expect(json.termination == .exited(1))
    #expect(json.outputText.hasPrefix("{\"kind\":\"diagnostic\",\"file\":\"broken.swift\",\"line\":2,"), "\(json.outputText)")
  }

  @Test("a file without play(), or an empty one, is told what a sandbox file needs", arguments: [
    "func start() async {}\n", "", "func play(_ times: Int) async {}\n",
  ])
  func withoutPlay(_ text: String) throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    _ = try StudentFixtures.write(text, "nothing.swift", in: folder)
    let result = try StudentFixtures.asyncplay(["check", "nothing.swift", "--lang", "en"], in: folder)
    #expect(result.termination == .exited(1))
    #expect(result.outputText.contains("nothing.swift: error: a sandbox file needs a top-level func play() async"),
            "\(result.outputText)")
    #expect(!result.outputText.contains("sandbox-main.swift"), "the generated entry point leaked: \(result.outputText)")
  }

  @Test("a file of views without play() is told to preview it, in one line, without compiling it")
  func viewsWithoutPlay() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    _ = try StudentFixtures.write("import SwiftUI\nstruct Hello: View { var body: some View { Text(\"Hi\") } }\n",
                                  "hello view.swift", in: folder)
    let result = try StudentFixtures.asyncplay(["check", "hello view.swift", "--lang", "en"], in: folder)
    #expect(result.termination == .exited(2))
    #expect(result.errorText == "asyncplay: hello view.swift is a view file (a View or #Preview, no play()): run it "
      + "with asyncplay preview 'hello view.swift'\n", "\(result.errorText)")
    #expect(result.outputText.isEmpty, "\(result.outputText)")
  }

  @Test("a runtime trap names the student's file and line, and the run is reported as a crash")
  func trap() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    _ = try StudentFixtures.write("func play() async {\n  let rows = [\"a\"]\n  print(rows[rows.count])\n}\n",
                                  "trap.swift", in: folder)
    let result = try StudentFixtures.asyncplay(["check", "trap.swift", "--lang", "en"], in: folder)
    #expect(result.termination == .exited(1))
    #expect(result.outputText.contains("Fatal error: Index out of range"), "\(result.outputText)")
    #expect(result.outputText.contains("in your code at trap.swift:3:"), "\(result.outputText)")
    #expect(result.outputText.contains("asyncplay: your code crashed"))
  }

  @Test("a deadlock and work on a thread of its own keep the engine's outcomes and exit statuses", arguments: [
    ("func play() async {\n  await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }\n}\n",
     Int32(3), "deadlock at 0 ms"),
    ("import Foundation\n\nfunc play() async {\n  await withCheckedContinuation { continuation in\n"
      + "    Thread.detachNewThread { continuation.resume() }\n  }\n}\n", Int32(5), "work escaped the simulator"),
  ])
  func engineOutcomes(_ text: String, status: Int32, report: String) throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    _ = try StudentFixtures.write(text, "stuck.swift", in: folder)
    let result = try StudentFixtures.asyncplay(["check", "stuck.swift", "--lang", "en"], in: folder)
    #expect(result.termination == .exited(status), "\(result.outputText)\(result.errorText)")
    #expect(result.outputText.contains(report), "\(result.outputText)")
  }

  @Test("an endless loop without await is stopped at the wall limit, said to compute without awaiting")
  func endlessLoop() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    let file = try StudentFixtures.write("func play() async {\n  var n = 0\n  while true { n &+= 1 }\n}\n",
                                         "spin.swift", in: folder)
    var runner = try StudentFixtures.runner()
    // Time enough to reach the loop when the tests run side by side on a loaded machine.
    runner.wallLimit = .seconds(2)
    let outcome = runner.run(StudentProgram(file: file, kind: .sandbox), language: .en)
    // The run, asked to stop, sends its trace so far (StuckRunStop): a run stopped by a budget, named.
    guard case .ran(let trace, _) = outcome else {
      Issue.record("expected a stopped run's trace, got \(outcome)")
      return
    }
    #expect(trace.outcome == .budget)
    #expect(trace.body.last?.kind == .taskEnd && trace.body.last?.task == "main" && trace.body.last?.outcome == "stopped")
    let report = trace.done?.report ?? ""
    #expect(report.hasPrefix("your code computed for 2 s without awaiting and was stopped; code that never "
      + "suspends (a loop without await) keeps the simulation from moving on; it was in main, at "), "\(report)")
    #expect(report.hasSuffix("spin.swift:3, in play"), "\(report)")
  }

  @Test("new writes a template that checks, and never overwrites a file")
  func newTemplate() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    let written = try StudentFixtures.asyncplay(["new", "mine.swift", "--lang", "zh"], in: folder)
    #expect(written.termination == .exited(0))
    #expect(written.outputText.hasSuffix("\nmine.swift\n"))
    let check = try StudentFixtures.asyncplay(["check", "mine.swift", "--lang", "en"], in: folder)
    #expect(check.termination == .exited(0), "\(check.outputText)")
    #expect(check.outputText.contains("[  100 ms] main   [\"profile\", \"orders\"]"), "\(check.outputText)")
    let again = try StudentFixtures.asyncplay(["new", "mine.swift"], in: folder)
    #expect(again.termination == .exited(1))
    #expect(again.errorText.contains("already exists"))
  }

  @Test("a missing file or exercise is a usage error naming what is accepted")
  func missingTarget() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    let result = try StudentFixtures.asyncplay(["check", "task-ix"], in: folder)
    #expect(result.termination == .exited(2))
    #expect(result.errorText.contains("no exercise or file \"task-ix\"; did you mean task-id?"), "\(result.errorText)")
  }
}

/// What the student is told when compiling cannot start, or starts for the first time.
@Suite("Compiling: first time and missing toolchain", .serialized)
struct CompileSetupTests {
  @Test("the first compile says it builds the module cache, and where; later ones say nothing")
  func firstCompile() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    _ = try StudentFixtures.write("func play() async {}\n", "empty-play.swift", in: folder)
    // TMPDIR points at an empty folder: nothing of a compile or a run may land there (or in /tmp).
    #expect(mkdir(folder + "/tmp", 0o700) == 0)
    let cache = [("ASYNCPLAY_CACHE_DIR", folder + "/fresh-cache"), ("TMPDIR", folder + "/tmp")]
    let first = try StudentFixtures.asyncplay(["check", "empty-play.swift", "--lang", "en"], in: folder,
                                              extraEnvironment: cache)
    #expect(first.termination == .exited(0), "\(first.errorText)")
    #expect(first.errorText.contains("asyncplay: first compile: building the compiler's module cache (a few seconds)…\n"
                                     + "  in \(folder)/fresh-cache/module-cache\n"), "\(first.errorText)")
    // What a killed compile leaves (pid 2147483647 never runs) is removed by the next one.
    let build = try #require(FileSystem.entries(folder + "/fresh-cache")?.first { $0.hasPrefix("build-") })
    let programs = folder + "/fresh-cache/" + build + "/programs"
    #expect(mkdir(folder + "/fresh-cache/tmp-2147483647-killed", 0o700) == 0)
    _ = try StudentFixtures.write("2147483647 5\n", ".asyncplay-owner", in: folder + "/fresh-cache/tmp-2147483647-killed")
    // Issue 32: a folder of the user's named like one (no owner inside) is never the clean-up's to delete.
    #expect(mkdir(folder + "/fresh-cache/tmp-2147483645-backup", 0o700) == 0)
    _ = try StudentFixtures.write("mine\n", "notes.txt", in: folder + "/fresh-cache/tmp-2147483645-backup")
    _ = try StudentFixtures.write("", "half.so.tmp.2147483647", in: programs)
    _ = try StudentFixtures.write("func play() async { print(1) }\n", "empty-play.swift", in: folder)
    let second = try StudentFixtures.asyncplay(["check", "empty-play.swift", "--lang", "en"], in: folder,
                                               extraEnvironment: cache)
    #expect(second.termination == .exited(0))
    #expect(!second.errorText.contains("first compile"))
    #expect(FileSystem.entries(folder + "/tmp") == [])
    #expect(FileSystem.entries(folder + "/fresh-cache")?.filter { !$0.hasPrefix("build-") }
              == ["module-cache", "tmp-2147483645-backup"])
    #expect(FileSystem.read(folder + "/fresh-cache/tmp-2147483645-backup/notes.txt") == "mine\n")
    #expect(FileSystem.entries(programs)?.contains { $0.contains(".tmp.") } == false)
  }

  @Test("without the build's modules, one line says what is missing and how to fix it")
  func missingModules() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    _ = try StudentFixtures.write("func play() async {}\n", "p.swift", in: folder)
    let result = try StudentFixtures.asyncplay(["check", "p.swift"], in: folder,
                                               extraEnvironment: [("ASYNCPLAY_BUILD_DIR", folder)])
    #expect(result.termination == .exited(1))
    #expect(result.outputText.contains("asyncplay: exercises are compiled against the modules asyncplay was built "
      + "from, and AsyncSimulation.swiftmodule is not in \(folder)/Modules"), "\(result.outputText)")
    #expect(result.outputText.contains("set ASYNCPLAY_BUILD_DIR to that folder"))
  }
}
