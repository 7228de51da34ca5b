import Foundation
import Scenarios

/// A problem in a lesson file, at a line.
public struct LessonFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file's name or path.
  public var file: String
  /// The 1-based line (0 for the file as a whole).
  public var line: Int
  /// What is wrong and what is accepted.
  public var message: String
  /// `file:line: message`.
  public var description: String {
    ControlCharacters.escaped(line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)")
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

  static let headerKeys = ["id", "number", "title.zh", "title.en", "scenario", "params"]
  static let stepKeys = ["zh", "en", "try", "hint.zh", "hint.en", "question.zh", "question.en", "run", "explore", "answer",
                         "why.zh", "why.en", "choice.X.zh", "choice.X.en", "choice.X.check"]

  /// Parses `text`, read from `file`.
  public func parse(_ text: String, file: String) throws(LessonFileError) -> Lesson {
    func fail(_ line: Int, _ message: String) -> LessonFileError {
      LessonFileError(file: file, line: line, message: message)
    }
    // 1. Lines into entries.
    let entries = try KeyValueLines.read(text, file: file, kind: "a lesson")

    // 2. The header.
    var header: [String: Entry] = [:]
    var index = 0
    while index < entries.count, entries[index].key != "step" {
      let entry = entries[index]
      guard Self.headerKeys.contains(entry.key) else {
        throw fail(entry.line, "unknown header key \"\(entry.key)\"\(suggest(entry.key, Self.headerKeys)); "
          + "known: \(Self.headerKeys.joined(separator: ", ")), then steps opened by \"step:\"")
      }
      guard header[entry.key] == nil else { throw fail(entry.line, "\"\(entry.key)\" is given twice") }
      header[entry.key] = entry
      index += 1
    }
    for key in ["id", "number", "title.zh", "title.en", "scenario"] where header[key] == nil {
      throw fail(0, "the header has no \"\(key):\" line (needed: id, number, title.zh, title.en, scenario)")
    }
    let idEntry = header["id"]!, numberEntry = header["number"]!, scenarioEntry = header["scenario"]!
    guard !idEntry.value.isEmpty, idEntry.value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else {
      throw fail(idEntry.line, "an id is letters, digits and dashes, e.g. task-id")
    }
    guard let number = Int(numberEntry.value.trimmingWhitespace), number > 0 else {
      throw fail(numberEntry.line, "number must be a whole number from 1")
    }
    guard let scenario = scenarios.first(where: { $0.name == scenarioEntry.value.trimmingWhitespace }) else {
      let names = scenarios.map(\.name)
      throw fail(scenarioEntry.line, "unknown scenario \"\(scenarioEntry.value)\"\(suggest(scenarioEntry.value, names)); "
        + "known: \(names.joined(separator: ", "))")
    }
    let parameters = try words(header["params"], file: file)
    try check(parameters, of: scenario, line: header["params"]?.line ?? 0, file: file)

    // 3. Steps.
    var steps: [LessonStep] = []
    while index < entries.count {
      let opener = entries[index]
      guard let kind = LessonStep.Kind(rawValue: opener.value.trimmingWhitespace) else {
        throw fail(opener.line, "unknown step kind \"\(opener.value)\"; expected explain, experiment or quiz")
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
            throw fail(entry.line, "a choice key is a letter or digit, e.g. choice.a.zh")
          }
          guard key == key.lowercased() else {
            throw fail(entry.line, "choice keys are written in lower case (choice.\(key.lowercased()).…); "
              + "students may answer in either case")
          }
          if !choiceOrder.contains(key) { choiceOrder.append(key) }
          known = true
        } else {
          known = Self.stepKeys.contains(entry.key)
        }
        guard known else {
          throw fail(entry.line, "unknown step key \"\(entry.key)\"\(suggest(entry.key, Self.stepKeys)); "
            + "known: \(Self.stepKeys.joined(separator: ", ")) (X: a choice letter)")
        }
        guard fields[entry.key] == nil else { throw fail(entry.line, "\"\(entry.key)\" is given twice in this step") }
        fields[entry.key] = entry
      }
      func pair(_ zh: String, _ en: String, required: Bool) throws(LessonFileError) -> LocalizedText? {
        switch (fields[zh], fields[en]) {
        case let (z?, e?):
          guard !z.value.trimmingWhitespace.isEmpty else { throw fail(z.line, "\"\(zh)\" is empty") }
          guard !e.value.trimmingWhitespace.isEmpty else { throw fail(e.line, "\"\(en)\" is empty") }
          return LocalizedText(zh: z.value, en: e.value)
        case let (z?, nil): throw fail(z.line, "\"\(zh)\" has no English \"\(en):\" beside it")
        case let (nil, e?): throw fail(e.line, "\"\(en)\" has no Chinese \"\(zh):\" beside it")
        case (nil, nil):
          if required { throw fail(opener.line, "this step has no \"\(zh):\" and \"\(en):\" text") }
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
            throw fail(opener.line, "choice \(key) has no \"choice.\(key).check:\" (what the run must show for it)")
          }
          let traceCheck: TraceCheck
          do { traceCheck = try TraceCheck.parse(checkEntry.value) } catch {
            throw fail(checkEntry.line, error.message)
          }
          choices.append(Quiz.Choice(key: key, text: choiceText, check: traceCheck, line: checkEntry.line))
        }
        guard choices.count >= 2 else { throw fail(opener.line, "a quiz needs at least two choices") }
        guard let answer = fields["answer"] else { throw fail(opener.line, "a quiz needs \"answer:\"") }
        let key = answer.value.trimmingWhitespace.lowercased()
        guard choiceOrder.contains(key) else {
          throw fail(answer.line, "answer \"\(key)\" is not one of the choices (\(choiceOrder.joined(separator: ", ")))")
        }
        let why = try pair("why.zh", "why.en", required: false)
        quiz = Quiz(question: question, run: run, choices: choices, answer: key, answerLine: answer.line, why: why)
        quiz?.explore = try Self.exploration(fields["explore"].map { ($0.value, $0.line) }, checks: choices, file: file)
      } else {
        for key in ["question.zh", "question.en", "run", "explore", "answer", "why.zh", "why.en"]
          + choiceOrder.map({ "choice.\($0).zh" }) {
          if let entry = fields[key] {
            throw fail(entry.line, "\"\(key)\" belongs in a quiz step (step: quiz)")
          }
        }
      }
      steps.append(LessonStep(kind: kind, text: text, commands: commands, hint: hint, quiz: quiz,
                              line: opener.line))
    }
    guard !steps.isEmpty else { throw fail(0, "the lesson has no steps (open one with \"step: explain\")") }
    return Lesson(id: idEntry.value, number: number,
                  title: LocalizedText(zh: header["title.zh"]!.value, en: header["title.en"]!.value),
                  scenario: scenario.name, parameters: parameters, steps: steps, source: file)
  }

  private func suggest(_ word: String, _ candidates: [String]) -> String {
    Suggestions.closest(to: word, among: candidates).map { " (did you mean \($0)?)" } ?? ""
  }

  private func words(_ entry: Entry?, file: String) throws(LessonFileError) -> [String] {
    guard let entry else { return [] }
    do { return try REPLTokenizer.words(entry.value) } catch {
      throw LessonFileError(file: file, line: entry.line, message: error.message)
    }
  }

  private func check(_ assignments: [String], of scenario: Scenario, line: Int, file: String)
    throws(LessonFileError) {
    var pairs: [(name: String, value: String)] = []
    for word in assignments {
      guard let eq = word.firstIndex(of: "="), eq != word.startIndex else {
        throw LessonFileError(file: file, line: line, message: "\"\(word)\" is not name=value")
      }
      pairs.append((String(word[..<eq]), String(word[word.index(after: eq)...])))
    }
    do { _ = try scenario.arguments(pairs, language: .en) } catch {
      let message = scenario.parameter(named: error.parameter) == nil
        ? error.message : "bad value \"\(error.value)\" for \(error.parameter); \(error.message)"
      throw LessonFileError(file: file, line: line, message: message)
    }
    if let (first, second) = CommandLineParser.firstRepeat(pairs.map(\.name)) {
      throw LessonFileError(file: file, line: line, message: CommandLineParser.repeatedParameter(
        assignments[first], then: assignments[second], name: pairs[first].name))
    }
  }
}

extension String {
  /// Without leading and trailing spaces and tabs.
  fileprivate var trimmingWhitespace: String { trimmingCharacters(in: .whitespaces) }
}
