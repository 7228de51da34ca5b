import AsyncSimulation
import Testing

/// The content views of the catalogue: `ProgressView`, `ContentUnavailableView`, run in the simulator.
@Suite struct ContentViewTests {
  /// `ProgressView()` and `ProgressView("Loading…")` are indeterminate (`⟳`, then the label); `value:total:` is a
  /// bar of the fraction with its percentage and current-value label, redrawn as the value changes; a value outside
  /// `0...total` is pinned to the nearer bound and a nil value is indeterminate (Apple docs
  /// `ProgressView/init(value:total:)`: "If the value is non-nil, but outside the range of 0.0 through total, the
  /// progress view pins the value to those limits"; `init()` "for showing indeterminate progress").
  /// `.progressViewStyle(.circular)` changes nothing in text.
  @Test func progressViewsDrawTheirFraction() throws {
    let trace = try SwiftUIRuns.trace("progress")
    let fixed = "▓▓▓▓▓▓▓▓▓▓ 100% | ░░░░░░░░░░ 0% | ⟳ | Uploading ▓▓░░░░░░░░ 25%"
    let top = "⟳ | ⟳ Loading… | ⟳ 🖼 arrow.clockwise Syncing"
    #expect(trace.screens == [
      "0 \(top) | Downloading ░░░░░░░░░░ 0% 0 of 4 | \(fixed)",
      "100 \(top) | Downloading ▓▓░░░░░░░░ 25% 1 of 4 | \(fixed)",
      "200 \(top) | Downloading ▓▓▓▓▓░░░░░ 50% 2 of 4 | \(fixed)",
      "300 \(top) | Downloading ▓▓▓▓▓▓▓░░░ 75% 3 of 4 | \(fixed)",
      "400 \(top) | Downloading ▓▓▓▓▓▓▓▓▓▓ 100% 4 of 4 | \(fixed)",
    ])
  }

  /// `ContentUnavailableView` is a box of its label, description and actions, whose buttons work;
  /// `.search(text:)` names its query and `.search` the enclosing search field's text, `No Results` while it is
  /// empty (Apple docs `ContentUnavailableView`, `search`: "expected to be contained within a searchable view
  /// hierarchy. Such a configuration enables the search query to be parsed into the view's description",
  /// `search(text:)`).
  @Test func unavailableContentIsABox() throws {
    let trace = try SwiftUIRuns.trace("unavailable")
    let mail = "┌────────────────────────┐ | │ 🖼 tray.fill No Mail   │ | │ New mail appears here. │ | "
      + "└────────────────────────┘"
    let offline = { (n: Int) in
      "┌───────────────────────┐ | │ 🖼 wifi.slash Offline │ | │ Tried \(n) times         │ | "
        + "│ [Retry]               │ | └───────────────────────┘"
    }
    let swift = "┌───────────────────────────────────────────┐ | │ 🖼 magnifyingglass No Results for \"swift\" │ | "
      + "│ Check the spelling or try a new search.   │ | └───────────────────────────────────────────┘"
    let empty = "┌─────────────────────────────────────────┐ | │ 🖼 magnifyingglass No Results           │ | "
      + "│ Check the spelling or try a new search. │ | └─────────────────────────────────────────┘"
    let kotlin = "┌────────────────────────────────────────────┐ | "
      + "│ 🖼 magnifyingglass No Results for \"kotlin\" │ | │ Check the spelling or try a new search.    │ | "
      + "└────────────────────────────────────────────┘"
    #expect(trace.screens == [
      "0 🔍 Search | \(mail) | \(offline(0)) | \(swift) | \(empty)",
      "10 🔍 Search | \(mail) | \(offline(1)) | \(swift) | \(empty)",
      "20 🔍 kotlin | \(mail) | \(offline(1)) | \(swift) | \(kotlin)",
    ])
  }

  /// The search forms speak the run's language: `没有“x”的结果` in a Chinese run.
  @Test func searchUnavailableInTheRunsLanguage() throws {
    let screens = try SwiftUIRuns.trace("unavailable-zh").screens
    #expect(screens.count == 2)
    #expect(screens.first?.contains("│ 🖼 magnifyingglass 没有“swift”的结果 │ | │ 请检查拼写，或换个词搜索。") == true)
    #expect(screens.first?.contains("│ 🖼 magnifyingglass 没有结果 │") == true)
    #expect(screens.last?.contains("│ 🖼 magnifyingglass 没有“斯威夫特”的结果 │") == true)
  }

  /// What is not offered says so: a `ProgressView` over a Foundation `Progress` is not observed.
  @Test func unobservedProgressIsACompileError() throws {
    let source = """
      import SwiftUI
      struct Upload: View {
        let progress = Progress(totalUnitCount: 10)
        var body: some View { ProgressView(progress) }
      }
      """
    let output = try StudentCompile.typecheck(source)
    #expect(output.contains("ProgressView(_: Progress) is not simulated by asyncplay"))
  }
}
