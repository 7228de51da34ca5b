#if canImport(Glibc)
import Glibc
#endif
@testable import Playground
import Scenarios
import Testing
@testable import TextBase
@testable import ProjectProfiles
@testable import Runs
@testable import CommandLineGrammar

/// `preview`'s command line: the files, run's options and its own; every mistake is one line, before compiling.
@Suite("Preview: the command line")
struct PreviewCommandLineTests {
  @Test("files, --root, --do, --routes, --container and run's options")
  func parses() throws {
    let folder = try TemporaryFolder.make("asyncplay-preview-cli")
    defer { TemporaryFolder.remove(folder) }
    let routes = folder + "/feed.routes"
    #expect(FileSystem.writeAtomically("GET https://api.example.com/feed\n  json []\n", to: routes) == nil)
    let command = try Fixtures.parser.parse(["preview", "Feed.swift", "Model.swift", "--root", "Feed", "--do",
                                             "type s @0ms; tap Retry @1s", "--routes", routes, "--container",
                                             "box", "--json", "--lang", "en", "--max-time", "2s",
                                             "--export", "svg=feed.svg"])
    guard case .preview(let request) = command else {
      Issue.record("not a preview: \(command)")
      return
    }
    #expect(request.files == ["Feed.swift", "Model.swift"])
    #expect(request.run.scenario == "Feed")
    #expect(request.run.preview?.root == "Feed")
    #expect(request.run.preview?.actions == "type s @0ms; tap Retry @1s")
    #expect(request.run.preview?.routes == routes)
    #expect(request.run.preview?.container == "box")
    #expect(request.run.json && request.run.language == .en && request.run.maxTime == .seconds(2))
    #expect(request.run.exports.map(\.path) == ["feed.svg"])
    #expect(request.run.project.isEmpty && request.run.project.settings == ProjectProfile.xcode26App.settings)
    #expect(try Fixtures.parser.parse(["preview", "--help"]) == .commandHelp("preview"))
    guard case .preview(let isolated) = try Fixtures.parser.parse(["preview", "Feed.swift", "--default-isolation",
                                                                   "MainActor"]) else {
      Issue.record("not a preview")
      return
    }
    #expect(isolated.run.project.defaultIsolation == .mainActor)
    // `--` ends the options: a file whose name starts with a dash, and options before it still read.
    guard case .preview(let dashed) = try Fixtures.parser.parse(["preview", "--json", "--", "-odd.swift",
                                                                 "--lang"]) else {
      Issue.record("not a preview")
      return
    }
    #expect(dashed.files == ["-odd.swift", "--lang"])
    #expect(dashed.run.json)
  }

  /// Issue 32: `--export json=C.swift` replaced the student's source with the trace (exit 0), `--export md=r.routes`
  /// the routes file. The same file by another name (a symbolic link, `./`) is the same input.
  @Test("an export naming one of the run's inputs is refused in one line, before anything runs")
  func exportOverInputRefused() throws {
    let folder = try TemporaryFolder.make("asyncplay-preview-export")
    defer { TemporaryFolder.remove(folder) }
    let source = folder + "/C.swift", routes = folder + "/r.routes", link = folder + "/L.swift"
    #expect(FileSystem.writeAtomically("struct C {}\n", to: source) == nil)
    #expect(FileSystem.writeAtomically("GET https://api.example.com/feed\n  json []\n", to: routes) == nil)
    #expect(symlink(source, link) == 0)
    func refusal(_ arguments: [String]) -> UsageError? {
      do {
        _ = try Fixtures.parser.parse(["preview", source, "--routes", routes] + arguments)
        return nil
      } catch {
        return error
      }
    }
    let overSource = refusal(["--export", "json=" + folder + "/./L.swift"])
    #expect(overSource?.message.contains("would overwrite a file to preview, ") == true)
    #expect(overSource?.message.contains("C.swift, which this run reads; export to a file of its own") == true)
    #expect(overSource?.message.contains("\n") == false)
    #expect(refusal(["--export", "md=" + routes])?.message.contains("would overwrite the --routes file") == true)
    #expect(refusal(["--export", "svg=" + folder + "/out.svg"]) == nil)
    #expect(FileSystem.read(source) == "struct C {}\n")
  }

  /// Issue 32: past ~16,400 REPL actions the session ended with `Argument list too long` (one argument holds at most
  /// 128 KiB). A script longer than 64 KiB goes with the box on the child's standard input, line breaks and all.
  @Test("a long --do script goes with the box, not on the child's command line")
  func longActionsGoWithTheBox() {
    let step = "type 'a\nb' @1ms; "
    let long = String(repeating: step, count: RunBox.longestArgumentActions / step.utf8.count + 1) + "tap \"Say \\\"hi\\\"\""
    var request = RunRequest(scenario: "feed")
    var settings = PreviewSettings()
    settings.actions = long
    request.preview = settings
    let arguments = RunCommand.childArguments(for: request)
    #expect(!arguments.contains { $0.hasPrefix("--do") })
    #expect(arguments.map(\.utf8.count).max() ?? 0 < 1_000)
    var box = RunBox()
    box.actions = long
    let text = box.text
    #expect(text.utf8.count < RunBox.maximumBytes)
    #expect(RunBox(text: text)?.actions == long)
    #expect(RunBox(text: RunBox().text)?.actions == nil)
    #expect(RunBox.unhex("4") == nil && RunBox.unhex("zz") == nil && RunBox.unhex("e4bda0") == "你")
  }

  @Test("the child gets the actions and the routes file, by absolute path")
  func childArguments() {
    var request = RunRequest(scenario: "feed")
    request.program = "/cache/p.so"
    var settings = PreviewSettings()
    settings.actions = "tap Retry"
    settings.routes = "/x/feed.routes"
    request.preview = settings
    let arguments = RunCommand.childArguments(for: request)
    #expect(arguments.contains("--do=tap Retry") && arguments.contains("/x/feed.routes"))
    guard case .child(let parsed)? = try? CommandLineParser().parse(arguments) else {
      Issue.record("the child's arguments do not parse: \(arguments)")
      return
    }
    #expect(parsed.preview?.actions == "tap Retry" && parsed.preview?.routes == "/x/feed.routes")
    #expect(parsed.program == "/cache/p.so")
  }

  @Test("mistakes are one line: no file, a flag without its value, an unknown option, the same file twice, bad actions")
  func mistakes() {
    #expect(Fixtures.errorLine(["preview"]) == "asyncplay: preview needs at least one Swift file; usage: asyncplay "
      + "preview FILE... [--root TYPE] [--do ACTIONS]")
    #expect(Fixtures.errorLine(["preview", "a.swift", "--root"])
      == "asyncplay: --root needs a value; expected a View type or the name of a #Preview, e.g. --root ContentView")
    #expect(Fixtures.errorLine(["preview", "a.swift", "--real"])?.hasPrefix("asyncplay: unknown option --real for "
      + "preview; options: --json, --lang zh|en") == true)
    #expect(Fixtures.errorLine(["preview", "a.swift", "./a.swift"])
      == "asyncplay: a.swift and ./a.swift are the same file; give each file once")
    #expect(Fixtures.errorLine(["preview", "a.swift", "--do", "tpa Retry"])?.hasPrefix("asyncplay: --do: step 1: "
      + "unknown action 'tpa'") == true)
    #expect(Fixtures.errorLine(["preview", "a.swift", "--do", "tap Retry @1s; back @0ms"])?.contains("earlier") == true)
    #expect(Fixtures.errorLine(["preview", "a.swift", "--routes", "/nowhere/x.routes"])?.hasPrefix("asyncplay: ")
      == true)
    #expect(Fixtures.errorLine(["preview", "a.swift", "--default-isolation", "mainactor"])
      == "asyncplay: bad value \"mainactor\" for --default-isolation; expected MainActor (what a new Xcode 26 app "
      + "target sets) or nonisolated (a Swift package's default)")
  }
}
