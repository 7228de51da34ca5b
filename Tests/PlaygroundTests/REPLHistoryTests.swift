@testable import Playground
import Testing

/// The REPL's history: where it lives, duplicates, the cap, the file.
@Suite("REPL history")
struct REPLHistoryTests {
  @Test("it lives in $XDG_STATE_HOME/asyncplay, else ~/.local/state/asyncplay")
  func location() {
    func path(_ values: [String: String]) -> String? {
      REPLHistory.defaultPath { values[$0] }
    }
    #expect(path(["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/asyncplay/history")
    #expect(path(["HOME": "/h"]) == "/h/.local/state/asyncplay/history")
    #expect(path(["XDG_STATE_HOME": "relative", "HOME": "/h"]) == "/h/.local/state/asyncplay/history")
    #expect(path([:]) == nil)
  }

  @Test("a line typed again moves to the end; blank lines are not kept; trailing spaces are dropped")
  func duplicates() {
    var history = REPLHistory(path: nil)
    for line in ["run", "step", "run ", "  ", "", "step 2", "run"] { history.add(line) }
    #expect(history.entries == ["step", "step 2", "run"])
  }

  @Test("only the newest lines are kept")
  func cap() {
    var history = REPLHistory(path: nil, limit: 3)
    for n in 1...10 { history.add("step \(n)") }
    #expect(history.entries == ["step 8", "step 9", "step 10"])
    #expect(REPLHistory.capacity == 1_000)
  }

  @Test("the file is created with its directories, and read back the same")
  func file() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let path = directory.path + "/state/asyncplay/history"
    var history = REPLHistory(path: path)
    #expect(history.load() == nil)  // no file yet: an empty history
    for line in ["open task-id", "set typing=你好@0", "run"] { history.add(line) }
    #expect(history.save() == nil)
    #expect(directory.contents(of: "state/asyncplay/history") == "open task-id\nset typing=你好@0\nrun\n")
    var again = REPLHistory(path: path)
    #expect(again.load() == nil)
    #expect(again.entries == history.entries)
    let blocked = REPLHistory(path: "/proc/asyncplay/history")
    #expect(blocked.save()?.hasPrefix("cannot create /proc/asyncplay for the history") == true)
  }
}
