// Mirrors: Charts `BarMark` (`init(x:y:width:height:stacking:)`, `init(x:yStart:yEnd:width:stacking:)`,
//   `init(xStart:xEnd:y:height:stacking:)`), `LineMark` (`init(x:y:)`, `init(x:y:series:)`), `PointMark`
//   (`init(x:y:)`), `AreaMark` (`init(x:y:stacking:)`, `init(x:yStart:yEnd:)`), `RuleMark` (`init(x:)`,
//   `init(y:)`), `SectorMark` (`init(angle:innerRadius:outerRadius:angularInset:)`), `MarkDimension`,
//   `MarkStackingMethod`
// SDK: iOS 26 SDK
// Status: partial
// Each mark is one row of its chart: its type and its labeled values, `BarMark(Value: 45, Stats: hp)`. Sizes,
// stacking and insets are visual and change nothing in text.
import SwiftUI

/// The size of a mark along one dimension (Apple: `MarkDimension`); visual.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
  let size: Double?
  /// A size the chart chooses.
  public static var automatic: MarkDimension { MarkDimension(size: nil) }
  /// A size in points.
  public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(size: Double(value)) }
  /// A size in proportion to the step between values.
  public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(size: Double(value)) }
  /// The step between values less an inset.
  public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(size: Double(value)) }
  init(size: Double?) { self.size = size }
  public init(floatLiteral value: Double) { size = value }
  public init(integerLiteral value: Int) { size = Double(value) }
}

/// How marks at the same position stack (Apple: `MarkStackingMethod`); visual.
public struct MarkStackingMethod: Equatable, Sendable {
  let name: String
  public static let standard = MarkStackingMethod(name: "standard")
  public static let normalized = MarkStackingMethod(name: "normalized")
  public static let center = MarkStackingMethod(name: "center")
  public static let unstacked = MarkStackingMethod(name: "unstacked")
}

/// A mark of the given kind with its values.
struct ChartMark: PrimitiveChartContent {
  let kind: String
  let values: [Text]
  var chartRows: [ChartRow] { [ChartRow(mark: kind, values: values)] }
}

/// Chart content that represents data using bars (Apple: `BarMark`).
public struct BarMark {
  let mark: ChartMark

  /// A bar at `x` and `y`.
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                          width: MarkDimension = .automatic, height: MarkDimension = .automatic,
                                          stacking: MarkStackingMethod = .standard) {
    mark = ChartMark(kind: "BarMark", values: [x.shown, y.shown])
  }

  /// A vertical bar at `x`, from `yStart` to `yEnd`.
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                          width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
    mark = ChartMark(kind: "BarMark", values: [x.shown, yStart.shown, yEnd.shown])
  }

  /// A horizontal bar at `y`, from `xStart` to `xEnd`.
  public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                          height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
    mark = ChartMark(kind: "BarMark", values: [xStart.shown, xEnd.shown, y.shown])
  }
}

/// Chart content that represents data using a sequence of connected line segments (Apple: `LineMark`).
public struct LineMark {
  let mark: ChartMark

  /// A point of a line at `x` and `y`.
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    mark = ChartMark(kind: "LineMark", values: [x.shown, y.shown])
  }

  /// A point at `x` and `y` of the line of `series`.
  public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                                        series: PlottableValue<S>) {
    mark = ChartMark(kind: "LineMark", values: [x.shown, y.shown, series.shown])
  }
}

/// Chart content that represents data using points (Apple: `PointMark`).
public struct PointMark {
  let mark: ChartMark

  /// A point at `x` and `y`.
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    mark = ChartMark(kind: "PointMark", values: [x.shown, y.shown])
  }
}

/// Chart content that represents data using the area of one or more regions (Apple: `AreaMark`).
public struct AreaMark {
  let mark: ChartMark

  /// A point of an area's edge at `x` and `y`.
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                          stacking: MarkStackingMethod = .standard) {
    mark = ChartMark(kind: "AreaMark", values: [x.shown, y.shown])
  }

  /// An area at `x` between `yStart` and `yEnd`.
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    mark = ChartMark(kind: "AreaMark", values: [x.shown, yStart.shown, yEnd.shown])
  }
}

/// Chart content that represents data using a single horizontal or vertical rule (Apple: `RuleMark`).
public struct RuleMark {
  let mark: ChartMark

  /// A vertical rule at `x`.
  public init<X: Plottable>(x: PlottableValue<X>) {
    mark = ChartMark(kind: "RuleMark", values: [x.shown])
  }

  /// A horizontal rule at `y`.
  public init<Y: Plottable>(y: PlottableValue<Y>) {
    mark = ChartMark(kind: "RuleMark", values: [y.shown])
  }
}

/// A sector of a pie or donut chart (Apple: `SectorMark`).
public struct SectorMark {
  let mark: ChartMark

  /// A sector whose angle is in proportion to `angle`.
  public init<V: Plottable>(angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic,
                            outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
    mark = ChartMark(kind: "SectorMark", values: [angle.shown])
  }
}

extension BarMark: ChartContent, PrimitiveChartContent {
  public typealias Body = Never
  var chartRows: [ChartRow] { mark.chartRows }
}

extension LineMark: ChartContent, PrimitiveChartContent {
  public typealias Body = Never
  var chartRows: [ChartRow] { mark.chartRows }
}

extension PointMark: ChartContent, PrimitiveChartContent {
  public typealias Body = Never
  var chartRows: [ChartRow] { mark.chartRows }
}

extension AreaMark: ChartContent, PrimitiveChartContent {
  public typealias Body = Never
  var chartRows: [ChartRow] { mark.chartRows }
}

extension RuleMark: ChartContent, PrimitiveChartContent {
  public typealias Body = Never
  var chartRows: [ChartRow] { mark.chartRows }
}

extension SectorMark: ChartContent, PrimitiveChartContent {
  public typealias Body = Never
  var chartRows: [ChartRow] { mark.chartRows }
}
