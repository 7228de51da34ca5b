// Mirrors: nothing of Apple's: the module's own machinery, no Apple API
// SDK: iOS 26 SDK
// Status: internal
import TextBase

/// Draws screen elements as the text of a `screen` event: stable, plain, readable in a transcript.
///
/// ```
/// ‹ 首页                    ← the back button of a pushed screen (the previous screen's title)
/// 文章 [Reload]              ← navigation title and toolbar buttons
/// 🔍 swift                  ← the search field (its prompt while empty)
/// • swift 的结果 A           ← list rows
/// ```
enum TextScreen {
  /// The text of a whole screen (its bar items on top).
  static func render(_ elements: [ScreenElement], language: Language) -> String {
    lines(of: [.screen(elements)], language: language).joined(separator: "\n")
  }

  /// The lines of `elements`, one below the other.
  static func lines(of elements: [ScreenElement], language: Language) -> [String] {
    var out: [String] = []
    for element in elements { out += lines(of: element, language: language) }
    return out
  }

  private static func lines(of element: ScreenElement, language: Language) -> [String] {
    switch element {
    case .line(let text):
      return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    case .stack(let inner):
      return lines(of: inner, language: language)
    case .inline(let inner):
      let parts = inner.map { lines(of: $0, language: language) }.filter { !$0.isEmpty }
      if parts.allSatisfy({ $0.count == 1 }) {
        let joined = parts.map { $0[0] }.filter { !$0.isEmpty }.joined(separator: " ")
        return joined.isEmpty ? [] : [joined]
      }
      return parts.flatMap { $0 }
    case .list(let rows):
      return rows.flatMap { rowLines($0, language: language) }
    case .section(let header, let rows, let footer):
      var out: [String] = []
      let head = lines(of: header, language: language)
      if !head.isEmpty { out.append("── " + head.joined(separator: " ") + " ──") }
      out += rows.flatMap { rowLines($0, language: language) }
      out += lines(of: footer, language: language).map { "  " + $0 }
      return out
    case .box(let inner):
      return boxed(lines(of: inner, language: language))
    case .bar:
      return []  // drawn at the top of its screen
    case .screen(let inner):
      var bars: [ScreenElement.BarItem] = []
      collectBars(inner, into: &bars)
      var out: [String] = []
      for case .back(let title) in bars { out.append("‹ " + title) }
      // The title line: leading toolbar items, the title, then the other items (`[Cancel] Edit [Save]`).
      func toolbarLines(_ wanted: ToolbarSide) -> [String] {
        var items: [String] = []
        for case .toolbar(let elements, let side) in bars where side == wanted {
          items += elements.flatMap { lines(of: $0, language: language) }.filter { !$0.isEmpty }
        }
        return items
      }
      var titleLine = toolbarLines(.leading)
      for case .title(let title) in bars { titleLine.append(title) }
      titleLine += toolbarLines(.trailing)
      if !titleLine.isEmpty { out.append(titleLine.joined(separator: " ")) }
      for case .search(let text, let prompt) in bars {
        out.append("🔍 " + (text.isEmpty ? prompt : text))
      }
      out += lines(of: inner, language: language)
      let bottomBar = toolbarLines(.bottom)
      if !bottomBar.isEmpty { out.append(bottomBar.joined(separator: " ")) }
      for case .presentation(let presented) in bars { out += boxed(lines(of: presented, language: language)) }
      return out
    case .button(let label):
      return ["[" + lines(of: label, language: language).joined(separator: " ") + "]"]
    case .spacing:
      return []
    }
  }

  /// A row of a list: `• ` before its first line, continuation lines indented; sections keep their own layout.
  private static func rowLines(_ row: ScreenElement, language: Language) -> [String] {
    if case .section = row { return lines(of: row, language: language) }
    if case .spacing = row { return [] }
    let body = lines(of: row, language: language)
    guard let first = body.first else { return [] }
    return ["• " + first] + body.dropFirst().map { "  " + $0 }
  }

  /// The bar items of a screen, outside nested screens, in tree order.
  static func collectBars(_ elements: [ScreenElement], into bars: inout [ScreenElement.BarItem]) {
    for element in elements {
      switch element {
      case .bar(let item): bars.append(item)
      case .stack(let inner), .inline(let inner), .list(let inner), .box(let inner), .button(let inner):
        collectBars(inner, into: &bars)
      case .section(let header, let rows, let footer): collectBars(header + rows + footer, into: &bars)
      case .screen, .line, .spacing: continue
      }
    }
  }

  /// `lines` in a frame as wide as the widest line (East Asian wide characters count two columns).
  static func boxed(_ lines: [String]) -> [String] {
    let width = lines.map(DisplayWidth.of).max() ?? 0
    var out = ["┌" + String(repeating: "─", count: width + 2) + "┐"]
    for line in lines {
      out.append("│ " + line + String(repeating: " ", count: width - DisplayWidth.of(line)) + " │")
    }
    out.append("└" + String(repeating: "─", count: width + 2) + "┘")
    return out
  }
}
