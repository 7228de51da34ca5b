import AsyncSimulation
@testable import Playground
import Scenarios
import Testing
@testable import TextBase

/// The REPL's commands, driven in-process (the runs still happen in child processes of the built binary).
@Suite("REPL session")
struct REPLSessionTests {
  /// A session in `language` whose runs start the built binary.
  /// A session `columns` wide (80 unless asked: a piped session's width).
  static func session(_ language: Language = .en, columns: Int = 80) -> REPLSession {
    REPLSession(language: language, columns: { columns }, runner: REPLRunner(executable: Binary.path))
  }

  /// Runs `lines`, requiring each to succeed; returns the last reply.
  @discardableResult
  static func run(_ lines: [String], in session: inout REPLSession) -> REPLReply {
    var reply = REPLReply()
    for line in lines {
      reply = session.execute(line)
      #expect(reply.failure == nil, "\(line): \(reply.failure ?? "")")
    }
    return reply
  }

  /// The event lines of a reply: everything but notes in parentheses.
  static func eventLines(_ text: String) -> [Substring] {
    // Notes are in parentheses, and may be wrapped over several lines.
    var inNote = false
    return text.split(separator: "\n").filter { line in
      if line.hasPrefix("(") || inNote {
        inNote = !line.hasSuffix(")")
        return false
      }
      return true
    }
  }

  @Test("stepping through task-id shows the same events, in the same order and at the same times, as run",
        arguments: [["cancellation=handled"], ["cancellation=ignored", "latency=500ms"]])
  func stepMatchesRun(assignments: [String]) {
    var whole = Self.session()
    Self.run(["open task-id", "set " + assignments.joined(separator: " ")], in: &whole)
    let run = Self.run(["run"], in: &whole).text
    var runLines = run.split(separator: "\n")
    #expect(runLines.removeLast().hasPrefix("done at "))
    let endPrompt = whole.prompt

    var stepping = Self.session()
    Self.run(["open task-id", "set " + assignments.joined(separator: " ")], in: &stepping)
    var stepped: [Substring] = []
    var prompts: [String] = []
    for _ in 0..<200 {
      let reply = stepping.execute("step")
      #expect(reply.failure == nil)
      if reply.text.contains("(the run ends at") { break }
      stepped += Self.eventLines(reply.text)
      prompts.append(stepping.prompt)
    }
    #expect(stepped == runLines)
    #expect(stepping.prompt == endPrompt)
    // The prompt's time follows the cursor: it never goes back while stepping forward.
    let times = prompts.compactMap { Int($0.split(separator: "· ")[1].split(separator: " ")[0]) }
    #expect(times == times.sorted())
  }

  @Test("back then step returns to the same place, printing the same events again")
  func backAndStep() {
    var session = Self.session()
    Self.run(["open task-id"], in: &session)
    let first = Self.eventLines(Self.run(["step 12"], in: &session).text)
    let prompt = session.prompt
    let cursor = session.cursor
    let back = Self.run(["back 4"], in: &session).text
    #expect(back.hasPrefix("cursor at "))
    #expect(session.cursor.position == cursor.position - 4)
    let again = Self.eventLines(Self.run(["step 4"], in: &session).text)
    #expect(session.cursor == cursor)
    #expect(session.prompt == prompt)
    // Events take one or more lines; the last four events' lines are the tail of the first step's output.
    #expect(Array(first.suffix(again.count)) == again)
  }

  @Test("advance and until move by time; the prompt shows the cursor's time")
  func advanceAndUntil() {
    var session = Self.session()
    Self.run(["open task-id"], in: &session)
    #expect(session.prompt == "asyncplay [task-id · 0 ms]> ")
    let passed = Self.run(["advance 120ms"], in: &session).text
    #expect(session.prompt == "asyncplay [task-id · 120 ms]> ")
    #expect(passed.contains("[  120 ms] main               DebouncedSearch.query: \"s\" → \"sw\""), "\(passed)")
    Self.run(["until 50ms"], in: &session)
    #expect(session.prompt == "asyncplay [task-id · 50 ms]> ")
    #expect(session.cursor.position == 11)
    Self.run(["end"], in: &session)
    #expect(session.prompt == "asyncplay [task-id · 760 ms]> ")
    Self.run(["restart"], in: &session)
    #expect(session.prompt == "asyncplay [task-id · 0 ms]> ")
    Self.run(["advance 86400s"], in: &session)
    #expect(session.prompt == "asyncplay [task-id · 760 ms]> ")
  }

  @Test("tasks: states at the cursor, with parents")
  func tasks() {
    var session = Self.session()
    Self.run(["open task-id", "until 120ms"], in: &session)
    let table = Self.run(["tasks"], in: &session).text
    #expect(table == """
      task                           state at 120 ms                parent  started by
      main                           sleeping until 260 ms          -       -
      .task(id: "") in               finished (returned) at 0 ms    main    -
      DebouncedSearch
      .task(id: "s") in              finished (cancelled) at 120    main    -
      DebouncedSearch                ms, cancelled by .task(id:)
                                     restart: query became "sw"
      .task(id: "sw") in             sleeping until 420 ms          main    -
      DebouncedSearch

      """)
    Self.run(["open timeout", "set operation=cpu", "until 400ms"], in: &session)
    let cpu = Self.run(["tasks"], in: &session).text
    // The computation blocks its thread slice after slice, cancelled at 300 ms; the view's .task waits for the group.
    #expect(cpu.contains("task#1                 blocking its thread    .task in                -\n"
      + "                       until 600 ms,          AnnualReportView\n"
      + "                       cancelled at 300 ms\n"), "\(cpu)")
    #expect(cpu.contains(".task in               suspended since 0 ms   main"), "\(cpu)")
    Self.run(["open async-let", "step 6"], in: &session)
    let asyncLet = Self.run(["tasks"], in: &session).text
    #expect(asyncLet.split(separator: "\n").contains { $0.hasPrefix("task#1 ") && $0.contains(" running ") },
            "\(asyncLet)")
  }

  @Test("state and screen show the model and the view at the cursor")
  func stateAndScreen() {
    var session = Self.session()
    Self.run(["open task-id", "until 300ms"], in: &session)
    let state = Self.run(["state"], in: &session).text
    #expect(state.contains("DebouncedSearch.query    \"swift\"          260 ms, set by main"), "\(state)")
    #expect(state.contains("DebouncedSearch.results  []               initial value (first changes at 760\n"), "\(state)")
    let screen = Self.run(["screen"], in: &session).text
    #expect(screen == """
      screen at 300 ms (drawn at 260 ms by main):
      ┌──────────┐
      │ Packages │
      │ 🔍 swift │
      └──────────┘

      """)
  }

  /// An explanation with its wrapped lines joined again, so that phrases can be looked for whatever the width.
  static func unwrapped(_ text: String) -> String {
    text.split(separator: "\n").map { $0.hasPrefix("  ") ? " " + $0.dropFirst(2) : "\n" + $0 }.joined()
  }

  @Test("explain is derived from the trace of each scenario")
  func explain() {
    var session = Self.session()
    Self.run(["open task-id"], in: &session)
    let handled = Self.unwrapped(Self.run(["explain"], in: &session).text)
    #expect(handled.contains(".task(id: \"s\") in DebouncedSearch was cancelled at 120 ms while debouncing"), "\(handled)")
    #expect(handled.contains("Queries that reached the server: \"swift\"; the debounce saved 2 requests."))
    Self.run(["set cancellation=ignored"], in: &session)
    let ignored = Self.unwrapped(Self.run(["explain"], in: &session).text)
    #expect(ignored.contains("At 1060 ms the results of the older query \"sw\" (.task(id: \"sw\") in "
      + "SearchIgnoringCancellation, cancelled at 260 ms) overwrote those of the newer query \"swift\", written at 760 ms."),
      "\(ignored)")
    #expect(ignored.contains("stale results won"))

    Self.run(["open async-let"], in: &session)
    let asyncLet = Self.unwrapped(Self.run(["explain"], in: &session).text)
    #expect(asyncLet.contains("async let sent 2 requests together (from child tasks of .task in AccountView)"))
    #expect(asyncLet.contains("/orders, asked for later in the code, came back first"))
    #expect(asyncLet.contains("it waited 100 ms, the slowest request's time (100 ms), not the sum (140 ms)."))

    Self.run(["open timeout"], in: &session)
    let sleep = Self.unwrapped(Self.run(["explain"], in: &session).text)
    #expect(sleep.contains("The timeout struck at 300 ms"))
    #expect(sleep.contains("The operation stopped at once"))
    Self.run(["set operation=cpu"], in: &session)
    let cpu = Self.unwrapped(Self.run(["explain"], in: &session).text)
    #expect(cpu.contains("The operation did not stop"))
    #expect(cpu.contains("only at 3000 ms, 2700 ms after the limit"))

    Self.run(["open three-state"], in: &session)
    let enumModel = Self.unwrapped(Self.run(["explain"], in: &session).text)
    #expect(enumModel.contains("state went: idle → loading @ 0 ms → loaded("))
    Self.run(["set model=booleans outcome=failure"], in: &session)
    let booleans = Self.unwrapped(Self.run(["explain"], in: &session).text)
    #expect(booleans.contains("Illegal combinations seen"))
    #expect(booleans.contains("1400 ms–1800 ms: isLoading=true, items=nil, errorMessage=\"Check your connection "
      + "and try again.\" — loading and failed at once"))
  }

  @Test("set checks every assignment before changing any; reset restores the defaults")
  func setAndReset() {
    var session = Self.session()
    #expect(session.execute("set latency=1s").failure?.hasPrefix("no scenario is open; open one first") == true)
    Self.run(["open task-id"], in: &session)
    let bad = session.execute("set latency=1s debounce=abc")
    #expect(bad.failure == "bad value \"abc\" for debounce; expected a duration such as 300ms, 0.3s, 2s, "
      + "1500us, 1m or 1h (a bare number means ms), from 0 to 24h")
    #expect(session.values[2] == "200ms")
    #expect(session.execute("set latency=1s").text == "latency=1s (default 200ms)\n")
    #expect(session.execute("params").text.contains("latency       * 1s"))
    Self.run(["reset"], in: &session)
    #expect(session.values[2] == "200ms")
    #expect(session.execute("set lat=1s").failure
      == "task-id has no parameter \"lat\"; did you mean latency? "
      + "(parameters: typing, debounce, latency, cancellation)")
    #expect(session.execute("set latency").failure?.hasPrefix("set takes name=value words") == true)
  }

  @Test("help lists every command; help <command> shows its usage and an example; every command has help")
  func help() {
    var session = Self.session()
    let overview = Self.run(["help"], in: &session).text
    for spec in REPLCommandSpec.all {
      #expect(overview.contains("  " + spec.synopsis))
      let detail = Self.run(["help " + spec.name], in: &session).text
      #expect(detail.hasPrefix("usage: " + spec.synopsis + "\n"))
      #expect(detail.hasSuffix("example: " + spec.example + "\n"))
    }
    #expect(session.execute("help stpe").failure == "no help for \"stpe\"; did you mean step? (commands: "
      + REPLCommandSpec.names.joined(separator: ", ") + ")")
  }

  @Test("empty lines and comments do nothing; quit quits; lang switches the language")
  func sessionCommands() {
    var session = Self.session()
    #expect(session.execute("") == REPLReply())
    #expect(session.execute("   \t ") == REPLReply())
    #expect(session.execute("# a note") == REPLReply())
    #expect(session.execute("quit").quit)
    #expect(session.execute("exit").quit)
    #expect(session.execute("lang zh").text == "语言：中文\n")
    #expect(session.language == .zh)
    // Errors follow the language too.
    #expect(session.execute("lang fr").failure == "lang 的值 \"fr\" 不对；可以是 zh 或 en")
    #expect(session.execute("run --rael").failure == "run 没有选项 --rael；你是不是想输入 --real？（用法：run [schedule=S] [--real]）")
    #expect(session.execute("lang en").text == "language: English\n")
    #expect(session.execute("lang fr").failure == "bad value \"fr\" for lang; expected zh or en")
    #expect(session.execute("run --rael").failure
      == "unknown option --rael for run; did you mean --real? (usage: run [schedule=S] [--real])")
    // A parameter typed as the command line's flag is named in the REPL's form.
    #expect(session.execute("run --schedule fifo").failure
      == "unknown option --schedule for run; in the REPL write schedule=S (usage: run [schedule=S] [--real])")
    #expect(REPLSession.parameter(writtenAsFlag: "--routes", in: REPLSession.previewSynopsis) == "routes=FILE")
    #expect(REPLSession.parameter(writtenAsFlag: "--root=Feed", in: REPLSession.previewSynopsis) == "root=TYPE")
    #expect(REPLSession.parameter(writtenAsFlag: "--", in: REPLSession.previewSynopsis) == nil)
    #expect(REPLSession.parameter(writtenAsFlag: "--json", in: REPLSession.previewSynopsis) == nil)
    #expect(session.execute("clear").clearScreen)
  }

  @Test("code shows the lesson's part of the open scenario's source, code all the whole file, with real line numbers")
  func code() {
    var session = Self.session()
    Self.run(["open task-id"], in: &session)
    let code = Self.run(["code"], in: &session).text
    #expect(code.hasPrefix("// the app code of this run: DebouncedSearch.swift, PackageIndex.swift"), "\(code)")
    #expect(code.contains("// Sources/Scenarios/TaskID/DebouncedSearch.swift\n 1  import SwiftUI\n"), "\(code)")
    #expect(code.contains(".task(id: query) {"))
    #expect(!code.contains("SearchIgnoringCancellation") && !code.contains("import AsyncSimulation"))
    let all = Self.run(["code all"], in: &session).text
    #expect(all.contains("// Sources/Scenarios/TaskID/SearchIgnoringCancellation.swift\n"))
    #expect(!all.contains("TaskIDScenario"))
    // Comments in the session's language, numbered as the shown text.
    let line = code.split(separator: "\n").first { $0.contains("// Wait for a pause in typing.") }
    #expect(line.map { all.contains($0) } == true, "\(code)")
  }

  @Test("Tab after code offers all and the names code NAME finds, the open scenario's own first, each once")
  func codeCompletion() {
    var session = Self.session()
    Self.run(["open task-id"], in: &session)
    let names = session.codeNames
    #expect(Set(names).count == names.count)
    let completer = REPLCompleter(catalog: session.catalog, scenario: session.scenario, codeNames: names)
    let candidates = completer.complete("code ").candidates
    #expect(candidates.first == "all")
    for name in Array(names.prefix(3)) {
      #expect(session.execute("code \(name)").failure == nil, "code \(name) is offered but not found")
    }
    #expect(completer.complete("code zz_nothing").candidates.isEmpty)
    let own = names.first.map { String($0.prefix(3)) } ?? ""
    #expect(completer.complete("code " + own).candidates.contains(names[0]))
  }

  @Test("the timeline fits the width, marks the cursor, and is plain ASCII with --ascii", arguments: [40, 80, 132])
  func timeline(columns: Int) {
    var session = REPLSession(language: .en, columns: { columns }, runner: REPLRunner(executable: Binary.path))
    Self.run(["open task-id", "set cancellation=ignored", "until 260ms"], in: &session)
    let unicode = Self.run(["timeline"], in: &session).text
    let ascii = Self.run(["timeline --ascii"], in: &session).text
    for text in [unicode, ascii] {
      for line in text.split(separator: "\n") {
        #expect(DisplayWidth.of(String(line)) <= columns, "\(line)")
      }
    }
    #expect(unicode.split(separator: "\n")[0].hasSuffix("▼ 260 ms") || unicode.contains("260 ms ▼"))
    #expect(ascii.unicodeScalars.allSatisfy { $0.isASCII })
    #expect(ascii.contains("task#1"), "the SDK's task: \(ascii)")
    #expect(unicode.contains("✕ cancelled"))
  }
}
