/// A plain text table: a header row, then rows, columns padded to their widest cell (in terminal columns, so
/// Chinese text lines up), the last column left ragged.
struct REPLTable {
  /// The column titles.
  var header: [String]
  /// The cells, one array per row, as many cells as the header.
  var rows: [[String]]
  /// Colours the header.
  var palette: Palette = .plain

  /// The table, every line ending in a newline; lines carry no trailing spaces.
  func render() -> String {
    let count = header.count
    var widths = header.map { DisplayWidth.of($0) }
    for row in rows {
      for column in 0..<min(count, row.count) { widths[column] = max(widths[column], DisplayWidth.of(row[column])) }
    }
    func line(_ cells: [String], style: Palette.Style?) -> String {
      var out = ""
      for column in 0..<count {
        let cell = column < cells.count ? cells[column] : ""
        let padded = column == count - 1 ? cell : DisplayWidth.pad(cell, to: widths[column]) + "  "
        out += palette.paint(padded, style)
      }
      while out.hasSuffix(" ") { out.removeLast() }
      return out + "\n"
    }
    return line(header, style: .dim) + rows.map { line($0, style: nil) }.joined()
  }
}
