import AsyncSimulation
@testable import Playground
import Scenarios
import Testing
@testable import TextBase
@testable import CommandLineGrammar

/// The pieces of the REPL that read what users type: words, options, durations, counts, line problems.
@Suite("REPL input")
struct REPLParsingTests {
  @Test("words split on spaces and tabs; \"…\" and '…' quote; quotes may touch text")
  func words() throws {
    #expect(try REPLTokenizer.words("  run   --real ") == ["run", "--real"])
    #expect(try REPLTokenizer.words("set\ttyping=\"s@0 sw@120\" latency=1s")
      == ["set", "typing=s@0 sw@120", "latency=1s"])
    #expect(try REPLTokenizer.words("set typing='say \"hi\"@0'") == ["set", "typing=say \"hi\"@0"])
    #expect(try REPLTokenizer.words(#"set a="x\"y\\z""#) == ["set", #"a=x"y\z"#])
    #expect(try REPLTokenizer.words("set a=\"\"") == ["set", "a="])
    #expect(try REPLTokenizer.words("") == [])
    #expect(try REPLTokenizer.words("set 你好=\"世 界\"") == ["set", "你好=世 界"])
  }

  @Test("an unclosed quote is one error naming its column")
  func unbalanced() {
    #expect(throws: REPLTokenizer.Failure(message: "unbalanced quote: the \" at column 12 is never closed; close it, "
                                            + "or quote with '…' to keep a \" inside a word")) {
      try REPLTokenizer.words("set typing=\"s@0")
    }
    #expect(throws: REPLTokenizer.Failure.self) { try REPLTokenizer.words("open 'task-id") }
  }

  @Test("asyncplay's REPL flags: --lang, --keep-going, --no-color; `repl` and flags alone select the REPL")
  func options() throws {
    let parser = Fixtures.parser
    var english = REPLOptions()
    english.language = .en
    #expect(try parser.parse(["--lang", "en"]) == .repl(english))
    #expect(try parser.parse(["--lang=en"]) == .repl(english))
    #expect(try parser.parse(["repl", "--lang", "en"]) == .repl(english))
    var everything = english
    everything.keepGoing = true
    everything.color = .never
    #expect(try parser.parse(["--keep-going", "--lang", "en", "--no-color"]) == .repl(everything))
    #expect(try parser.parse([]) == .help)  // AsyncPlay opens the REPL for no arguments at all
    #expect(Fixtures.errorLine(["--lang", "fr"]) == "asyncplay: bad value \"fr\" for --lang; expected zh or en")
    #expect(Fixtures.errorLine(["repl", "--keep-goin"])
      == "asyncplay: unknown option --keep-goin for the REPL; did you mean --keep-going? "
      + "(options: --lang zh|en, --keep-going, --no-color, --lessons DIR, --progress)")
    #expect(Fixtures.errorLine(["repl", "task-id"])
      == "asyncplay: unexpected argument \"task-id\" for the REPL; it takes only options: --lang zh|en, "
      + "--keep-going, --no-color, --lessons DIR, --progress")
  }

  @Test("line problems: length, bytes that were not UTF-8, control characters")
  func lineProblems() {
    #expect(REPLSession.problem(with: "run") == nil)
    #expect(REPLSession.problem(with: "set typing=你好@0") == nil)
    #expect(REPLSession.problem(with: String(repeating: "a", count: 4_097))
      == "the line is 4097 characters long; a command line holds at most 4096")
    #expect(REPLSession.problem(with: "open t\u{FFFD}x")
      == "the line holds bytes that are not UTF-8 (shown as \u{FFFD} at column 7); type UTF-8 text")
    #expect(REPLSession.problem(with: "run\u{1B}[A")
      == "the line holds the control character U+001B; commands are plain text")
  }

  @Test("the piped REPL finds the first byte that is not UTF-8 and echoes control characters visibly")
  func transcriptBytes() {
    #expect(REPLTranscript.invalidUTF8Offset(Array("你好".utf8)) == nil)
    #expect(REPLTranscript.invalidUTF8Offset([0x61, 0xE4, 0xBD, 0x61]) == 1)
    #expect(REPLTranscript.invalidUTF8Offset([0xFF]) == 0)
    #expect(REPLTranscript.echo("run\u{1B}[A\u{7F}", tooLong: false) == "run^[[A^?")
    #expect(REPLTranscript.echo(String(repeating: "y", count: 5_000), tooLong: true)
      == String(repeating: "y", count: 80) + "…")
  }

  @Test("counts and durations say what they accept, in the session's language")
  func arguments() throws {
    let session = REPLSession(language: .en)
    #expect(try session.eventCount(nil, for: "step").get() == 1)
    #expect(try session.eventCount("7", for: "step").get() == 7)
    if case .failure(let error) = session.eventCount("0", for: "back") {
      #expect(error.message == "bad count \"0\" for back; expected a whole number from 1 to 100000 (usage: back [n])")
    } else {
      Issue.record("0 is not a count")
    }
    #expect(session.badDuration("soon", for: "advance") == "bad duration \"soon\" for advance; expected "
      + DurationSyntax.accepted + ", from 0 to 24h")
    #expect(session.badDuration("-5ms", for: "advance", .negative) == "bad duration \"-5ms\" for advance; a duration "
      + "cannot be negative; expected one from 0 to 24h")
    let chinese = REPLSession(language: .zh)
    #expect(chinese.badDuration("-5ms", for: "advance").hasPrefix("advance 的时长 \"-5ms\" 不对；"))
    if case .failure(let error) = chinese.eventCount("0", for: "back") {
      #expect(error.message.hasPrefix("back 的个数 \"0\" 不对"))
    } else {
      Issue.record("0 is not a count")
    }
    #expect(REPLSession.problem(with: "run\u{1B}", language: .zh) == "这一行含有控制字符 U+001B；命令是纯文本")
    #expect(DurationSyntax.parse("-5ms") == nil)
    #expect(DurationSyntax.parse("1e400s") == nil)
  }

  @Test("explanations wrap at spaces, and anywhere between Chinese characters")
  func wrap() {
    #expect(REPLWrap.lines("the quick brown fox jumps over", width: 12) == ["the quick", "brown fox", "jumps over"])
    #expect(REPLWrap.lines("一二三四五六七八九十", width: 10) == ["一二三四五", "六七八九十"])
    #expect(REPLWrap.lines("吞掉了 CancellationError：它", width: 20) == ["吞掉了", "CancellationError：", "它"])
    #expect(REPLWrap.lines("abcdefghijklmnop", width: 10) == ["abcdefghij", "klmnop"])
    #expect(REPLWrap.lines("", width: 10) == [""])
    for line in REPLWrap.lines(String(repeating: "任务 task ", count: 30), width: 33) {
      #expect(DisplayWidth.of(line) <= 33)
    }
  }

  @Test("a quoted value stays whole where a space between values can break the line, wide characters or not")
  func wrapKeepsQuotedValues() {
    #expect(REPLWrap.lines(#"x: ["Detail 1", "Detail 2"]"#, width: 20) == [#"x: ["Detail 1","#, #""Detail 2"]"#])
    // A wide character inside quotes is a place to break only when there is no other (📄 and 详 are two columns).
    #expect(REPLWrap.lines(#"x: ["📄 1", "📄 2", "📄 3"]"#, width: 20) == [#"x: ["📄 1", "📄 2","#, #""📄 3"]"#])
    #expect(REPLWrap.lines(#"x: ["详情 1", "详情 2"]"#, width: 16) == [#"x: ["详情 1","#, #""详情 2"]"#])
    // With no other place, a quoted value still breaks next to its wide characters.
    #expect(REPLWrap.lines(#""一二三四五六七八九十""#, width: 10) == [#""一二三四"#, "五六七八九", #"十""#])
  }

  @Test("words repeated in messages are cut to 40 characters")
  func quoting() {
    #expect(REPLQuote.shorten("short") == "short")
    #expect(REPLQuote.shorten(String(repeating: "z", count: 100)) == String(repeating: "z", count: 40) + "…")
    #expect(REPLQuote.hex(0x1B) == "001B")
  }
}
