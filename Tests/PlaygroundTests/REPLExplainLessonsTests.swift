@testable import Playground
import Scenarios
import Testing
@testable import TextBase

/// `explain` for the lesson scenarios that have their own explanation: each names the pitfall's key event and time
/// when it happens, and says something else when it does not.
@Suite("REPL explain for the lessons")
struct REPLExplainLessonsTests {
  /// One scenario: the assignments that show the pitfall and what its explanation must say, then the assignments
  /// that avoid it and what that explanation must say instead.
  struct Case: CustomTestStringConvertible, Sendable {
    let scenario: String
    let pitfall: String
    let pitfallSays: [String]
    let fixed: String
    let fixedSays: [String]
    var testDescription: String { scenario }
  }

  static let cases: [Case] = [
    Case(scenario: "task-lifecycle", pitfall: "modifier=onappear",
         pitfallSays: ["kept running after the page disappeared at 200 ms; its request was answered at 400 ms",
                       "wrote the story into the model of a page that is no longer on screen",
                       "At 300 ms the page opened again and task#2 sent another request: 2 requests were out at once"],
         fixed: "modifier=task",
         fixedSays: ["SwiftUI cancelled the first load .task in StoryPage at 200 ms",
                     "GET https://news.example.com/stories/swift-6-2 cancelled", "it was the only request out"]),
    Case(scenario: "refresh", pitfall: "model=plain outcome=failure",
         pitfallSays: ["SwiftUI cancelled the refresh it was running (.refreshable in NewsView)",
                       "At 1400 ms the user pulled to refresh", "set NewsModel.state to loading",
                       "GET https://news.example.com/headlines cancelled", "the 2 headlines are gone"],
         fixed: "model=refreshable outcome=failure",
         fixedSays: ["the same List stayed on screen with the refresh spinner at its top until 1800 ms",
                     "URLError(.networkConnectionLost) at 1800 ms", "the 2 old headlines are still visible"]),
    Case(scenario: "task-group", pitfall: "sort=no",
         pitfallSays: ["At 80 ms the screen lists ids 2, 4, 3, 1: the order of arrival",
                       "They finished task#2 (id 2) @ 20 ms, task#4 (id 4) @ 40 ms, task#3 (id 3) @ 60 ms, "
                         + "task#1 (id 1) @ 80 ms"],
         fixed: "sort=yes", fixedSays: ["the screen lists ids 1, 2, 3, 4: sorted by id"]),
    Case(scenario: "cancel-vs-fail", pitfall: "handling=separate",
         pitfallSays: ["At 300 ms the cancelled .task in ReportsTab set ReportsModelCatchingCancellationError.state to "
                         + "failed(\"Check your connection and try again.\")",
                       "catch is CancellationError does not match URLError(.cancelled)",
                       "When the user came back at 1300 ms the tab first showed failed("],
         fixed: "handling=both",
         fixedSays: ["URLSession stopped GET https://reports.example.com/monthly at once, throwing URLError(.cancelled)",
                     "The cancelled .task in ReportsTab left ReportsModel.state alone (still loading)",
                     "no false failure"]),
    Case(scenario: "http-status", pitfall: "check=off",
         pitfallSays: ["The body of the 404 reply went on to JSONDecoder, which could not read it as posts",
                       "misleading: the server said 404"],
         fixed: "check=on", fixedSays: ["The status 404 was caught before decoding",
                                        "At 200 ms the user reads failed(PostsError.badStatus(404))."]),
    Case(scenario: "cancel-previous", pitfall: "cancel=none",
         pitfallSays: ["task#1 (ios) was not cancelled by the next pick: its request returned at 500 ms",
                       "At 500 ms the older ios result (task#1) overwrote the android members written at 350 ms"],
         fixed: "cancel=previous",
         fixedSays: ["task#1 (ios) was cancelled at 150 ms", "the result was dropped",
                     "the picker says android and the list shows android's members"]),
    Case(scenario: "pagination", pitfall: "guard=off",
         pitfallSays: ["At 1000 ms task#2 asked for page 2 again", "At 2000 ms task#4 asked for page 3 again",
                       "The list grew to 60 rows, 24 of them repeats."],
         fixed: "guard=on",
         fixedSays: ["No page was requested twice: the second call of a scroll (at 1000 ms, 2000 ms) found "
                       + "isLoadingPage true", "the 2 calls after it asked for nothing"]),
    Case(scenario: "main-actor", pitfall: "work=main",
         pitfallSays: ["task#1 held the main actor's thread from 50 ms to 550 ms",
                       "The frame due at 64 ms came only at 550 ms, 486 ms late: 30 frames dropped",
                       "FrameMeter drew 7 frames and dropped 30", "the user never saw the spinner"],
         fixed: "work=concurrent",
         fixedSays: ["task#1 computed from 50 ms to 550 ms on one of the pool's threads; the main actor stayed free",
                     "All 37 of FrameMeter's frames came on time", "the spinner was drawn at 50 ms"]),
    Case(scenario: "persistence", pitfall: "write=direct",
         pitfallSays: ["read failed(\"The notes could not be read.\") at 55 ms: notes.json did not decode",
                       "The app crashed at 45 ms while task#1 was saving: only 2 chunks had gone to notes.json, and "
                         + "the rest never will."],
         fixed: "write=atomic",
         fixedSays: ["had gone to notes.json.tmp1",
                     "After the relaunch .task in NotesView read loaded([\"Buy milk\"]) at 55 ms"]),
  ]

  /// The explanation of `scenario` run with `assignments`, its wrapped lines joined again.
  static func explain(_ scenario: String, _ assignments: String, _ language: Language = .en) -> String {
    var session = REPLSessionTests.session(language)
    REPLSessionTests.run(["open \(scenario)", "set \(assignments)"], in: &session)
    return REPLSessionTests.unwrapped(REPLSessionTests.run(["explain"], in: &session).text)
  }

  @Test("explain names the pitfall's events and times, and says otherwise when it did not happen",
        arguments: cases)
  func pitfallAndFix(_ lesson: Case) {
    let pitfall = Self.explain(lesson.scenario, lesson.pitfall)
    for phrase in lesson.pitfallSays {
      #expect(pitfall.contains(phrase), "\(lesson.scenario) \(lesson.pitfall): missing \(phrase)\n\(pitfall)")
    }
    let fixed = Self.explain(lesson.scenario, lesson.fixed)
    for phrase in lesson.fixedSays {
      #expect(fixed.contains(phrase), "\(lesson.scenario) \(lesson.fixed): missing \(phrase)\n\(fixed)")
    }
    #expect(fixed != pitfall)
    #expect(!fixed.contains(lesson.pitfallSays[0]))
  }

  @Test("the explanation follows the session's language")
  func chinese() {
    // Chinese wraps anywhere, so unwrapping adds spaces: look for the phrases without them.
    let zh = Self.explain("task-lifecycle", "modifier=onappear", .zh).filter { $0 != " " }
    #expect(zh.contains("在页面200ms消失后继续运行，请求在400ms得到回答，它把报道写进了一个已经不在屏幕上的页面的模型"))
    #expect(zh.contains("这时有2个请求同时在路上"))
    let pagination = Self.explain("pagination", "guard=off", .zh).filter { $0 != " " }
    #expect(pagination.contains("1000mstask#2又请求了第2页"))
  }
}
