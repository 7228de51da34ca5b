import AsyncSimulation
import TextBase

/// The formats a run can be exported to: `json` (the JSON Lines trace), `trace` (Chrome trace-event JSON for
/// Perfetto and chrome://tracing), `svg` (the timeline for a slide) and `md` (the transcript as Markdown).
public enum ExportFormat: String, CaseIterable, Sendable {
  case json, trace, svg, md

  /// The names, for messages.
  public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

  /// The format called `name`, or a message saying what is accepted.
  public static func named(_ name: String) -> Result<ExportFormat, UsageError> {
    if let format = ExportFormat(rawValue: name) { return .success(format) }
    let match = Suggestions.closest(to: name, among: allCases.map(\.rawValue))
    return .failure(UsageError(zh: "未知的导出格式 \"\(name)\"；" + (match.map { "你是不是想输入 \($0)？" } ?? "")
                                 + "（格式：\(names)）",
                               en: "unknown export format \"\(name)\"; " + (match.map { "did you mean \($0)? " } ?? "")
                                 + "(formats: \(names))"))
  }

  /// The file's contents for `trace`, a run of `scenario` with `parameters` (`name=value`); a slide's title names
  /// the `changed` ones (see ``SlideTitle``), or only the name when there are no parameters to speak of (nil: a
  /// student's program).
  public func render(_ trace: Trace, scenario: String, parameters: [String], changed: [String]?,
                     language: Language) -> String {
    let title = ([scenario] + parameters).joined(separator: " ")
    switch self {
    case .json: return trace.jsonLines
    case .trace: return ChromeTraceRenderer(title: title).render(trace)
    case .svg:
      let title = changed.map { SlideTitle.text(scenario, changed: $0, language: language) } ?? scenario
      return SVGTimelineRenderer(title: title,
                                 language: language).render(trace)
    case .md: return MarkdownRenderer(title: title, parameters: parameters, language: language).render(trace)
    }
  }

  /// Writes an export's `text` to `path`: atomically for a regular file (see ``AtomicFile``), in place for a
  /// device or named pipe (`--export svg=/dev/stdout`). Returns nil, or the one line saying why it failed, in
  /// `language`.
  package static func write(_ text: String, to path: String, language: Language = .en) -> String? {
    do {
      try AtomicFile.write(Array(text.utf8), to: path, inPlaceForSpecialFiles: true)
      return nil
    } catch {
      return error.writing(path, language)
    }
  }
}
