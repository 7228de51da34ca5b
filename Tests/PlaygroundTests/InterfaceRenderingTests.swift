import AsyncSimulation
@testable import Playground
import Scenarios
import Testing
@testable import TextBase
@testable import TraceRendering

/// How the events of a SwiftUI run are drawn: views appearing and disappearing, the user's actions and requests —
/// as text in both languages, in the text timeline, the SVG and the Chrome trace; a request as a span from its start
/// to its end with its outcome, never as a sleep.
@Suite("Rendering views, actions and requests")
struct InterfaceRenderingTests {
  /// A search: the view appears, the user types at 100 ms, the task's request runs 100–400 ms and is answered 200;
  /// a second request is cancelled at 500 ms; the view disappears at 600 ms.
  static let trace = Trace(events: [
    TraceEvent(nanos: 0, seq: 0, kind: .taskStart, task: "main"),
    TraceEvent(nanos: 0, seq: 1, kind: .appear, task: "main", name: "Search"),
    TraceEvent(nanos: 100_000_000, seq: 2, kind: .action, task: "main", text: "type \"sw\" into Search"),
    TraceEvent(nanos: 100_000_000, seq: 3, kind: .taskStart, task: "load", parent: "main"),
    TraceEvent(nanos: 100_000_000, seq: 4, kind: .request, task: "load", label: "GET https://api.example.com/s?q=sw"),
    TraceEvent(nanos: 400_000_000, seq: 5, kind: .request, task: "load", label: "GET https://api.example.com/s?q=sw",
               outcome: "200"),
    TraceEvent(nanos: 450_000_000, seq: 6, kind: .request, task: "load", label: "GET https://api.example.com/more"),
    TraceEvent(nanos: 500_000_000, seq: 7, kind: .request, task: "load", label: "GET https://api.example.com/more",
               outcome: "cancelled"),
    TraceEvent(nanos: 500_000_000, seq: 8, kind: .taskEnd, task: "load", outcome: "cancelled"),
    TraceEvent(nanos: 600_000_000, seq: 9, kind: .disappear, task: "main", name: "Search"),
    TraceEvent(nanos: 600_000_000, seq: 10, kind: .taskEnd, task: "main", outcome: "returned"),
    TraceEvent(nanos: 600_000_000, seq: 11, kind: .done, outcome: "finished", tasks: 2, cancelled: 1),
  ])

  @Test("the text says what happened, in English and in Chinese", arguments: Language.allCases)
  func text(language: Language) {
    let text = TextRenderer(language: language).render(Self.trace)
    let expected = language == .en ? [
      "main Search appears", "main user: type \"sw\" into Search", "load sends GET https://api.example.com/s?q=sw",
      "load GET https://api.example.com/s?q=sw answered 200",
      "load GET https://api.example.com/more cancelled (URLError(.cancelled))",
      "main Search disappears",
    ] : [
      "main Search 出现", "main 用户：在 Search 里输入 \"sw\"", "load 发出请求 GET https://api.example.com/s?q=sw",
      "load GET https://api.example.com/s?q=sw 得到 200",
      "load GET https://api.example.com/more 被取消（URLError(.cancelled)）",
      "main Search 消失",
    ]
    for line in expected { #expect(text.contains(line), "\(line) in\n\(text)") }
    let words = EventWords(language: .en)
    #expect(words.request("GET u", outcome: "URLError(.timedOut)") == "GET u failed: URLError(.timedOut)")
    #expect(words.request("GET u", outcome: "no route") == "GET u found no route (URLError(.cannotFindHost))")
  }

  @Test("the user's actions in Chinese: the words translated, the typed text and the labels kept")
  func actionsInChinese() {
    let words = EventWords(language: .zh)
    let said = ["type \"sw\" into Search", "type \"a \\\"b\\\"\"", "tap \"Retry\"", "tap \"Like\" #2", "back", "pull",
                "scroll bottom", "dismiss", "submit", "submit \"Name\"", "leave", "return"].map(words.action)
    #expect(said == ["在 Search 里输入 \"sw\"", "输入 \"a \\\"b\\\"\"", "点按 \"Retry\"", "点按第 2 个 \"Like\"",
                     "返回上一页（back）", "下拉刷新（pull）", "滚动到底部（scroll bottom）", "关闭弹出的内容（dismiss）",
                     "提交（submit）", "在 \"Name\" 里提交（submit）", "离开这个页面（leave）", "回到这个页面（return）"])
    #expect(words.action("type \"s\" into 搜索") == "在搜索里输入 \"s\"", "no space beside Chinese")
    #expect(words.action("type \"s\" into 搜索 box") == "在搜索 box 里输入 \"s\"")
    #expect(EventWords(language: .en).action("tap \"Retry\" #2") == "tap \"Retry\" #2")
    #expect(words.action("set \"Volume\" to 0.8") == "把 \"Volume\" 设成 0.8")
    #expect(words.action("set \"Due\" #2 to 2026-05-01 14:30") == "把第 2 个 \"Due\" 设成 2026-05-01 14:30")
    #expect(words.action("wave") == "wave", "an action it does not know is shown as recorded")
    let svg = SVGTimelineRenderer(title: "t", language: .zh).render(Self.trace)
    #expect(svg.contains("<title>100 ms 用户：在 Search 里输入 &quot;sw&quot;</title>"), "\(svg)")
  }

  @Test("deleting and swiping rows in Chinese: 删除, 左滑 for the trailing actions, 右滑 for the leading, 到底 a full swipe")
  func rowActionsInChinese() {
    let words = EventWords(language: .zh)
    let said = ["delete \"Milk\"", "delete \"Milk\" #2", "swipe \"Milk\"", "swipe \"Milk\" #2", "swipe \"Milk\" leading",
                "swipe \"Milk\" full", "swipe \"Milk\" #3 leading full"].map(words.action)
    #expect(said == ["删除 \"Milk\"", "删除第 2 个 \"Milk\"", "左滑 \"Milk\"", "左滑第 2 个 \"Milk\"", "右滑 \"Milk\"",
                     "左滑到底 \"Milk\"", "右滑到底第 3 个 \"Milk\""])
    #expect(EventWords(language: .en).action("swipe \"Milk\" full") == "swipe \"Milk\" full")
  }

  @Test("the marks: requests paired per task, the view's time on screen, the actions")
  func marks() {
    let marks = InterfaceMarks(Self.trace.body)
    #expect(marks.requests.map { "\($0.task) \($0.from / 1_000_000)-\(($0.to ?? -1) / 1_000_000) \($0.outcome ?? "")" }
      == ["load 100-400 200", "load 450-500 cancelled"])
    #expect(marks.views.map(\.name) == ["Search"])
    #expect(marks.views[0].intervals.map { "\($0.from)-\($0.to ?? -1)" } == ["0-600000000"])
    #expect(marks.actions.map(\.text) == ["type \"sw\" into Search"])
  }

  @Test("the text timeline: a request lane span, the view's lane, the user's lane, and their legend")
  func timeline() {
    let text = TimelineRenderer(width: 80).render(Self.trace.events, language: .en)
    let lines = text.split(separator: "\n").map(String.init)
    let load = lines.first { $0.hasPrefix("load") } ?? ""
    #expect(load.contains("≈") && !load.contains("┄"), "a request is not drawn as a sleep: \(load)")
    #expect(lines.contains { $0.hasPrefix("Search") && $0.contains("━") })
    #expect(lines.contains { $0.hasPrefix("user") && $0.filter { $0 == "◆" }.count == 1 })
    #expect(text.contains("≈ request") && text.contains("━ on screen") && text.contains("◆ user action"))
    let zh = TimelineRenderer(width: 80, glyphs: .ascii).render(Self.trace.events, language: .zh)
    #expect(zh.contains("% 网络请求") && zh.contains("+ 在屏幕上") && zh.contains("* 用户操作"))
    #expect(zh.split(separator: "\n").contains { $0.hasPrefix("用户") })
  }

  @Test("the SVG draws each request as a box with its outcome, the view on screen, the actions as diamonds")
  func svg() {
    let svg = SVGTimelineRenderer(title: "search", language: .en).render(Self.trace)
    #expect(svg.components(separatedBy: "<rect class=\"request\"").count == 3)
    #expect(svg.contains("load: GET https://api.example.com/s?q=sw 100 ms–400 ms, outcome: 200"))
    #expect(svg.contains("<rect class=\"on-screen\""))
    #expect(svg.contains("<g class=\"action\"><title>100 ms user: type &quot;sw&quot; into Search</title>"))
    for key in ["request", "onScreen", "userAction"] { #expect(svg.contains("data-mark=\"\(key)\"")) }
  }

  @Test("the Chrome trace: requests as spans on their task's track, the rest as instants")
  func chrome() {
    let json = ChromeTraceRenderer(title: "search").render(Self.trace)
    #expect(json.contains("{\"name\":\"GET https://api.example.com/s?q=sw\",\"cat\":\"request\",\"ph\":\"X\","
      + "\"ts\":100000,\"dur\":300000,\"pid\":1,\"tid\":2,\"args\":{\"outcome\":\"200\"}}"))
    #expect(json.contains("\"name\":\"appear Search\",\"cat\":\"appear\",\"ph\":\"i\",\"s\":\"t\""))
    #expect(json.contains("\"name\":\"user: type \\\"sw\\\" into Search\",\"cat\":\"action\",\"ph\":\"i\",\"s\":\"g\""))
  }
}
