@testable import Playground
import Scenarios
import Testing

/// Tab completion.
@Suite("REPL completion")
struct REPLCompleterTests {
  let closed = REPLCompleter(catalog: [Fixtures.demo, Fixtures.plain], scenario: nil)
  let open = REPLCompleter(catalog: [Fixtures.demo, Fixtures.plain], scenario: Fixtures.demo)

  @Test("the first word completes to commands")
  func commands() {
    #expect(closed.complete("op").candidates == ["open"])
    #expect(closed.complete("s").candidates == ["set", "step", "state", "screen", "solution"])
    #expect(closed.complete("  re").candidates == ["reset", "restart", "reset-progress"])
    #expect(closed.complete("  re").replaceFrom == 2)
    #expect(closed.complete("").candidates == REPLCommandSpec.names)
  }

  @Test("open completes scenario names, help commands, lang languages; run, explore and timeline their words")
  func arguments() {
    #expect(closed.complete("open ").candidates == ["demo", "plain"])
    #expect(closed.complete("open d").candidates == ["demo"])
    #expect(closed.complete("open d").replaceFrom == 5)
    #expect(closed.complete("help ad").candidates == ["advance"])
    #expect(closed.complete("lang ").candidates == ["zh", "en"])
    #expect(closed.complete("run ").candidates == ["schedule=", "--real"])
    #expect(closed.complete("explore j").candidates == ["jitter="])
    #expect(closed.complete("explore --p").candidates == ["--prints"])
    #expect(closed.complete("timeline --a").candidates == ["--ascii"])
    #expect(closed.complete("step ").candidates.isEmpty)
    #expect(closed.complete("open demo ").candidates.isEmpty)
    #expect(closed.complete("xyz ").candidates.isEmpty)
  }

  @Test("set completes parameter names with their = and then a choice's values")
  func set() {
    #expect(closed.complete("set ").candidates.isEmpty)
    #expect(open.complete("set ").candidates == ["delay=", "mode="])
    #expect(open.complete("set de").candidates == ["delay="])
    #expect(open.complete("set delay=1s mo").candidates == ["mode="])
    #expect(open.complete("set mode=").candidates == ["fast", "slow"])
    #expect(open.complete("set mode=s").candidates == ["slow"])
    #expect(open.complete("set mode=s").replaceFrom == 9)
    #expect(open.complete("set delay=").candidates.isEmpty)
    #expect(open.complete("set 你=").replaceFrom == 8)
  }
}
