import Foundation
import Scenarios
import TextBase
import CommandLineGrammar

/// A problem in a lesson or exercise file, at a line, told in English and in Chinese (printed in the session's
/// language, as ``UsageError`` is).
public struct LessonFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file's name or path.
  public var file: String
  /// The 1-based line (0 for the file as a whole).
  public var line: Int
  /// What is wrong and what is accepted, in English.
  public var message: String
  /// The same in Chinese.
  public var chinese: String

  /// A problem whose text is `en` in English and `zh` in Chinese.
  public init(file: String, line: Int, zh: String, en: String) {
    self.file = file
    self.line = line
    self.message = en
    self.chinese = zh
  }

  /// A problem whose text is the same in both languages (names and values only).
  public init(file: String, line: Int, message: String) {
    self.init(file: file, line: line, zh: message, en: message)
  }

  /// `file:line: message` in `language`, control characters made visible.
  public func description(_ language: Language) -> String {
    let text = language.pick(chinese, message)
    return ControlCharacters.escaped(line > 0 ? "\(file):\(line): \(text)" : "\(file): \(text)")
  }

  /// `file:line: message`, in English.
  public var description: String { description(.en) }

  /// Two problems are the same when their file, line and English text are.
  public static func == (a: LessonFileError, b: LessonFileError) -> Bool {
    (a.file, a.line, a.message) == (b.file, b.line, b.message)
  }
}

/// Reads the `.lesson` format: `key: value` lines, values continued on lines indented by two spaces, `#` comments,
/// a header, then steps each opened by `step: explain|experiment|quiz`. See `Lessons/README.md`.
public struct LessonParser: Sendable {
  /// The scenarios a lesson may name.
  public var scenarios: [Scenario]

  /// A parser that checks scenario names and parameters against `scenarios`.
  public init(scenarios: [Scenario] = ScenarioCatalog.all) { self.scenarios = scenarios }

  private typealias Entry = KeyValueLines.Entry

  package static let headerKeys = ["id", "number", "title.zh", "title.en", "scenario", "params"]
  package static let stepKeys = ["zh", "en", "try", "hint.zh", "hint.en", "question.zh", "question.en", "run", "explore", "answer",
                         "why.zh", "why.en", "choice.X.zh", "choice.X.en", "choice.X.check"]

  /// Parses `text`, read from `file`.
  public func parse(_ text: String, file: String) throws(LessonFileError) -> Lesson {
    func fail(_ line: Int, _ zh: String, _ en: String) -> LessonFileError {
      LessonFileError(file: file, line: line, zh: zh, en: en)
    }
    // 1. Lines into entries.
    let entries = try KeyValueLines.read(text, file: file, kind: ("课程文件", "a lesson"))

    // 2. The header.
    var header: [String: Entry] = [:]
    var index = 0
    while index < entries.count, entries[index].key != "step" {
      let entry = entries[index]
      guard Self.headerKeys.contains(entry.key) else {
        let known = Self.headerKeys.joined(separator: ", ")
        throw fail(entry.line, "未知的开头键 \"\(entry.key)\"\(suggest(entry.key, Self.headerKeys, .zh))；可选：\(Language.zh.list(Self.headerKeys))，"
          + "之后是以 \"step:\" 开始的步骤",
          "unknown header key \"\(entry.key)\"\(suggest(entry.key, Self.headerKeys)); "
          + "known: \(known), then steps opened by \"step:\"")
      }
      guard header[entry.key] == nil else {
        throw fail(entry.line, "\"\(entry.key)\" 给了两次", "\"\(entry.key)\" is given twice")
      }
      header[entry.key] = entry
      index += 1
    }
    for key in ["id", "number", "title.zh", "title.en", "scenario"] where header[key] == nil {
      throw fail(0, "开头缺少 \"\(key):\" 行（需要：id、number、title.zh、title.en、scenario）",
                 "the header has no \"\(key):\" line (needed: id, number, title.zh, title.en, scenario)")
    }
    let idEntry = header["id"]!, numberEntry = header["number"]!, scenarioEntry = header["scenario"]!
    guard !idEntry.value.isEmpty, idEntry.value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else {
      throw fail(idEntry.line, "id 只能由字母、数字和连字符组成，例如 task-id", "an id is letters, digits and dashes, e.g. task-id")
    }
    guard let number = Int(numberEntry.value.trimmingWhitespace), number > 0 else {
      throw fail(numberEntry.line, "number 应是从 1 起的整数", "number must be a whole number from 1")
    }
    guard let scenario = scenarios.first(where: { $0.name == scenarioEntry.value.trimmingWhitespace }) else {
      let names = scenarios.map(\.name)
      let value = scenarioEntry.value, list = names.joined(separator: ", ")
      throw fail(scenarioEntry.line, "未知场景 \"\(value)\"\(suggest(value, names, .zh))；可选：\(Language.zh.list(names))",
                 "unknown scenario \"\(value)\"\(suggest(value, names)); known: \(list)")
    }
    let parameters = try words(header["params"], file: file)
    try check(parameters, of: scenario, line: header["params"]?.line ?? 0, file: file)

    // 3. Steps.
    var steps: [LessonStep] = []
    while index < entries.count {
      let opener = entries[index]
      guard let kind = LessonStep.Kind(rawValue: opener.value.trimmingWhitespace) else {
        throw fail(opener.line, "未知的步骤类型 \"\(opener.value)\"；应是 explain、experiment 或 quiz",
                   "unknown step kind \"\(opener.value)\"; expected explain, experiment or quiz")
      }
      index += 1
      var fields: [String: Entry] = [:]
      var commands: [String] = []
      var choiceOrder: [String] = []
      while index < entries.count, entries[index].key != "step" {
        let entry = entries[index]
        index += 1
        if entry.key == "try" {
          commands.append(entry.value)
          continue
        }
        let parts = entry.key.split(separator: ".", omittingEmptySubsequences: false)
        let known: Bool
        if parts.count == 3, parts[0] == "choice", ["zh", "en", "check"].contains(parts[2]) {
          let key = String(parts[1])
          guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber }) else {
            throw fail(entry.line, "选项键是字母或数字，例如 choice.a.zh", "a choice key is a letter or digit, e.g. choice.a.zh")
          }
          guard key == key.lowercased() else {
            throw fail(entry.line, "选项键用小写（choice.\(key.lowercased()).…）；学生回答时大小写都可以",
                       "choice keys are written in lower case (choice.\(key.lowercased()).…); "
                       + "students may answer in either case")
          }
          if !choiceOrder.contains(key) { choiceOrder.append(key) }
          known = true
        } else {
          known = Self.stepKeys.contains(entry.key)
        }
        guard known else {
          let list = Self.stepKeys.joined(separator: ", ")
          throw fail(entry.line, "未知的步骤键 \"\(entry.key)\"\(suggest(entry.key, Self.stepKeys, .zh))；可选：\(Language.zh.list(Self.stepKeys))"
                     + "（X 是选项字母）",
                     "unknown step key \"\(entry.key)\"\(suggest(entry.key, Self.stepKeys)); "
                     + "known: \(list) (X: a choice letter)")
        }
        guard fields[entry.key] == nil else {
          throw fail(entry.line, "这一步里 \"\(entry.key)\" 给了两次", "\"\(entry.key)\" is given twice in this step")
        }
        fields[entry.key] = entry
      }
      func pair(_ zh: String, _ en: String, required: Bool) throws(LessonFileError) -> LocalizedText? {
        switch (fields[zh], fields[en]) {
        case let (z?, e?):
          guard !z.value.trimmingWhitespace.isEmpty else { throw fail(z.line, "\"\(zh)\" 是空的", "\"\(zh)\" is empty") }
          guard !e.value.trimmingWhitespace.isEmpty else { throw fail(e.line, "\"\(en)\" 是空的", "\"\(en)\" is empty") }
          return LocalizedText(zh: z.value, en: e.value)
        case let (z?, nil):
          throw fail(z.line, "\"\(zh)\" 旁边没有英文的 \"\(en):\"", "\"\(zh)\" has no English \"\(en):\" beside it")
        case let (nil, e?):
          throw fail(e.line, "\"\(en)\" 旁边没有中文的 \"\(zh):\"", "\"\(en)\" has no Chinese \"\(zh):\" beside it")
        case (nil, nil):
          if required {
            throw fail(opener.line, "这一步没有 \"\(zh):\" 和 \"\(en):\" 文字", "this step has no \"\(zh):\" and \"\(en):\" text")
          }
          return nil
        }
      }
      let text = try pair("zh", "en", required: true)!
      let hint = try pair("hint.zh", "hint.en", required: false)
      var quiz: Quiz?
      if kind == .quiz {
        let question = try pair("question.zh", "question.en", required: true)!
        let run = try words(fields["run"], file: file)
        try check(run, of: scenario, line: fields["run"]?.line ?? opener.line, file: file)
        var choices: [Quiz.Choice] = []
        for key in choiceOrder {
          let choiceText = try pair("choice.\(key).zh", "choice.\(key).en", required: true)!
          guard let checkEntry = fields["choice.\(key).check"] else {
            throw fail(opener.line, "选项 \(key) 缺少 \"choice.\(key).check:\"（运行要显示什么才算选它）",
                       "choice \(key) has no \"choice.\(key).check:\" (what the run must show for it)")
          }
          let traceCheck: TraceCheck
          do { traceCheck = try TraceCheck.parse(checkEntry.value) } catch {
            throw fail(checkEntry.line, error.chinese, error.message)
          }
          choices.append(Quiz.Choice(key: key, text: choiceText, check: traceCheck, line: checkEntry.line))
        }
        guard choices.count >= 2 else { throw fail(opener.line, "测验至少需要两个选项", "a quiz needs at least two choices") }
        guard let answer = fields["answer"] else {
          throw fail(opener.line, "测验需要 \"answer:\"", "a quiz needs \"answer:\"")
        }
        let key = answer.value.trimmingWhitespace.lowercased()
        guard choiceOrder.contains(key) else {
          let list = choiceOrder.joined(separator: ", ")
          throw fail(answer.line, "答案 \"\(key)\" 不是选项之一（\(Language.zh.list(choiceOrder))）",
                     "answer \"\(key)\" is not one of the choices (\(list))")
        }
        let why = try pair("why.zh", "why.en", required: false)
        quiz = Quiz(question: question, run: run, choices: choices, answer: key, answerLine: answer.line, why: why)
        quiz?.explore = try Self.exploration(fields["explore"].map { ($0.value, $0.line) }, checks: choices, file: file)
      } else {
        for key in ["question.zh", "question.en", "run", "explore", "answer", "why.zh", "why.en"]
          + choiceOrder.map({ "choice.\($0).zh" }) {
          if let entry = fields[key] {
            throw fail(entry.line, "\"\(key)\" 只用于测验步骤（step: quiz）", "\"\(key)\" belongs in a quiz step (step: quiz)")
          }
        }
      }
      steps.append(LessonStep(kind: kind, text: text, commands: commands, hint: hint, quiz: quiz,
                              line: opener.line))
    }
    guard !steps.isEmpty else {
      throw fail(0, "这一课没有步骤（用 \"step: explain\" 开始一步）", "the lesson has no steps (open one with \"step: explain\")")
    }
    return Lesson(id: idEntry.value, number: number,
                  title: LocalizedText(zh: header["title.zh"]!.value, en: header["title.en"]!.value),
                  scenario: scenario.name, parameters: parameters, steps: steps, source: file)
  }

  /// ` (did you mean X?)` when `word` is close to one of `candidates`, else nothing.
  package static func suggest(_ word: String, _ candidates: [String], _ language: Language = .en) -> String {
    Suggestions.closest(to: word, among: candidates).map { language.pick("（你是不是想输入 \($0)？）", " (did you mean \($0)?)") }
      ?? ""
  }

  private func suggest(_ word: String, _ candidates: [String], _ language: Language = .en) -> String {
    Self.suggest(word, candidates, language)
  }

  private func words(_ entry: Entry?, file: String) throws(LessonFileError) -> [String] {
    guard let entry else { return [] }
    do { return try REPLTokenizer.words(entry.value) } catch {
      throw LessonFileError(file: file, line: entry.line, zh: error.chinese, en: error.message)
    }
  }

  private func check(_ assignments: [String], of scenario: Scenario, line: Int, file: String)
    throws(LessonFileError) {
    var pairs: [(name: String, value: String)] = []
    for word in assignments {
      guard let eq = word.firstIndex(of: "="), eq != word.startIndex else {
        throw LessonFileError(file: file, line: line, zh: "\"\(word)\" 不是 name=value", en: "\"\(word)\" is not name=value")
      }
      pairs.append((String(word[..<eq]), String(word[word.index(after: eq)...])))
    }
    if let error = CommandLineParser.failure({ () throws(ParameterError) in
      _ = try scenario.arguments(pairs, language: .en)
    }) {
      let chinese = CommandLineParser.failure { () throws(ParameterError) in
        _ = try scenario.arguments(pairs, language: .en, messages: .zh)
      } ?? error
      let usage = CommandLineParser.usageError(error, chinese: chinese,
                                               knownParameter: scenario.parameter(named: error.parameter) != nil)
      throw LessonFileError(file: file, line: line, zh: usage.chinese, en: usage.message)
    }
    if let (first, second) = CommandLineParser.firstRepeat(pairs.map(\.name)) {
      let (a, b, name) = (assignments[first], assignments[second], pairs[first].name)
      throw LessonFileError(file: file, line: line,
                            zh: CommandLineParser.repeatedParameter(a, then: b, name: name, language: .zh),
                            en: CommandLineParser.repeatedParameter(a, then: b, name: name))
    }
  }
}

extension String {
  /// Without leading and trailing spaces and tabs.
  fileprivate var trimmingWhitespace: String { trimmingCharacters(in: .whitespaces) }
}
