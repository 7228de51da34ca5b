import Scenarios

/// How `asyncplay` (with no command, or `asyncplay repl`) runs its interactive playground.
public struct REPLOptions: Equatable, Sendable {
  /// `--lang`: the language of the scenarios' lines, of run output and of `explain` (default: from the locale).
  public var language: Language = .preferred
  /// `--keep-going`: when reading commands from a pipe or file, go on after a failing command and exit 0
  /// (by default the first failing command ends the session with exit status 1).
  public var keepGoing = false
  /// `--no-color` turns colour off.
  public var color: ColorChoice = .auto
  /// `--lessons DIR`: an instructor's folder of `.lesson` files, adding to or replacing the bundled lessons.
  public var lessonsDirectory: String?
  /// `asyncplay lesson N`: the lesson (number or id) the playground opens at.
  public var startLesson: String?

  /// The default options.
  public init() {}

  /// The flags the REPL accepts, as usage and error messages show them.
  static let synopses = ["--lang zh|en", "--keep-going", "--no-color", "--lessons DIR"]

  /// Whether `word` is one of the REPL's flags, so that `asyncplay --lang en` opens the REPL.
  static func isFlag(_ word: String) -> Bool {
    let flag = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
    return ["--lang", "--keep-going", "--no-color", "--lessons"].contains(flag)
  }

  /// Reads the REPL's flags; every other word is a usage error saying what is accepted.
  static func parse(_ arguments: [String]) throws(UsageError) -> REPLOptions {
    var options = REPLOptions()
    var languageGiven = false
    var index = 0
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
      switch parts[0] {
      case "--keep-going", "--no-color":
        guard parts.count == 1 else { throw UsageError("\(parts[0]) takes no value; write \(parts[0]) alone") }
        if parts[0] == "--keep-going" { options.keepGoing = true } else { options.color = .never }
      case "--lessons":
        let folder: String
        if parts.count == 2 {
          folder = REPLPath.expand(parts[1])  // no shell expands ~ after "="
        } else {
          guard index < arguments.count else { throw UsageError("--lessons needs a folder of .lesson files") }
          folder = arguments[index]
          index += 1
        }
        if let earlier = options.lessonsDirectory {
          throw UsageError("--lessons is given twice (\(REPLQuote.shorten(earlier)), then \(REPLQuote.shorten(folder))); "
            + "asyncplay reads one folder of lessons: give it once")
        }
        guard !folder.isEmpty else { throw UsageError("--lessons needs a folder of .lesson files, not an empty name") }
        options.lessonsDirectory = folder
      case "--lang":
        var value: String
        if parts.count == 2 {
          value = parts[1]
        } else {
          guard index < arguments.count else { throw UsageError("--lang needs a value; expected zh or en") }
          value = arguments[index]
          index += 1
        }
        guard let language = Language(rawValue: value) else {
          throw UsageError("bad value \"\(REPLQuote.shorten(value))\" for --lang; expected zh or en")
        }
        if languageGiven {
          throw UsageError("--lang is given twice (\(options.language.rawValue), then \(value)); give it once")
        }
        languageGiven = true
        options.language = language
      default:
        let list = "options: " + synopses.joined(separator: ", ")
        if word.hasPrefix("-") {
          let hint = Suggestions.closest(to: parts[0], among: ["--lang", "--keep-going", "--no-color", "--lessons"])
            .map { "did you mean \($0)? (\(list))" } ?? list
          throw UsageError("unknown option \(parts[0]) for the REPL; \(hint)")
        }
        throw UsageError("unexpected argument \"\(word)\" for the REPL; it takes only \(list)")
      }
    }
    return options
  }
}
