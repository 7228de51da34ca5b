@testable import Playground
import Scenarios
import Testing
@testable import TextBase
@testable import Course

/// `reset-progress` on a terminal asks first; only a yes forgets, and the numbered backup holds what was there.
@Suite("reset-progress")
struct ResetProgressTests {
  /// A session that can ask, with one lesson's progress saved in `directory`.
  static func session(in directory: REPLTemporaryDirectory, language: Language = .en) throws -> REPLSession {
    var store = ProgressStore(path: directory.path + "/progress.json")
    try store.update("task-id") { $0.step = 2; $0.seen = [0, 1, 2] }
    try store.recordExercise("task-id", passed: true)
    var session = REPLSession(language: language, columns: { 200 })
    session.progress = store
    session.asksQuestions = true
    return session
  }

  @Test("asks on a terminal: no keeps everything, yes forgets after a backup")
  func asks() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    var session = try Self.session(in: directory)
    let saved = try #require(directory.contents(of: "progress.json"))
    #expect(session.execute("reset-progress").text == "")
    #expect(session.prompt == "Forget the progress of 1 lesson and 1 exercise? A backup is kept (y/N) ")
    #expect(session.execute("n").text == "Progress kept as it was.\n")
    #expect(session.prompt == "asyncplay> ")
    #expect(directory.contents(of: "progress.json") == saved)
    #expect(directory.contents(of: "progress.json.~1~") == nil, "no backup when nothing was forgotten")

    _ = session.execute("reset-progress")
    let reply = session.execute("yes")
    #expect(reply.failure == nil)
    #expect(reply.text == "Progress forgotten (1 lesson and 1 exercise). The old record is kept in "
      + "\(directory.path)/progress.json.~1~; to bring it back, quit asyncplay, then run:\n"
      + "  mv \(directory.path)/progress.json.~1~ \(directory.path)/progress.json\n")
    #expect(directory.contents(of: "progress.json.~1~") == saved)
    #expect(directory.contents(of: "progress.json") == "{\n  \"version\": 1,\n  \"lessons\": {}\n}\n")
    #expect(session.progress?.isEmpty == true)
    #expect(session.execute("reset-progress").text == "There is no progress to forget.\n")
  }

  @Test("in Chinese, and --yes on a terminal does not ask")
  func chineseAndYes() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    var session = try Self.session(in: directory, language: .zh)
    _ = session.execute("reset-progress")
    #expect(session.prompt == "要清除 1 课和 1 个练习的进度吗？清除前会留一份备份 (y/N) ")
    #expect(session.execute("不").text == "好，进度保持原样。\n")
    let reply = session.execute("reset-progress --yes")
    #expect(reply.text.hasPrefix("已清除进度（1 课和 1 个练习）。原来的记录备份在 \(directory.path)/progress.json.~1~；"))
    #expect(session.prompt == "asyncplay> ")
  }

  @Test("a path a shell must be told about is quoted in the restore command")
  func quoting() {
    #expect(REPLSession.shellQuoted("/home/mia/.local/share/asyncplay/progress.json.~1~")
      == "/home/mia/.local/share/asyncplay/progress.json.~1~")
    #expect(REPLSession.shellQuoted("/home/Mia Wu/p.json") == "'/home/Mia Wu/p.json'")
    #expect(REPLSession.shellQuoted("/tmp/it's") == "'/tmp/it'\\''s'")
    #expect(REPLSession.shellQuoted("~x/p") == "'~x/p'")
  }
}
