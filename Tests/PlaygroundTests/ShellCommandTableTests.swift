@testable import Playground
import Scenarios
import Testing
@testable import CommandLineGrammar

/// The shell's command line comes from one table, ``ShellCommand``: the parser's dispatch, the rows of `--help` and
/// each command's help are exhaustive switches over it, and the lists messages name are drawn from it.
@Suite("Shell command table")
struct ShellCommandTableTests {
  /// The ``ShellCommand`` a parsed ``Command`` came from (nil for what no typed word gives: the hidden children,
  /// `--version`).
  static func command(of parsed: Command) -> ShellCommand? {
    switch parsed {
    case .help, .commandHelp: .help
    case .lessons: .lessons
    case .list: .list
    case .run: .run
    case .play: .play
    case .test: .test
    case .bench: .bench
    case .explore: .explore
    case .preview: .preview
    case .repl(let options): options.startLesson == nil ? .repl : .lesson
    case .exercise(let request):
      switch request.action {
      case .list: .exercises
      case .open: .exercise
      case .check: .check
      case .watch: .watch
      case .solution: .solution
      case .new: .new
      }
    case .version, .child, .exploreChild, .benchChild: nil
    }
  }

  @Test("every command's help examples parse to that command; --help and help <command> name it")
  func dispatch() throws {
    let parser = CommandLineParser(scenarios: ScenarioCatalog.all)
    for command in ShellCommand.allCases {
      let help = CommandHelp.of(command)
      #expect(help.name == command.name)
      #expect(CommandHelp.named(command.name)?.synopsis == help.synopsis)
      #expect(try parser.parse([command.name, "--help"]) == .commandHelp(command.name))
      #expect(try parser.parse(["help", command.name]) == .commandHelp(command.name))
      // The examples of the command itself in plain words (no redirection, no quoting) are what it reads.
      for example in help.examples where !example.contains(where: { ">'<".contains($0) }) {
        let words = example.split(separator: " ").dropFirst().map(String.init)
        guard words.first == command.name else { continue }
        let parsed = try parser.parse(words)
        #expect(Self.command(of: parsed) == command, "\(example) → \(parsed)")
      }
    }
  }

  @Test("--help has every command's rows, in the table's order; messages and help topics list every command",
        arguments: Language.allCases)
  func usageAndLists(language: Language) {
    let usage = Usage.text(language: language)
    var searchedFrom = usage.startIndex
    for command in ShellCommand.allCases {
      let rows = Usage.rows(command, language: language).joined(separator: "\n") + "\n"
      #expect(rows.hasPrefix("  asyncplay " + (command == .repl ? "[repl]" : command.name)), "\(command)")
      let found = usage[searchedFrom...].range(of: rows)
      #expect(found != nil, "--help lacks the rows of \(command), or lists them out of order")
      if let found { searchedFrom = found.upperBound }
    }
    #expect(Set(ShellCommand.inMessages) == Set(ShellCommand.allCases).subtracting([.repl]))
    #expect(ShellCommand.inMessages.count == ShellCommand.allCases.count - 1)
    #expect(ShellCommand.inHelpTopics.sorted { $0.name < $1.name } == ShellCommand.allCases.sorted { $0.name < $1.name })
    // What users type is what `help` has topics for.
    #expect(Set(CommandLineParser.commands + ["repl"]) == Set(CommandHelp.all.map(\.name)))
  }
}
