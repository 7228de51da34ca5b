import AsyncSimulation
import Scenarios
import TextBase

/// Draws a trace as a self-contained SVG timeline, legible on a projector slide: one lane per task (started,
/// waiting, in a continuation, sleeping, working, blocking, cancelled, finished), one lane per observed state
/// property with every change labelled, a time axis in milliseconds with light grid lines, and a legend of exactly
/// the marks drawn, in the run's language.
///
/// A task's lane is named by what started it (its label, e.g. `.task(id: "sw")`, with the task's name below). State
/// values keep their two ends around `…` to fit before the next change (labels alternate between two rows when
/// changes crowd), and every mark carries a `<title>` with the full value or event, which viewers show as a tooltip.
/// The axis runs to the right edge, less what the last value of a state needs after its change (at most 30 %). The
/// legend uses the terminal timeline's words (``TimelineWords``).
///
/// A comparison (``render(panels:)``) draws several runs one above the other on **one** time axis: the same x means
/// the same virtual time in every panel.
public struct SVGTimelineRenderer: Sendable {
  /// The heading, e.g. the scenario and its parameters.
  public var title: String
  /// The drawing's width in pixels.
  public var width: Int
  /// The language of the legend, the axis caption and the tooltips.
  public var language: Language

  /// One run of a comparison: a heading (e.g. `cancellation=ignored`) and its trace.
  public struct Panel: Sendable {
    /// What distinguishes this run.
    public var heading: String
    /// The run.
    public var trace: Trace

    /// A panel.
    public init(heading: String, trace: Trace) {
      self.heading = heading
      self.trace = trace
    }
  }

  /// A renderer for a slide `width` pixels wide.
  public init(title: String, width: Int = 1280, language: Language = .en) {
    self.title = title
    self.width = max(width, 640)
    self.language = language
  }

  private let laneHeight = 36.0
  private let twoRowLaneHeight = 52.0
  private let margin = 24.0
  private let titleBand = 56.0
  private let headingBand = 34.0
  private let labelFont = 14.0

  /// The SVG document of one run.
  public func render(_ trace: Trace) -> String { render(panels: [Panel(heading: "", trace: trace)]) }

  /// The SVG document of several runs on one shared time axis, each under its heading.
  public func render(panels: [Panel]) -> String {
    let prepared = panels.map { Prepared($0) }
    let end = max(prepared.map(\.trace.endNanos).max() ?? 1, 1)
    let names = prepared.flatMap { $0.lifelines.map { laneTitle($0).main } + $0.interface.views.map(\.name)
      + $0.stateNames } + [language.pick("用户", "user")]
    let labelWidth = min(max(names.map { textWidth($0, size: 16) }.max() ?? 60, 60) + 20, 260)
    let plotLeft = margin + labelWidth
    let edge = Double(width) - margin
    // The axis runs to the edge (less half the end tick's label), except as far as the last value of a state needs
    // room after its change; never less than 70 % of the width, where a value that still does not fit is elided.
    var right = edge - 16
    for panel in prepared {
      for name in panel.stateNames {
        guard let last = panel.changes(of: name).last, last.nanos > 0 else { continue }
        let need = textWidth(display(last.to ?? ""), size: labelFont) + 11
        right = min(right, plotLeft + (edge - need - plotLeft) * Double(end) / Double(last.nanos))
      }
    }
    right = max(right, plotLeft + (edge - 16 - plotLeft) * 0.7)
    let scale = Scale(left: plotLeft, right: right, edge: edge, end: end)

    var marks = Set<Mark>()
    var body = ""
    var y = titleBand
    var gridTop = y
    for (index, panel) in prepared.enumerated() {
      if !panel.heading.isEmpty {
        let summary = TextRenderer(language: language).summary(panel.trace)
        body += "<text class=\"panel-heading\" x=\"\(f(margin))\" y=\"\(f(y + 22))\" font-size=\"18\" "
          + "font-weight=\"bold\" fill=\"#111111\">\(escape(panel.heading))<tspan dx=\"14\" font-weight=\"normal\" "
          + "fill=\"#555555\">\(escape(summary))</tspan></text>\n"
        y += headingBand
      }
      if index == 0 { gridTop = y }
      body += "<g class=\"panel\" data-panel=\"\(index)\">\n"
      for line in panel.lifelines {
        body += taskLane(line, requests: panel.interface.requests(of: line.name), y: y, scale: scale, marks: &marks)
        y += laneHeight
      }
      for view in panel.interface.views {
        body += viewLane(view, through: panel.trace.endNanos, y: y, scale: scale, marks: &marks)
        y += laneHeight
      }
      if !panel.interface.actions.isEmpty {
        body += actionLane(panel.interface.actions, y: y, scale: scale, marks: &marks)
        y += laneHeight
      }
      for name in panel.stateNames {
        let (text, height) = stateLane(name, changes: panel.changes(of: name), y: y, scale: scale, marks: &marks)
        body += text
        y += height
      }
      body += "</g>\n"
      y += index + 1 < prepared.count ? 14 : 0
    }
    let axisY = y + 16
    let grid = gridLines(top: gridTop, bottom: axisY, scale: scale)
    let axis = self.axis(y: axisY, scale: scale)
    let (legend, legendHeight) = self.legend(marks, x: margin, y: axisY + 76)
    let height = Int(axisY + 76 + legendHeight + 12)

    var svg = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" \
      font-family="\(Self.fontFamilies(language))" font-size="16">
      <title>\(escape(title))</title>
      <rect width="100%" height="100%" fill="#ffffff"/>
      <text class="title" x="\(f(margin))" y="36" font-size="22" font-weight="bold" fill="#111111">\(escape(title))</text>

      """
    svg += grid + body + axis + legend
    svg += "</svg>\n"
    return svg
  }

  /// The fonts a slide asks for: in Chinese the CJK families first (so that Latin text does not pick a font
  /// without Chinese glyphs for the whole run of text), in English the Latin ones first; both end in `sans-serif`.
  package static func fontFamilies(_ language: Language) -> String {
    let cjk = ["'Noto Sans CJK SC'", "'Source Han Sans SC'", "'PingFang SC'", "'Microsoft YaHei'",
               "'WenQuanYi Micro Hei'"]
    let latin = ["Helvetica", "Arial"]
    return (language == .zh ? cjk + latin : latin + cjk).joined(separator: ", ") + ", sans-serif"
  }

  // MARK: what is drawn

  /// The marks a drawing can use, in the order the legend lists them.
  package enum Mark: Int, CaseIterable {
    case start, waiting, continuation, sleeping, working, blocking, readyWaiting, request, cancelRequested, returned
    case endedOtherwise, onScreen, userAction, stateChange

    /// What the legend says: the terminal timeline's word for the mark (``TimelineWords``).
    package var word: TimelineWords {
      switch self {
      case .start: .start
      case .waiting: .waiting
      case .continuation: .continuation
      case .sleeping: .sleeping
      case .working: .working
      case .blocking: .blocking
      case .readyWaiting: .readyWaiting
      case .cancelRequested: .cancelled
      case .returned: .returned
      case .endedOtherwise: .ended
      case .request: .request
      case .onScreen: .onScreen
      case .userAction: .userAction
      case .stateChange: .stateChange
      }
    }

    /// More about the mark, in the legend entry's tooltip.
    package func more(_ language: Language) -> String {
      switch self {
      case .start: language.pick("任务开始运行", "the task started")
      case .waiting: language.pick("等待子任务、流或主 actor……", "waiting for a child, a stream, the main actor…")
      case .continuation: language.pick("停在续体上，直到它被恢复（resume）", "parked on a continuation until it is resumed")
      case .sleeping: language.pick("在 Task.sleep 中", "in Task.sleep")
      case .working: language.pick("模拟的计算，不看取消", "simulated work, which does not look at cancellation")
      case .blocking: language.pick("同步工作占着线程", "synchronous work holding its thread")
      case .readyWaiting: language.pick("可以继续了（定时器已到），但它要的线程被阻塞：主 actor 的，或线程池里全部的",
                                        "ready to go on (its timer fired), but the thread it needs is blocked: the main "
                                          + "actor's, or every pool thread")
      case .cancelRequested: language.pick("任务被取消", "the task was cancelled")
      case .returned: language.pick("任务正常返回", "the task returned")
      case .endedOtherwise: language.pick("任务因取消或错误而结束", "the task ended by cancellation or an error")
      case .request: language.pick("从发出到回答；悬停看结果", "from sent to answered; hover for the outcome")
      case .onScreen: language.pick("从 onAppear 到 onDisappear", "from onAppear to onDisappear")
      case .userAction: language.pick("悬停看是什么", "hover for what it was")
      case .stateChange: language.pick("悬停看完整的值", "hover for the full value")
      }
    }
  }

  /// A trace with what the lanes need worked out once.
  private struct Prepared {
    package let heading: String
    package let trace: Trace
    package let body: [TraceEvent]
    package let lifelines: [TaskLifeline]
    package let stateNames: [String]
    package let interface: InterfaceMarks

    package init(_ panel: Panel) {
      heading = panel.heading
      trace = panel.trace
      body = Array(panel.trace.body)
      lifelines = TaskLifeline.build(from: body)
      interface = InterfaceMarks(body)
      var names: [String] = []
      for event in body where event.kind == .state {
        if let name = event.name, !names.contains(name) { names.append(name) }
      }
      stateNames = names
    }

    package func changes(of name: String) -> [TraceEvent] { body.filter { $0.kind == .state && $0.name == name } }
    package func lastValue(of name: String) -> String? { body.last { $0.kind == .state && $0.name == name }?.to }
  }

  /// Virtual time to x: the axis runs from `left` (0 ms) to `right` (the end); `edge` is where labels may reach.
  private struct Scale {
    package let left: Double
    package let right: Double
    package let edge: Double
    package let end: Int64

    package func x(_ t: Int64) -> Double { left + (right - left) * Double(min(max(t, 0), end)) / Double(end) }
  }

  /// What a task's lane is called: what started it (`.task(id: "sw")`) with the task's name below, or the name alone
  /// when the trace does not say what started it.
  package func laneTitle(_ line: TaskLifeline) -> (main: String, name: String?) {
    guard let label = line.label, !label.isEmpty, label != line.name else { return (line.name, nil) }
    return (label, line.name)
  }

  private func taskLane(_ line: TaskLifeline, requests: [InterfaceMarks.Request], y: Double, scale: Scale,
                        marks: inout Set<Mark>) -> String {
    let mid = y + laneHeight / 2
    let last = line.end?.at ?? line.lastEvent
    var out = "<g class=\"lane\" data-task=\"\(escape(line.name))\">\n"
    var title = laneTitle(line)
    let room = scale.left - margin - 12
    // A task with no label (`Task {}`) is told apart from its siblings by what it asked for (`q=swift`).
    if title.name == nil, let asked = RequestLaneWords.words(for: requests.map(\.label)) {
      title = (line.name, asked)
    }
    if let name = title.name {
      // What started the task names the lane; the task's own name stands small below it.
      out += "  <text class=\"lane-label\" x=\"\(f(margin))\" y=\"\(f(mid + 1))\" font-size=\"15\" fill=\"#111111\">"
        + "\(escape(fitLabel(title.main, pixels: room, size: 15)))</text>\n"
      out += "  <text class=\"lane-name\" x=\"\(f(margin))\" y=\"\(f(mid + 14))\" font-size=\"11\" fill=\"#666666\">"
        + "\(escape(fitLabel(name, pixels: room, size: 11)))</text>\n"
    } else {
      out += "  <text class=\"lane-label\" x=\"\(f(margin))\" y=\"\(f(mid + 6))\" fill=\"#111111\">"
        + "\(escape(fitLabel(title.main, pixels: room, size: 16)))</text>\n"
    }
    if scale.x(last) - scale.x(line.start) >= 1 {
      marks.insert(.waiting)
      out += "  <line class=\"waiting\" x1=\"\(f(scale.x(line.start)))\" y1=\"\(f(mid))\" x2=\"\(f(scale.x(last)))\" "
        + "y2=\"\(f(mid))\" stroke=\"#1f6feb\" stroke-width=\"6\" stroke-linecap=\"round\"/>\n"
    }
    for span in line.spans {
      let until = min(span.ended ?? span.due, max(last, span.from))
      let a = scale.x(span.from), b = scale.x(until)
      let mark: Mark = switch span.kind {
      case .sleeping: .sleeping
      case .working: .working
      case .blocking: .blocking
      case .waitingForMainActor, .waitingForPoolThread: .readyWaiting
      }
      marks.insert(mark)
      let what = span.kind.isWaitingForThread ? ThreadWords(language: language).readyWaiting(
        for: span.kind == .waitingForMainActor ? "main" : "default") : mark.word.text(language)
      out += "  " + laneRect(mark, kind: span.kind.isWaitingForThread ? "ready" : "\(span.kind)", from: a, to: b, y: y,
                             title: "\(line.name): \(what) \(ms(span.from))–\(ms(until))")
    }
    for wait in line.waits {
      let until = max(wait.ended ?? last, wait.from)
      let a = scale.x(wait.from), b = scale.x(until)
      marks.insert(.continuation)
      let how = wait.outcome.map { language.pick("，恢复：\($0)", ", resumed: \($0)") }
        ?? language.pick("，没有被恢复", ", never resumed")
      let title = language.pick("\(line.name)：在 \(wait.label) 中等待 \(ms(wait.from))–\(ms(until))",
                                "\(line.name): waiting in \(wait.label) \(ms(wait.from))–\(ms(until))") + how
      out += "  " + laneRect(.continuation, kind: "continuation", from: a, to: b, y: y, title: title)
    }
    for request in requests {
      let until = max(request.to ?? last, request.from)
      marks.insert(.request)
      let how = request.outcome.map { language.pick("，结果：\($0)", ", outcome: \($0)") }
        ?? language.pick("，没有回答", ", never answered")
      out += "  " + laneRect(.request, kind: "request", from: scale.x(request.from), to: scale.x(until), y: y,
                             title: "\(line.name): \(request.label) \(ms(request.from))–\(ms(until))" + how)
    }
    marks.insert(.start)
    let started = language.pick("\(line.name) 在 \(ms(line.start)) 开始", "\(line.name) started at \(ms(line.start))")
      + (line.label.map { "：\($0)" } ?? "")
    out += "  <circle class=\"start\" cx=\"\(f(scale.x(line.start)))\" cy=\"\(f(mid))\" r=\"7\" fill=\"#2f855a\">"
      + "<title>\(escape(started))</title></circle>\n"
    // A cancellation at the very place the task ended is said by the end mark (its tooltip says how it ended).
    let endX = line.end.map { scale.x($0.at) }
    if let cancelled = line.cancelledAt, endX.map({ abs($0 - scale.x(cancelled)) >= 10 }) ?? true {
      marks.insert(.cancelRequested)
      out += cross(scale.x(cancelled), mid, "#dd6b20", kind: "cancel", title: line.name + " "
        + CancelCauseWords(language: language).cancelled(at: cancelled, by: line.cancelledBy))
    }
    if let ending = line.end {
      var how = language.pick("\(line.name) 在 \(ms(ending.at)) 结束（\(ending.outcome)）",
                              "\(line.name) ended at \(ms(ending.at)) (\(ending.outcome))")
      if let cancelled = line.cancelledAt {
        how += language.pick("，", ", ") + CancelCauseWords(language: language).cancelled(at: cancelled, by: line.cancelledBy)
      }
      if ending.outcome == "returned" {
        marks.insert(.returned)
        out += "  <circle class=\"returned\" cx=\"\(f(scale.x(ending.at)))\" cy=\"\(f(mid))\" r=\"7\" "
          + "fill=\"#111111\"><title>\(escape(how))</title></circle>\n"
      } else {
        marks.insert(.endedOtherwise)
        out += cross(scale.x(ending.at), mid, "#c53030", kind: "ended", title: how)
      }
    }
    return out + "</g>\n"
  }

  /// A view's lane: a bar where it was on screen.
  private func viewLane(_ view: InterfaceMarks.Visibility, through end: Int64, y: Double, scale: Scale,
                        marks: inout Set<Mark>) -> String {
    let mid = y + laneHeight / 2
    var out = "<g class=\"view\" data-view=\"\(escape(view.name))\">\n"
    let room = scale.left - margin - 12
    out += "  <text x=\"\(f(margin))\" y=\"\(f(mid + 6))\" fill=\"#2f855a\">"
      + "\(escape(fitLabel(view.name, pixels: room, size: 16)))</text>\n"
    for interval in view.intervals {
      let until = max(interval.to ?? end, interval.from)
      marks.insert(.onScreen)
      let title = language.pick("\(view.name) 在屏幕上 \(ms(interval.from))–\(ms(until))",
                                "\(view.name) on screen \(ms(interval.from))–\(ms(until))")
      out += "  " + laneRect(.onScreen, kind: "on-screen", from: scale.x(interval.from), to: scale.x(until), y: y,
                             title: title)
    }
    return out + "</g>\n"
  }

  /// The lane of the user's actions: a diamond at each, its tooltip what it was.
  private func actionLane(_ actions: [InterfaceMarks.Action], y: Double, scale: Scale,
                          marks: inout Set<Mark>) -> String {
    let mid = y + laneHeight / 2
    var out = "<g class=\"actions\">\n"
    out += "  <text x=\"\(f(margin))\" y=\"\(f(mid + 6))\" fill=\"#111111\" font-weight=\"bold\">"
      + "\(escape(language.pick("用户", "user")))</text>\n"
    for action in actions {
      marks.insert(.userAction)
      let title = "\(ms(action.at)) " + EventWords(language: language).userAction(action.text)
      out += "  <g class=\"action\"><title>\(escape(title))</title>\(diamond(scale.x(action.at), mid))</g>\n"
    }
    return out + "</g>\n"
  }

  private func diamond(_ cx: Double, _ cy: Double) -> String {
    "<path d=\"M \(f(cx)) \(f(cy - 8)) L \(f(cx + 8)) \(f(cy)) L \(f(cx)) \(f(cy + 8)) L \(f(cx - 8)) \(f(cy)) Z\" "
      + "fill=\"#d69e2e\" stroke=\"#744210\" stroke-width=\"1.5\"/>"
  }

  /// A state lane: every change a tick and a label. Labels are placed from the right: each goes on the first of two
  /// rows where its whole value fits before the next label on that row, else on the row with more room, elided.
  private func stateLane(_ name: String, changes: [TraceEvent], y: Double, scale: Scale,
                         marks: inout Set<Mark>) -> (String, Double) {
    var rows = [Int](repeating: 0, count: changes.count)
    var shown = [String](repeating: "", count: changes.count)
    var limit = [scale.edge, scale.edge]
    for index in changes.indices.reversed() {
      let value = display(changes[index].to ?? "")
      let start = scale.x(changes[index].nanos) + 5
      let need = textWidth(value, size: labelFont)
      let room = limit.map { $0 - start - 6 }
      let row = room[0] >= need ? 0 : room[1] >= need ? 1 : (room[1] > room[0] ? 1 : 0)
      rows[index] = row
      shown[index] = fit(value, pixels: room[row])
      limit[row] = scale.x(changes[index].nanos) - 2
    }
    let twoRows = rows.contains(1)
    let height = twoRows ? twoRowLaneHeight : laneHeight
    var out = "<g class=\"state\" data-state=\"\(escape(name))\">\n"
    // Italic runs wider than upright text, by which the label column (measured upright at 16 px) was too narrow and
    // the name ran into the first value: it is set a size smaller, and fitted with italic's margin.
    let room = (scale.left - margin - 12) / 1.08
    out += "  <text x=\"\(f(margin))\" y=\"\(f(y + height / 2 + 6))\" font-size=\"15\" fill=\"#6b46c1\" "
      + "font-style=\"italic\">\(escape(fitLabel(name, pixels: room, size: 15)))</text>\n"
    for (index, change) in changes.enumerated() {
      marks.insert(.stateChange)
      let x = scale.x(change.nanos)
      let (top, bottom, baseline) = twoRows
        ? (rows[index] == 0 ? (y + 4, y + 26, y + 20) : (y + 26, y + 48, y + 42))
        : (y + 6, y + laneHeight - 6, y + laneHeight / 2 + 5)
      let full = "\(name) \(language.pick("在", "at")) \(ms(change.nanos)): \(change.from ?? "") → \(change.to ?? "")"
      out += "  <g class=\"change\" data-value=\"\(escape(change.to ?? ""))\"><title>\(escape(display(full)))</title>"
      out += "<line x1=\"\(f(x))\" y1=\"\(f(top))\" x2=\"\(f(x))\" y2=\"\(f(bottom))\" stroke=\"#6b46c1\" "
        + "stroke-width=\"2\"/>"
      out += "<text x=\"\(f(x + 5))\" y=\"\(f(baseline))\" font-size=\"\(f(labelFont))\" fill=\"#44337a\">"
        + "\(escape(shown[index]))</text></g>\n"
    }
    return (out + "</g>\n", height)
  }

  private func gridLines(top: Double, bottom: Double, scale: Scale) -> String {
    var out = "<g class=\"grid\" stroke=\"#e6e6e6\" stroke-width=\"1\">\n"
    for t in ticks(scale) {
      out += "  <line x1=\"\(f(scale.x(t)))\" y1=\"\(f(top))\" x2=\"\(f(scale.x(t)))\" y2=\"\(f(bottom))\"/>\n"
    }
    return out + "</g>\n"
  }

  private func axis(y: Double, scale: Scale) -> String {
    var out = "<g class=\"axis\">\n  <line x1=\"\(f(scale.left))\" y1=\"\(f(y))\" x2=\"\(f(scale.right))\" "
      + "y2=\"\(f(y))\" stroke=\"#444444\" stroke-width=\"2\"/>\n"
    for t in ticks(scale) {
      out += "  <line x1=\"\(f(scale.x(t)))\" y1=\"\(f(y))\" x2=\"\(f(scale.x(t)))\" y2=\"\(f(y + 8))\" "
        + "stroke=\"#444444\"/>\n"
      out += "  <text class=\"tick\" x=\"\(f(scale.x(t)))\" y=\"\(f(y + 28))\" text-anchor=\"middle\" font-size=\"14\" "
        + "fill=\"#333333\">\(Milliseconds.format(t))</text>\n"
    }
    out += "  <text class=\"caption\" x=\"\(f(scale.right))\" y=\"\(f(y + 48))\" text-anchor=\"end\" font-size=\"14\" "
      + "fill=\"#333333\">\(escape(language.pick("ms（虚拟时间）", "ms (virtual time)")))</text>\n"
    return out + "</g>\n"
  }

  /// Round tick times (1, 2 or 5 × 10ⁿ ms) at least 90 px apart, from 0 to the end.
  private func ticks(_ scale: Scale) -> [Int64] {
    let pixels = scale.right - scale.left
    var magnitude: Int64 = 1_000_000
    var step: Int64 = 0
    search: while true {
      for factor: Int64 in [1, 2, 5] where Double(scale.end) / Double(magnitude * factor) <= pixels / 90 {
        step = magnitude * factor
        break search
      }
      let (next, overflow) = magnitude.multipliedReportingOverflow(by: 10)
      guard !overflow else { return [0] }
      magnitude = next
    }
    return Array(stride(from: Int64(0), through: scale.end, by: Int(step)))
  }

  /// The key: each mark that was drawn, as drawn, with its meaning; wrapped into lines that fit. Returns the
  /// SVG and its height.
  private func legend(_ marks: Set<Mark>, x: Double, y: Double) -> (String, Double) {
    var out = "<g class=\"legend\" font-size=\"14\" fill=\"#333333\">\n"
    var at = x
    var row = y
    for mark in Mark.allCases where marks.contains(mark) {
      let text = mark.word.text(language)
      let entry = 30 + text.reduce(0) { $0 + (DisplayWidth.of($1) == 2 ? 14 : 7.2) } + 16
      if at > x && at + entry > Double(width) - margin {
        at = x
        row += 24
      }
      out += "  <g class=\"key\" data-mark=\"\(mark)\"><title>\(escape(mark.more(language)))</title>"
      switch mark {
      case .start: out += "<circle cx=\"\(f(at + 8))\" cy=\"\(f(row))\" r=\"6\" fill=\"#2f855a\"/>"
      case .waiting:
        out += "<line x1=\"\(f(at))\" y1=\"\(f(row))\" x2=\"\(f(at + 24))\" y2=\"\(f(row))\" stroke=\"#1f6feb\" "
          + "stroke-width=\"6\"/>"
      case .sleeping, .working, .blocking, .readyWaiting, .continuation, .request, .onScreen:
        out += "<rect x=\"\(f(at))\" y=\"\(f(row - 8))\" width=\"24\" height=\"16\" rx=\"3\" "
          + Self.boxStyle(mark) + "/>"
      case .cancelRequested: out += crossPath(at + 10, row, "#dd6b20")
      case .returned: out += "<circle cx=\"\(f(at + 8))\" cy=\"\(f(row))\" r=\"6\" fill=\"#111111\"/>"
      case .endedOtherwise: out += crossPath(at + 10, row, "#c53030")
      case .userAction: out += diamond(at + 10, row)
      case .stateChange:
        out += "<line x1=\"\(f(at + 10))\" y1=\"\(f(row - 9))\" x2=\"\(f(at + 10))\" y2=\"\(f(row + 9))\" "
          + "stroke=\"#6b46c1\" stroke-width=\"2\"/>"
      }
      out += "<text x=\"\(f(at + 30))\" y=\"\(f(row + 5))\">\(escape(text))</text></g>\n"
      at += entry
    }
    return (out + "</g>\n", row - y + 12)
  }

  /// How a stretch of a lane is boxed, in the lane and in the legend alike: a sleep blue and dashed, work amber,
  /// blocking red, a request teal, time on screen green, a continuation wait teal and dotted.
  private static func boxStyle(_ mark: Mark) -> String {
    let (fill, stroke, dash) = switch mark {
    case .sleeping: ("#e8f0fe", "#1f6feb", " stroke-dasharray=\"6 4\"")
    case .working: ("#fff1c2", "#b7791f", "")
    case .blocking: ("#fde2e1", "#c53030", "")
    case .readyWaiting: ("#fff5e6", "#dd6b20", " stroke-dasharray=\"3 2\"")
    case .request: ("#e6fffa", "#2c7a7b", "")
    case .onScreen: ("#e6f4ea", "#2f855a", "")
    default: ("#e3f6f5", "#0b7285", " stroke-dasharray=\"2 3\"")
    }
    return "fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"2\"\(dash)"
  }

  /// A boxed stretch of a task's lane from x `a` to `b`, with its tooltip.
  private func laneRect(_ mark: Mark, kind: String, from a: Double, to b: Double, y: Double, title: String) -> String {
    "<rect class=\"\(kind)\" x=\"\(f(a))\" y=\"\(f(y + 8))\" width=\"\(f(max(b - a, 2)))\" "
      + "height=\"\(f(laneHeight - 16))\" rx=\"4\" \(Self.boxStyle(mark))><title>\(escape(title))</title></rect>\n"
  }

  private func cross(_ cx: Double, _ cy: Double, _ colour: String, kind: String, title: String) -> String {
    "  <g class=\"\(kind)\"><title>\(escape(title))</title>\(crossPath(cx, cy, colour))</g>\n"
  }

  private func crossPath(_ cx: Double, _ cy: Double, _ colour: String) -> String {
    "<path d=\"M \(f(cx - 7)) \(f(cy - 7)) L \(f(cx + 7)) \(f(cy + 7)) M \(f(cx - 7)) \(f(cy + 7)) L \(f(cx + 7)) "
      + "\(f(cy - 7))\" stroke=\"\(colour)\" stroke-width=\"3\"/>"
  }

  // MARK: text

  private func ms(_ nanos: Int64) -> String { Milliseconds.format(nanos) + " ms" }

  /// About how wide `text` is at `size` px: wide characters a full em, others a little over half.
  package func textWidth(_ text: String, size: Double) -> Double {
    text.reduce(0) { $0 + (DisplayWidth.of($1) == 2 ? size : size * 0.56) }
  }

  /// `text` fitted to `pixels` at `size` (the label size by default): when too wide, its middle gives way to `…`
  /// and both ends stay (a value's start says what it is, its end often what changed: `["results for s…ift: B"]`);
  /// at least `…` itself, so that no change is ever drawn without a label.
  package func fit(_ text: String, pixels: Double, size: Double? = nil) -> String {
    let size = size ?? labelFont
    guard textWidth(text, size: size) > pixels else { return text }
    let budget = pixels - textWidth("…", size: size)
    let characters = Array(text)
    var head = 0, tail = 0, used = 0.0
    // Characters are taken from the front and the back in turn, two from the front for each from the back.
    var turn = 0
    while head + tail < characters.count {
      let fromFront = turn % 3 != 2
      let character = fromFront ? characters[head] : characters[characters.count - 1 - tail]
      let w = textWidth(String(character), size: size)
      if used + w > budget { break }
      used += w
      if fromFront { head += 1 } else { tail += 1 }
      turn += 1
    }
    return String(characters[..<head]) + "…" + String(characters[(characters.count - tail)...])
  }

  /// A lane's label fitted to `pixels` at `size`: when too wide, it is shortened at its end (`.task(id: "s") in
  /// RepoSe…`), at a space when one is near, so that what the label starts with — what started the task — stays.
  package func fitLabel(_ text: String, pixels: Double, size: Double) -> String {
    guard textWidth(text, size: size) > pixels else { return text }
    let budget = pixels - textWidth("…", size: size)
    let characters = Array(text)
    var count = 0, used = 0.0
    while count < characters.count {
      let w = textWidth(String(characters[count]), size: size)
      if used + w > budget { break }
      used += w
      count += 1
    }
    // A break within the last third of what fits: after a space.
    if let cut = (max(1, count * 2 / 3)..<max(1, count)).reversed().first(where: { characters[$0 - 1] == " " }) {
      count = cut
    }
    var kept = String(characters[..<count])
    while kept.last == " " { kept.removeLast() }
    return kept + "…"
  }

  /// A value as one line of text: newlines as ⏎, other control characters (which XML cannot hold) as U+FFFD.
  private func display(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.map { scalar -> Unicode.Scalar in
      if scalar == "\n" { return "⏎" }
      if scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F { return "\u{FFFD}" }
      return scalar
    }))
  }

  private func f(_ v: Double) -> String {
    let r = (v * 10).rounded() / 10
    return r == r.rounded() ? String(Int(r)) : String(r)
  }

  private func escape(_ s: String) -> String {
    var out = ""
    for ch in display(s) {
      switch ch {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      default: out.append(ch)
      }
    }
    return out
  }
}
