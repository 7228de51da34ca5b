// Mirrors: Charts `Chart` (`init(content:)`, `init(_:content:)`, `init(_:id:content:)`), `View.chartXAxis(_:)`,
//   `View.chartYAxis(_:)`, `View.chartLegend(_:)`, `View.chartXAxisLabel(_:)`, `View.chartYAxisLabel(_:)`,
//   `View.chartXScale(domain:)`, `View.chartYScale(domain:)`, `ScaleDomain`
// SDK: iOS 26 SDK
// Status: partial
// A text screen cannot draw a chart's geometry, but it can say what the chart plots: a Chart is one line counting
// its marks, `[Chart: 6 marks]`, then one row per mark with its labeled values, `BarMark(Value: 45, Stats: hp)`, in
// the content's order. Axes, legends, axis labels and scales are visual: kept, they change nothing in text. Apple's
// `Chart<Content>` is generic over its drawn content; this one is not, which only code that writes the parameter out
// would notice.
import SwiftUI

/// A SwiftUI view that displays a chart (Apple: `Chart`).
public struct Chart: View {
  let content: any ChartContent

  /// A chart of `content`.
  public init<C: ChartContent>(@ChartContentBuilder content: () -> C) {
    self.content = content()
  }

  /// A chart of the content made for each element of `data`.
  public init<Data: RandomAccessCollection, C: ChartContent>(
    _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C) where Data.Element: Identifiable {
    self.content = ForEach(data, content: content)
  }

  /// A chart of the content made for each element of `data`, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C) {
    self.content = ForEach(data, id: id, content: content)
  }

  public var body: some View {
    let rows = chartRows(of: content)
    VStack(alignment: .leading, spacing: 0) {
      Text(verbatim: rows.count == 1 ? "[Chart: 1 mark]" : "[Chart: \(rows.count) marks]")
      ForEach(Array(rows.indices), id: \.self) { index in
        rows[index].text
      }
    }
  }
}

/// The values a chart's scale spans (Apple: `ScaleDomain`): a range or a list of plottable values.
public protocol ScaleDomain {}
extension ClosedRange: ScaleDomain where Bound: Plottable {}
extension Range: ScaleDomain where Bound: Plottable {}
extension Array: ScaleDomain where Element: Plottable {}

extension View {
  /// Whether the chart shows its x axis. Visual: the rows have no axis.
  nonisolated public func chartXAxis(_ visibility: Visibility) -> some View { self }
  /// Whether the chart shows its y axis. Visual: the rows have no axis.
  nonisolated public func chartYAxis(_ visibility: Visibility) -> some View { self }
  /// Whether the chart shows its legend. Visual: the rows have no legend.
  nonisolated public func chartLegend(_ visibility: Visibility) -> some View { self }
  /// The label of the x axis. Visual: the rows have no axis.
  nonisolated public func chartXAxisLabel(_ label: LocalizedStringKey) -> some View { self }
  /// The label of the y axis. Visual: the rows have no axis.
  nonisolated public func chartYAxisLabel(_ label: LocalizedStringKey) -> some View { self }
  /// The values the x axis spans. Visual: the rows show the values as given.
  nonisolated public func chartXScale<Domain: ScaleDomain>(domain: Domain) -> some View { self }
  /// The values the y axis spans. Visual: the rows show the values as given.
  nonisolated public func chartYScale<Domain: ScaleDomain>(domain: Domain) -> some View { self }
}
