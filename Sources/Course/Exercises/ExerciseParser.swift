import Foundation
import TextBase
import ProjectProfiles

/// Reads an exercise folder: `exercise.txt` (`key: value` lines like a lesson's, values continued on lines indented
/// by two spaces, `#` comments; a header, then checks each opened by `check: NAME`) and the Swift files beside it,
/// `start.swift`, `solution.swift`, `nothing.swift` and `driver.swift`. See `Lessons/README.md`, "Exercises".
public struct ExerciseParser: Sendable {
  /// The file that describes an exercise, in its folder.
  public static let descriptionFile = "exercise.txt"
  /// The Swift files every exercise folder holds.
  public static let swiftFiles = ["start.swift", "solution.swift", "nothing.swift", "driver.swift"]

  package static let headerKeys = ["id", "lesson", "title.zh", "title.en", "goal.zh", "goal.en", "hint.zh", "hint.en", "start"]
    + ProjectChoice.settingNames
  package static let checkKeys = ["zh", "en", "trace", "trace.zh", "trace.en"]

  /// A parser.
  public init() {}

  private typealias Entry = KeyValueLines.Entry

  /// Parses the folder whose `exercise.txt` is `text`, read from `file`; `sibling` gives the text of another file in
  /// the same folder by name (nil when it is missing or unreadable).
  public func parse(_ text: String, file: String, sibling: (String) -> String?) throws(LessonFileError) -> Exercise {
    func fail(_ line: Int, _ zh: String, _ en: String) -> LessonFileError {
      LessonFileError(file: file, line: line, zh: zh, en: en)
    }
    let entries = try KeyValueLines.read(text, file: file, kind: ("练习说明", "an exercise description"))
    var index = 0
    var header: [String: Entry] = [:]
    var hints: (zh: [Entry], en: [Entry]) = ([], [])
    while index < entries.count, entries[index].key != "check" {
      let entry = entries[index]
      index += 1
      guard Self.headerKeys.contains(entry.key) else {
        let (candidates, known) = (Self.headerKeys + ["check"], Self.headerKeys.joined(separator: ", "))
        throw fail(entry.line, "未知的键 \"\(entry.key)\"\(suggest(entry.key, candidates, .zh))；可选：\(Language.zh.list(Self.headerKeys))，"
                   + "之后是以 \"check: NAME\" 开始的检查",
                   "unknown key \"\(entry.key)\"\(suggest(entry.key, candidates)); "
                   + "known: \(known), then checks opened by \"check: NAME\"")
      }
      if entry.key == "hint.zh" { hints.zh.append(entry); continue }
      if entry.key == "hint.en" { hints.en.append(entry); continue }
      guard header[entry.key] == nil else {
        throw fail(entry.line, "\"\(entry.key)\" 给了两次", "\"\(entry.key)\" is given twice")
      }
      header[entry.key] = entry
    }
    for key in ["id", "lesson", "title.zh", "title.en", "goal.zh", "goal.en"] where header[key] == nil {
      throw fail(0, "开头缺少 \"\(key):\" 行（需要：id、lesson、title.zh、title.en、goal.zh、goal.en）",
                 "the header has no \"\(key):\" line (needed: id, lesson, title.zh, title.en, goal.zh, goal.en)")
    }
    let id = header["id"]!, lesson = header["lesson"]!
    for entry in [id, lesson] {
      guard Self.isName(entry.value) else {
        throw fail(entry.line, "\"\(entry.key)\" 只能由字母、数字和连字符组成，例如 task-id",
                   "\"\(entry.key)\" is letters, digits and dashes, e.g. task-id")
      }
    }
    for entry in [header["title.zh"]!, header["title.en"]!, header["goal.zh"]!, header["goal.en"]!] + hints.zh + hints.en
    where entry.value.trimmingCharacters(in: [" ", "\t", "\n"]).isEmpty {
      throw fail(entry.line, "\"\(entry.key)\" 是空的", "\"\(entry.key)\" is empty")
    }
    guard hints.zh.count == hints.en.count else {
      let line = (hints.zh.count > hints.en.count ? hints.zh : hints.en).last!.line
      throw fail(line, "有 \(hints.zh.count) 行 hint.zh 和 \(hints.en.count) 行 hint.en；每条提示都需要两种语言（按顺序配对）",
                 "there are \(hints.zh.count) hint.zh and \(hints.en.count) hint.en lines; every hint needs "
                 + "both languages (they pair up in order)")
    }

    // `start: does-not-compile`: the starting file is a compiler error to fix (lesson 21), not a run that fails a check.
    var startsFromCompileError = false
    if let entry = header["start"] {
      guard entry.value.trimmingCharacters(in: [" ", "\t"]) == "does-not-compile" else {
        throw fail(entry.line, "\"start:\" 只接受 does-not-compile（起始文件编译不过，学生要修好它）",
                   "\"start:\" accepts only does-not-compile (the starting file does not compile; the student fixes it)")
      }
      startsFromCompileError = true
    }

    // An exercise may pin the project settings it is graded under (`profile: swift-package`, `swift-version: 6`).
    var project = ProjectChoice()
    for name in ProjectChoice.settingNames {
      guard let entry = header[name] else { continue }
      do {
        try project.set(name, to: entry.value.trimmingCharacters(in: [" ", "\t"]))
      } catch {
        throw fail(entry.line, error.message(.zh), error.message(.en))
      }
    }

    var checks: [ExerciseCheck] = []
    while index < entries.count {
      let opener = entries[index]
      index += 1
      let name = opener.value.trimmingCharacters(in: [" ", "\t"])
      guard Self.isName(name) else {
        throw fail(opener.line, "检查的名字只能由字母、数字和连字符组成，例如 check: results-show-swift",
                   "a check's name is letters, digits and dashes, e.g. check: results-show-swift")
      }
      guard !checks.contains(where: { $0.name == name }) else {
        throw fail(opener.line, "已经有一个叫 \"\(name)\" 的检查", "there is already a check called \"\(name)\"")
      }
      var fields: [String: Entry] = [:]
      while index < entries.count, entries[index].key != "check" {
        let entry = entries[index]
        index += 1
        guard Self.checkKeys.contains(entry.key) else {
          let known = Self.checkKeys.joined(separator: ", ")
          throw fail(entry.line, "未知的检查键 \"\(entry.key)\"\(suggest(entry.key, Self.checkKeys, .zh))；可选：\(Language.zh.list(Self.checkKeys))",
                     "unknown check key \"\(entry.key)\"\(suggest(entry.key, Self.checkKeys)); known: \(known)")
        }
        guard fields[entry.key] == nil else {
          throw fail(entry.line, "这个检查里 \"\(entry.key)\" 给了两次", "\"\(entry.key)\" is given twice in this check")
        }
        fields[entry.key] = entry
      }
      guard let zh = fields["zh"], let en = fields["en"] else {
        throw fail(opener.line, "检查 \(name) 需要 \"zh:\" 和 \"en:\" 行，说明它检查什么",
                   "check \(name) needs \"zh:\" and \"en:\" lines saying what it checks")
      }
      func read(_ entry: Entry) throws(LessonFileError) -> TraceCheck {
        do { return try TraceCheck.parse(entry.value) } catch { throw fail(entry.line, error.chinese, error.message) }
      }
      let trace: (zh: TraceCheck, en: TraceCheck)
      switch (fields["trace"], fields["trace.zh"], fields["trace.en"]) {
      case let (both?, nil, nil):
        let check = try read(both)
        trace = (check, check)
      case let (nil, z?, e?):
        trace = (try read(z), try read(e))
      case (nil, nil, nil):
        throw fail(opener.line, "检查 \(name) 需要 \"trace:\"（或 \"trace.zh:\" 和 \"trace.en:\"）：运行必须显示什么",
                   "check \(name) needs \"trace:\" (or \"trace.zh:\" and \"trace.en:\"): what the run must show")
      default:
        throw fail(opener.line, "检查 \(name) 要么用 \"trace:\"，要么同时用 \"trace.zh:\" 和 \"trace.en:\"",
                   "check \(name) takes either \"trace:\" or both \"trace.zh:\" and \"trace.en:\"")
      }
      checks.append(ExerciseCheck(name: name, text: LocalizedText(zh: zh.value, en: en.value), trace: trace))
    }
    guard !checks.isEmpty else {
      throw fail(0, "这个练习没有检查（用 \"check: NAME\" 开始一个）", "the exercise has no checks (open one with \"check: NAME\")")
    }
    var sources: [String: String] = [:]
    for name in Self.swiftFiles {
      let needed = Self.swiftFiles.joined(separator: ", ")
      guard let text = sibling(name) else {
        throw fail(0, "文件夹里没有 \(name)（需要：\(Language.zh.list(Self.swiftFiles))）", "the folder has no \(name) (needed: \(needed))")
      }
      guard text.contains(where: { !$0.isWhitespace }) else { throw fail(0, "\(name) 是空的", "\(name) is empty") }
      sources[name] = text
    }
    return Exercise(
      id: id.value, lesson: lesson.value,
      title: LocalizedText(zh: header["title.zh"]!.value, en: header["title.en"]!.value),
      goal: LocalizedText(zh: header["goal.zh"]!.value, en: header["goal.en"]!.value),
      hints: zip(hints.zh, hints.en).map { LocalizedText(zh: $0.value, en: $1.value) },
      checks: checks, start: sources["start.swift"]!, solution: sources["solution.swift"]!,
      nothing: sources["nothing.swift"]!, driver: sources["driver.swift"]!, source: file, project: project,
      startsFromCompileError: startsFromCompileError)
  }

  /// Letters, digits and dashes, not empty.
  package static func isName(_ text: String) -> Bool {
    !text.isEmpty && text.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "-") && $0.isASCII }
  }

  private func suggest(_ word: String, _ candidates: [String], _ language: Language = .en) -> String {
    LessonParser.suggest(word, candidates, language)
  }
}
