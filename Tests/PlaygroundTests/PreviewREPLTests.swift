import AsyncSimulation
@testable import Playground
import Scenarios
import Testing
@testable import Runs

/// `preview` in the playground and in `.play` scripts: the preview's run becomes the current run, `do` acts at the
/// cursor and runs it again with the actions so far, and the stepping commands work on it.
@Suite("Preview: the playground")
struct PreviewREPLTests {
  /// Plays `lines` as a `.play` script in `folder`, with the pull-to-refresh program of the program set beside it.
  private func session(_ lines: [String], in folder: String) throws -> ChildProcess.Result {
    let program = PreviewProgramTests.directory + "/04-pull-to-refresh"
    for name in ["InboxView.swift", "routes"] {
      _ = try StudentFixtures.write(FileSystem.read(program + "/" + name) ?? "", name, in: folder)
    }
    _ = try StudentFixtures.write(lines.joined(separator: "\n") + "\n", "session.play", in: folder)
    // 80 columns, as a piped session is by default.
    return try StudentFixtures.asyncplay(["play", "session.play", "--lang", "en", "--keep-going"], in: folder,
                                         extraEnvironment: [("COLUMNS", "80")])
  }

  @Test("preview, then do: the pull at 1 s, its answer at 1300 ms; then one at the cursor; tasks, timeline, export")
  func previewThenDo() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    let result = try session(["preview InboxView.swift routes=routes", "do pull @1s", "tasks", "timeline",
                              "export svg inbox.svg", "do leave", "do tap Nowhere", "do return"], in: folder)
    let text = result.outputText
    #expect(result.termination == .exited(0), "\(text)\(result.errorText)")
    #expect(text.contains("asyncplay> preview InboxView.swift routes=routes\n"))
    #expect(text.contains("[  300 ms] .task in InboxView GET https://api.example.com/inbox answered 200\n"), "\(text)")
    #expect(text.contains("asyncplay [InboxView.swift · 300 ms]> do pull @1s\n(ran again with 1 actions; the events "
      + "from 1000 ms on:)\n[ 1000 ms] main                      woke\n[ 1000 ms] main                      user: pull\n"),
            "\(text)")
    #expect(text.contains("[ 1300 ms] .refreshable in InboxView GET https://api.example.com/inbox answered\n"), "\(text)")
    #expect(text.contains("asyncplay [InboxView.swift · 1300 ms]> tasks\n"))
    // At the cursor, the end of the run: the screen leaves at 1300 ms.
    #expect(text.contains("> do leave\n(ran again with 2 actions; the events from 1300 ms on:)\n"), "\(text)")
    #expect(text.contains("[ 1300 ms] main                      InboxView disappears\n"), "\(text)")
    #expect(text.contains("≈ request") && text.contains("◆ user action"), "\(text)")
    #expect(FileSystem.isFile(folder + "/inbox.svg"))
    // After leave the screen offers nothing but return: the run up to the refused action is shown, then the one
    // line that refuses it.
    #expect(text.contains("do tap Nowhere\n(ran again with 3 actions; the events from 1300 ms on:)\n"), "\(text)")
    #expect(text.contains("[ 1300 ms] main                      finished (refused)\ndone at 1300 ms · 3 tasks · 1 "
      + "cancelled\nasyncplay: line 7: the screen is away"), "\(text)")
    // The refused action is not kept: the next one acts on the run before it.
    #expect(text.contains("> do return\n(ran again with 3 actions; the events from 1300 ms on:)\n"), "\(text)")
    #expect(text.contains("main                      user: return\n"), "\(text)")
  }

  @Test("do without a preview, or without actions, says what to do first")
  func doMistakes() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    let result = try session(["do tap Retry", "preview InboxView.swift routes=routes", "do", "do tpa x"], in: folder)
    let text = result.outputText
    #expect(text.contains("asyncplay: line 1: do acts on a preview: type preview FILE first"), "\(text)")
    #expect(text.contains("asyncplay: line 3: do needs actions, e.g. do tap Retry"), "\(text)")
    #expect(text.contains("asyncplay: line 4: --do: step 1: unknown action 'tpa'"), "\(text)")
  }
}
