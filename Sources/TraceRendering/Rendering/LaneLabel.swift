import TextBase

/// Fits the names of a timeline's lanes into its name column so that lanes stay told apart: what differs between
/// names is kept, what they share goes first.
///
/// - A task started by a modifier, `.task(id: "swift") in DebouncedSearch`, keeps its modifier and id and drops the
///   view (`.task(id: "swift")`), which has its own lane below.
/// - A state property, `DebouncedSearch.results`, keeps its end: `…Search.results`, so `query` and `results` of one
///   view never read the same.
/// - Anything else, or a shortened name that would read like another lane's, keeps both of its ends with `…` between
///   (`.task(id: "s…wift")`).
package enum LaneLabel {
  /// The shown text of each of `names` in `columns` display columns; names that fit are unchanged. `states` are the
  /// names that are state properties.
  package static func fit(_ names: [String], states: Set<String>, to columns: Int,
                          ellipsis: Character) -> [String: String] {
    var shown: [String: String] = [:]
    for name in names where DisplayWidth.of(name) > columns {
      shown[name] = shortened(name, state: states.contains(name), to: columns, ellipsis: ellipsis)
    }
    // Two lanes must not read the same: those that would fall back to keeping both ends of the whole name.
    var readers: [String: [String]] = [:]
    for name in names { readers[shown[name] ?? name, default: []].append(name) }
    for name in names {
      let text = shown[name] ?? name
      guard let same = readers[text], same.count > 1, shown[name] != nil else { continue }
      shown[name] = TimelineRenderer.elided(name, to: columns, ellipsis: ellipsis)
    }
    return shown
  }

  /// `name` shortened to `columns` by the rules above (before telling lanes apart).
  package static func shortened(_ name: String, state: Bool, to columns: Int, ellipsis: Character) -> String {
    guard columns >= 2 else { return String(ellipsis) }
    if state {
      // Keep the end: the property, then as much of the type as fits.
      var tail = ""
      for character in name.reversed() {
        guard DisplayWidth.of(tail) + DisplayWidth.of(character) + DisplayWidth.of(ellipsis) <= columns else { break }
        tail.insert(character, at: tail.startIndex)
      }
      return String(ellipsis) + tail
    }
    if let split = name.range(of: " in ", options: .backwards) {
      let modifier = String(name[..<split.lowerBound])
      return DisplayWidth.of(modifier) <= columns
        ? modifier : TimelineRenderer.elided(modifier, to: columns, ellipsis: ellipsis)
    }
    return TimelineRenderer.elided(name, to: columns, ellipsis: ellipsis)
  }
}
