import AsyncSimulation
import TextBase
import TerminalIO

/// The `state` and `screen` views: what the model holds and what the simulated view shows at the cursor.
struct REPLModelView {
  /// The run.
  let run: REPLLoadedRun
  /// Where to look.
  let cursor: REPLCursor
  /// The language of the notes.
  let language: Language
  /// Colours (or none).
  let palette: Palette
  /// Whether to draw the screen's frame with box-drawing characters (else ASCII).
  var unicode = true
  /// The terminal's width, which the `state` table is fitted to.
  var width = REPLTerminal.defaultColumns

  private var passed: ArraySlice<TraceEvent> { run.events[0..<cursor.position] }
  private var at: String { Milliseconds.format(cursor.time) + " ms" }

  /// Each observed property of the whole run, in order of first change, with its value at the cursor: the latest
  /// change passed, or the value before its first change.
  func state() -> String {
    var names: [String] = []
    for event in run.events where event.kind == .state {
      if let name = event.name, !names.contains(name) { names.append(name) }
    }
    guard !names.isEmpty else {
      return language.pick("（这个场景没有被观察的属性）\n", "(this scenario has no observed properties)\n")
    }
    let header = [language.pick("属性", "property"), language.pick("\(at) 时的值", "value at \(at)"),
                  language.pick("来自", "since")]
    var rows: [[String]] = []
    for name in names {
      if let last = passed.last(where: { $0.kind == .state && $0.name == name }) {
        let since = Milliseconds.format(last.nanos) + " ms"
        rows.append([name, last.to ?? "?", language.pick("\(since)，由 \(last.task ?? "-") 写入",
                                                         "\(since), set by \(last.task ?? "-")")])
      } else if let first = run.events.first(where: { $0.kind == .state && $0.name == name }) {
        let change = Milliseconds.format(first.nanos) + " ms"
        rows.append([name, first.from ?? "?", language.pick("初始值（\(change) 第一次改变）",
                                                            "initial value (first changes at \(change))")])
      }
    }
    return REPLTable(header: header, rows: rows, palette: palette, width: width).render()
  }

  /// The latest screen at the cursor, framed, with when and by whom it was drawn.
  func screen() -> String {
    guard let last = passed.last(where: { $0.kind == .screen }) else {
      return language.pick("（\(at) 时视图还没有画出来）\n", "(nothing on screen yet at \(at): the view has not been drawn)\n")
    }
    let drawn = Milliseconds.format(last.nanos) + " ms"
    var out = palette.paint(language.pick("\(at) 时的屏幕（\(drawn) 由 \(last.task ?? "-") 画出）：",
                                          "screen at \(at) (drawn at \(drawn) by \(last.task ?? "-")):"), .dim) + "\n"
    let lines = (last.text ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let width = lines.reduce(0) { max($0, DisplayWidth.of($1)) }
    let (corner, edge, side) = unicode ? (("┌", "┐", "└", "┘"), "─", "│") : (("+", "+", "+", "+"), "-", "|")
    let bar = String(repeating: edge, count: width + 2)
    out += palette.paint(corner.0 + bar + corner.1, .dim) + "\n"
    for line in lines {
      let edge = palette.paint(side, .dim)
      out += edge + " " + DisplayWidth.pad(line, to: width) + " " + edge + "\n"
    }
    out += palette.paint(corner.2 + bar + corner.3, .dim) + "\n"
    return out
  }
}
