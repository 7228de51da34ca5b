import AsyncSimulation
@testable import Playground
import Scenarios
import Testing
@testable import TextBase
@testable import CommandLineGrammar
@testable import Course

/// The rules the bundled course keeps: students predict before they see (no step before a quiz runs its parameter
/// set or states its answer), every quiz has at least three plausible choices that state a prediction, answers are
/// spread over the letters, every quiz says why, and the zh text is Chinese typography.
@Suite("Course rules")
struct CourseRulesTests {
  static let lessons = LessonLibrary().lessons

  /// The commands that simulate the open scenario (and so show a run's outcome).
  static let runningCommands: Set<String> = ["run", "step", "advance", "until", "end", "tasks", "state", "screen",
                                             "trace", "timeline", "explain", "export", "compare", "explore"]

  /// The canonical values of `scenario` after applying `assignments` to `base` (nil: not `name=value` words).
  static func values(_ scenario: Scenario, _ base: [String: String], _ assignments: [String]) -> [String: String]? {
    var pairs: [(name: String, value: String)] = base.map { ($0.key, $0.value) }
    for word in assignments {
      let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2 else { return nil }
      pairs.append((parts[0], parts[1]))
    }
    return try? scenario.arguments(pairs, language: .zh).values
  }

  /// Every run a lesson's `try:` commands make, in order: the step it belongs to and the parameter values it uses.
  static func runs(of lesson: Lesson) throws -> [(step: Int, values: [String: String], explores: Bool)] {
    let scenario = try #require(ScenarioCatalog.named(lesson.scenario))
    let defaults = try #require(values(scenario, [:], []))
    var current = try #require(values(scenario, [:], lesson.parameters), "\(lesson.id) params")
    var found: [(Int, [String: String], Bool)] = []
    for (index, step) in lesson.steps.enumerated() {
      for command in step.commands {
        let words = try REPLTokenizer.words(command)
        guard let word = words.first else { continue }
        switch word {
        case "set": current = try #require(values(scenario, current, Array(words.dropFirst())), "\(lesson.id): \(command)")
        case "reset": current = defaults
        case "compare":
          // compare name=a,b runs both values.
          let parts = words[1].split(separator: "=", maxSplits: 1).map(String.init)
          for value in parts[1].split(separator: ",") {
            found.append((index, try #require(values(scenario, current, ["\(parts[0])=\(value)"])), false))
          }
        default:
          if runningCommands.contains(word) { found.append((index, current, word == "explore")) }
        }
      }
    }
    return found
  }

  @Test("each quiz comes before any step that runs its parameter set, and no quiz step runs anything",
        arguments: lessons.map(\.id))
  func predictFirst(_ id: String) throws {
    let lesson = try #require(LessonLibrary().lesson(id))
    let scenario = try #require(ScenarioCatalog.named(lesson.scenario))
    let runs = try Self.runs(of: lesson)
    for (index, step) in lesson.steps.enumerated() {
      guard let quiz = step.quiz else { continue }
      #expect(step.commands.isEmpty, "\(lesson.source):\(step.line): a quiz step runs nothing before the answer")
      let decided = try #require(Self.values(scenario, [:], lesson.parameters + quiz.run))
      // One run does not show how many outcomes an exploration finds: a quiz decided by exploring is given away
      // only by an earlier exploration of its parameters.
      for run in runs where run.step < index && run.values == decided && (quiz.explore == nil || run.explores) {
        let place = "\(lesson.source):\(lesson.steps[run.step].line)"
        Issue.record(Comment(rawValue: "\(place): step \(run.step + 1) runs the parameters of the quiz at step \(index + 1) before it is asked"))
      }
    }
  }

  @Test("no step before a quiz states its answer", arguments: lessons.map(\.id))
  func answerNotStatedEarlier(_ id: String) throws {
    let lesson = try #require(LessonLibrary().lesson(id))
    for (index, step) in lesson.steps.enumerated() {
      guard let quiz = step.quiz, let answer = quiz.choice(quiz.answer) else { continue }
      // A short label (a number and its unit) may well appear in other sentences; a longer one may not.
      for earlier in lesson.steps.prefix(index + 1) where answer.text.zh.count >= 6 {
        let texts = [earlier.text.zh, earlier.text.en, earlier.hint?.zh ?? "", earlier.hint?.en ?? ""]
        for text in texts {
          #expect(!text.contains(answer.text.zh) && !text.contains(answer.text.en),
                  "\(lesson.source):\(earlier.line) states the answer of the quiz at step \(index + 1)")
        }
      }
      let why = try #require(quiz.why, "\(lesson.source):\(step.line): the quiz has no why.zh / why.en")
      for earlier in lesson.steps.prefix(index + 1) {
        #expect(!earlier.text.zh.contains(why.zh), "\(lesson.source):\(earlier.line) holds the quiz's why")
      }
    }
  }

  @Test("every quiz has at least three choices, labels that predict rather than reason, and a why in both languages")
  func choices() {
    for lesson in Self.lessons {
      for step in lesson.steps {
        guard let quiz = step.quiz else { continue }
        #expect(quiz.choices.count >= 3, "\(lesson.source):\(step.line): \(quiz.choices.count) choices")
        #expect(quiz.why != nil, "\(lesson.source):\(step.line): no why")
        for choice in quiz.choices {
          for label in [choice.text.zh, choice.text.en] {
            let unquoted = Self.withoutQuotes(label)
            for marker in ["（", "(", "因为", "所以", "because", " so ", "since", "："] where unquoted.contains(marker) {
              Issue.record(Comment(rawValue: "\(lesson.source):\(choice.line): choice \(choice.key) gives its reasoning (\(marker)): \(label)"))
            }
          }
        }
      }
    }
  }

  /// `label` without its quoted parts (quoted program output may hold anything), the English gloss in brackets
  /// after one (`"加载失败" (loading failed)`), and calls in code (`CancellationError()`).
  static func withoutQuotes(_ label: String) -> String {
    var out = "", depth = 0, gloss = false, afterQuote = false
    for character in label {
      if gloss { if character == ")" { gloss = false }; continue }
      if "“「\"".contains(character) && depth == 0 { depth = 1; continue }
      if "”」\"".contains(character) && depth == 1 { depth = 0; afterQuote = true; continue }
      guard depth == 0 else { continue }
      if character == "(" && (afterQuote || out.last.map { $0.isLetter && $0.isASCII } == true) { gloss = true; continue }
      if character != " " { afterQuote = false }
      out.append(character)
    }
    return out
  }

  @Test("no letter is the answer of more than 40 % of the quizzes")
  func answerBalance() {
    let answers = Self.lessons.flatMap { $0.steps.compactMap(\.quiz?.answer) }
    #expect(answers.count >= 13 * 2)
    var counts: [String: Int] = [:]
    for answer in answers { counts[answer, default: 0] += 1 }
    for (letter, count) in counts.sorted(by: { $0.key < $1.key }) {
      #expect(count * 10 <= answers.count * 4, "answer \(letter): \(count) of \(answers.count)")
    }
  }

  @Test("Chinese text uses full-width brackets around Chinese and holds no English sentence")
  func chineseTypography() {
    for lesson in Self.lessons {
      var texts = [lesson.title.zh]
      for step in lesson.steps {
        texts += [step.text.zh, step.hint?.zh, step.quiz?.question.zh, step.quiz?.why?.zh].compactMap { $0 }
        texts += step.quiz?.choices.map(\.text.zh) ?? []
      }
      for text in texts {
        for problem in Self.typographyProblems(text) {
          Issue.record(Comment(rawValue: "\(lesson.source): \(problem) in: \(text.prefix(60))"))
        }
      }
    }
  }

  /// An ASCII bracket pair whose content is Chinese and that is not code (`failed("…")`, `.task(id:)`), or a run of
  /// three or more English words outside code.
  static func typographyProblems(_ text: String) -> [String] {
    var problems: [String] = []
    let characters = Array(text)
    for (index, character) in characters.enumerated() where character == "(" {
      let before = index > 0 ? characters[index - 1] : " "
      let isCode = before.isLetter && before.isASCII || before.isNumber || before == "." || before == ")" || before == "?"
      guard !isCode, let close = characters[index...].firstIndex(of: ")") else { continue }
      let inside = characters[(index + 1)..<close]
      if inside.contains(where: { DisplayWidth.of($0) == 2 }) { problems.append("ASCII brackets around Chinese") }
    }
    // English prose: three or more plain lower-case words separated only by spaces, one of them a word only prose
    // uses (code is identifiers and keywords: `for try await`, `catch is CancellationError`).
    let prose: Set<Substring> = ["the", "are", "and", "of", "to", "it", "this", "that", "with", "was", "be", "has",
                                 "have", "an", "from", "into", "by", "on", "at", "when", "what", "not"]
    for stretch in text.split(whereSeparator: { DisplayWidth.of($0) == 2 }) {
      var run: [Substring] = []
      for word in stretch.split(separator: " ") + [Substring("")] {
        if word.count > 1 && word.allSatisfy({ $0.isLetter && $0.isASCII && $0.isLowercase }) {
          run.append(word)
          continue
        }
        if run.count >= 3 && run.contains(where: prose.contains) { problems.append("English words: \(run.joined(separator: " "))") }
        run = []
      }
    }
    return problems
  }

  @Test("wrapping Chinese never starts a line with closing punctuation nor ends one with opening punctuation")
  func kinsoku() {
    let text = "取消只是请求任务停下，并不会强行终止它：任务要自己检查 Task.isCancelled，或者走到一个会因取消而抛错的地方（比如 Task.sleep）。"
    for width in 10...40 {
      let lines = REPLWrap.lines(text, width: width)
      #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " }, "width \(width): text lost")
      for (number, line) in lines.enumerated() {
        // Closing punctuation may hang past the edge when nothing else can break.
        let body = String(line.reversed().drop { REPLWrap.noLineStart.contains($0) }.reversed())
        #expect(DisplayWidth.of(body) <= width, "width \(width): \(line)")
        if number > 0, let first = line.first { #expect(!REPLWrap.noLineStart.contains(first), "width \(width): \(line)") }
        if number + 1 < lines.count, let last = line.last { #expect(!REPLWrap.noLineEnd.contains(last), "width \(width): \(line)") }
        #expect(!line.hasSuffix("Task.is") && !line.hasPrefix("Cancelled"), "a word was split at width \(width)")
      }
    }
    #expect(REPLWrap.lines("等待时间：300 毫秒。", width: 10) == ["等待时间：", "300 毫秒。"])
  }
}
