import AsyncSimulation
import Foundation
import TextBase

/// Renders a run as Markdown: a heading, the parameters, a table of events and the summary — for course notes and
/// issue reports.
public struct MarkdownRenderer: Sendable {
  /// The heading, e.g. the scenario's name.
  public var title: String
  /// The run's parameters as `name=value`.
  public var parameters: [String]
  /// The language of the event words.
  public var language: Language

  /// A renderer for one run.
  public init(title: String, parameters: [String], language: Language) {
    self.title = title
    self.parameters = parameters
    self.language = language
  }

  /// The Markdown document.
  public func render(_ trace: Trace) -> String {
    let text = TextRenderer(language: language)
    var out = "# \(title)\n\n"
    if !parameters.isEmpty {
      out += parameters.map { "`\($0)`" }.joined(separator: " ") + "\n\n"
    }
    out += language == .zh ? "| 时间 (ms) | 任务 | 发生了什么 |\n|---:|---|---|\n" : "| t (ms) | task | what happened |\n|---:|---|---|\n"
    for event in trace.body {
      let (what, _) = text.describe(event)
      let cell = event.kind == .screen
        ? (language == .zh ? "屏幕：" : "screen: ") + (event.text ?? "").split(separator: "\n").joined(separator: " ⏎ ")
        : what
      out += "| \(Milliseconds.format(event.nanos)) | \(escape(event.task ?? "–")) | \(escape(cell)) |\n"
    }
    out += "\n**\(text.summary(trace))**\n"
    if trace.outcome != .finished, let report = trace.done?.report {
      out += "\n```\n\(RunReportText.localized(report, language))\n```\n"
    }
    return out
  }

  /// Keeps a table cell on one line and its pipes literal.
  private func escape(_ s: String) -> String {
    s.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ⏎ ")
  }
}
