import AsyncSimulation
import Foundation
@testable import Playground
import Scenarios
import Testing
@testable import TextBase
@testable import TraceRendering
@testable import Course

/// `explain` for any run (``TraceReview``): a preview of the user's own view, a sandbox file, a scenario. Two
/// compiled views carry the pitfalls between them (a search whose slow older request lands last; a cancellation
/// shown in an alert); hand-made traces cover a clean run and a task left running.
@Suite("explain for any run")
struct ExplainAnyRunTests {
  /// A search without cancellation: each keystroke starts a `Task {}`; the older `q=s` answers last (400 ms against
  /// 100 ms), and typing `s` again sends it a second time while the first is on its way; the model then blocks the
  /// main actor for 50 ms.
  static let staleSearch = """
    import SwiftUI
    import Foundation

    struct Repo: Decodable, Identifiable {
      let id: Int
      let name: String
    }

    @MainActor @Observable
    final class RepoSearch {
      var repos: [Repo] = []

      func search(_ query: String) async {
        let url = URL(string: "https://api.example.com/repos?q=\\(query)")!
        guard let (data, _) = try? await URLSession.shared.data(from: url) else { return }
        repos = (try? JSONDecoder().decode([Repo].self, from: data)) ?? []
        usleep(50_000)
      }
    }

    struct StaleSearchView: View {
      @State private var model = RepoSearch()
      @State private var query = ""

      var body: some View {
        NavigationStack {
          List(model.repos) { repo in Text(repo.name) }
            .searchable(text: $query)
            .onChange(of: query) {
              Task { await model.search(query) }
            }
        }
      }
    }

    #Preview {
      StaleSearchView()
    }

    """

  /// `.task(id:)` cancels the older search; its `URLError(.cancelled)` lands in `failure`, which an alert shows.
  static let cancelAlert = """
    import SwiftUI

    @MainActor @Observable
    final class Search {
      var names: [String] = []
      var failure: String?

      func search(_ query: String) async {
        guard !query.isEmpty else { return }
        do {
          let url = URL(string: "https://api.example.com/repos?q=\\(query)")!
          let (data, _) = try await URLSession.shared.data(from: url)
          names = try JSONDecoder().decode([String].self, from: data)
        } catch {
          failure = error.localizedDescription
        }
      }
    }

    struct CancelAlertView: View {
      @State private var model = Search()
      @State private var query = ""

      var body: some View {
        NavigationStack {
          List(model.names, id: \\.self) { Text($0) }
            .searchable(text: $query)
            .task(id: query) { await model.search(query) }
            .alert("Search failed", isPresented: .constant(model.failure != nil)) {
              Button("OK") {}
            } message: {
              Text(model.failure ?? "")
            }
        }
      }
    }

    """

  static let routes = """
    GET https://api.example.com/repos?q=s
      json [{"id": 1, "name": "swift"}, {"id": 2, "name": "sqlite"}]
      latency 400ms
    GET https://api.example.com/repos?q=sw
      json [{"id": 1, "name": "swift"}, {"id": 3, "name": "swiftlint"}]
      latency 100ms

    """

  static let namesRoutes = """
    GET https://api.example.com/repos?q=s
      json ["swift", "sqlite"]
      latency 300ms
    GET https://api.example.com/repos?q=sw
      json ["swift"]
      latency 100ms

    """

  @Test("REPL explain after preview and do: the stale property, its times, the older request, line, lesson; a sandbox")
  func staleResultsInTheREPL() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    _ = try StudentFixtures.write(Self.staleSearch, "StaleSearch.swift", in: folder)
    _ = try StudentFixtures.write(Self.routes, "routes", in: folder)
    // A sandbox file too: its play() blocks main for 50 ms.
    _ = try StudentFixtures.write("import Foundation\n\nfunc play() async {\n  usleep(50_000)\n  print(\"done\")\n}\n",
                                  "Blocking.swift", in: folder)
    let lines = ["preview StaleSearch.swift routes=routes", "do type s @50ms; type sw @100ms; type s @150ms", "explain",
                 "check Blocking.swift", "explain"]
    _ = try StudentFixtures.write(lines.joined(separator: "\n") + "\n", "session.play", in: folder)
    let result = try StudentFixtures.asyncplay(["play", "session.play", "--lang", "en", "--keep-going"], in: folder,
                                               extraEnvironment: [("COLUMNS", "80")])
    let text = result.outputText
    #expect(result.termination == .exited(0), "\(text)\(result.errorText)")
    let parts = text.components(separatedBy: "> explain\n")
    try #require(parts.count == 3, "\(text)")
    let explained = parts[1]
    let sandbox = REPLSessionTests.unwrapped(parts[2])
    #expect(sandbox.contains("Main actor blocked: main held the main actor's thread from 0 ms to 50 ms"), "\(sandbox)")
    #expect(!sandbox.contains("Stale result"), "\(sandbox)")
    #expect(!explained.contains("there is nothing to check"), "\(explained)")
    let joined = REPLSessionTests.unwrapped(explained)
    // The older q=s (sent at 50 ms) answers at 450 ms, after q=sw (sent at 100 ms) was written at 200 ms.
    #expect(joined.contains("Stale result: at 450 ms task#1 set RepoSearch.repos to [Repo(id: 1, name: \"swift\"), "
      + "Repo(id: 2… from the older GET https://api.example.com/repos?q=s, sent at 50 ms, after task#2 had set it "
      + "at 200 ms"), "\(joined)")
    #expect(joined.contains("from the newer GET https://api.example.com/repos?q=sw, sent at 100 ms"), "\(joined)")
    #expect(joined.contains("Written at StaleSearch.swift:16. The fix: lesson 10 (cancel-previous)."), "\(joined)")
    #expect(joined.contains("The same request twice in flight: at 150 ms task#3 sent GET "
      + "https://api.example.com/repos?q=s while task#1's identical request, sent at 50 ms, was still on its way"),
            "\(joined)")
    #expect(joined.contains("Main actor blocked: task#2 held the main actor's thread from 200 ms to 250 ms"),
            "\(joined)")
    #expect(joined.contains("lesson 12 (main-actor)"), "\(joined)")
    for line in explained.split(separator: "\n") {
      #expect(DisplayWidth.of(String(line)) <= 80, "wider than 80 columns: \(line)")
    }
  }

  @Test("preview --explain names a cancellation that became an error and the alert that shows it; --json refuses it")
  func cancellationShownAsError() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    _ = try StudentFixtures.write(Self.cancelAlert, "CancelAlert.swift", in: folder)
    _ = try StudentFixtures.write(Self.namesRoutes, "routes", in: folder)
    let result = try StudentFixtures.asyncplay(
      ["preview", "CancelAlert.swift", "--routes", "routes", "--do", "type s @50ms; type sw @150ms", "--explain",
       "--lang", "en"], in: folder, extraEnvironment: [("COLUMNS", "80")])
    let text = result.outputText
    #expect(result.termination == .exited(0), "\(text)\(result.errorText)")
    let explained = try #require(text.range(of: "What the trace of this run shows:\n")
      .map { String(text[$0.upperBound...]) }, "\(text)")
    let joined = REPLSessionTests.unwrapped(explained)
    #expect(joined.contains("Cancellation shown as an error: .task(id: \"s\") in CancelAlertView's GET "
      + "https://api.example.com/repos?q=s was cancelled at 150 ms, and at 150 ms .task(id: \"s\") in "
      + "CancelAlertView set Search.failure to \"cancelled\"."), "\(joined)")
    #expect(joined.contains("The screen shows it at 150 ms: \"cancelled\"."), "\(joined)")
    #expect(joined.contains("Written at CancelAlert.swift:15. The fix: lesson 8 (cancel-vs-fail)."), "\(joined)")
    #expect(!joined.contains("Stale result"), "\(joined)")
    for line in text.split(separator: "\n") where explained.contains(line) {
      #expect(DisplayWidth.of(String(line)) <= 80, "wider than 80 columns: \(line)")
    }
    let refused = try StudentFixtures.asyncplay(["preview", "CancelAlert.swift", "--explain", "--json"], in: folder)
    #expect(refused.termination == .exited(2))
    #expect(refused.errorText.contains("--explain prints text and cannot be combined with --json"),
            "\(refused.errorText)")
  }

  @Test("a stale answer carried to the main actor by a hop (Combine's receive(on:)) is traced to the request it answers")
  func staleResultThroughAMainQueueHop() throws {
    // Lesson 23's flatMap search: sw's request (sent 300 ms) is answered at 1000 ms, after swift's (sent 700 ms)
    // at 900 ms; each answer reaches results in a DispatchQueue.main.async task its request's task created.
    let stale = try Binary.run(["run", "combine-search", "--explain", "--lang", "en"], columns: 80)
    let joined = REPLSessionTests.unwrapped(stale.outputText)
    #expect(joined.contains("Stale result: at 1000 ms DispatchQueue.main.async #2 set FlatMapSearchModel.results to "
      + "[\"swatch\", \"sweep\"] from the older GET https://packages.example.com/search?q=sw, sent at 300 ms, after "
      + "DispatchQueue.main.async #1 had set it at 900 ms"), "\(joined)")
    // switchToLatest cancels sw's request: one answer, nothing stale.
    let latest = try Binary.run(["run", "combine-search", "way=switch-to-latest", "--explain", "--lang", "en"],
                                columns: 80)
    #expect(!REPLSessionTests.unwrapped(latest.outputText).contains("Stale result"), "\(latest.outputText)")
  }

  /// An event of a hand-made trace.
  static func event(_ ms: Int64, _ seq: Int, _ kind: TraceEvent.Kind, _ task: String?, label: String? = nil,
                    parent: String? = nil, until: Int64? = nil, name: String? = nil, from: String? = nil,
                    to: String? = nil, outcome: String? = nil) -> TraceEvent {
    TraceEvent(nanos: ms * 1_000_000, seq: seq, kind: kind, task: task, label: label, parent: parent,
               untilNanos: until.map { $0 * 1_000_000 }, name: name, from: from, to: to, outcome: outcome)
  }

  @Test("a clean run says what was looked for; a task still asleep at the end is named with its times")
  func cleanRunAndTaskLeftRunning() {
    let load = "GET https://api.example.com/inbox"
    let clean = [
      Self.event(0, 0, .taskStart, "main"),
      Self.event(0, 1, .taskStart, ".task in InboxView", label: ".task in InboxView", parent: "main"),
      Self.event(0, 2, .request, ".task in InboxView", label: load),
      Self.event(300, 3, .request, ".task in InboxView", label: load, outcome: "200"),
      Self.event(300, 4, .state, ".task in InboxView", name: "Inbox.messages", from: "[]", to: "[\"Hi\"]"),
      Self.event(300, 5, .taskEnd, ".task in InboxView", outcome: "returned"),
      Self.event(300, 6, .taskEnd, "main", outcome: "returned"),
    ]
    let text = TraceReviewText(events: clean, language: .en, palette: Palette(enabled: false), width: 80).render()
    #expect(text == """
      What the trace of this run shows:
      • Nothing found. Looked for: an older result overwriting a newer one; a
        cancellation shown as an error; work going on after its view disappeared; the
        same request twice in flight; the main actor blocked long enough to drop
        frames; a task still running at the end.

      """)
    let zh = TraceReviewText(events: clean, language: .zh, palette: Palette(enabled: false), width: 80).render()
    #expect(zh.contains("没有发现问题。"))
    let left = Array(clean.dropLast()) + [
      Self.event(300, 6, .taskStart, "task#1", parent: "main"),
      Self.event(300, 7, .sleep, "task#1", until: 1300),
      Self.event(300, 8, .taskEnd, "main", outcome: "returned"),
    ]
    let findings = TraceReview(events: left, outcome: "budget", language: .en).findings()
    #expect(findings.map(\.kind) == [.leftRunning])
    #expect(findings.first?.sentence == "A task left running: task#1 (an unstructured Task {}, started at 300 ms) "
      + "was asleep until 1300 ms when the run stopped at 300 ms (the run ended: budget); nothing cancelled it.")
  }

  @Test("a scenario's explain adds what the trace shows: work that outlived its view, with its lesson")
  func scenarioAddsFindings() {
    var session = REPLSessionTests.session()
    REPLSessionTests.run(["open task-lifecycle", "set modifier=onappear"], in: &session)
    let text = REPLSessionTests.unwrapped(REPLSessionTests.run(["explain"], in: &session).text)
    #expect(text.contains("Work outlived its view: task#1 (a Task {} started as it appeared) belongs to StoryPageOnAppear, which "
      + "disappeared at 200 ms, yet at 400 ms it had GET https://news.example.com/stories/swift-6-2 answered (200)."),
            "\(text)")
    #expect(text.contains("The fix: lesson 3 (task-lifecycle)."), "\(text)")
    REPLSessionTests.run(["set modifier=task"], in: &session)
    let fixed = REPLSessionTests.run(["explain"], in: &session).text
    #expect(!fixed.contains("Work outlived its view"), "\(fixed)")
  }

  @Test("every finding's lesson is a lesson of the course, with that number")
  func lessonsExist() {
    let library = LessonLibrary()
    for kind in TraceFinding.Kind.allCases {
      let lesson = kind.lesson
      #expect(library.lessons.first { $0.id == lesson.id }?.number == lesson.number, "\(kind): \(lesson)")
    }
  }

  @Test("the lines that write a property: assignments and mutations, not declarations or comparisons")
  func writeLines() {
    let file = "var repos: [Repo] = []\nif repos == [] {}\nrepos = []\nself.repos.append(x) // adds\n// repos = x\n"
    let places = PropertyWriteLines(files: [("Dir/Search.swift", file)]).places(of: "RepoSearch.repos")
    #expect(places == ["Search.swift:3", "Search.swift:4"])
  }
}
