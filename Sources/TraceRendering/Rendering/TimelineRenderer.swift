import AsyncSimulation
import Scenarios
import TextBase

/// Draws a trace as lanes: one row per task over a time axis (started, waiting, sleeping, working, blocking,
/// cancelled, finished), one row per observed state property, and the axis itself, fitted to a terminal width.
///
/// ```
///                           ▼ 260 ms
/// main    ●┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄●
/// task#1  ●┄┄┄┄┄┄┄✕
/// task#2          ●┄┄┄┄┄┄┄┄┄✕
/// task#3                    ●┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄●
/// timer           ●┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄✗ TimeoutError
/// query   "s"·····"sw"······"swift"··············································
/// results []········································["results for swift…wift: B"]
///         0             200           400           600        760 ms
///         ● start  ─ waiting  ┄ sleeping  ✕ cancelled
/// ```
///
/// In virtual time running takes no time at all, so a task's lane shows what it waits for: a timer (`┄`), simulated
/// work (`▓`), a blocked thread (`█`), a checked continuation (`═`, from its `wait` to its `resume`, or to the end
/// while nothing resumes it), or anything else it awaits (`─`: a child task, a stream, the main actor). A task that
/// ended by throwing is marked `✗` with what it threw after the mark, one that was cancelled `✕`. Some columns at
/// the right are kept free of time so that the last value of each state fits.
public struct TimelineRenderer: Sendable {
  /// The characters a timeline is drawn with.
  public struct Glyphs: Sendable {
    let start, waiting, parked, sleeping, working, blocking, cancel, returned, failed, open, fill, change, cursor,
      ellipsis, request, visible, action: Character
    /// Ready to go on, waiting for a blocked thread (the main actor's, or the pool's).
    package let ready: Character
    /// The end of a task that threw (what it threw follows the mark).
    package let threw: Character

    /// Unicode box drawing.
    public static let unicode = Glyphs(start: "●", waiting: "─", parked: "═", sleeping: "┄", working: "▓", blocking: "█",
                                       cancel: "✕", returned: "●", failed: "✕", open: "╸", fill: "·", change: "│",
                                       cursor: "▼", ellipsis: "…", request: "≈", visible: "━", action: "◆",
                                       ready: "░", threw: "✗")
    /// Plain ASCII, for terminals without UTF-8.
    public static let ascii = Glyphs(start: "o", waiting: "-", parked: "=", sleeping: ".", working: "#", blocking: "@",
                                     cancel: "x", returned: "o", failed: "x", open: ">", fill: " ", change: "|",
                                     cursor: "v", ellipsis: "~", request: "%", visible: "+", action: "*",
                                     ready: ":", threw: "!")
  }

  /// Total width in columns (at least 40).
  public var width: Int
  /// The glyph set.
  public var glyphs: Glyphs
  /// Where to mark the cursor (ns), if anywhere.
  public var cursor: Int64?
  /// Colours (or none).
  public var palette: Palette
  /// The time the axis ends at at least (ns). (For timelines drawn one above the other, ``scale`` shares the whole
  /// scale: the end, the label column and the room at the right.)
  public var scaleEnd: Int64 = 0

  /// The widest task or property name shown in full at 80 columns; a wider terminal gives the names a fifth of its
  /// width, up to ``widestLabel``. Longer names are shortened by ``LaneLabel``.
  package static let longestLabel = 16
  /// The widest the name column gets, however wide the terminal.
  package static let widestLabel = 28

  /// The widest name shown in full at this renderer's width.
  package var labelLimit: Int { max(Self.longestLabel, min(Self.widestLabel, width / 5)) }

  /// Where time sits in the columns: the label column's width, the time at the right end of the axis, and the
  /// columns kept free of time at the right for the last state values. Timelines drawn with one scale (`compare`)
  /// put the same time in the same column.
  public struct Scale: Equatable, Sendable {
    /// Columns for the names, including the space after them.
    public var labelWidth: Int
    /// The time at the end of the axis (ns).
    public var end: Int64
    /// Columns at the right without time.
    public var tail: Int
  }

  /// The scale to draw with; nil: the one that fits this timeline's own events (see ``scale(for:)``).
  public var scale: Scale?

  /// The scale that fits every one of `timelines` (each a trace's events, or a prefix) in ``width`` columns.
  public func scale(for timelines: [[TraceEvent]]) -> Scale {
    var names: [String] = []
    var finals: [String] = []
    var end = max(cursor ?? 0, scaleEnd, 1)
    for events in timelines {
      let body = events.filter { $0.kind != .done }
      let states = orderedStateNames(body)
      let interface = InterfaceMarks(body)
      names += TaskLifeline.build(from: body).map(\.name) + interface.views.map(\.name) + states
      if !interface.actions.isEmpty { names.append(Self.userLabel) }
      finals += states.compactMap { name in body.last { $0.kind == .state && $0.name == name }?.to }
      end = max(end, body.last?.nanos ?? 0)
    }
    let labelWidth = min(max(names.map { DisplayWidth.of($0) }.max() ?? 5, 5), labelLimit) + 1
    let lane = width - labelWidth - 1
    // The final values of the states get room at the right, up to two fifths of the lane (a value still longer keeps
    // its ends, see `stateCells`).
    let endLabel = Milliseconds.format(end).count + 3  // the axis ends with e.g. "760 ms"
    let tail = min(max(finals.map { DisplayWidth.of($0) + 1 }.max() ?? 0, endLabel), lane * 2 / 5)
    return Scale(labelWidth: labelWidth, end: end, tail: tail)
  }

  /// A renderer for `width` columns.
  public init(width: Int = 80, glyphs: Glyphs = .unicode, cursor: Int64? = nil, palette: Palette = .plain) {
    self.width = max(width, 40)
    self.glyphs = glyphs
    self.cursor = cursor
    self.palette = palette
  }

  /// One drawn cell: its text (one column, or two for a wide character followed by an empty cell) and colour.
  private struct Cell {
    package var text: String
    package var style: Palette.Style?
  }

  /// The timeline of `events` (a whole trace or a prefix), ending with a legend line. No line is wider than
  /// ``width`` columns, and none ends in spaces.
  public func render(_ events: some Collection<TraceEvent>, language: Language = .en) -> String {
    let body = events.filter { $0.kind != .done }
    let lifelines = TaskLifeline.build(from: body)
    let stateNames = orderedStateNames(body)
    let scale = self.scale ?? self.scale(for: [body])
    let (labelWidth, end, tail) = (scale.labelWidth, scale.end, scale.tail)
    let lane = width - labelWidth - 1
    let span = lane - tail
    func column(_ t: Int64) -> Int { Int((Double(min(max(t, 0), end)) / Double(end) * Double(span - 1)).rounded()) }

    var used: [Character] = [glyphs.start]
    var rows: [String] = []
    if let cursor {
      let at = column(cursor)
      let tag = " " + Milliseconds.format(cursor) + " ms"
      // The time goes right of the marker, or left of it near the right edge.
      let marker = at + 1 + tag.count <= lane
        ? String(repeating: " ", count: at) + String(glyphs.cursor) + tag
        : String(repeating: " ", count: max(at - tag.count, 0)) + tag.dropFirst() + " " + String(glyphs.cursor)
      rows.append(self.label(shown: "", width: labelWidth) + palette.paint(marker, .bold))
    }
    let lastEvent = body.last?.nanos ?? 0
    let interface = InterfaceMarks(body)
    let fitted = LaneLabel.fit(lifelines.map(\.name) + interface.views.map(\.name) + stateNames,
                               states: Set(stateNames), to: labelWidth - 1, ellipsis: glyphs.ellipsis)
    func label(for name: String, width: Int) -> String { self.label(shown: fitted[name] ?? name, width: width) }
    for line in lifelines {
      var cells = taskCells(line, lane: lane, column: column, through: lastEvent, used: &used)
      drawRequests(interface.requests(of: line.name), on: &cells, column: column, through: lastEvent, used: &used)
      rows.append(label(for: line.name, width: labelWidth) + join(cells))
    }
    for view in interface.views {
      rows.append(label(for: view.name, width: labelWidth)
        + join(visibilityCells(view, lane: lane, column: column, through: lastEvent, used: &used)))
    }
    if !interface.actions.isEmpty {
      var cells = Array(repeating: Cell(text: " ", style: nil), count: lane)
      for action in interface.actions { cells[column(action.at)] = Cell(text: String(glyphs.action), style: .bold) }
      if !used.contains(glyphs.action) { used.append(glyphs.action) }
      rows.append(label(for: language.pick("用户", Self.userLabel), width: labelWidth) + join(cells))
    }
    for name in stateNames {
      let changes = body.filter { $0.kind == .state && $0.name == name }
      rows.append(label(for: name, width: labelWidth) + join(stateCells(changes, lane: lane, column: column)))
    }
    rows.append(label(for: "", width: labelWidth) + palette.paint(axis(end: end, lane: lane, span: span), .dim))
    for line in legend(language, used: used, width: lane) {
      rows.append(label(for: "", width: labelWidth) + palette.paint(line, .dim))
    }
    return rows.map { trimTrailing($0) }.joined(separator: "\n")
  }

  /// A task's lane; `through` is the time of the last event drawn, up to which a task still parked keeps waiting.
  private func taskCells(_ line: TaskLifeline, lane: Int, column: (Int64) -> Int, through: Int64,
                         used: inout [Character]) -> [Cell] {
    func mark(_ glyph: Character) -> Character {
      if !used.contains(glyph) { used.append(glyph) }
      return glyph
    }
    var cells = Array(repeating: Cell(text: " ", style: nil), count: lane)
    let first = column(line.start)
    let finish = line.end?.at ?? (line.openWait == nil ? line.lastEvent : max(line.lastEvent, through))
    let last = column(finish)
    if last > first {
      for c in first...last { cells[c] = Cell(text: String(mark(glyphs.waiting)), style: .dim) }
    }
    for span in line.spans {
      let until = span.ended ?? min(span.due, max(finish, span.from))
      let a = column(span.from), b = column(until)
      guard a <= b else { continue }
      let (glyph, style): (Character, Palette.Style) = switch span.kind {
      case .sleeping: (glyphs.sleeping, .blue)
      case .working: (glyphs.working, .magenta)
      case .blocking: (glyphs.blocking, .red)
      case .waitingForMainActor, .waitingForPoolThread: (glyphs.ready, .yellow)
      }
      for c in a...b { cells[c] = Cell(text: String(mark(glyph)), style: style) }
    }
    for wait in line.waits {
      let a = column(wait.from), b = column(wait.ended ?? finish)
      guard a < b else { continue }
      for c in a...b { cells[c] = Cell(text: String(mark(glyphs.parked)), style: .cyan) }
    }
    cells[first] = Cell(text: String(glyphs.start), style: .green)
    if let end = line.end, let error = Self.thrownError(end.outcome) {
      cells[last] = Cell(text: String(mark(glyphs.threw)), style: .red)
      writeAfter(last, error, in: &cells, style: .red)
    } else if let end = line.end {
      let returned = end.outcome == "returned"
      cells[last] = Cell(text: String(mark(returned ? glyphs.returned : glyphs.failed)),
                         style: returned ? .green : .yellow)
    } else if last > first {
      cells[last] = Cell(text: String(mark(glyphs.open)), style: .dim)
    }
    if let cancelled = line.cancelledAt {
      cells[column(cancelled)] = Cell(text: String(mark(glyphs.cancel)), style: .yellow)
    }
    return cells
  }

  /// What a task's end says it threw, as the timeline names it (`threw TimeoutError()` → `TimeoutError`: the empty
  /// parentheses of a struct without fields dropped); nil when it did not end by throwing.
  package static func thrownError(_ outcome: String) -> String? {
    guard outcome.hasPrefix("threw ") else { return nil }
    var error = String(outcome.dropFirst("threw ".count))
    if error.hasSuffix("()") && error.count > 2 { error.removeLast(2) }
    return error
  }

  /// Writes ` text` into the blank cells right of column `at`, as far as they go (its end elided with `…` when they
  /// end first; nothing when fewer than three are free). Control characters are shown escaped.
  private func writeAfter(_ at: Int, _ text: String, in cells: inout [Cell], style: Palette.Style) {
    var room = 0
    while at + 2 + room < cells.count, cells[at + 2 + room].text == " " { room += 1 }
    guard at + 1 < cells.count, cells[at + 1].text == " ", room >= 3 else { return }
    var shown = ControlCharacters.escaped(text.split(separator: "\n").first.map(String.init) ?? "")
    if DisplayWidth.of(shown) > room {
      var cut = ""
      for ch in shown {
        guard DisplayWidth.of(cut) + DisplayWidth.of(ch) + 1 <= room else { break }
        cut.append(ch)
      }
      shown = cut + String(glyphs.ellipsis)
    }
    Self.place(shown, from: at + 2, before: at + 2 + room, style: style, in: &cells)
  }

  /// Writes `text` into `cells` from column `a`, a character a cell (a wide one takes two), stopping before column
  /// `b`.
  private static func place(_ text: String, from a: Int, before b: Int, style: Palette.Style, in cells: inout [Cell]) {
    var c = a
    for ch in text {
      let w = DisplayWidth.of(ch)
      guard c + w <= b else { break }
      cells[c] = Cell(text: String(ch), style: style)
      if w == 2 { cells[c + 1] = Cell(text: "", style: nil) }
      c += w
    }
  }

  /// The label of the lane of the user's actions.
  package static let userLabel = "user"

  /// A task's requests drawn over its lane, from each one's start to its end (or to the last event drawn).
  private func drawRequests(_ requests: [InterfaceMarks.Request], on cells: inout [Cell], column: (Int64) -> Int,
                            through: Int64, used: inout [Character]) {
    for request in requests {
      let a = column(request.from), b = column(request.to ?? through)
      guard a <= b else { continue }
      // Over the waiting line; the marks of the task's start, end and cancellation stay.
      for c in a...b where cells[c].text == String(glyphs.waiting) || cells[c].text == " " {
        cells[c] = Cell(text: String(glyphs.request), style: .cyan)
      }
      if !used.contains(glyphs.request) { used.append(glyphs.request) }
    }
  }

  /// A view's lane: drawn where it was on screen.
  private func visibilityCells(_ view: InterfaceMarks.Visibility, lane: Int, column: (Int64) -> Int, through: Int64,
                               used: inout [Character]) -> [Cell] {
    var cells = Array(repeating: Cell(text: " ", style: nil), count: lane)
    for interval in view.intervals {
      let a = column(interval.from), b = column(interval.to ?? through)
      guard a <= b else { continue }
      for c in a...b { cells[c] = Cell(text: String(glyphs.visible), style: .green) }
    }
    if !used.contains(glyphs.visible) { used.append(glyphs.visible) }
    return cells
  }

  /// A state's lane: each value written from the column of its change up to the next change (its middle elided with
  /// `…` when it does not fit, so that both ends stay readable; a bare `│` when there is no room at all), the last
  /// value running into the right margin.
  private func stateCells(_ changes: [TraceEvent], lane: Int, column: (Int64) -> Int) -> [Cell] {
    var cells = Array(repeating: Cell(text: String(glyphs.fill), style: .dim), count: lane)
    func write(_ text: String, from a: Int, before b: Int) {
      let room = min(b, lane) - a
      guard room > 0 else { return }
      var shown = text
      if DisplayWidth.of(text) > room {
        shown = room >= 2 ? Self.elided(text, to: room, ellipsis: glyphs.ellipsis) : String(glyphs.change)
      }
      Self.place(shown, from: a, before: a + room, style: .cyan, in: &cells)
    }
    if let first = changes.first, let before = first.from {
      write(before, from: 0, before: column(first.nanos) - 1)
    }
    for (k, change) in changes.enumerated() {
      let a = column(change.nanos)
      // Values leave one fill cell before the next change, so neighbours stay apart.
      let b = k + 1 < changes.count ? column(changes[k + 1].nanos) - 1 : lane
      write(change.to ?? "", from: a, before: max(b, a + 1))
    }
    return cells
  }

  /// `text` in at most `columns` columns: its start and its end, two columns of the start for each of the end, with
  /// `ellipsis` between (`["results f…swift: B"]`).
  package static func elided(_ text: String, to columns: Int, ellipsis: Character) -> String {
    let characters = Array(text)
    var head = 0, tail = 0, used = DisplayWidth.of(ellipsis), turn = 0
    while head + tail < characters.count {
      let fromFront = turn % 3 != 2
      let character = fromFront ? characters[head] : characters[characters.count - 1 - tail]
      guard used + DisplayWidth.of(character) <= columns else { break }
      used += DisplayWidth.of(character)
      if fromFront { head += 1 } else { tail += 1 }
      turn += 1
    }
    return String(characters[..<head]) + String(ellipsis) + String(characters[(characters.count - tail)...])
  }

  /// Cells as text, each run of one colour painted once; blank cells at the end are left out.
  private func join(_ cells: [Cell]) -> String {
    var out = ""
    var run = ""
    var style: Palette.Style?
    let used = (cells.lastIndex { $0.text != " " }).map { $0 + 1 } ?? 0
    for cell in cells[..<used] {
      if cell.style != style && !run.isEmpty {
        out += palette.paint(run, style)
        run = ""
      }
      style = cell.style
      run += cell.text
    }
    return out + palette.paint(run, style)
  }

  private func orderedStateNames(_ events: [TraceEvent]) -> [String] {
    var names: [String] = []
    for e in events where e.kind == .state {
      if let n = e.name, !names.contains(n) { names.append(n) }
    }
    return names
  }

  /// Tick labels at a round step (1, 2 or 5 × 10ⁿ ms) with at least 10 columns between them, then the end time
  /// with ` ms`, all within `lane` columns (a round tick too close to the end gives way to it).
  private func axis(end: Int64, lane: Int, span: Int) -> String {
    let endMs = Double(end) / 1e6
    var step = 1.0
    let candidates = (0..<12).flatMap { p in [1.0, 2.0, 5.0].map { $0 * pow10(p) } }
    for c in candidates where Double(span) / (endMs / c) >= 10 || c == candidates.last {
      step = c
      break
    }
    func column(_ ms: Double) -> Int { Int((min(ms, endMs) / endMs * Double(span - 1)).rounded()) }
    let last = (column: column(endMs), text: Milliseconds.format(end) + " ms")
    var kept: [(column: Int, text: String)] = []
    var t = 0.0
    while t < endMs - 1e-9 {
      let label = (column: column(t), text: Milliseconds.format(Int64((t * 1e6).rounded())))
      let start = kept.last.map { $0.column + $0.text.count + 1 } ?? 0
      if label.column >= start, label.column + label.text.count < last.column { kept.append(label) }
      t += step
    }
    if last.column + last.text.count <= lane { kept.append(last) }
    var cells = Array(repeating: Character(" "), count: lane)
    for label in kept {
      for (j, ch) in label.text.enumerated() where label.column + j < lane { cells[label.column + j] = ch }
    }
    return String(cells)
  }

  private func pow10(_ p: Int) -> Double { (0..<p).reduce(1.0) { acc, _ in acc * 10 } }

  /// The glyphs this timeline uses, with their meaning, in a fixed order, in lines of at most `width` columns.
  private func legend(_ language: Language, used: [Character], width: Int) -> [String] {
    let g = glyphs
    let entries: [(Character, TimelineWords)] = [
      (g.start, .start), (g.waiting, .waiting), (g.parked, .continuation), (g.sleeping, .sleeping),
      (g.working, .working), (g.blocking, .blocking), (g.ready, .readyWaiting), (g.cancel, .cancelled),
      (g.threw, .threw), (g.open, .lastSeen),
      (g.request, .request), (g.visible, .onScreen), (g.action, .userAction),
    ]
    var seen: [Character] = []
    var lines: [String] = []
    var line = ""
    for (glyph, word) in entries where used.contains(glyph) && !seen.contains(glyph) {
      seen.append(glyph)
      let part = "\(glyph) \(word.text(language))"
      if !line.isEmpty && DisplayWidth.of(line) + 2 + DisplayWidth.of(part) > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : "  ") + part
    }
    return lines + [line]
  }

  /// A lane's name (already fitted by ``LaneLabel``), bold, padded to the name column.
  private func label(shown text: String, width: Int) -> String {
    palette.paint(text, .bold) + String(repeating: " ", count: max(width - DisplayWidth.of(text), 0))
  }

  private func trimTrailing(_ s: String) -> String {
    var s = Substring(s)
    while s.last == " " { s.removeLast() }
    return String(s)
  }
}
