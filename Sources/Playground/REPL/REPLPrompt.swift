import TextBase

/// The prompt, coloured when the palette colours: `asyncplay` in bold, the scenario and time in cyan.
enum REPLPrompt {
  /// `plain` (as ``REPLSession/prompt`` writes it) with colour. For libedit, `forLineEditor` wraps every escape
  /// sequence in `\u{01}` so that it does not count towards the prompt's width.
  static func styled(_ plain: String, palette: Palette, forLineEditor: Bool) -> String {
    guard palette.enabled, plain.hasPrefix("asyncplay") else { return plain }
    func paint(_ text: String, _ style: Palette.Style) -> String {
      let painted = palette.paint(text, style)
      guard forLineEditor, painted != text else { return painted }
      // Palette wraps text as ESC[<code>m … ESC[0m; mark both sequences as invisible.
      let open = "\u{1B}[\(style.rawValue)m", close = "\u{1B}[0m"
      return "\u{01}" + open + "\u{01}" + text + "\u{01}" + close + "\u{01}"
    }
    var rest = plain.dropFirst("asyncplay".count)
    var out = paint("asyncplay", .bold)
    if rest.hasPrefix(" ["), let close = rest.firstIndex(of: "]") {
      out += " " + paint(String(rest[rest.index(after: rest.startIndex)...close]), .cyan)
      rest = rest[rest.index(after: close)...]
    }
    return out + rest
  }
}
