import AsyncSimulation
import Foundation
import Testing

/// Grids, `GeometryReader`, `ScrollViewReader` and `navigationDestination(isPresented:)`.
@Suite struct LayoutSurfaceTests {
  /// `LazyVGrid` draws rows of as many cells as it has columns: three items (fixed, flexible, flexible) are three
  /// columns; `.adaptive(minimum: 80)` across a compact iPhone's 393 points with 8-point spacing is 4
  /// (https://developer.apple.com/documentation/swiftui/griditem/size-swift.enum/adaptive(minimum:maximum:)). It is
  /// lazy (https://developer.apple.com/documentation/swiftui/lazyvgrid: "creating items only as needed"): a screen
  /// of ten rows of cells, the later cells appear on `scroll bottom`. `LazyHGrid` fills its rows column by column.
  /// `GeometryReader` reads 393 × 759, an iPhone 16's safe area (https://developer.apple.com/design/human-interface-guidelines/layout).
  @Test func gridsAndGeometry() throws {
    let trace = try SwiftUIRuns.trace("grids")
    let head = "width 393, height 759, third 131 | F1 │ F2 │ F3 | F4 │ F5"
    let rows = stride(from: 1, through: 37, by: 4).map { "P\($0) │ P\($0 + 1) │ P\($0 + 2) │ P\($0 + 3)" }
    #expect(trace.screens == [
      "0 \(head) | " + rows.joined(separator: " | ") + " | … 5 more below | a │ c │ e | b │ d",
      "10 \(head) | … 8 more above | " + rows.dropFirst(2).joined(separator: " | ")
        + " | P41 │ P42 │ P43 │ P44 | P45 | a │ c │ e | b │ d",
    ])
    #expect(trace.printed == (39...45).map { "P\($0) appears" })
  }

  /// `proxy.scrollTo(id)` scrolls the list the least that shows the row; `anchor: .top` makes it the first row,
  /// `.center` the middle one (https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:)).
  @Test func scrollViewReaderScrolls() throws {
    let trace = try SwiftUIRuns.trace("scroll-reader")
    func rows(_ range: ClosedRange<Int>) -> String { range.map { "• Message \($0)" }.joined(separator: " | ") }
    let buttons = "[Latest] [Top] [Middle]"
    #expect(trace.screens == [
      "0 \(buttons) | \(rows(1...10)) | … 20 more below",
      "10 \(buttons) | … 20 more above | \(rows(21...30))",
      "20 \(buttons) | \(rows(1...10)) | … 20 more below",
      "30 \(buttons) | … 9 more above | \(rows(10...19)) | … 11 more below",
    ])
  }

  /// While the binding is true the destination is pushed; `back` pops it and sets the binding to false; code
  /// setting it to false pops it (https://developer.apple.com/documentation/swiftui/view/navigationdestination(ispresented:destination:)).
  @Test func destinationFollowsItsBinding() throws {
    let trace = try SwiftUIRuns.trace("presented-destination")
    #expect(trace.screens == [
      "0 Home | [Show detail] | Log: ",
      "10 ‹ Home | Detail | [Close]",
      "20 Home | [Show detail] | Log: shown,hidden",
      "30 ‹ Home | Detail | [Close]",
      "40 Home | [Show detail] | Log: shown,hidden,shown,hidden",
    ])
    #expect(trace.printed == ["detail appears", "detail disappears", "detail appears", "detail disappears"])
  }
}
