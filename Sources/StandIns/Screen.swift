/// What a simulated view shows: a few lines of text standing in for SwiftUI controls.
public struct Screen: Equatable, Sendable, CustomStringConvertible {
  /// The lines, top to bottom.
  public var lines: [String]

  /// A screen of the given lines.
  public init(lines: [String]) { self.lines = lines }

  /// `ProgressView(title)`: a spinner with a title.
  public static func progress(_ title: String) -> Screen { Screen(lines: ["⟳ " + title]) }

  /// `List(rows)`: one line per row.
  public static func list(_ rows: [String]) -> Screen { Screen(lines: rows.map { "• " + $0 }) }

  /// `ContentUnavailableView(title)`: an empty-state placeholder, in brackets of the title's script (full-width
  /// around Chinese text, as Chinese typesetting has them).
  public static func unavailable(_ title: String) -> Screen {
    Screen(lines: [isChinese(title) ? "（" + title + "）" : "(" + title + ")"])
  }

  /// A failure placeholder with a message and a button; the colon after the title is full-width after Chinese
  /// (`加载失败：网络连接已断开`).
  public static func failure(_ title: String, message: String, button: String) -> Screen {
    Screen(lines: ["⚠ " + title + (isChinese(title) ? "：" : ": ") + message, "[" + button + "]"])
  }

  /// Whether `text` holds Chinese characters or full-width forms.
  private static func isChinese(_ text: String) -> Bool {
    text.unicodeScalars.contains { (0x3000...0x9FFF).contains($0.value) || (0xFF00...0xFFEF).contains($0.value) }
  }

  /// This screen with `other` below it.
  public func above(_ other: Screen) -> Screen { Screen(lines: lines + other.lines) }

  /// The lines joined by newlines.
  public var description: String { lines.joined(separator: "\n") }
}

/// A stand-in for a SwiftUI `View`: its `body` says what the screen shows for the model's current state.
@MainActor
public protocol SimulatedView {
  /// What the view shows now.
  var body: Screen { get }
}
