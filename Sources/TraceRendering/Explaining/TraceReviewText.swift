import AsyncSimulation
import Scenarios
import TextBase

/// `explain`'s findings for any run, as text: a heading, then one bullet per finding — what happened, where the
/// user's files write the property (when the run was compiled from them), and the lesson that teaches the fix — or,
/// with nothing found, what was looked for. Wrapped to the width like every `explain` (``REPLWrap``).
package struct TraceReviewText {
  /// The run's events, `done` included or not.
  package let events: [TraceEvent]
  /// The files the run was compiled from (none for a scenario).
  package var sources = PropertyWriteLines(files: [])
  package let language: Language
  package let palette: Palette
  /// The width to wrap to, in columns.
  package var width = 80
  /// Whether to print the heading (a scenario's explanation has its own, and the findings follow it).
  package var heading = true
  /// Whether a run with nothing found prints nothing (after a scenario's own explanation) instead of what was looked
  /// for.
  package var quietWhenClean = false

  /// A review of `events`; the settings not given keep their defaults.
  package init(events: [TraceEvent], sources: PropertyWriteLines = PropertyWriteLines(files: []), language: Language,
               palette: Palette, width: Int = 80, heading: Bool = true, quietWhenClean: Bool = false) {
    self.events = events
    self.sources = sources
    self.language = language
    self.palette = palette
    self.width = width
    self.heading = heading
    self.quietWhenClean = quietWhenClean
  }

  /// The text, every line ending in a newline.
  package func render() -> String {
    let body = events.filter { $0.kind != .done }
    let outcome = events.last { $0.kind == .done }?.outcome
    let findings = TraceReview(events: body, outcome: outcome, language: language).findings()
    if findings.isEmpty && quietWhenClean { return "" }
    var out = ""
    if heading {
      out += palette.paint(language.pick("这次运行的轨迹里找到的问题：", "What the trace of this run shows:"), .bold) + "\n"
    }
    guard !findings.isEmpty else {
      let looked = TraceFinding.Kind.allCases.map { $0.lookedFor(language) }
      out += bullet(language.pick(
        "没有发现问题。查找了：\(looked.joined(separator: "；"))。",
        "Nothing found. Looked for: \(looked.joined(separator: "; ")).") )
      return out
    }
    for finding in findings {
      var text = finding.sentence
      if let property = finding.property {
        let places = sources.places(of: property)
        if !places.isEmpty {
          text += language.pick("写它的代码：\(places.joined(separator: "、"))。",
                                " Written at \(places.joined(separator: ", ")).")
        }
      }
      let lesson = finding.kind.lesson
      text += language.pick("怎么改：第 \(lesson.number) 课（lesson \(lesson.number)，\(lesson.id)）。",
                            " The fix: lesson \(lesson.number) (\(lesson.id)).")
      out += bullet(text)
    }
    return out
  }

  private func bullet(_ text: String) -> String {
    var out = ""
    for (index, line) in REPLWrap.lines(text, width: width - 2).enumerated() {
      out += (index == 0 ? "• " : "  ") + line + "\n"
    }
    return out
  }
}
