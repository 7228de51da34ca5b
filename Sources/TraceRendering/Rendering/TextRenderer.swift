import AsyncSimulation
import TextBase
import ProjectProfiles

/// Renders a trace as text: one line per event, then a summary line, then the report of a run that did not finish.
///
/// ```text
/// [    0 ms] main    started
/// [    0 ms] main    sleeps until 300 ms
/// [  300 ms] main    woke
/// done at 300 ms · 1 task · 0 cancelled
/// ```
///
/// In a run that records executors, each event's executor follows the task: `[main]` or `[default]`. Long runs of
/// identical periodic events fold into one line (``PeriodicFolds``):
///
/// ```text
/// [   80 ms] display woke
/// [   80 ms] display sleeps until 96 ms
/// [   96 ms] display ↻ repeats every 16 ms, 27 times, through 528 ms: woke · sleeps 16 ms
/// [  544 ms] display woke
/// ```
///
/// It reads only the trace: the same trace always renders to the same text.
public struct TextRenderer: Sendable {
  /// The language of the words.
  public var language: Language
  /// Colours (or none).
  public var palette: Palette
  /// The terminal's width: an event's text wider than the room after its time and task wraps under itself (nil: no
  /// wrapping, as `asyncplay run` prints a trace).
  public var width: Int?

  /// A renderer in `language`, coloured with `palette`, wrapping event texts to `width` columns when given.
  public init(language: Language, palette: Palette = .plain, width: Int? = nil) {
    self.language = language
    self.palette = palette
    self.width = width
  }

  private var words: EventWords { EventWords(language: language) }

  /// The whole rendering, every line ending in a newline.
  public func render(_ trace: Trace) -> String {
    let body = trace.body
    var header = ""
    if let profile = trace.done?.profile {
      // A run of compiled files first names the project settings they were compiled with.
      let text = ProjectSettings(named: profile)?.header(language) ?? language.pick("配置 ", "profile ") + profile
      for line in REPLWrap.lines(text, width: width ?? TerminalText.defaultColumns) {
        header += palette.paint(line, .dim) + "\n"
      }
    }
    let columns = TraceColumns(body, width: width)
    var out = header + lines(for: Array(body), in: 0..<body.count, columns: columns, folding: true)
    out += palette.paint(summary(trace), .bold) + "\n"
    if trace.outcome != .finished, let report = trace.done?.report, !report.isEmpty {
      let style: Palette.Style = trace.outcome == .budget ? .yellow : .red
      for line in RunReportText.localized(report, language).split(separator: "\n", omittingEmptySubsequences: false) {
        out += palette.paint(String(line), style) + "\n"
      }
    }
    return out
  }

  /// The summary line: when the last event happened, how many tasks ran, how many were cancelled.
  public func summary(_ trace: Trace) -> String {
    let tasks = trace.done?.tasks ?? Set(trace.body.compactMap { $0.kind == .taskStart ? $0.task : nil }).count
    let cancelled = trace.done?.cancelled ?? trace.body.filter { $0.kind == .cancel }.count
    return words.summary(endNanos: trace.endNanos, tasks: tasks, cancelled: cancelled,
                         finished: trace.outcome == .finished, crashed: trace.outcome == .crashed)
  }

  /// The lines of `events[range]`; with `folding`, long runs of identical periodic events within the range are one
  /// line each (``PeriodicFolds``).
  package func lines(for events: [TraceEvent], in range: Range<Int>, columns: TraceColumns, folding: Bool) -> String {
    let shown = Array(events[range])
    let folds = folding ? PeriodicFolds(shown).folds : []
    var out = ""
    var index = 0, nextFold = 0
    while index < shown.count {
      if nextFold < folds.count, folds[nextFold].range.lowerBound == index {
        // The fold's line carries the time and task of its first event; it ran on no one executor.
        var first = shown[index]
        first.executor = nil
        out += lines(for: first, columns: columns, text: (words.folded(folds[nextFold], in: shown), .dim))
        index = folds[nextFold].range.upperBound
        nextFold += 1
      } else {
        out += lines(for: shown[index], columns: columns)
        index += 1
      }
    }
    return out
  }

  /// The line (or lines, for screens and multi-line prints) of one event. In a trace that records executors
  /// (`columns.executor`) an event without one (a wake) leaves the executor column blank, so the texts still line
  /// up. With a ``width``, a text wider than the room after the columns wraps under itself, and a screen whose lines
  /// do not fit there is drawn from the left margin (its box lines wrapped inside the box if they still do not fit).
  package func lines(for event: TraceEvent, columns: TraceColumns,
                     text described: (String, Palette.Style?)? = nil) -> String {
    let time = Milliseconds.format(event.nanos)
    let stamp = "[" + String(repeating: " ", count: max(columns.time - time.count, 0)) + time + " ms]"
    var prefix = palette.paint(stamp, .dim) + " " + DisplayWidth.pad(columns.label(event.task), to: columns.task) + " "
    var indent = String(repeating: " ", count: columns.time + 5 + columns.task + 2)
    if columns.executor || event.executor != nil {
      // Only runs that record executors have them; the tag has one width, so the texts after it line up.
      let tag = event.executor.map(words.executor) ?? ""
      prefix += palette.paint(DisplayWidth.pad(tag, to: words.executorWidth), .dim) + " "
      indent += String(repeating: " ", count: words.executorWidth + 1)
    }
    let (text, style) = described ?? describe(event)
    if event.kind == .screen, described == nil {
      return prefix + palette.paint(words.screen, style) + "\n" + screenLines(event.text ?? "", indent: indent)
    }
    // What a scenario (or a student's code) printed is shown, not obeyed: an escape sequence in it must not clear
    // the screen or move the cursor.
    var textLines = text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { ControlCharacters.escaped(String($0)) }
    if let width {
      let room = width - DisplayWidth.of(indent)
      textLines = textLines.flatMap { DisplayWidth.of($0) > room ? REPLWrap.lines($0, width: room) : [$0] }
    }
    var out = prefix + palette.paint(textLines[0], style) + "\n"
    for line in textLines.dropFirst() {
      out += indent + palette.paint(line, style) + "\n"
    }
    return out
  }

  /// A screen's lines, each behind `│`, under the event's text (`indent`). With a ``width``: when a line does not
  /// fit there, the whole screen is drawn from two columns in, so that its box stays one drawing; a line that does
  /// not fit even then is wrapped, its continuation behind the same `│`.
  package func screenLines(_ screen: String, indent: String) -> String {
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
      .map { ControlCharacters.escaped(String($0)) }
    var lead = indent
    var room = Int.max
    if let width {
      let widest = lines.reduce(0) { max($0, DisplayWidth.of($1)) }
      if DisplayWidth.of(indent) + 2 + widest > width { lead = "  " }
      room = max(width - DisplayWidth.of(lead) - 2, 10)
    }
    var out = ""
    let bar = palette.paint("│", .dim)
    for line in lines {
      let parts = DisplayWidth.of(line) > room ? REPLWrap.lines(line, width: room) : [line]
      for part in parts { out += lead + bar + " " + part + "\n" }
    }
    return out
  }

  /// What happened, in words, and its colour.
  package func describe(_ event: TraceEvent) -> (String, Palette.Style?) {
    switch event.kind {
    case .taskStart: (words.started(label: event.label, parent: event.parent), .green)
    case .sleep: (words.sleeps(until: event.untilNanos), .blue)
    case .work: (words.works(until: event.untilNanos), .blue)
    case .block: (words.blocks(until: event.untilNanos), .red)
    case .wake: (words.woke(outcome: event.outcome), event.outcome == "cancelled" ? .yellow : .cyan)
    case .ready: (ThreadWords(language: words.language).readyWaiting(for: event.waitingFor), .red)
    case .cancel: (CancelCauseWords(language: words.language).cancelled(by: event.by), .yellow)
    case .taskEnd: (words.finished(outcome: event.outcome), .green)
    case .state: ("\(event.name ?? "?"): \(event.from ?? "?") → \(event.to ?? "?")", .magenta)
    case .print: (event.text ?? "", nil)
    case .screen: (event.text ?? "", .cyan)
    case .wait: (words.waits(in: event.label), .blue)
    case .resume: (words.resumed(outcome: event.outcome), .cyan)
    case .runtimeWarning: (words.runtimeWarning(event.text ?? ""), .red)
    case .log: (words.logged(event.text, level: event.level, logger: event.label),
                event.level == "error" || event.level == "fault" ? .red : event.level == "debug" ? .dim : nil)
    case .appear: (words.appears(event.name), .green)
    case .disappear: (words.disappears(event.name), .yellow)
    case .action: (words.userAction(event.text), .bold)
    case .data: (DataEventText.label(event.text), .blue)
    case .request: (words.request(event.label, outcome: event.outcome), event.outcome == nil ? .blue : .cyan)
    case .done: (event.outcome ?? "", .dim)
    }
  }
}
