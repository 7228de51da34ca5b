import AsyncSimulation
@testable import Playground
import Scenarios
import Testing
@testable import TextBase
@testable import TerminalIO
@testable import CommandLineGrammar
@testable import Course

/// The conventions a command-line tool is expected to follow: --version, help for each command, the course first in
/// --help, lessons from the shell, ~ in paths, and a scenario name typed as a command.
@Suite("Command-line conventions")
struct ConventionTests {
  let parser = Fixtures.parser

  @Test("--version and -V; help <command> and <command> --help name the command; lesson N opens the REPL there")
  func parsing() throws {
    #expect(try parser.parse(["--version"]) == .version)
    #expect(try parser.parse(["-V"]) == .version)
    #expect(try parser.parse(["help", "run"]) == .commandHelp("run"))
    #expect(try parser.parse(["help", "--lang", "zh", "play"]) == .commandHelp("play"))
    #expect(try parser.parse(["play", "--help"]) == .commandHelp("play"))
    #expect(try parser.parse(["list", "-h"]) == .commandHelp("list"))
    #expect(try parser.parse(["--lang", "en", "--help"]) == .commandHelp("repl"))
    #expect(try parser.parse(["lessons", "--lang", "en"]) == .lessons({
      var options = REPLOptions()
      options.language = .en
      return options
    }()))
    var atLesson = REPLOptions()
    atLesson.startLesson = "3"
    atLesson.language = .zh
    #expect(try parser.parse(["lesson", "3", "--lang", "zh"]) == .repl(atLesson))
  }

  @Test("mistakes around help, lesson and scenario names get one line saying what is accepted",
        arguments: [
          (["help", "rnu"], "asyncplay: no help for \"rnu\"; did you mean run? (commands: repl, lessons, lesson, list, "
            + "run, explore, play, test, bench, help, preview, exercises, exercise, check, watch, solution, new)"),
          (["help", "run", "play"], "asyncplay: unexpected argument \"play\" for help; help takes at most one "
            + "command, e.g. asyncplay help run"),
          (["lesson"], "asyncplay: lesson needs a lesson number or id, e.g. asyncplay lesson 1 (asyncplay lessons "
            + "lists them)"),
          (["demo"], "asyncplay: unknown command \"demo\"; demo is a scenario: asyncplay run demo runs it (asyncplay "
            + "list lists the scenarios)"),
        ])
  func mistakes(arguments: [String], line: String) {
    #expect(Fixtures.errorLine(arguments) == line)
  }

  @Test("every command the parser accepts has its help, in both languages, with an example")
  func everyCommandHasHelp() {
    for name in CommandLineParser.commands + ["repl"] {
      let help = CommandHelp.named(name)
      #expect(help != nil, "no CommandHelp for \(name)")
      guard let help else { continue }
      #expect(help.synopsis.hasPrefix("asyncplay"), "\(name)")
      #expect(!help.lines.zh.isEmpty && !help.lines.en.isEmpty && !help.examples.isEmpty, "\(name)")
      #expect(help.text(language: .en).hasPrefix("usage: " + help.synopsis + "\n"))
      #expect(help.text(language: .zh).hasPrefix("用法：" + help.synopsis + "\n"))
      for example in help.examples { #expect(example.hasPrefix("asyncplay"), "\(example)") }
    }
  }

  // help preview once lacked --max-memory.
  @Test("a command's help names every option the command accepts, in both languages",
        arguments: CommandLineParser.commands.filter { !CommandOption.accepted(by: $0).isEmpty }, Language.allCases)
  func helpNamesEveryOption(command: String, language: Language) throws {
    let help = try #require(CommandHelp.named(command))
    let text = help.text(language: language)
    for option in CommandOption.accepted(by: command) {
      // An option is named when it stands as a word: not as the start of a longer one (--max in --max-time).
      let named = text.ranges(of: option.rawValue).contains { range in
        range.upperBound == text.endIndex || !(text[range.upperBound].isLetter || text[range.upperBound] == "-")
      }
      #expect(named, "help \(command) (\(language)) does not name \(option.rawValue)")
    }
  }

  @Test("--help leads with the course, in the user's language", arguments: Language.allCases)
  func usageLeadsWithTheCourse(language: Language) {
    let lines = Usage.text(language: language, lessonCount: 13).split(separator: "\n")
    let start = lines.firstIndex { $0.contains("asyncplay lesson 1") }
    let commands = lines.firstIndex { $0.contains("asyncplay run <") }
    #expect(start != nil && commands != nil && start! < commands!, "the course comes before the commands")
    #expect(lines.contains { $0.contains("asyncplay lessons") && $0.contains("13") })
    #expect(lines[0].hasPrefix(language.pick("asyncplay：学习", "asyncplay: learn")))
  }

  @Test("--lang anywhere decides the language of --help and --version")
  func helpLanguage() {
    #expect(Usage.language(in: ["run", "--help", "--lang", "zh"]) == .zh)
    #expect(Usage.language(in: ["--lang=en", "-V"]) == .en)
    #expect(VersionInfo.text(language: .en) == "asyncplay \(VersionInfo.version)\nbuilt with Swift "
      + "\(VersionInfo.swift)\ntrace format 1 (JSON Lines; asyncplay help run describes it)\n")
    #expect(VersionInfo.text(language: .zh).contains("用 Swift \(VersionInfo.swift) 构建"))
  }

  @Test("~, ~/file and ~user/file are expanded in REPL paths; anything else is kept as typed")
  func tildeExpansion() {
    let home: (String) -> String? = { $0 == "HOME" ? "/home/student" : nil }
    #expect(REPLPath.expand("~", environment: home) == "/home/student")
    #expect(REPLPath.expand("~/b.svg", environment: home) == "/home/student/b.svg")
    #expect(REPLPath.expand("~root/b.svg", environment: home) == "/root/b.svg")
    #expect(REPLPath.expand("~no-such-user-here/b.svg", environment: home) == "~no-such-user-here/b.svg")
    #expect(REPLPath.expand("a/~/b", environment: home) == "a/~/b")
    #expect(REPLPath.expand("~/x", environment: { $0 == "HOME" ? "/" : nil }) == "/x")
    #expect(REPLPath.expand("~/x", environment: { $0 == "HOME" ? "/home/s/" : nil }) == "/home/s/x")
  }

  @Test("clear does nothing on TERM=dumb, without TERM, or when stdout is not a terminal")
  func clearOnDumbTerminals() {
    let pipe = Output(descriptor: -1)
    #expect(!REPLTerminal.canClear(pipe, environment: { $0 == "TERM" ? "xterm" : nil }))
  }

  @Test("a scenario or a lesson typed as a command says how to open it, in both languages")
  func scenarioAsCommand() {
    var session = REPLSessionTests.session(.en)
    #expect(session.execute("task-id").failure == "unknown command \"task-id\"; task-id is a scenario: open task-id "
      + "opens it")
    #expect(session.execute("4").failure == "unknown command \"4\"; lesson 4 opens lesson 4")
    var chinese = REPLSessionTests.session(.zh)
    #expect(chinese.execute("task-id").failure == "没有命令 \"task-id\"；task-id 是一个场景：输入 open task-id 打开它")
  }

  @Test("every lesson step ends with its position and the next move", arguments: Language.allCases)
  func stepFooter(language: Language) throws {
    var session = REPLSessionTests.session(language)
    let first = session.execute("lesson 1")
    let count = try #require(session.lessons.lesson("1")).steps.count
    let lastLine = first.text.split(separator: "\n").last.map(String.init)
    #expect(lastLine == language.pick("步骤 1/\(count) · next 继续 · try 运行本步命令",
                                      "step 1/\(count) · next to continue · try runs this step's commands"))
    var reply = first
    for _ in 1..<count { reply = session.execute("next") }
    // Wider than 80 columns, the footer goes on on a second line; each line fits.
    let footer = session.stepFooter
    #expect(reply.text.hasSuffix(footer))
    #expect(footer.hasPrefix(language.pick("步骤 \(count)/\(count)", "step \(count)/\(count)")))
    #expect(footer.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 80 })
    // After the last step comes the lesson's exercise (and after it, the next lesson).
    #expect(footer.contains(language.pick("next：自己动手改代码（练习 three-state）", "next: fix it yourself (exercise three-state)")))
    // try, hint and quiz end with it too.
    for command in ["try", "hint", "quiz"] { #expect(session.execute(command).footer == footer, "\(command)") }
  }

  @Test("a footer too wide for the terminal breaks between its moves, a line that goes on ending in ·")
  func footerLines() {
    let footer = "step 6/6 · next: fix it yourself (exercise three-state) · try runs this step's commands"
    #expect(LessonStepFooter.lines(footer, width: 80)
      == ["step 6/6 · next: fix it yourself (exercise three-state) ·", "try runs this step's commands"])
    #expect(LessonStepFooter.lines(footer, width: 120) == [footer])
    let chinese = "步骤 6/6 · next：自己动手改代码（练习 three-state） · try 运行本步命令"
    #expect(LessonStepFooter.lines(chinese, width: 44) == ["步骤 6/6 ·", "next：自己动手改代码（练习 three-state） ·",
                                                            "try 运行本步命令"])
  }
}

/// The conventions, through the built executable.
@Suite("Command-line conventions of the executable")
struct ConventionBinaryTests {
  @Test("--version prints the version, the Swift that built it and the trace format")
  func version() throws {
    let result = try Binary.run(["--version", "--lang", "en"])
    #expect(result.termination == .exited(0))
    #expect(result.outputText == VersionInfo.text(language: .en))
    #expect(try Binary.run(["-V", "--lang", "en"]).outputText == result.outputText)
  }

  @Test("help run and run --help print run's help, not the overview; every command has its own")
  func commandHelp() throws {
    for name in ["run", "play", "lesson", "list"] {
      let viaHelp = try Binary.run(["help", name, "--lang", "en"])
      let viaFlag = try Binary.run([name, "--help", "--lang", "en"])
      #expect(viaHelp.termination == .exited(0))
      #expect(viaHelp.outputText == viaFlag.outputText, "\(name)")
      #expect(viaHelp.outputText.hasPrefix("usage: asyncplay \(name)"), "\(name)")
    }
    let zh = try Binary.run(["help", "run", "--lang", "zh"])
    #expect(zh.outputText.hasPrefix("用法：asyncplay run"))
  }

  @Test("asyncplay lessons lists the course; asyncplay lesson N opens the playground at that lesson")
  func lessonsFromTheShell() throws {
    let home = try REPLTemporaryDirectory()
    defer { home.remove() }
    // Through env(1), so that the progress file written is the test's own, never the user's.
    func run(_ arguments: [String]) throws -> ChildProcess.Result {
      try ChildProcess(executable: "/usr/bin/env", arguments: ["HOME=\(home.path)", "XDG_DATA_HOME=\(home.path)/data",
                                                               Binary.path] + arguments,
                       wallLimit: .seconds(60)).run()
    }
    let lessons = try run(["lessons", "--lang", "en"])
    #expect(lessons.termination == .exited(0))
    #expect(lessons.outputText.contains("three-state"))
    #expect(lessons.outputText.contains("lesson <number> opens one"))
    // Piped, the lesson is shown as the transcript's first command; the banner is for terminals only.
    let opened = try run(["lesson", "4", "--lang", "en"])
    #expect(opened.termination == .exited(0))
    #expect(opened.outputText.hasPrefix("asyncplay> lesson 4\nLesson 4 of "))
    #expect(!opened.outputText.contains("Type lesson"))
    let unknown = try run(["lesson", "99", "--lang", "en"])
    #expect(unknown.termination == .exited(2))
    #expect(unknown.errorText.hasPrefix("asyncplay: no lesson \"99\"; "))
    #expect(unknown.outputText.isEmpty)
  }
}
