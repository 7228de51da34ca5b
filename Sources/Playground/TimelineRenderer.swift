import AsyncSimulation
import Scenarios

/// Draws a trace as lanes: one row per task over a time axis (started, running, sleeping, working, cancelled,
/// finished), one row per observed state property, and the axis itself, fitted to a terminal width.
///
/// ```
/// main     ●━━━━━━━━━━━━━━━━━━━━━━━━━━━╸
/// task#1   ●┄┄┄┄┄┄┄✕
/// task#3                   ●┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄━━━━━━━━━●
/// query    "s"····"sw"·····"swift"··························
///          0         200       400       600       800 ms
/// ```
public struct TimelineRenderer: Sendable {
  /// The characters a timeline is drawn with.
  public struct Glyphs: Sendable {
    let start, running, sleeping, working, cancel, returned, failed, open, fill, tick, axis, cursor: Character

    /// Unicode box drawing.
    public static let unicode = Glyphs(start: "●", running: "━", sleeping: "┄", working: "▓", cancel: "✕",
                                       returned: "●", failed: "✕", open: "╸", fill: "·", tick: "┬", axis: "─",
                                       cursor: "▼")
    /// Plain ASCII, for terminals without UTF-8.
    public static let ascii = Glyphs(start: "o", running: "=", sleeping: ".", working: "#", cancel: "x",
                                     returned: "o", failed: "x", open: ">", fill: " ", tick: "+", axis: "-",
                                     cursor: "v")
  }

  /// Total width in columns (at least 40).
  public var width: Int
  /// The glyph set.
  public var glyphs: Glyphs
  /// Where to mark the cursor (ns), if anywhere.
  public var cursor: Int64?

  /// A renderer for `width` columns.
  public init(width: Int = 80, glyphs: Glyphs = .unicode, cursor: Int64? = nil) {
    self.width = max(width, 40)
    self.glyphs = glyphs
    self.cursor = cursor
  }

  /// The timeline of `events` (a whole trace or a prefix), ending with a legend line.
  public func render(_ events: some Collection<TraceEvent>, language: Language = .en) -> String {
    let body = events.filter { $0.kind != .done }
    let lifelines = TaskLifeline.build(from: body)
    let end = max(body.last?.nanos ?? 0, cursor ?? 0, 1)
    let stateNames = orderedStateNames(body)
    let names = lifelines.map(\.name) + stateNames
    let labelWidth = min(max(names.map { DisplayWidth.of($0) }.max() ?? 5, 5), 16) + 1
    let lane = width - labelWidth - 1
    func column(_ t: Int64) -> Int { Int((Double(min(max(t, 0), end)) / Double(end) * Double(lane - 1)).rounded()) }

    var rows: [String] = []
    if let cursor {
      rows.append(pad("", labelWidth) + String(repeating: " ", count: column(cursor)) + String(glyphs.cursor))
    }
    for line in lifelines {
      var cells = Array(repeating: Character(" "), count: lane)
      let first = column(line.start)
      let last = column(line.end?.at ?? line.lastEvent)
      for c in first...max(first, last) { cells[c] = glyphs.running }
      for span in line.spans {
        let a = column(span.from), b = column(span.ended ?? min(span.due, line.end?.at ?? span.due))
        let glyph = span.kind == .sleeping ? glyphs.sleeping : glyphs.working
        if a <= b { for c in a...b { cells[c] = glyph } }
      }
      cells[first] = glyphs.start
      if let end = line.end {
        cells[last] = end.outcome == "returned" ? glyphs.returned : glyphs.failed
      } else if last > first {
        cells[last] = glyphs.open
      }
      if let cancelled = line.cancelledAt { cells[column(cancelled)] = glyphs.cancel }
      rows.append(pad(line.name, labelWidth) + String(cells))
    }
    for name in stateNames {
      // Cells hold strings: a wide character fills its cell and leaves the next one empty.
      var cells = Array(repeating: String(glyphs.fill), count: lane)
      let changes = body.filter { $0.kind == .state && $0.name == name }
      func write(_ text: String, from a: Int, before b: Int) {
        var c = a
        for ch in text {
          let w = DisplayWidth.of(ch)
          guard c + w <= min(b, lane) else { break }
          cells[c] = String(ch)
          if w == 2 { cells[c + 1] = "" }
          c += w
        }
      }
      if let first = changes.first, let before = first.from {
        write(before, from: 0, before: column(first.nanos) - 1)
      }
      for (k, change) in changes.enumerated() {
        let a = column(change.nanos)
        let b = k + 1 < changes.count ? column(changes[k + 1].nanos) - 1 : lane
        write(change.to ?? "", from: a, before: max(b, a + 1))
      }
      rows.append(pad(name, labelWidth) + cells.joined())
    }
    rows.append(pad("", labelWidth) + axis(end: end, lane: lane, column: column))
    rows.append(pad("", labelWidth) + legend(language))
    return rows.map { trimTrailing($0) }.joined(separator: "\n")
  }

  private func orderedStateNames(_ events: [TraceEvent]) -> [String] {
    var names: [String] = []
    for e in events where e.kind == .state {
      if let n = e.name, !names.contains(n) { names.append(n) }
    }
    return names
  }

  /// Tick labels at a round step (1, 2 or 5 × 10ⁿ ms) with at least 10 columns between them.
  private func axis(end: Int64, lane: Int, column: (Int64) -> Int) -> String {
    let endMs = Double(end) / 1e6
    var step = 1.0
    let candidates = (0..<10).flatMap { p in [1.0, 2.0, 5.0].map { $0 * pow10(p) } }
    for c in candidates where Double(lane) / (endMs / c) >= 10 || c == candidates.last {
      step = c
      break
    }
    var cells = Array(repeating: Character(" "), count: lane + 12)
    var t = 0.0
    var lastEnd = -1
    while t <= endMs + 1e-9 {
      let col = column(Int64(t * 1e6))
      let label = Array(Milliseconds.format(Int64(t * 1e6)))
      if col > lastEnd, col + label.count <= cells.count {
        for (j, ch) in label.enumerated() { cells[col + j] = ch }
        lastEnd = col + label.count
      }
      t += step
    }
    let unit = Array(" ms")
    let tail = min(lastEnd, cells.count - unit.count)
    for (j, ch) in unit.enumerated() { cells[tail + j] = ch }
    return String(cells)
  }

  private func pow10(_ p: Int) -> Double { (0..<p).reduce(1.0) { acc, _ in acc * 10 } }

  private func legend(_ language: Language) -> String {
    let g = glyphs
    return language == .zh
      ? "\(g.start) 开始  \(g.running) 运行  \(g.sleeping) 睡眠  \(g.working) 计算  \(g.cancel) 取消  \(g.open) 最后一次活动"
      : "\(g.start) start  \(g.running) running  \(g.sleeping) sleeping  \(g.working) working  \(g.cancel) cancelled  "
        + "\(g.open) last seen"
  }

  private func pad(_ text: String, _ width: Int) -> String { DisplayWidth.pad(text, to: width - 1) + " " }

  private func trimTrailing(_ s: String) -> String {
    var s = Substring(s)
    while s.last == " " { s.removeLast() }
    return String(s)
  }
}
