import TextBase

/// A plain text table: a header row, then rows, columns padded to their widest cell (in terminal columns, so
/// Chinese text lines up), the last column left ragged.
///
/// Fitted to ``width``: when the columns do not fit side by side, the widest ones are narrowed (never below their
/// longest word, and the last column never below a quarter of the width) and their cells wrapped inside the column
/// (``REPLWrap``); when even that does not fit, each row is shown as a little record instead, its first cell as a
/// title and the others as `header  value` lines below it.
package struct REPLTable {
  /// The column titles.
  package var header: [String]
  /// The cells, one array per row, as many cells as the header.
  package var rows: [[String]]
  /// Colours the header.
  package var palette: Palette = .plain
  /// The width to fit, in terminal columns.
  package var width = REPLTerminal.defaultColumns

  /// A table of `rows` under `header`, in `palette`, fitted to `width` columns.
  package init(header: [String], rows: [[String]], palette: Palette = .plain,
               width: Int = REPLTerminal.defaultColumns) {
    self.header = header
    self.rows = rows
    self.palette = palette
    self.width = width
  }

  /// The space between two columns.
  private static let gap = 2
  /// The narrowest a column is made while it has a longer word: below this a table reads better as records.
  private static let narrowest = 8

  /// The table, every line ending in a newline; lines carry no trailing spaces.
  package func render() -> String {
    let count = header.count
    let cells = rows.map { row in (0..<count).map { $0 < row.count ? row[$0] : "" } }
    var widths = header.map { DisplayWidth.of($0) }
    var floors = widths
    for row in cells {
      for column in 0..<count {
        widths[column] = max(widths[column], DisplayWidth.of(row[column]))
        floors[column] = max(floors[column], Self.longestWord(row[column]))
      }
    }
    floors = zip(floors, widths).map { min(max($0, Self.narrowest), $1) }
    // The last column is the prose one (a title, what a value accepts): squeezed into a sliver it reads worse than
    // records do.
    if let last = floors.indices.last { floors[last] = max(floors[last], min(widths[last], max(width / 4, 16))) }
    guard let fitted = Self.narrowed(widths, floors: floors, to: width) else { return records(cells) }
    func line(_ row: [String], style: Palette.Style?) -> String {
      let wrapped = row.enumerated().map { column, cell in
        guard DisplayWidth.of(cell) > fitted[column] else { return [cell] }
        // A cell's leading spaces (room for a mark such as `*`) indent all its lines.
        let spaces = cell.prefix { $0 == " " }.count
        let lead = String(repeating: " ", count: spaces)
        return REPLWrap.lines(String(cell.dropFirst(spaces)), width: fitted[column] - spaces).map { lead + $0 }
      }
      let height = wrapped.map(\.count).max() ?? 1
      var out = ""
      for number in 0..<height {
        var text = ""
        for column in 0..<count {
          let piece = number < wrapped[column].count ? wrapped[column][number] : ""
          let padded = column == count - 1 ? piece : DisplayWidth.pad(piece, to: fitted[column] + Self.gap)
          text += palette.paint(padded, style)
        }
        while text.hasSuffix(" ") { text.removeLast() }
        out += text + "\n"
      }
      return out
    }
    return line(header, style: .dim) + cells.map { line($0, style: nil) }.joined()
  }

  /// `widths` narrowed until the columns and the gaps between them fit `total`: the widest column that may still
  /// give a column up does so, one at a time; nil when the floors themselves do not fit.
  package static func narrowed(_ widths: [Int], floors: [Int], to total: Int) -> [Int]? {
    var widths = widths
    let gaps = gap * max(widths.count - 1, 0)
    while widths.reduce(0, +) + gaps > total {
      guard let widest = widths.indices.filter({ widths[$0] > floors[$0] }).max(by: { widths[$0] < widths[$1] })
      else { return nil }
      widths[widest] -= 1
    }
    return widths
  }

  /// The table as records: for each row its first cell, then each other cell under its header, wrapped with a
  /// hanging indent.
  private func records(_ cells: [[String]]) -> String {
    let labels = header.dropFirst().map { String($0.drop { $0 == " " }) }.map { $0.isEmpty ? "-" : $0 }
    let labelWidth = min(labels.map { DisplayWidth.of($0) }.max() ?? 0, max(width / 3, 4))
    var out = ""
    for (index, row) in cells.enumerated() {
      if index > 0 { out += "\n" }
      out += REPLWrap.lines(row.first ?? "", width: width).map { palette.paint($0, .bold) + "\n" }.joined()
      for (label, cell) in zip(labels, row.dropFirst()) where !cell.isEmpty {
        let lead = "  " + DisplayWidth.pad(label, to: labelWidth) + "  "
        out += REPLWrap.hanging(cell, first: lead, width: width)
      }
    }
    return out
  }

  /// The widest run of characters a wrapped cell keeps on one line: a word of narrow characters (a wide character
  /// may stand alone).
  package static func longestWord(_ text: String) -> Int {
    var longest = 0, current = 0
    for character in text {
      let size = DisplayWidth.of(character)
      if character == " " || size == 2 {
        current = 0
        longest = max(longest, size == 2 ? 2 : 0)
      } else {
        current += size
        longest = max(longest, current)
      }
    }
    return longest
  }
}
