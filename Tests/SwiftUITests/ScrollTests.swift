import AsyncSimulation
import Testing

/// Lists, forms, lazy stacks and scroll views on their viewport (``LazyRows``), run in the simulator.
@Suite struct ScrollTests {
  static func rows(_ range: ClosedRange<Int>, taps: [Int: Int] = [:], bullet: String = "• ") -> String {
    range.map { "\(bullet)[Row \($0) taps \(taps[$0] ?? 0)]" }.joined(separator: " | ")
  }

  /// A list shows 10 rows and counts the others; only the rows on screen appear (Apple docs `LazyVStack`: "doesn't
  /// create items until it needs to render them onscreen"; ole/swiftui-view-lifecycle `CaseStudyListDynamic`:
  /// `List` calls `onAppear` as rows scroll in). `scroll bottom` brings the last 10 on screen — they appear first,
  /// then the rows that leave disappear, keeping their state ("`List` preserves the state for all list items"):
  /// after "Trim" leaves 5 rows, row 0 is back with its tap.
  @Test func aListShowsItsViewportAndKeepsTheStateOfScrolledOffRows() throws {
    let trace = try SwiftUIRuns.trace("lazy-list")
    let top = "Feed [Trim] | ── Items ── | "
    #expect(trace.screens == [
      "0 " + top + Self.rows(0...9) + " | … 15 more below",
      "10 " + top + Self.rows(0...9, taps: [0: 1]) + " | … 15 more below",
      "20 Feed [Trim] | … 15 more above | ── Items ── | " + Self.rows(15...24),
      "30 " + top + Self.rows(0...4, taps: [0: 1]),
    ])
    #expect(trace.printed == (0...9).map { "appear \($0)" } + (15...24).map { "appear \($0)" }
      + (0...9).map { "disappear \($0)" } + (15...24).map { "disappear \($0)" } + (0...4).map { "appear \($0)" }
      + ["action failed: cannot scroll bottom: the screen offers " + (0...4).map { "tap \"Row \($0) taps \($0 == 0 ? 1 : 0)\"" }
        .joined(separator: ", ") + ", tap \"Trim\""])
  }

  /// In a lazy stack rows also appear only on screen, but a row scrolled off does not disappear
  /// (ole/swiftui-view-lifecycle `CaseStudyLazyVStack`: "Unlike `List`, `onDisappear` seems not to get called at
  /// all"): rows 0–9 stay appeared after the scroll, 5–9 disappear only when "Trim" removes them, and 0–4 come
  /// back on screen without appearing again.
  @Test func aLazyStackRowScrolledOffDoesNotDisappear() throws {
    let trace = try SwiftUIRuns.trace("lazy-stack")
    #expect(trace.screens == [
      "0 [Trim] | " + Self.rows(0...9, bullet: "") + " | … 15 more below",
      "10 [Trim] | " + Self.rows(0...9, taps: [0: 1], bullet: "") + " | … 15 more below",
      "20 [Trim] | … 15 more above | " + Self.rows(15...24, bullet: ""),
      "30 [Trim] | " + Self.rows(0...4, taps: [0: 1], bullet: ""),
    ])
    #expect(trace.printed == (0...9).map { "appear \($0)" } + (15...24).map { "appear \($0)" }
      + ((5...9).map { $0 } + (15...24).map { $0 }).map { "disappear \($0)" })
  }

  /// A scroll view's plain stack is eager: all 12 rows appear at once and are drawn, and there is nothing to
  /// scroll to (ole/swiftui-view-lifecycle `CaseStudyScrollViewDynamic`: "All children appear at once").
  @Test func aScrollViewIsEager() throws {
    let trace = try SwiftUIRuns.trace("eager-scroll")
    #expect(trace.printed.prefix(12) == ArraySlice((0...11).map { "appear \($0)" }))
    #expect(trace.screens == ["0 " + Self.rows(0...11, bullet: "")])
    #expect(trace.printed.last?.hasPrefix("action failed: cannot scroll bottom: the screen offers tap") == true)
  }

  /// Pagination from the last row's `onAppear`: the spinner row loads a page when it comes on screen; with 12 rows
  /// loaded it is off screen, so nothing more loads until `scroll bottom` brings it back (an eager list would load
  /// every page at once). A page pushes the spinner off screen again; the last page removes it.
  @Test func paginationLoadsAPageWhenTheLastRowComesOnScreen() throws {
    let trace = try SwiftUIRuns.trace("paged-list")
    #expect(trace.printed == ["spinner appeared with 0 rows", "spinner appeared with 12 rows",
                              "spinner appeared with 24 rows"])
    let rows = { (range: ClosedRange<Int>) in range.map { "• Row \($0)" }.joined(separator: " | ") }
    #expect(trace.screens == [
      "0 • ⟳", "50 " + rows(1...10) + " | … 3 more below",
      "1000 … 3 more above | " + rows(4...12) + " | • ⟳", "1050 … 3 more above | " + rows(4...13) + " | … 12 more below",
      "2000 … 15 more above | " + rows(16...24) + " | • ⟳", "2050 … 15 more above | " + rows(16...25) + " | … 11 more below",
      "3000 … 26 more above | " + rows(27...36),
    ])
  }

  /// A form is drawn as a list on the same viewport: a section's header shows while any of its rows is on screen,
  /// its footer once its last row is; a lazy horizontal stack shows 10 items and counts the rest, and `scroll
  /// bottom` scrolls the vertical container (Apple docs `Form`, `LazyHStack`).
  @Test func aFormScrollsBySectionsAndAHorizontalStackCountsTheRest() throws {
    let trace = try SwiftUIRuns.trace("lazy-form")
    let a = { (range: ClosedRange<Int>) in range.map { "• a\($0)" }.joined(separator: " | ") }
    let b = { (range: ClosedRange<Int>) in range.map { "• b\($0)" }.joined(separator: " | ") }
    let strip = "0 1 2 3 4 5 6 7 8 9 … 4 more after"
    #expect(trace.screens == [
      "0 \(strip) | ── First ── | \(a(0...7)) | ── Second ── | \(b(0...1)) | … 6 more below",
      "10 \(strip) | … 6 more above | ── First ── | \(a(6...7)) | ── Second ── | \(b(0...7)) |   End of form",
    ])
  }

  /// A row that changes on its own (only the row closure reads the state, so the list is not evaluated again)
  /// comes on screen like any row: the new "▶ 1" row and the plain "0" row are drawn and appear; a row removed
  /// the same way pulls row 10 into the viewport, where it appears ("`List` calls `onAppear` as rows come on
  /// screen", ole/swiftui-view-lifecycle `CaseStudyListDynamic`).
  @Test func aRowThatChangesAloneComesOnScreen() throws {
    let trace = try SwiftUIRuns.trace("row-content-change")
    let buttons = "[Next] | [Hide 3] | "
    let plain = { (range: ClosedRange<Int>) in range.map { "• \($0)" }.joined(separator: " | ") }
    #expect(trace.screens == [
      "0 " + buttons + "• ▶ 0 | " + plain(1...9) + " | … 2 more below",
      "10 " + buttons + "• 0 | • ▶ 1 | " + plain(2...9) + " | … 2 more below",
      "20 " + buttons + "• 0 | • ▶ 1 | • 2 | " + plain(4...10) + " | … 1 more below",
    ])
    #expect(trace.printed == ["appear ▶ 0"] + (1...9).map { "appear \($0)" } + ["appear 0", "appear ▶ 1", "appear 10"])
  }

  /// `ScrollViewReader` and the grids compile as Apple declares them (they are simulated: LayoutSurfaceTests);
  /// `.scrollPosition(id:)`, a binding that follows the scroll, says it is not offered and names `scrollTo`.
  @Test func scrollReadersAndGridsCompile() throws {
    let source = """
      import SwiftUI
      struct Jump: View {
        var body: some View {
          ScrollViewReader { proxy in List { Text("x") }.onAppear { proxy.scrollTo("x", anchor: .bottom) } }
          LazyVGrid(columns: [GridItem(.adaptive(minimum: 80)), GridItem(.fixed(40), spacing: 4)]) { Text("y") }
          LazyHGrid(rows: [GridItem()]) { Text("z") }
        }
      }
      """
    #expect(try StudentCompile.typecheck(source) == "")
    let position = """
      import SwiftUI
      struct Follow: View {
        @State private var id: Int?
        var body: some View { ScrollView { Text("a") }.scrollPosition(id: $id) }
      }
      """
    let output = try StudentCompile.typecheck(position)
    #expect(output.contains("scrollPosition is not simulated by asyncplay: scroll from code with ScrollViewReader"),
            "\(output)")
  }
}
