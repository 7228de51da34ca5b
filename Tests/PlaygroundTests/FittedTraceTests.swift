import AsyncSimulation
@testable import Playground
import Testing
@testable import TextBase
@testable import TraceRendering

/// A trace and a code listing fitted to a terminal's width: the task column capped (labels shortened as the timeline
/// shortens its lanes), texts wrapped under themselves, a screen too wide for its column drawn from the margin, a
/// code comment re-flowed and a line of code continued behind `↪`.
@Suite("Traces and code fitted to the terminal")
struct FittedTraceTests {
  static let label = ".task(id: \"swift\") in SearchIgnoringCancellation"

  static let trace = Trace(events: [
    TraceEvent(nanos: 0, seq: 0, kind: .taskStart, task: "main"),
    TraceEvent(nanos: 560_000_000, seq: 1, kind: .print, task: label,
               text: "sends GET https://packages.example.com/search?q=swift and waits for the answer"),
    TraceEvent(nanos: 760_000_000, seq: 2, kind: .screen, task: label,
               text: "Packages\n┌──────────────────────────────────────────────────────┐\n│ The server failed (500). "
                 + "Please try again later.     │\n└──────────────────────────────────────────────────────┘"),
  ])

  @Test("at 80 columns: the label is shortened to its modifier, the text wraps at a space, the box moves left")
  func eighty() {
    let text = TextRenderer(language: .en, width: 80).render(Self.trace)
    #expect(text == """
      [    0 ms] main               started
      [  560 ms] .task(id: "swift") sends GET
                                    https://packages.example.com/search?q=swift and
                                    waits for the answer
      [  760 ms] .task(id: "swift") screen:
        │ Packages
        │ ┌──────────────────────────────────────────────────────┐
        │ │ The server failed (500). Please try again later.     │
        │ └──────────────────────────────────────────────────────┘
      done at 760 ms · 1 task · 0 cancelled

      """)
    for line in text.split(separator: "\n") { #expect(DisplayWidth.of(String(line)) <= 80, "\(line)") }
  }

  @Test("without a width (or a wide one) every label is whole and every event one line")
  func unlimited() {
    for renderer in [TextRenderer(language: .en), TextRenderer(language: .en, width: 1_000)] {
      let lines = renderer.render(Self.trace).split(separator: "\n")
      #expect(lines[1] == "[  560 ms] \(Self.label) sends GET https://packages.example.com/search?q=swift and waits "
                + "for the answer")
      #expect(lines[3].hasPrefix(String(repeating: " ", count: 11 + Self.label.count + 1) + "│ Packages"))
    }
  }

  @Test("two labels that would shorten to the same text keep both ends instead")
  func distinctLabels() {
    let columns = TraceColumns([
      TraceEvent(nanos: 0, seq: 0, kind: .taskStart, task: ".task in ProfileSummaryViewWithALongName"),
      TraceEvent(nanos: 0, seq: 1, kind: .taskStart, task: ".task in OrdersSummaryViewWithALongName"),
    ], width: 60)
    let shown = [columns.label(".task in ProfileSummaryViewWithALongName"),
                 columns.label(".task in OrdersSummaryViewWithALongName")]
    #expect(shown[0] != shown[1])
    #expect(shown.allSatisfy { DisplayWidth.of($0) <= columns.task && $0.contains("…") })
  }

  @Test("a code comment paragraph is re-flowed under its indent; a code line continues behind ↪")
  func codeListing() {
    let fit = CodeListingFit(columns: 50, gutter: 2)
    let lines = fit.lines([
      "  // A refresh starts here too: .loading throws away the headlines",
      "  // on screen.",
      "  state = .failed(String(localized: \"Check your connection and try again.\"))",
      "  return",
    ], firstNumber: 17)
    #expect(lines.map { $0.gutter + "  " + $0.code } == [
      "17    // A refresh starts here too: .loading",
      "      // throws away the headlines on screen.",
      "19    state = .failed(String(localized:",
      " ↪        \"Check your connection and try again.\"))",
      "20    return",
    ])
    #expect(lines.allSatisfy { DisplayWidth.of($0.gutter + "  " + $0.code) <= 50 })
  }

  @Test("Chinese comment lines are joined without a space and broken between characters")
  func chineseComment() {
    let fit = CodeListingFit(columns: 40, gutter: 2)
    let lines = fit.lines(["  // 下拉刷新也从这里开始：.loading 把屏幕上的新闻", "  // 扔掉了。"], firstNumber: 1)
    #expect(lines.map(\.code).joined().contains("新闻扔掉了"))
    #expect(lines.allSatisfy { DisplayWidth.of($0.gutter + "  " + $0.code) <= 40 })
  }

  @Test("a dotted label loses whole leading parts; modifier tasks all take one form once one is shortened")
  func oneForm() {
    #expect(TraceColumns.droppingLeadingParts("DispatchQueue.main.asyncAfter #1", to: 28) == "…main.asyncAfter #1")
    #expect(TraceColumns.droppingLeadingParts("task#1", to: 4) == nil)
    let columns = TraceColumns([
      TraceEvent(nanos: 0, seq: 0, kind: .taskStart, task: ".task(id: \"s\") in SearchView"),
      TraceEvent(nanos: 0, seq: 1, kind: .taskStart, task: ".task(id: \"swift\") in SearchView"),
    ], width: 80)
    #expect(columns.label(".task(id: \"s\") in SearchView") == ".task(id: \"s\")")
    #expect(columns.label(".task(id: \"swift\") in SearchView") == ".task(id: \"swift\")")
  }
}
