// Mirrors: Charts `ChartContent`, `ChartContentBuilder`, `ForEach: ChartContent`, ChartContent's
//   `foregroundStyle(_:)`, `foregroundStyle(by:)`, `symbol(by:)`, `position(by:)`, `cornerRadius(_:style:)`,
//   `opacity(_:)`, `interpolationMethod(_:)`, `lineStyle(_:)`, `symbolSize(_:)`, `InterpolationMethod`
// SDK: iOS 26 SDK
// Status: partial
// A chart's content is listed, one row per mark, in the content's order (Chart.swift). The modifiers that group
// marks by a value (`foregroundStyle(by:)`, `symbol(by:)`, `position(by:)`) add that value to the mark's row, which
// is what the colour, symbol or position says on a drawn chart; the others are visual and change nothing in text.
@_spi(Frameworks) import SwiftUI

/// A type that represents the content that you draw on a chart (Apple: `ChartContent`).
@MainActor @preconcurrency
public protocol ChartContent {
  /// The type of content representing the body of this content.
  associatedtype Body: ChartContent
  /// The content of this content.
  @ChartContentBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: ChartContent {}

extension ChartContent where Body == Never {
  /// Marks are listed by the chart; their `body` is never evaluated.
  public var body: Never { fatalError("\(Self.self) is a primitive chart content: its body is never evaluated") }
}

/// One mark, as the chart lists it: its kind (`BarMark`) and its labeled values.
struct ChartRow {
  var mark: String
  var values: [Text]

  /// `BarMark(Value: 45, Stats: hp)`.
  var text: Text {
    var line = Text(verbatim: mark + "(")
    for (index, value) in values.enumerated() {
      line = line + (index == 0 ? value : Text(verbatim: ", ") + value)
    }
    return line + Text(verbatim: ")")
  }
}

/// Chart content the chart lists itself.
@MainActor
protocol PrimitiveChartContent {
  var chartRows: [ChartRow] { get }
}

/// The rows of any chart content: a primitive's own, or its body's.
@MainActor
func chartRows(of content: any ChartContent) -> [ChartRow] {
  if let primitive = content as? any PrimitiveChartContent { return primitive.chartRows }
  return chartRows(of: content.body)
}

/// Chart content built by ``ChartContentBuilder`` (Apple's builder returns opaque content). Its conformances are
/// declared apart, so that the builder (not isolated) can make one.
public struct _ChartContentGroup {
  let parts: [any ChartContent]
}

extension _ChartContentGroup: ChartContent {
  public typealias Body = Never
}

extension _ChartContentGroup: PrimitiveChartContent {
  var chartRows: [ChartRow] { parts.flatMap { Charts.chartRows(of: $0) } }
}

/// A result builder that creates chart content from closures (Apple: `ChartContentBuilder`).
@resultBuilder
public struct ChartContentBuilder {
  public static func buildExpression<Content: ChartContent>(_ content: Content) -> _ChartContentGroup {
    _ChartContentGroup(parts: [content])
  }
  public static func buildBlock() -> _ChartContentGroup { _ChartContentGroup(parts: []) }
  public static func buildBlock(_ components: _ChartContentGroup...) -> _ChartContentGroup {
    _ChartContentGroup(parts: components.flatMap(\.parts))
  }
  public static func buildOptional(_ component: _ChartContentGroup?) -> _ChartContentGroup {
    component ?? _ChartContentGroup(parts: [])
  }
  public static func buildEither(first component: _ChartContentGroup) -> _ChartContentGroup { component }
  public static func buildEither(second component: _ChartContentGroup) -> _ChartContentGroup { component }
  public static func buildArray(_ components: [_ChartContentGroup]) -> _ChartContentGroup {
    _ChartContentGroup(parts: components.flatMap(\.parts))
  }
  public static func buildLimitedAvailability(_ component: _ChartContentGroup) -> _ChartContentGroup { component }
}

extension ForEach: ChartContent where Content: ChartContent {
  public typealias Body = Never
}

extension ForEach: PrimitiveChartContent where Content: ChartContent {
  var chartRows: [ChartRow] { data.flatMap { Charts.chartRows(of: content($0)) } }
}

extension ForEach where Content: ChartContent {
  /// Chart content for each element of `data`, identified by the key path `id`.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>,
              @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(frameworkData: data, id: { $0[keyPath: id] }, content: content)
  }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
  /// Chart content for each element of `data`, identified by its `id`.
  public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(frameworkData: data, id: { $0.id }, content: content)
  }
}

/// Chart content with a value added to its rows, or unchanged (a visual modifier).
public struct _ModifiedChartContent<Content: ChartContent> {
  let content: Content
  let added: Text?
}

extension _ModifiedChartContent: ChartContent {
  public typealias Body = Never
}

extension _ModifiedChartContent: PrimitiveChartContent {
  var chartRows: [ChartRow] {
    Charts.chartRows(of: content).map { row in
      var row = row
      if let added { row.values.append(added) }
      return row
    }
  }
}

/// How a line or area mark joins its points (Apple: `InterpolationMethod`); visual.
public struct InterpolationMethod: Sendable {
  let name: String
  public static let linear = InterpolationMethod(name: "linear")
  public static let monotone = InterpolationMethod(name: "monotone")
  public static let catmullRom = InterpolationMethod(name: "catmullRom")
  public static let cardinal = InterpolationMethod(name: "cardinal")
  public static let stepStart = InterpolationMethod(name: "stepStart")
  public static let stepCenter = InterpolationMethod(name: "stepCenter")
  public static let stepEnd = InterpolationMethod(name: "stepEnd")
}

extension ChartContent {
  /// The style of the marks. Visual: changes nothing in text.
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
    _ModifiedChartContent(content: self, added: nil)
  }

  /// Colours the marks by `value`: the value is added to each mark's row.
  nonisolated public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
    _ModifiedChartContent(content: self, added: value.shown)
  }

  /// Gives the marks a symbol by `value`: the value is added to each mark's row.
  nonisolated public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
    _ModifiedChartContent(content: self, added: value.shown)
  }

  /// Positions the marks side by side by `value`: the value is added to each mark's row.
  nonisolated public func position<P: Plottable>(by value: PlottableValue<P>) -> some ChartContent {
    _ModifiedChartContent(content: self, added: value.shown)
  }

  /// Rounds the marks' corners. Visual: changes nothing in text.
  nonisolated public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous)
    -> some ChartContent {
    _ModifiedChartContent(content: self, added: nil)
  }

  /// The marks' opacity. Visual: changes nothing in text.
  nonisolated public func opacity(_ value: Double) -> some ChartContent {
    _ModifiedChartContent(content: self, added: nil)
  }

  /// How lines and areas join their points. Visual: changes nothing in text.
  nonisolated public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
    _ModifiedChartContent(content: self, added: nil)
  }

  /// The stroke of lines. Visual: changes nothing in text.
  nonisolated public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
    _ModifiedChartContent(content: self, added: nil)
  }

  /// The size of point symbols. Visual: changes nothing in text.
  nonisolated public func symbolSize(_ size: CGFloat) -> some ChartContent {
    _ModifiedChartContent(content: self, added: nil)
  }
}
