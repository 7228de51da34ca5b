import AsyncSimulation
@testable import Playground
import Testing
@testable import TextBase
@testable import TraceRendering

@Suite("Text rendering")
struct TextRendererTests {
  @Test("English: one line per event, aligned columns, then the summary")
  func english() {
    let text = TextRenderer(language: .en).render(Fixtures.trace)
    let expected = """
      [    0 ms] main   started
      [    0 ms] task#1 started: .task(id: "s"), created by main
      [    0 ms] task#1 sleeps until 120 ms
      [    0 ms] main   query: "" → "s"
      [    0 ms] main   screen:
                        │ 🔍 s
                        │ • A
      [  120 ms] task#1 cancelled
      [  120 ms] task#1 woke early (cancelled)
      [  120 ms] task#1 finished (cancelled)
      [  300 ms] main   does simulated work until 760 ms
      [  760 ms] main   woke
      [  760 ms] main   hello
                        world
      [  760 ms] main   finished (returned)
      done at 760 ms · 2 tasks · 1 cancelled

      """
    #expect(text == expected)
  }

  @Test("Chinese words and summary")
  func chinese() {
    let lines = TextRenderer(language: .zh).render(Fixtures.trace).split(separator: "\n").map(String.init)
    #expect(lines[1] == "[    0 ms] task#1 开始运行：.task(id: \"s\")，由 main 创建")
    #expect(lines[2] == "[    0 ms] task#1 睡眠至 120 ms")
    #expect(lines[8] == "[  120 ms] task#1 提前醒来（已取消）")
    #expect(lines[9] == "[  120 ms] task#1 结束（已取消）")
    #expect(lines[10] == "[  300 ms] main   执行模拟计算至 760 ms")
    #expect(lines.last == "结束于 760 ms · 2 个任务 · 1 个被取消")
  }

  @Test("a run that did not finish ends with its report")
  func deadlockReport() {
    let text = TextRenderer(language: .en).render(Fixtures.deadlock)
    #expect(text == """
      [    0 ms] main started
      [  1.5 ms] main waiting
      stopped at 1.5 ms without finishing · 1 task · 0 cancelled
      deadlock at 1.5 ms: nothing can run
        main is waiting

      """)
  }

  @Test("the time column widens for long times")
  func wideTimes() {
    let trace = Trace(events: [
      TraceEvent(nanos: 0, seq: 0, kind: .taskStart, task: "main"),
      TraceEvent(nanos: 1_234_567_500, seq: 1, kind: .print, task: "main", text: "late"),
    ])
    let lines = TextRenderer(language: .en).render(trace).split(separator: "\n")
    #expect(lines[0] == "[        0 ms] main started")
    #expect(lines[1] == "[1234.5675 ms] main late")
    #expect(lines[2] == "done at 1234.5675 ms · 1 task · 0 cancelled")
  }

  @Test("colour: dim times and coloured kinds only when enabled")
  func colour() {
    let palette = Palette(enabled: true)
    #expect(palette.paint("x", .dim) == "\u{1B}[2mx\u{1B}[0m")
    #expect(Palette.plain.paint("x", .dim) == "x")
    let coloured = TextRenderer(language: .en, palette: palette).render(Fixtures.trace)
    #expect(coloured.hasPrefix("\u{1B}[2m[    0 ms]\u{1B}[0m main   \u{1B}[32mstarted\u{1B}[0m\n"))
    #expect(!TextRenderer(language: .en).render(Fixtures.trace).contains("\u{1B}"))
  }

  @Test("colour policy: terminal, NO_COLOR, TERM=dumb, --no-color")
  func colourPolicy() {
    let env: [String: String] = ["TERM": "xterm-256color"]
    #expect(Palette.shouldColor(.auto, isTerminal: true) { env[$0] })
    #expect(!Palette.shouldColor(.auto, isTerminal: false) { env[$0] })
    #expect(!Palette.shouldColor(.never, isTerminal: true) { env[$0] })
    #expect(!Palette.shouldColor(.auto, isTerminal: true) { ["TERM": "xterm", "NO_COLOR": ""][$0] })
    #expect(!Palette.shouldColor(.auto, isTerminal: true) { ["TERM": "dumb"][$0] })
  }

  @Test("rendering is a pure function of the trace, also after a JSON Lines round trip")
  func deterministic() throws {
    let decoded = try Trace(jsonLines: Fixtures.trace.jsonLines)
    #expect(TextRenderer(language: .zh).render(decoded) == TextRenderer(language: .zh).render(Fixtures.trace))
  }

  @Test("wide characters count as two columns")
  func displayWidth() {
    #expect(DisplayWidth.of("main") == 4)
    #expect(DisplayWidth.of("加载") == 4)
    #expect(DisplayWidth.pad("加载", to: 6) == "加载  ")
  }

  /// Unicode's East Asian Width table (UAX #11, EastAsianWidth.txt) marks `274C;W` (❌) and `2705;W` (✅) wide; an
  /// emoji presentation sequence (U+FE0F, UTS #51) and a ZWJ sequence draw one wide glyph; a skin-tone modifier and
  /// a combining mark add no column. The SwiftUI module's screen boxes measure with the same table.
  @Test("emoji count as two columns, as one glyph when joined or presented as emoji; marks and modifiers as none")
  func emojiWidth() {
    #expect(DisplayWidth.of("❌") == 2)
    #expect(DisplayWidth.of("✅ done") == 7)
    #expect(DisplayWidth.of("☀️") == 2)
    #expect(DisplayWidth.of("👩‍💻") == 2)
    #expect(DisplayWidth.of("👍🏼") == 2)
    #expect(DisplayWidth.of("1️⃣") == 2)
    #expect(DisplayWidth.of("e\u{301}") == 1)
  }
}
