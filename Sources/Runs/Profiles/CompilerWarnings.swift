import TextBase
import ProjectProfiles
import TerminalIO

/// The compiler's warnings as a run shows them: the first few in full (at the user's lines, with their notes), then
/// one line with how many there were. In Swift 5 mode (the xcode26-app profile) Xcode reports the data-race
/// diagnostics that Swift 6 mode makes errors as warnings and builds the app; asyncplay does the same and runs it, so
/// a file written for Xcode may bring dozens of them — the first ones say what they are about.
package enum CompilerWarnings {
  /// How many warnings are shown in full.
  package static let shown = 3

  /// `text` (the compiler's rewritten output of a compile that succeeded) cut to its first ``shown`` warnings and a
  /// count; empty when there is no warning.
  package static func summarized(_ text: String, project: ProjectSettings, language: Language,
                         width: Int = REPLTerminal.columns()) -> String {
    let blocks = DiagnosticBlocks.split(text)
    // A warning's notes belong to it: a block is a warning's when the last header before it was a warning's.
    var warnings: [String] = []
    var headers: [DiagnosticBlocks.Header] = []
    var inWarning = false
    for block in blocks {
      guard let header = block.header else {
        if inWarning { warnings[warnings.count - 1] += block.text }
        continue
      }
      if header.severity == "warning" {
        warnings.append(block.text)
        headers.append(header)
        inWarning = true
      } else if header.severity == "note" || header.severity == "remark", inWarning {
        warnings[warnings.count - 1] += block.text
      } else {
        inWarning = false
      }
    }
    guard let first = headers.first else { return "" }
    // The compiler's closing links to its educational notes (`[#ActorIsolatedCall]: <https://…>`) come after the
    // last diagnostic: the ones the shown warnings name are kept, after them.
    let isFootnote = { (line: Substring) in line.hasPrefix("[#") && line.contains("]: <") }
    let footnotes = text.split(separator: "\n").filter(isFootnote)
    var out = warnings.prefix(shown).joined().split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !isFootnote($0) }.joined(separator: "\n")
    while out.hasSuffix("\n\n") { out.removeLast() }
    if !out.hasSuffix("\n") { out += "\n" }
    var named: [Substring] = []
    for footnote in footnotes where !named.contains(footnote) {
      let tag = footnote.prefix { $0 != ":" }
      if out.contains(tag) { named.append(footnote) }
    }
    if !named.isEmpty { out += "\n" + named.joined(separator: "\n") + "\n" }
    let count = warnings.count
    let at = "\(first.file):\(first.line)"
    let more = count > shown
      ? language.pick("（上面是前 \(shown) 个）", ", the first \(shown) above")
      : ""
    var line = language.pick("⚠ \(count) 个编译警告\(more)，第一个在 \(at)",
                             "⚠ \(count) compiler warning\(count == 1 ? "" : "s")\(more); the first at \(at)")
    if project.languageMode == .swift5 {
      line += language.pick("。Swift 5 模式（\(project.name)）下数据竞争的诊断是警告，和 Xcode 一样照常运行；Swift 6 模式下是错误。",
                            ". In Swift 5 mode (\(project.name)) data-race diagnostics are warnings, as in "
                              + "Xcode, and the app runs; Swift 6 mode makes them errors.")
    }
    out += REPLWrap.lines(line, width: width).joined(separator: "\n") + "\n"
    return out
  }
}
