// Mirrors: SwiftUI `Grid`, `GridRow`, `gridCellColumns(_:)`, `gridCellAnchor(_:)`, `gridCellUnsizedAxes(_:)`,
//   `gridColumnAlignment(_:)`, `ViewThatFits`
// SDK: iOS 26 SDK
// Status: partial
import TextBase

/// `Grid` and `GridRow`: a container view that arranges other views in a two-dimensional layout (Apple: `Grid`),
/// drawn as `LazyVGrid` draws its rows: each `GridRow` one line of its cells separated by `│`; a view of the grid
/// that is not in a `GridRow` takes a whole line (Apple docs `Grid`: "a view that isn't in a GridRow … spans all
/// the grid's columns"). Column widths, spans (`gridCellColumns`) and alignments are layout, which a text
/// rendering does not compute: they change nothing.
///
/// `ViewThatFits`: "evaluates its child views in the order you provide them … and selects the first child whose
/// ideal size on the constrained axes fits within the proposed size" (Apple docs). The module measures a child by
/// the text it draws, on the compact iPhone's fixed screen: a line fits the width when it has at most
/// ``ViewThatFits/columns`` characters (393 pt at about 8.5 pt a character of the 17 pt body text), and the lines
/// fit the height when there are at most ``ViewThatFits/lines`` of them (759 pt of safe area at 22 pt a line).
/// When none fits, the last child is drawn (Apple: "If none of the child views fit … the last child"). Every child is
/// made, as SwiftUI makes each to measure it; only the chosen one is drawn and can be acted on.
public struct Grid<Content: View> {
  let content: Content

  /// Creates a grid with the specified spacing, alignment, and child views.
  public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
              @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension Grid: View {}

extension Grid: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .content, view: content)] }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] { [.stack(children.all)] }
}

/// A horizontal row in a two-dimensional grid container (Apple: `GridRow`): one line of cells.
public struct GridRow<Content: View> {
  let content: Content

  /// Creates a horizontal row of child views in a grid.
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension GridRow: View {}

extension GridRow: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .content, view: content)] }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    [GridItem.row(children.all.filter { $0 != .spacing })]
  }
}

extension View {
  /// Tells a view that acts as a cell in a grid to span the specified number of columns (layout: no change).
  nonisolated public func gridCellColumns(_ count: Int) -> some View { modifier(_StylingModifier()) }

  /// Specifies a custom alignment anchor for a view that acts as a grid cell (layout: no change).
  nonisolated public func gridCellAnchor(_ anchor: UnitPoint) -> some View { modifier(_StylingModifier()) }

  /// Asks grid layouts not to offer the view extra size in the specified axes (layout: no change).
  nonisolated public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { modifier(_StylingModifier()) }

  /// Overrides the default horizontal alignment of the grid column that the view appears in (layout: no change).
  nonisolated public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    modifier(_StylingModifier())
  }
}

/// A view that adapts to the available space by providing the first child view that fits (Apple: `ViewThatFits`).
public struct ViewThatFits<Content: View> {
  let axes: Axis.Set
  let content: Content

  /// The widest line that fits the compact iPhone's width, in characters.
  static var columns: Int { 46 }
  /// The most lines that fit its height.
  static var lines: Int { 34 }

  /// Produces a view constrained in the given axes from a list of candidate views.
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }
}

extension ViewThatFits: View {}

extension ViewThatFits: PrimitiveView {
  /// The candidates: the views of the content's block, each a child of its own (measured on its own).
  func children(of node: ViewNode) -> [ViewChild] {
    guard let tuple = content as? any ColumnTuple else { return [ViewChild(key: .content, view: content)] }
    return tuple.columns.enumerated().map { ViewChild(key: .index($0.offset), view: $0.element) }
  }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    let candidates = children.children
    guard let last = candidates.last else { return [] }
    let chosen = candidates.first { fits($0.elements, language: context.language) } ?? last
    for candidate in candidates where candidate.key != chosen.key { context.dropTargets(of: candidate) }
    return chosen.elements
  }

  /// Whether `elements` fit the screen along the constrained axes.
  private func fits(_ elements: [ScreenElement], language: Language) -> Bool {
    let lines = TextScreen.lines(of: elements, language: language)
    if axes.contains(.horizontal), lines.contains(where: { DisplayWidth.of($0) > Self.columns }) { return false }
    if axes.contains(.vertical), lines.count > Self.lines { return false }
    return true
  }
}
