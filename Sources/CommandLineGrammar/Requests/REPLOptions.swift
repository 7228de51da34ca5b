import TextBase

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
  /// `--progress`: a piped session reads and saves the student's progress too (by default only a session whose
  /// input is a terminal does, so that a transcript is the same on every run).
  public var keepsProgress = false

  /// The default options.
  public init() {}

  /// The flags the REPL accepts, as usage and error messages show them.
  package static let synopses = ["--lang zh|en", "--keep-going", "--no-color", "--lessons DIR", "--progress"]

  /// The flags' names.
  package static let flags = ["--lang", "--keep-going", "--no-color", "--lessons", "--progress"]

  /// Whether `word` is one of the REPL's flags, so that `asyncplay --lang en` opens the REPL.
  package static func isFlag(_ word: String) -> Bool {
    let flag = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
    return flags.contains(flag)
  }

  /// Reads the REPL's flags; every other word is a usage error saying what is accepted.
  package static func parse(_ arguments: [String]) throws(UsageError) -> REPLOptions {
    var options = REPLOptions()
    var languageGiven = false
    var index = 0
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
      switch parts[0] {
      case "--keep-going", "--no-color", "--progress":
        guard parts.count == 1 else {
          throw UsageError(zh: "\(parts[0]) 不带值；单独写 \(parts[0])", en: "\(parts[0]) takes no value; write \(parts[0]) alone")
        }
        switch parts[0] {
        case "--keep-going": options.keepGoing = true
        case "--progress": options.keepsProgress = true
        default: options.color = .never
        }
      case "--lessons":
        let folder: String
        if parts.count == 2 {
          folder = REPLPath.expand(parts[1])  // no shell expands ~ after "="
        } else {
          guard index < arguments.count else {
            throw UsageError(zh: "--lessons 需要一个放 .lesson 文件的文件夹", en: "--lessons needs a folder of .lesson files")
          }
          folder = arguments[index]
          index += 1
        }
        if let earlier = options.lessonsDirectory {
          let (a, b) = (REPLQuote.shorten(earlier), REPLQuote.shorten(folder))
          throw UsageError(zh: "--lessons 给了两次（先 \(a)，后 \(b)）；asyncplay 只读一个课程文件夹：只给一次",
                           en: "--lessons is given twice (\(a), then \(b)); asyncplay reads one folder of lessons: give it once")
        }
        guard !folder.isEmpty else {
          throw UsageError(zh: "--lessons 需要一个放 .lesson 文件的文件夹，不能是空名字",
                           en: "--lessons needs a folder of .lesson files, not an empty name")
        }
        options.lessonsDirectory = folder
      case "--lang":
        var value: String
        if parts.count == 2 {
          value = parts[1]
        } else {
          guard index < arguments.count else {
            throw UsageError(zh: "--lang 需要一个值；应是 zh 或 en", en: "--lang needs a value; expected zh or en")
          }
          value = arguments[index]
          index += 1
        }
        guard let language = Language(rawValue: value) else {
          throw UsageError(zh: "--lang 的值 \"\(REPLQuote.shorten(value))\" 不对；应是 zh 或 en",
                           en: "bad value \"\(REPLQuote.shorten(value))\" for --lang; expected zh or en")
        }
        if languageGiven {
          throw UsageError(zh: "--lang 给了两次（先 \(options.language.rawValue)，后 \(value)）；只给一次",
                           en: "--lang is given twice (\(options.language.rawValue), then \(value)); give it once")
        }
        languageGiven = true
        options.language = language
      default:
        let (zh, list) = (Language.zh.list(synopses), Language.en.list(synopses))
        if word.hasPrefix("-") {
          let match = Suggestions.closest(to: parts[0], among: flags)
          throw UsageError(zh: "REPL 没有选项 \(parts[0])；" + (match.map { "你是不是想输入 \($0)？（选项：\(zh)）" } ?? "选项：\(zh)"),
                           en: "unknown option \(parts[0]) for the REPL; "
                             + (match.map { "did you mean \($0)? (options: \(list))" } ?? "options: \(list)"))
        }
        throw UsageError(zh: "REPL 不接受参数 \"\(word)\"；它只接受选项：\(zh)",
                         en: "unexpected argument \"\(word)\" for the REPL; it takes only options: \(list)")
      }
    }
    return options
  }
}
