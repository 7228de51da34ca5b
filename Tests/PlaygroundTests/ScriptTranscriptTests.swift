import AsyncSimulation
@testable import Playground
import Scenarios
import Testing

/// `asyncplay test`: the course's transcripts in `Tests/Transcripts` pass; an altered expectation fails with a diff
/// that names the file and line; `--update` restores it, and refuses under `CI=true`; bad paths and bad files are
/// reported.
@Suite("Transcript tests")
struct ScriptTranscriptTests {
  /// `Tests/Transcripts`, found from this file's path.
  static let transcripts: String = {
    let file = #filePath
    let tests = file[..<file.lastIndex(of: "/")!]
    return String(tests[..<tests.lastIndex(of: "/")!]) + "/Transcripts"
  }()

  /// Runs `asyncplay <arguments>` with `environment` changes (`NAME=value` sets, `-u NAME` unsets) through env(1).
  static func asyncplay(_ arguments: [String], environment: [String] = []) async throws -> ChildProcess.Result {
    try await offPool {
      try ChildProcess(executable: "/usr/bin/env", arguments: environment + [Binary.path] + arguments,
                       wallLimit: .seconds(120)).run()
    }
  }

  /// The closing line of a report.
  static func closing(_ result: ChildProcess.Result) -> String {
    String(result.outputText.split(separator: "\n").last ?? "")
  }

  @Test("every transcript under Tests/Transcripts passes")
  func course() async throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let result = try await Self.asyncplay(["test", Self.transcripts])
    #expect(result.termination == .exited(0), "\(result.outputText)\(result.errorText)")
    let closing = Self.closing(result)
    #expect(closing.hasSuffix(" passed, 0 failed"), "\(result.outputText)")
    #expect((Int(closing.prefix { $0 != " " }) ?? 0) >= 13 * 3, "\(closing)")
    #expect(result.standardError.isEmpty)
  }

  @Test("every scenario of the catalog has a transcript that opens it and runs it")
  func coverage() throws {
    let files = try ScriptFiles.playFiles(under: Self.transcripts)
    let commands = try files.flatMap { try PlayScript(text: ScriptFiles.read($0)).steps.map(\.command) }
    for scenario in ScenarioCatalogNames.all {
      #expect(commands.contains("open \(scenario)"), "no transcript opens \(scenario)")
    }
    for command in ["run", "step", "until", "advance", "tasks", "timeline", "state", "end"] {
      #expect(commands.contains { $0 == command || $0.hasPrefix(command + " ") }, "no transcript uses \(command)")
    }
  }

  @Test("an altered expectation fails with file:line and a diff; --update restores the file")
  func alteredExpectation() async throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let original = try ScriptFiles.read(Self.transcripts + "/task-id.play")
    var lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let cancelLine = "[  120 ms] .task(id: \"s\")     cancelled by .task(id:) restart: query became \"sw\""
    let changed = try #require(lines.firstIndex(of: cancelLine))
    lines[changed] = "[  120 ms] .task(id: \"s\")     kept running"
    let command = try #require(lines[..<changed].lastIndex { PlayScript.command(in: Substring($0)) != nil })
    let path = directory.path + "/task-id.play"
    try ScriptFiles.replace(path, with: lines.joined(separator: "\n"))

    let failing = try await Self.asyncplay(["test", path])
    #expect(failing.termination == .exited(1))
    let report = failing.outputText
    #expect(report.hasPrefix("\(path):\(command + 1): \"\(PlayScript.command(in: Substring(lines[command]))!)\" "
      + "printed something else:\n--- expected\n+++ actual\n@@ -"), "\(report)")
    #expect(report.contains("\n-[  120 ms] .task(id: \"s\")     kept running\n+\(cancelLine)\n"), "\(report)")
    #expect(report.contains("\n [  120 ms] main               screen:\n"), "context after the change")
    #expect(Self.closing(failing).hasSuffix(" passed, 1 failed"))

    let updating = try await Self.asyncplay(["test", "--update", path], environment: ["-u", "CI"])
    #expect(updating.termination == .exited(0), "\(updating.outputText)")
    #expect(updating.outputText.hasPrefix("updated \(path): 1 of "))
    #expect(try ScriptFiles.read(path) == original)
    let passing = try await Self.asyncplay(["test", path])
    #expect(passing.termination == .exited(0))
  }

  @Test("--update under CI=true refuses with one line and exit 2, and changes nothing")
  func updateUnderCI() async throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let path = directory.path + "/demo.play"
    try ScriptFiles.replace(path, with: "open async-let\nrun\n")
    let result = try await Self.asyncplay(["test", path, "--update"], environment: ["CI=true"])
    #expect(result.termination == .exited(2))
    #expect(result.standardOutput.isEmpty)
    #expect(result.errorText.replacing("\n  ", with: " ") == "asyncplay: test --update does not rewrite expectations under CI=true; run it on "
      + "your machine and review the diff before committing\n")
    #expect(try ScriptFiles.read(path) == "open async-let\nrun\n")
  }

  @Test("a demo script is turned into a transcript by --update, comments kept, prompts as the REPL prints them")
  func demoToTranscript() async throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let path = directory.path + "/demo.play"
    try ScriptFiles.replace(path, with: "# Demo.\nopen async-let\n# all of it\nrun\n")
    let before = try await Self.asyncplay(["test", path])
    #expect(before.termination == .exited(1))
    #expect(before.outputText.hasPrefix("\(path):2: \"open async-let\" has no expected output: this file has no "
      + "prompt lines, so it is a demo script"))
    #expect(Self.closing(before) == "0 passed, 2 failed")
    let update = try await Self.asyncplay(["test", path, "--update"], environment: ["-u", "CI"])
    #expect(update.termination == .exited(0))
    let text = try ScriptFiles.read(path)
    #expect(text.hasPrefix("# Demo.\nasyncplay> open async-let\nasync-let: "))
    #expect(text.contains("\nasyncplay [async-let · 0 ms]> # all of it\nasyncplay [async-let · 0 ms]> run\n"
      + "[    0 ms] main                 started\n"))
    #expect(text.hasSuffix("done at 100 ms · 4 tasks · 0 cancelled\n"))
    #expect(Self.closing(try await Self.asyncplay(["test", path])) == "2 passed, 0 failed")
  }

  @Test("stray output and a command without its expectation are failures with their lines; --update leaves it")
  func shapeProblems() async throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let path = directory.path + "/bad.play"
    let text = "# Bad.\nasynplay> open async-let\nasyncplay> open async-let\nasyncplay> params\n"
    try ScriptFiles.replace(path, with: text)
    let result = try await Self.asyncplay(["test", path])
    #expect(result.termination == .exited(1))
    let lines = result.outputText.split(separator: "\n").map(String.init)
    #expect(lines.first == "\(path):2: output \"asynplay> open async-let\" has no command before it; a command "
      + "line starts with the prompt \"asyncplay> \"")
    #expect(lines.contains { $0.hasPrefix("\(path):3: \"open async-let\" has no expected output under it, but "
      + "printed 5 lines:") })
    #expect(lines.contains { $0.hasPrefix("\(path):4: \"params\" has no expected output under it, but printed") })
    #expect(lines.last == "0 passed, 3 failed")
    let update = try await Self.asyncplay(["test", path, "--update"], environment: ["-u", "CI"])
    #expect(update.termination == .exited(1))
    #expect(update.outputText.contains("\(path): not updated; fix its lines named above by hand first"))
    #expect(try ScriptFiles.read(path) == text)
  }

  @Test("a path that does not exist, or a directory without .play files: one line, exit 2")
  func badPaths() async throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    directory.write("not a transcript", to: "notes.txt")
    let missing = try await Self.asyncplay(["test", Self.transcripts, directory.path + "/nope.play"])
    #expect(missing.termination == .exited(2))
    #expect(missing.standardOutput.isEmpty)
    #expect(missing.errorText.replacing("\n  ", with: " ") == "asyncplay: cannot find \"\(directory.path)/nope.play\": no such file or directory; "
      + "test takes .play files and directories holding them\n")
    let empty = try await Self.asyncplay(["test", directory.path])
    #expect(empty.termination == .exited(2))
    #expect(empty.errorText.replacing("\n  ", with: " ") == "asyncplay: the directory \"\(directory.path)\" holds no .play files; a transcript "
      + "test is a file ending in .play\n")
  }
}

/// The names of the catalog's scenarios.
enum ScenarioCatalogNames {
  /// Every scenario `asyncplay list` shows.
  static var all: [String] { ScenarioCatalog.all.map(\.name) }
}
