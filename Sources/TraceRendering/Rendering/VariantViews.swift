import AsyncSimulation

/// The views that play the same part in two runs of a scenario's variants: `DebouncedSearch` with
/// `cancellation=handled`, `SearchIgnoringCancellation` with `ignored`. `compare` matches their events as one view's,
/// so the events it lists differ in what happened, not in a type's name.
package struct VariantViews: Sendable {
  /// Pairs of view names, the first run's then the second's, that differ.
  package var pairs: [(first: String, second: String)]

  /// The views of `first` and `second` paired in the order they first appear; a pair is kept only when its names
  /// differ and neither name appears in the other run (then it is another view, not a variant of one).
  package init(_ first: Trace, _ second: Trace) {
    let a = Self.appearing(first), b = Self.appearing(second)
    pairs = zip(a, b).filter { $0 != $1 && !b.contains($0) && !a.contains($1) }.map { (first: $0, second: $1) }
  }

  /// The distinct names of the views that appear in `trace`, in the order they first do.
  package static func appearing(_ trace: Trace) -> [String] {
    var names: [String] = []
    for event in trace.body where event.kind == .appear {
      if let name = event.name ?? event.text, !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// `line` of the second run with each paired name written as the first run's, whole identifiers only
  /// (`SearchIgnoringCancellation.query` → `DebouncedSearch.query`, never inside a longer name).
  package func asFirst(_ line: String) -> String {
    var text = line
    for pair in pairs { text = Self.replacingIdentifier(pair.second, with: pair.first, in: text) }
    return text
  }

  /// `text` with every occurrence of the identifier `name` that is not part of a longer identifier replaced.
  package static func replacingIdentifier(_ name: String, with replacement: String, in text: String) -> String {
    guard !name.isEmpty, text.contains(name) else { return text }
    func isIdentifier(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
    var out = ""
    var from = text.startIndex
    while let found = text.range(of: name, range: from..<text.endIndex) {
      let before = found.lowerBound > text.startIndex ? text[text.index(before: found.lowerBound)] : nil
      let after = found.upperBound < text.endIndex ? text[found.upperBound] : nil
      let whole = !(before.map(isIdentifier) ?? false) && !(after.map(isIdentifier) ?? false)
      out += text[from..<found.lowerBound]
      out += whole ? replacement : name
      from = found.upperBound
    }
    return out + text[from...]
  }
}
