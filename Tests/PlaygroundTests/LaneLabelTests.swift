import Foundation
@testable import Playground
import Scenarios
import Testing
@testable import TextBase
@testable import TraceRendering

/// The timeline's name column (issue 19: two state lanes read `DebouncedSearch…`): a wider terminal gives it more
/// room, and a name too long keeps what tells it from the other lanes.
@Suite("Timeline lane names")
struct LaneLabelTests {
  /// The name column of a timeline, one entry per row that has a name: the column is as wide as the blank before
  /// the axis's `0`.
  private func names(_ text: String) -> [String] {
    let rows = text.split(separator: "\n").map(String.init)
    guard let axis = rows.first(where: { $0.drop { $0 == " " }.hasPrefix("0 ") }) else { return [] }
    let column = axis.prefix { $0 == " " }.count
    return rows.compactMap { row in
      let name = String(row.prefix(column)).trimmingCharacters(in: .whitespaces)
      return name.isEmpty ? nil : name
    }
  }

  @Test("at 120 columns task-id's names are whole; at 80 the view's .task lanes drop the view, the states keep their ends")
  func taskID() throws {
    let trace = try SVGTimelineTests.trace(["task-id"], language: .en)
    let wide = TimelineRenderer(width: 120).render(trace.events, language: .en)
    let wideNames = names(wide)
    #expect(wideNames.contains(".task(id: \"swift\") in DebouncedSearch") == false)  // 37 columns: more than 24
    #expect(wideNames.contains(".task(id: \"swift\")"), "\(wide)")
    #expect(wideNames.contains("DebouncedSearch.query") && wideNames.contains("DebouncedSearch.results"), "\(wide)")
    let narrow = TimelineRenderer(width: 80).render(trace.events, language: .en)
    let narrowNames = names(narrow)
    #expect(narrowNames.contains(".task(id: \"sw\")"), "\(narrow)")
    #expect(narrowNames.contains("…cedSearch.query") && narrowNames.contains("…dSearch.results"), "\(narrow)")
    for text in [wide, narrow] {
      let width = text == wide ? 120 : 80
      #expect(text.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= width })
    }
  }

  @Test("the rules: a modifier's lane drops its view, a state keeps its end, lanes that would read alike keep both ends")
  func rules() {
    let names = [".task in ProfileView", ".task in ProfileViewer", "ProfileView.isLoading", "a-rather-long-task-name"]
    let fitted = LaneLabel.fit(names, states: ["ProfileView.isLoading"], to: 12, ellipsis: "…")
    // Both .task lanes would read ".task": they keep both ends of the whole name instead, and differ.
    let first = fitted[".task in ProfileView"], second = fitted[".task in ProfileViewer"]
    #expect(first != nil && second != nil && first != second, "\(fitted)")
    #expect(first.map { DisplayWidth.of($0) <= 12 } == true && second.map { DisplayWidth.of($0) <= 12 } == true)
    #expect(fitted["ProfileView.isLoading"] == "…w.isLoading")
    #expect(fitted["a-rather-long-task-name"].map { $0.hasPrefix("a-rat") && $0.hasSuffix("ame") && $0.contains("…") } == true,
            "\(fitted)")
    #expect(LaneLabel.fit([".task(id: 3) in ListView"], states: [], to: 12, ellipsis: "…")
      == [".task(id: 3) in ListView": ".task(id: 3)"])
    #expect(LaneLabel.fit(["short"], states: [], to: 12, ellipsis: "…").isEmpty)
  }
}
