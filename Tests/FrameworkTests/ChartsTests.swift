@testable import Charts
@testable import SwiftUI
import Foundation
import Testing

private enum Kind: String, Plottable {
  case fire, water
}

private struct Stat: Hashable {
  let name: String
  let value: Int
}

/// Charts (Sources/Charts): one row per mark, with its labeled values.
/// Apple: https://developer.apple.com/documentation/charts/chart, /barmark, /plottablevalue/value(_:_:)-(_,_).
@MainActor @Suite struct ChartsTests {
  private func lines(_ content: some ChartContent) -> [String] {
    chartRows(of: content).map { $0.text.resolved(in: .en) }
  }

  @Test func marksAreRowsOfTheirValues() {
    let stats = [Stat(name: "hp", value: 45), Stat(name: "speed", value: 65)]
    let content = ForEach(stats, id: \.self) { stat in
      BarMark(x: .value("Value", stat.value), y: .value("Stats", stat.name))
        .cornerRadius(5)
        .foregroundStyle(Color.red)
    }
    #expect(lines(content) == ["BarMark(Value: 45, Stats: hp)", "BarMark(Value: 65, Stats: speed)"])
  }

  @Test func everyMarkKind() {
    let content = ChartContentBuilder.buildBlock(
      ChartContentBuilder.buildExpression(LineMark(x: .value("Day", 1), y: .value("Steps", 2.5))),
      ChartContentBuilder.buildExpression(PointMark(x: .value("Day", 2), y: .value("Steps", 3))),
      ChartContentBuilder.buildExpression(AreaMark(x: .value("Day", 3), y: .value("Steps", 4))),
      ChartContentBuilder.buildExpression(RuleMark(y: .value("Goal", 10))),
      ChartContentBuilder.buildExpression(SectorMark(angle: .value("Share", 0.25))))
    #expect(lines(content) == ["LineMark(Day: 1, Steps: 2.5)", "PointMark(Day: 2, Steps: 3)",
                               "AreaMark(Day: 3, Steps: 4)", "RuleMark(Goal: 10)", "SectorMark(Share: 0.25)"])
  }

  /// Grouping by a value shows the value: it is what the colour says on a drawn chart. An enumeration with a
  /// plottable raw value is plotted as its raw value (Apple: `Plottable` where `Self: RawRepresentable`).
  @Test func groupingAddsTheValue() {
    let mark = LineMark(x: .value("Day", 1), y: .value("Temperature", 20)).foregroundStyle(by: .value("Kind", Kind.fire))
    #expect(lines(mark) == ["LineMark(Day: 1, Temperature: 20, Kind: fire)"])
    #expect(Kind(primitivePlottable: "water") == .water)
  }

  @Test func dateValues() {
    let day = Date(timeIntervalSince1970: 0)
    #expect(lines(BarMark(x: .value("Day", day, unit: .day), y: .value("Count", 3)))
      == ["BarMark(Day: 1970-01-01 00:00:00 +0000, Count: 3)"])
  }
}
