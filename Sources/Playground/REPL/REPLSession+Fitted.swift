import TextBase

extension REPLSession {
  /// One paragraph as the session prints it: wrapped to the terminal's width (continuation lines indented by
  /// `indent`), each line painted in `style` after wrapping, so that escape sequences take no room; every line ends
  /// in a newline.
  func fitted(_ text: String, _ style: Palette.Style? = nil, indent: Int = 0) -> String {
    REPLWrap.hanging(text, first: "", indent: indent, width: columns()).split(separator: "\n")
      .map { palette.paint(String($0), style) + "\n" }.joined()
  }
}
