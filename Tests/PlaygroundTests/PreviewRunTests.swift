import AsyncSimulation
@testable import Playground
import Scenarios
import Testing
@testable import Runs

/// `preview` end to end: files compiled against the SwiftUI module, run in the child on virtual time; scripts, views,
/// actions, and what a user can get wrong.
@Suite("Preview: runs")
struct PreviewRunTests {
  private func preview(_ files: [(String, String)], _ arguments: [String]) throws -> ChildProcess.Result {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    for (name, text) in files { _ = try StudentFixtures.write(text, name, in: folder) }
    return try StudentFixtures.asyncplay(["preview"] + files.map(\.0) + arguments, in: folder)
  }

  @Test("a script's top-level code is main: async let at 40 and 100 ms, the end of the code ends the program")
  func asyncScript() throws {
    let result = try preview([("orders.swift", """
      import Foundation

      func fetch(_ name: String, _ ms: Int) async throws -> String {
        try await Task.sleep(for: .milliseconds(ms))
        print(name, "done")
        return name
      }

      async let profile = fetch("profile", 100)
      async let orders = fetch("orders", 40)
      let (p, o) = try await (profile, orders)
      print(p, o)
      Task { print("never printed: the program ends with its top-level code") }
      """)], ["--json"])
    #expect(result.termination == .exited(0), "\(result.errorText)")
    let trace = try Trace(jsonLines: result.outputText)
    let prints = trace.body.filter { $0.kind == .print }
    #expect(prints.map { "\($0.nanos / 1_000_000) \($0.text ?? "")" } == ["40 orders done", "100 profile done",
                                                                          "100 profile orders"])
    #expect(trace.body.last { $0.kind == .taskEnd }.map { "\($0.task ?? "") \($0.outcome ?? "")" } == "main returned")
    #expect(trace.outcome == .finished)
  }

  @Test("a script without awaits runs too; exit(3) ends it there, its status on main's end")
  func syncScriptAndExit() throws {
    let sync = try preview([("hello.swift", "print(\"hello\")\nlet xs = [1, 2]\nprint(xs.count)\n")], ["--lang", "en"])
    #expect(sync.termination == .exited(0), "\(sync.errorText)")
    #expect(sync.outputText == """
      profile xcode26-app (Swift 5 mode, MainActor, Approachable Concurrency)
      [    0 ms] main started
      [    0 ms] main hello
      [    0 ms] main 2
      [    0 ms] main finished (returned)
      done at 0 ms · 1 task · 0 cancelled

      """)
    let exiting = try preview([("quit.swift", "import Foundation\ntry await Task.sleep(for: .seconds(1))\nexit(3)\n")],
                              ["--json"])
    let trace = try Trace(jsonLines: exiting.outputText)
    #expect(trace.body.last.map { "\($0.nanos) \($0.kind) \($0.outcome ?? "")" } == "1000000000 taskEnd exit(3)")
  }

  @Test("a mistake in a script is reported at the user's line, the excerpt numbered as the file; a trap names it too")
  func scriptMistakes() throws {
    let broken = try preview([("broken.swift", "import Foundation\nlet n: Int = \"x\"\nprint(n)\n")], ["--lang", "en"])
    #expect(broken.termination == .exited(1))
    #expect(broken.outputText.hasPrefix("""
      broken.swift:2:14: error: cannot convert value of type 'String' to specified type 'Int'
      1 | import Foundation
      2 | let n: Int = "x"
      """), "\(broken.outputText)")
    #expect(!broken.outputText.contains("sourceLocation") && !broken.outputText.contains(StudentFixtures.cacheRoot))
    let trap = try preview([("trap.swift", "func third(_ a: [Int]) -> Int { a[2] }\nprint(third([1]))\n")],
                           ["--lang", "en"])
    #expect(trap.termination == .exited(1))
    #expect(trap.errorText.contains("Fatal error: Index out of range"), "\(trap.errorText)")
    #expect(trap.errorText.contains("in your code at trap.swift:1:"), "\(trap.errorText)")
  }

  @Test("a crash keeps the run up to it: screens, prints and state changes, the crashed task's end, then the line")
  func crashKeepsTheRun() throws {
    // The trap is in a second file, called from the view's .task: the report names the innermost frame of the
    // user's files (Lookup.swift), given here as `./Lookup.swift` as a shell's completion writes it.
    let files = [("Feed.swift", """
      import SwiftUI

      struct Feed: View {
        @State private var status = "loading"
        var body: some View {
          Text(status)
            .task {
              print("looking up")
              status = "looking"
              try? await Task.sleep(for: .milliseconds(200))
              status = title(at: 3)
            }
        }
      }
      """), ("./Lookup.swift", """
      func title(at index: Int) -> String {
        let titles = ["a", "b"]
        return titles[index]
      }
      """)]
    let text = try preview(files, ["--lang", "en"])
    #expect(text.termination == .exited(1), "\(text.errorText)")
    #expect(text.outputText.contains("│ looking\n"), "\(text.outputText)")
    #expect(text.outputText.contains("[  200 ms] .task in Feed finished (crashed)\n"), "\(text.outputText)")
    #expect(text.outputText.hasSuffix("crashed at 200 ms · 2 tasks · 0 cancelled\n"), "\(text.outputText)")
    #expect(text.errorText.contains("Fatal error: Index out of range"), "\(text.errorText)")
    #expect(text.errorText.contains("in your code at ./Lookup.swift:3:"), "\(text.errorText)")
    #expect(text.errorText.contains("your code crashed"), "\(text.errorText)")
    let json = try preview(files, ["--json"])
    let trace = try Trace(jsonLines: json.outputText)
    #expect(trace.outcome == .crashed)
    #expect(trace.body.filter { $0.kind == .print }.map(\.text) == ["looking up"])
    #expect(trace.body.last.map { "\($0.nanos / 1_000_000) \($0.kind) \($0.task ?? "") \($0.outcome ?? "")" }
              == "200 taskEnd .task in Feed crashed")
  }

  @Test("a view: the debounced search shows swift's results at 560 ms, never s's or sw's")
  func debouncedSearch() throws {
    let result = try preview([("Search.swift", """
      import SwiftUI

      struct Search: View {
        @State private var query = ""
        @State private var results: [String] = []

        var body: some View {
          List(results, id: \\.self) { Text($0) }
            .searchable(text: $query, prompt: "Search")
            .task(id: query) {
              do { try await Task.sleep(for: .milliseconds(300)) } catch { return }
              results = query.isEmpty ? [] : ["\\(query) A", "\\(query) B"]
            }
        }
      }
      """)], ["--json", "--do", "type s @0ms; type sw @120ms; type swift @260ms"])
    #expect(result.termination == .exited(0), "\(result.errorText)")
    let trace = try Trace(jsonLines: result.outputText)
    let screens = trace.body.filter { $0.kind == .screen }
    #expect(screens.last.map { "\($0.nanos / 1_000_000) \($0.text ?? "")" } == "560 🔍 swift\n• swift A\n• swift B")
    #expect(!screens.contains { ($0.text ?? "").contains("s A") && !($0.text ?? "").contains("swift A") })
  }

  @Test("an action the screen does not offer ends the run there: the run up to it, then what the screen offers, exit 2")
  func impossibleAction() throws {
    let counter = [("Counter.swift", """
      struct Counter: View {
        @State private var count = 0
        var body: some View { Button("Add") { count += 1 } }
      }
      """)]
    let result = try preview(counter, ["--do", "tap Add @500ms; tap Retry @1s", "--lang", "en"])
    #expect(result.termination == .exited(2))
    // The run up to the refused action: the first tap happened, main ends at 1 s, refused.
    #expect(result.outputText.contains("[  500 ms] main user: tap \"Add\""), "\(result.outputText)")
    #expect(result.outputText.contains("[ 1000 ms] main finished (refused)"), "\(result.outputText)")
    #expect(result.outputText.hasSuffix("done at 1000 ms · 1 task · 0 cancelled\n"), "\(result.outputText)")
    // Then, on stderr, the one line that says what the screen offers.
    #expect(result.errorText == "asyncplay: cannot tap \"Retry\": the screen offers tap \"Add\"\n",
            "\(result.errorText)")
    let json = try preview(counter, ["--do", "tap Add @500ms; tap Retry @1s", "--json"])
    #expect(json.termination == .exited(2))
    let trace = try Trace(jsonLines: json.outputText)
    #expect(trace.body.last.map { "\($0.nanos / 1_000_000) \($0.kind) \($0.outcome ?? "")" } == "1000 taskEnd refused")
    #expect(json.errorText.hasPrefix("asyncplay: cannot tap \"Retry\""))
  }

  @Test("nothing to show, or two views to choose from, is one usage line, exit 2")
  func rootMistakes() throws {
    let none = try preview([("Row.swift", "struct Row: View { let title: String\n var body: some View { Text(title) } }\n")],
                           ["--lang", "en"])
    #expect(none.termination == .exited(2))
    #expect(none.errorText == "asyncplay: nothing to show: add a #Preview { … }, or name with --root a View type made "
      + "without arguments (these views need arguments: Row)\n")
    let missing = try preview([], ["nowhere.swift", "--lang", "en"])
    #expect(missing.termination == .exited(2))
    #expect(missing.errorText == "asyncplay: no file \"nowhere.swift\"; preview needs the paths of Swift files\n")
  }

  @Test("routes answer the requests; --container keeps the app's defaults, so the second run is a relaunch")
  func routesAndContainer() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    _ = try StudentFixtures.write("""
      struct Feed: View {
        @State private var titles: [String] = []
        var body: some View {
          List(titles, id: \\.self) { Text($0) }
            .task {
              let launch = UserDefaults.standard.integer(forKey: "launches") + 1
              UserDefaults.standard.set(launch, forKey: "launches")
              do {
                let (data, _) = try await URLSession.shared.data(from: URL(string: "https://api.example.com/feed")!)
                titles = try JSONDecoder().decode([String].self, from: data) + ["launch \\(launch)"]
              } catch {
                titles = ["failed"]
              }
            }
        }
      }
      """, "Feed.swift", in: folder)
    _ = try StudentFixtures.write("GET https://api.example.com/feed\n  json [\"one\"]\n  latency 300ms\n",
                                  "feed.routes", in: folder)
    let arguments = ["preview", "Feed.swift", "--routes", "feed.routes", "--container", "box", "--json"]
    var lastScreens: [String] = []
    for _ in 1...2 {
      let result = try StudentFixtures.asyncplay(arguments, in: folder)
      #expect(result.termination == .exited(0), "\(result.errorText)")
      let trace = try Trace(jsonLines: result.outputText)
      #expect(trace.body.filter { $0.kind == .request }.map { "\($0.nanos / 1_000_000) \($0.outcome ?? "-")" }
        == ["0 -", "300 200"])
      lastScreens.append(trace.body.last { $0.kind == .screen }?.text ?? "")
    }
    #expect(lastScreens == ["• one\n• launch 1", "• one\n• launch 2"])
    #expect(FileSystem.isDirectory(folder + "/box/Library/Preferences"))
    _ = try StudentFixtures.write("GET https://api.example.com/feed\n  latncy 300ms\n", "bad.routes", in: folder)
    let bad = try StudentFixtures.asyncplay(["preview", "Feed.swift", "--routes", "bad.routes", "--lang", "en"],
                                            in: folder)
    #expect(bad.termination == .exited(2))
    #expect(bad.errorText.hasPrefix("asyncplay: bad.routes:2: "), "\(bad.errorText)")
    #expect(bad.errorText.split(separator: "\n").count == 1)
  }

  @Test("#Preview is the root: its body's view, even one that needs arguments, in the second of two files")
  func previewMacro() throws {
    let result = try preview([("Model.swift", "struct Person { let name: String }\n"), ("Greeting.swift", """
      import SwiftUI

      struct Greeting: View {
        let person: Person
        var body: some View { Text("Hello, \\(person.name)") }
      }

      #Preview("Ada") {
        Greeting(person: Person(name: "Ada"))
      }
      """)], ["--lang", "en"])
    #expect(result.termination == .exited(0), "\(result.errorText)")
    #expect(result.outputText.contains("│ Hello, Ada\n"), "\(result.outputText)")
    // Nothing on stderr but, on a loaded machine, the compile's progress notes (one every 5 s when not a terminal),
    // and the first compile's two lines on a fresh checkout.
    let notes = ["asyncplay: still compiling… ", "asyncplay: first compile: ", "  in "]
    let errors = result.errorText.split(separator: "\n").filter { line in !notes.contains { line.hasPrefix($0) } }
    #expect(errors.isEmpty, "\(result.errorText)")
  }

  /// An app file: `@main struct …: App` whose `WindowGroup` holds the first view, an `@Observable` store put in the
  /// scene's environment (Apple docs `Scene.environment(_:)`: "the object … available to the scene's views"), the
  /// view reading it with `@Environment(Store.self)`, loading with `URLSession` in `.task(id:)` (cancelled and
  /// restarted when the id changes: Apple docs `task(id:priority:_:)`). What an Xcode project's two files hold.
  @Test("an App is the root: its first WindowGroup, with the scene's environment; .task(id:) restarts on a tap")
  func appRoot() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    _ = try StudentFixtures.write("""
      import SwiftUI

      @main
      struct WeatherApp: App {
        @State private var store = ForecastStore()

        var body: some Scene {
          WindowGroup {
            CityForecast()
          }
          .environment(store)
        }
      }
      """, "WeatherApp.swift", in: folder)
    _ = try StudentFixtures.write("""
      import SwiftUI

      @Observable @MainActor
      final class ForecastStore {
        var forecast = "–"

        func load(_ city: String) async {
          forecast = "…"
          do {
            let url = URL(string: "https://weather.example.com/\\(city)")!
            let (data, _) = try await URLSession.shared.data(from: url)
            forecast = String(decoding: data, as: UTF8.self)
          } catch {
            forecast = error is CancellationError || (error as? URLError)?.code == .cancelled ? "cancelled" : "failed"
          }
        }
      }

      struct CityForecast: View {
        @Environment(ForecastStore.self) private var store
        @State private var city = "oslo"

        var body: some View {
          VStack {
            Text("\\(city): \\(store.forecast)")
            Button("Rome") { city = "rome" }
          }
          .task(id: city) { await store.load(city) }
        }
      }
      """, "CityForecast.swift", in: folder)
    _ = try StudentFixtures.write("""
      GET https://weather.example.com/oslo
        text rain
        latency 400ms
      GET https://weather.example.com/rome
        text sun
        latency 300ms
      """, "weather.routes", in: folder)
    let result = try StudentFixtures.asyncplay(["preview", "WeatherApp.swift", "CityForecast.swift", "--routes",
                                                "weather.routes", "--do", "tap Rome @100ms", "--json"], in: folder)
    #expect(result.termination == .exited(0), "\(result.errorText)")
    let trace = try Trace(jsonLines: result.outputText)
    #expect(trace.body.filter { $0.kind == .request }.map { "\($0.nanos / 1_000_000) \($0.label ?? "") \($0.outcome ?? "-")" }
      == ["0 GET https://weather.example.com/oslo -", "100 GET https://weather.example.com/oslo cancelled",
          "100 GET https://weather.example.com/rome -", "400 GET https://weather.example.com/rome 200"])
    #expect(trace.body.last { $0.kind == .screen }.map { "\($0.nanos / 1_000_000) \($0.text ?? "")" }
      == "400 rome: sun\n[Rome]")
    #expect(trace.body.contains { $0.kind == .state && $0.name == "ForecastStore.forecast" && $0.to == "\"sun\"" })
    // Two App types: one usage line asking which.
    _ = try StudentFixtures.write("import SwiftUI\nstruct OtherApp: App { var body: some Scene { WindowGroup { Text(\"x\") } } }\n",
                                  "OtherApp.swift", in: folder)
    let two = try StudentFixtures.asyncplay(["preview", "WeatherApp.swift", "CityForecast.swift", "OtherApp.swift",
                                             "--lang", "en"], in: folder)
    #expect(two.termination == .exited(2))
    #expect(two.errorText == "asyncplay: 2 App types (WeatherApp, OtherApp): choose one with --root\n")
  }

  /// An `@Observable` model that names no isolation, awaited from `.task`: a Swift package's settings (Swift 6 mode,
  /// nonisolated) refuse to send it off the main actor; `--default-isolation MainActor` makes it `@MainActor`, as a
  /// new Xcode 26 app target does (SE-0466 "Control default actor isolation inference"), and it runs: three rows at
  /// 300 ms.
  @Test("--default-isolation MainActor compiles a model that names no isolation, as Xcode 26's app targets do")
  func defaultIsolation() throws {
    let store = """
      import SwiftUI

      @Observable
      final class NoteStore {
        var notes: [String] = []
        func load() async {
          try? await Task.sleep(for: .milliseconds(300))
          notes = ["one", "two", "three"]
        }
      }

      struct Notes: View {
        @State private var store = NoteStore()
        var body: some View {
          List(store.notes, id: \\.self) { Text($0) }
            .task { await store.load() }
        }
      }
      """
    let refused = try preview([("Notes.swift", store)], ["--lang", "en", "--profile", "swift-package"])
    #expect(refused.termination == .exited(1))
    #expect(refused.outputText.contains("Notes.swift:16:"), "\(refused.outputText)")
    #expect(refused.outputText.contains("risks causing data races"), "\(refused.outputText)")
    let isolated = try preview([("Notes.swift", store)], ["--profile", "swift-package", "--default-isolation",
                                                           "MainActor", "--json"])
    #expect(isolated.termination == .exited(0), "\(isolated.errorText)")
    let trace = try Trace(jsonLines: isolated.outputText)
    #expect(trace.body.last { $0.kind == .screen }.map { "\($0.nanos / 1_000_000) \($0.text ?? "")" }
      == "300 • one\n• two\n• three")
  }

  @Test("a view that never settles (an onChange that writes what it watches) meets the event budget")
  func viewThatNeverSettles() throws {
    // Each update runs the onChange, which marks the view again: the updates requested one after another ran on
    // past the event budget until the 20 s watchdog killed the child (no trace, "did not yield").
    let result = try preview([("Loop.swift", """
      struct Loop: View {
        @State private var n = 0
        var body: some View {
          Text("n \\(n)")
            .onChange(of: n, initial: true) { n += 1 }
        }
      }
      """)], ["--json", "--max-events", "2000"])
    #expect(result.termination == .exited(4), "\(result.errorText)")
    #expect(!result.errorText.contains("did not yield"), "\(result.errorText)")
    let trace = try Trace(jsonLines: result.outputText)
    #expect(trace.outcome == .budget)
    #expect(trace.body.filter { $0.kind == .state }.count >= 1_000)
  }

  @Test("an unsupported API is its error at the user's line, without the note that showed the module's own source")
  func unsupportedAPIPointsOnlyAtTheUsersCode() throws {
    let result = try preview([("Sized.swift", """
      struct Sized: View {
        var body: some View { Canvas { context, size in } }
      }
      """)], ["--lang", "en"])
    #expect(result.termination == .exited(1))
    #expect(result.outputText.hasPrefix("Sized.swift:2:25: error: 'Canvas' is unavailable: Canvas is "
      + "not simulated by asyncplay"), "\(result.outputText)")
    #expect(!result.outputText.contains("explicitly marked unavailable here"), "\(result.outputText)")
    #expect(!result.outputText.contains("Sources/SwiftUI") && !result.outputText.contains("fatalError"),
            "\(result.outputText)")
  }

  @Test("--root naming a type that cannot be made is one usage line naming the views, exit 2")
  func rootThatCannotBeMade() throws {
    // It was the glue's replacement line, then "✗ does not compile (1 errors; the first at Counter.swift)", exit 1.
    let counter = ("Counter.swift", """
      struct Counter: View {
        @State private var count = 0
        var body: some View { Button("Add") { count += 1 } }
      }
      struct Row: View {
        let title: String
        var body: some View { Text(title) }
      }
      """)
    let unknown = try preview([counter], ["--root", "Nope", "--lang", "en"])
    #expect(unknown.termination == .exited(2))
    #expect(unknown.outputText.isEmpty, "\(unknown.outputText)")
    #expect(unknown.errorText == "asyncplay: Nope() does not compile: the root must be a View type that can be made "
      + "without arguments (known: Counter, Row)\n")
    let needsArguments = try preview([counter], ["--root", "Row", "--lang", "en"])
    #expect(needsArguments.termination == .exited(2))
    #expect(needsArguments.errorText.hasPrefix("asyncplay: Row() does not compile"), "\(needsArguments.errorText)")
    #expect(needsArguments.errorText.split(separator: "\n").count == 1)
  }

  @Test("an @Observable model in a script, or in a sandbox file's play(), is traced as in a window")
  func observableWithoutAWindow() throws {
    // Only a window installed the tracing of @Observable changes: a script's or a sandbox's model changed untraced.
    let model = """
      import SwiftUI

      @Observable @MainActor final class Counter { var count = 0 }

      """
    let script = try preview([("count.swift", model + """
      let counter = Counter()
      counter.count = 1
      try await Task.sleep(for: .milliseconds(5))
      counter.count += 1
      """)], ["--json"])
    #expect(script.termination == .exited(0), "\(script.errorText)")
    let states = try Trace(jsonLines: script.outputText).body.filter { $0.kind == .state }
    #expect(states.map { $0.nanos / 1_000_000 } == [0, 5], "\(states)")
    #expect(script.outputText.contains("Counter.count"), "\(script.outputText)")

    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    _ = try StudentFixtures.write(model + """
      @MainActor func play() async {
        let counter = Counter()
        counter.count = 1
        try? await Task.sleep(for: .milliseconds(5))
        counter.count += 1
      }
      """, "sandbox.swift", in: folder)
    let sandbox = try StudentFixtures.asyncplay(["check", "sandbox.swift", "--lang", "en"], in: folder)
    #expect(sandbox.termination == .exited(0), "\(sandbox.errorText)")
    #expect(sandbox.outputText.contains("[    0 ms] main Counter.count: 0 → 1"), "\(sandbox.outputText)")
    #expect(sandbox.outputText.contains("[    5 ms] main Counter.count: 1 → 2"), "\(sandbox.outputText)")
  }

  @Test("a refused action offers each of two same-named buttons by its number, and says when nothing can be typed")
  func refusedActionsSayWhatToType() throws {
    // It offered `tap "Add", tap "Add"`, with no way to tell them apart, and said `cannot back`.
    let twoAdds = ("Counter.swift", """
      struct Counter: View {
        @State private var count = 0
        var body: some View {
          VStack {
            Button("Add") { count += 1 }
            Button("Add") { count += 2 }
          }
        }
      }
      """)
    let offers = "the screen offers tap \"Add\" #1, tap \"Add\" #2\n"
    // Without the compile's notes a loaded machine or a fresh module cache adds (see previewMacro).
    func refusal(_ result: ChildProcess.Result) -> String {
      let notes = ["asyncplay: still compiling… ", "asyncplay: first compile: ", "  in "]
      return result.errorText.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { line in !notes.contains { line.hasPrefix($0) } }.joined(separator: "\n")
    }
    let tap = try preview([twoAdds], ["--do", "tap Retry @1s", "--lang", "en"])
    #expect(tap.termination == .exited(2))
    #expect(refusal(tap) == "asyncplay: cannot tap \"Retry\": " + offers)
    let type = try preview([twoAdds], ["--do", "type hello @1s", "--lang", "en"])
    #expect(refusal(type) == "asyncplay: cannot type \"hello\" (no text field on screen): " + offers)
    let back = try preview([twoAdds], ["--do", "back @1s", "--lang", "en"])
    #expect(back.errorText == "asyncplay: cannot go back (nothing to go back to): " + offers)
    // The number offered picks the button.
    let second = try preview([twoAdds], ["--do", "tap \"Add\" #2 @1s", "--json"])
    #expect(second.termination == .exited(0), "\(second.errorText)")
    #expect(second.outputText.contains(#""name":"Counter.count","from":"0","to":"2""#), "\(second.outputText)")
  }

  @Test("a file that is not a .swift file is one usage line, exit 2; a view found without --root names no choices")
  func notASwiftFile() throws {
    let counter = """
      struct Counter: View {
        @State private var count = 0
        var body: some View { Button("Add") { count += 1 } }
      }
      """
    // Counter.txt was left out by the compiler, and the root "could not be made"; routes was compiled as Swift.
    for name in ["Counter.txt", "routes"] {
      let result = try preview([(name, counter)], ["--lang", "en"])
      #expect(result.termination == .exited(2))
      #expect(result.outputText.isEmpty, "\(result.outputText)")
      #expect(result.errorText == "asyncplay: \(name) is not a Swift file: preview needs files ending in .swift\n")
    }
    let broken = try preview([("Counter.swift", counter + "\nstruct Other: View { var body: some View { Nope() } }\n")],
                             ["--root", "Counter", "--lang", "en"])
    #expect(broken.termination == .exited(1))
    #expect(!broken.outputText.contains("known:") && !broken.errorText.contains("known:"), "\(broken.outputText)")
  }

  @Test("a view that contains itself stops at 100 nested views of its type, named with its cycle, exit 4")
  func viewThatContainsItself() throws {
    // It ended with SIGSEGV (a stack overflow through the module's mount), reported differently by each build.
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    _ = try StudentFixtures.write("""
      import SwiftUI

      struct Nest: View {
        var body: some View { Nest() }
      }
      """, "Nest.swift", in: folder)
    _ = try StudentFixtures.write("""
      import SwiftUI

      struct Outer: View {
        var body: some View { VStack { Text("outer"); Inner() } }
      }
      struct Inner: View {
        var body: some View { HStack { Outer() }.padding() }
      }
      """, "Pair.swift", in: folder)
    let cases = [
      ("Nest.swift", "Nest", "Nest contains itself: Nest → Nest → Nest … (100 nested Nest views): its body makes Nest again, "
        + "which makes another, without end; make the inner view another type, or show it only under a condition"),
      ("Pair.swift", "Outer", "Outer contains itself: Outer → Inner → Outer → Inner … (100 nested Outer views): its body makes "
        + "Outer again, which makes another, without end; make the inner view another type, or show it only under "
        + "a condition"),
    ]
    for (file, root, report) in cases {
      let result = try StudentFixtures.asyncplay(["preview", file, "--root", root, "--lang", "en", "--json"],
                                                 in: folder)
      #expect(result.termination == .exited(4), "\(file): \(result.outputText)\(result.errorText)")
      let trace = try Trace(jsonLines: result.outputText)
      #expect(trace.outcome == .budget && trace.done?.report == report, "\(result.outputText)")
      #expect(trace.body.last?.outcome == "stopped", "\(result.outputText)")
    }
  }

  @Test("a view whose body never returns is stopped at the wall-clock limit with its trace so far, the task and line named")
  func bodyThatNeverReturns() throws {
    // It said "the scenario did not yield" (the user ran no scenario), then "the preview did not yield for 20 s",
    // with nothing of the run: now the run sends its trace when stopped (StuckRunStop), here at a 3 s limit (time
    // enough to reach the loop when the tests run side by side on a loaded machine).
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    _ = try StudentFixtures.write("""
      import SwiftUI

      struct Spin: View {
        var body: some View {
          let _ = print("body starts")
          var n = 0
          while n >= 0 { n = (n + 1) % 1_000 }
          return Text("never")
        }
      }
      """, "Spin.swift", in: folder)
    for json in [false, true] {
      let result = try StudentFixtures.asyncplay(["preview", "Spin.swift", "--lang", "en"] + (json ? ["--json"] : []),
                                                 in: folder, extraEnvironment: [("ASYNCPLAY_RUN_LIMIT", "3s")])
      #expect(result.termination == .exited(4), "\(result.outputText)\(result.errorText)")
      let report = "your code computed for 3 s without awaiting and was stopped; code that never suspends (a loop "
        + "without await) keeps the simulation from moving on; it was in main, at Spin.swift:7, in body.get"
      if json {
        let trace = try Trace(jsonLines: result.outputText)
        #expect(trace.events.contains { $0.kind == .print && $0.text == "body starts" })
        #expect(trace.body.last?.kind == .taskEnd && trace.body.last?.outcome == "stopped")
        #expect(trace.outcome == .budget && trace.done?.report == report, "\(result.outputText)")
      } else {
        #expect(result.outputText.contains("[    0 ms] main body starts\n"), "\(result.outputText)")
        #expect(result.outputText.contains("[    0 ms] main finished (stopped)\n"), "\(result.outputText)")
        #expect(result.outputText.contains(report), "\(result.outputText)")
      }
    }
  }
}
