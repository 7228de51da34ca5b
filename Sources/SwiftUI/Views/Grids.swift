// Mirrors: SwiftUI `LazyVGrid`, `LazyHGrid`, `GridItem`, `GridItem.Size`
// SDK: iOS 26 SDK
// Status: complete
/// A container view that arranges its child views in a grid that grows vertically, creating items only as needed
/// (Apple: `LazyVGrid`). Drawn as rows of cells, `A │ B │ C`, as many cells a row as it has columns; lazy as a
/// `LazyVStack` is, with a screen of ``LazyRows/visibleRows`` rows of cells on screen (`… 12 more below` counts
/// cells) and `scroll bottom` to bring the last ones.
///
/// The columns are its `GridItem`s: a `.fixed` or `.flexible` item is one column; an `.adaptive(minimum:)` item is
/// as many columns as fit in the width left by the others, each at least `minimum` wide with the item's spacing
/// (8 points by default) between them (Apple docs `GridItem.Size.adaptive(minimum:maximum:)`: "Multiple items in
/// the space of a single flexible item"). The width is a compact iPhone's, 393 points (``CompactiPhone``): an
/// `.adaptive(minimum: 80)` grid has 4 columns.
public struct LazyVGrid<Content: View> {
  let columns: [GridItem]
  let content: Content

  /// Creates a grid that grows vertically.
  public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
              pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
    self.columns = columns
    self.content = content()
  }
}

extension LazyVGrid: View {}

extension LazyVGrid: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .content, view: content)] }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    let count = GridItem.columnCount(columns, across: CompactiPhone.screenWidth)
    let cells = children.all
    let rows = stride(from: 0, to: cells.count, by: count).map { start in
      GridItem.row(Array(cells[start..<min(start + count, cells.count)]))
    }
    return LazyRows.render(.stack(rows), in: context)
  }
}

extension LazyVGrid: LazyRowContainer {
  static var rowsDisappearWhenScrolledOff: Bool { false }
  var rowsOnScreen: Int { LazyRows.visibleRows * GridItem.columnCount(columns, across: CompactiPhone.screenWidth) }

  /// A screen starts at a row of cells: the one `first` is in, or the next one when the screen reaches the end.
  func alignedFirstRow(_ first: Int, of count: Int) -> Int {
    let columns = GridItem.columnCount(self.columns, across: CompactiPhone.screenWidth)
    return first + rowsOnScreen >= count ? (first + columns - 1) / columns * columns : first / columns * columns
  }
}

/// A container view that arranges its child views in a grid that grows horizontally, creating items only as needed
/// (Apple: `LazyHGrid`). Drawn as its rows, one line each, the items filling them column by column (`A │ C` over
/// `B │ D` for two rows); lazy as a `LazyHStack` is: no action scrolls it sideways, its later items stay off screen.
/// An `.adaptive` row item is one row (the height it would divide is not a text screen's).
public struct LazyHGrid<Content: View> {
  let rows: [GridItem]
  let content: Content

  /// Creates a grid that grows horizontally.
  public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
              pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
    self.rows = rows
    self.content = content()
  }
}

extension LazyHGrid: View {}

extension LazyHGrid: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .content, view: content)] }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    let count = max(1, rows.count)
    let cells = children.all
    let lines = (0..<min(count, cells.count)).map { row in
      GridItem.row(stride(from: row, to: cells.count, by: count).map { cells[$0] })
    }
    return LazyRows.render(.stack(lines), horizontal: true, in: context)
  }
}

extension LazyHGrid: LazyRowContainer {
  static var rowsDisappearWhenScrolledOff: Bool { false }
  var rowsOnScreen: Int { LazyRows.visibleRows * max(1, rows.count) }
}

/// A description of a row or a column in a lazy grid (Apple: `GridItem`).
public struct GridItem: Sendable {
  /// The size in the minor axis of one or more rows or columns in a grid layout (Apple: `GridItem.Size`).
  public enum Size: Sendable {
    /// A single item with the specified fixed size.
    case fixed(CGFloat)
    /// A single flexible item.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// Multiple items in the space of a single flexible item.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The size of the item, which is the width of a column item or the height of a row item.
  public var size: Size
  /// The spacing to the next item.
  public var spacing: CGFloat?
  /// The alignment to use when placing each view.
  public var alignment: Alignment?

  /// Creates a grid item with the provided size, spacing, and alignment properties.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }

  /// How many columns `items` make across `width` points.
  static func columnCount(_ items: [GridItem], across width: CGFloat) -> Int {
    var count = 0
    var taken: CGFloat = 0
    for item in items {
      switch item.size {
      case .fixed(let size): count += 1; taken += size + (item.spacing ?? CompactiPhone.gridSpacing)
      case .flexible(let minimum, _): count += 1; taken += minimum + (item.spacing ?? CompactiPhone.gridSpacing)
      case .adaptive: break
      }
    }
    for item in items {
      guard case .adaptive(let minimum, _) = item.size else { continue }
      let spacing = item.spacing ?? CompactiPhone.gridSpacing
      let room = max(0, width - taken) + spacing
      count += max(1, Int((room / (max(minimum, 1) + spacing)).rounded(.down)))
    }
    return max(1, count)
  }

  /// One row of cells: `A │ B │ C` (cells of several lines are drawn one below the other).
  static func row(_ cells: [ScreenElement]) -> ScreenElement {
    var parts: [ScreenElement] = []
    for (index, cell) in cells.enumerated() {
      if index > 0 { parts.append(.line("│")) }
      parts.append(cell)
    }
    return .inline(parts)
  }
}
