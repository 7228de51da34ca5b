/// The app's lines in a child run's trace: the engine marks where the app's code made a platform call (Dispatch, a
/// timer) with ` @@site:OFFSET:IMAGE@@` (``Simulation/marksCallSites``), and the parent turns each marker into
/// ` at Feed.swift:12` with the toolchain's symbolizer — or removes it when no line is known — before anything reads
/// the trace. Each site is looked up once.
package enum CallSiteMarkers {
  static let open = " @@site:"
  package static let close = "@@"

  /// `text` (the trace's JSON Lines) with every marker resolved.
  package static func resolve(in text: String, locate: (UInt, String) -> String? = Symbolizer.locate) -> String {
    guard text.contains(open) else { return text }
    var places: [String: String] = [:]
    var out = ""
    var rest = Substring(text)
    while let start = rest.range(of: open) {
      out += rest[..<start.lowerBound]
      let body = rest[start.upperBound...]
      guard let end = body.range(of: close) else {
        out += rest[start.lowerBound...]
        return out
      }
      let marker = String(body[..<end.lowerBound])
      if let known = places[marker] {
        out += known
      } else {
        let place = resolve(marker, locate: locate)
        places[marker] = place
        out += place
      }
      rest = body[end.upperBound...]
    }
    return out + rest
  }

  /// ` at Feed.swift:12` for `OFFSET:IMAGE`, or "".
  private static func resolve(_ marker: String, locate: (UInt, String) -> String?) -> String {
    guard let colon = marker.firstIndex(of: ":"), let offset = UInt(marker[..<colon], radix: 16) else { return "" }
    // The image's path sits in a JSON string, where a solidus may have been escaped.
    let image = marker[marker.index(after: colon)...].replacingOccurrences(of: "\\/", with: "/")
    // `path:line:column, in function`: the file's name and the line are what the user knows.
    guard let place = locate(offset, image), let at = place.split(separator: ",").first else { return "" }
    let parts = at.split(separator: ":")
    guard parts.count >= 2, let line = Int(parts[1]), line > 0 else { return "" }
    let file = parts[0].split(separator: "/").last.map(String.init) ?? String(parts[0])
    return " at \(file):\(line)"
  }
}
