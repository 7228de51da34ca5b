@testable import Playground
import Scenarios
import Testing

/// The REPL's help, completion and dispatch come from one table, ``REPLCommand``: a command cannot be listed without
/// a handler (it once fell through to quitting the session) nor handled without being listed.
@Suite("REPL command table")
struct REPLCommandTableTests {
  /// A line that reaches `command`'s handler in a session with nothing open, without running or writing anything:
  /// the command alone when it may stand alone, else its example.
  static func line(for spec: REPLCommandSpec) -> String {
    spec.arguments.contains(0) ? spec.name : spec.example
  }

  @Test("there is one spec per command, in the command's order, and each name and alias leads back to it")
  func oneSpecPerCommand() {
    #expect(REPLCommandSpec.all.map(\.command) == REPLCommand.allCases)
    #expect(REPLCommandSpec.names == REPLCommand.allCases.map(\.rawValue))
    for command in REPLCommand.allCases { #expect(REPLCommandSpec.named(command.name)?.command == command) }
    #expect(REPLCommandSpec.named("exit")?.command == .quit)
    #expect(REPLCommandSpec.named("?")?.command == .help)
    #expect(REPLCommandSpec.named("reset_progress") == nil)
  }

  @Test("every command completes from its first letters and from nothing, and help lists and explains it",
        arguments: Language.allCases)
  func helpAndCompletion(language: Language) {
    let completer = REPLCompleter(catalog: [Fixtures.demo], scenario: nil)
    #expect(completer.complete("").candidates == REPLCommandSpec.names)
    var session = REPLSessionTests.session(language)
    let overview = session.execute("help").text
    #expect(overview == REPLHelp.overview(language: language, palette: .plain))
    for spec in REPLCommandSpec.all {
      for length in 1...spec.name.count {
        #expect(completer.complete(String(spec.name.prefix(length))).candidates.contains(spec.name), "\(spec.name)")
      }
      #expect(overview.contains("  " + spec.synopsis), "help does not list \(spec.name)")
      let detail = session.execute("help " + spec.name)
      #expect(detail.failure == nil, "help \(spec.name): \(detail.failure ?? "")")
      #expect(detail.text.hasPrefix(language.pick("用法：", "usage: ") + spec.synopsis + "\n"))
    }
  }

  @Test("every command reaches a handler of its own: only quit (and exit) quit the session")
  func dispatch() {
    for spec in REPLCommandSpec.all {
      var session = REPLSessionTests.session(.en)
      let line = Self.line(for: spec)
      // As a line reader keeps it: the line is in the history when it runs.
      session.history = [line]
      let reply = session.execute(line)
      #expect(reply.quit == (spec.command == .quit), "\(line) quit: \(reply.quit)")
      // A command that stands alone answers something (a text, a failure or a cleared screen), not nothing.
      #expect(reply.quit || reply.clearScreen || !reply.text.isEmpty || reply.failure != nil, "\(line) said nothing")
      #expect(reply.paged == spec.paged, "\(line) paged: \(reply.paged)")
    }
    var session = REPLSessionTests.session(.en)
    #expect(session.execute("exit").quit)
    #expect(!session.execute("qiut").quit)
  }
}
