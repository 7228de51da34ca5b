import Foundation

/// Where the user's files assign a property: `repos = …`, `self.repos = …`, `repos += …`, `repos.append(…)` — the
/// lines a finding about `RepoSearch.repos` points at. A declaration (`var repos = []`) is not a write. The trace
/// names the property, not the line that wrote it, so the lines are read from the files the run was compiled from.
package struct PropertyWriteLines {
  /// The files, as the user named them, with their text.
  package let files: [(name: String, text: String)]

  package init(files: [(name: String, text: String)]) { self.files = files }

  /// `RepoSearch.swift:17` for each line that writes `property` (its last component after the type's name), at most
  /// three, in file order.
  package func places(of property: String) -> [String] {
    let name = property.split(separator: ".").last.map(String.init) ?? property
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return [] }
    var places: [String] = []
    for file in files {
      for (index, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      where Self.writes(name, in: String(line)) {
        places.append("\(file.name.split(separator: "/").last.map(String.init) ?? file.name):\(index + 1)")
      }
    }
    return Array(places.prefix(3))
  }

  /// Whether `line` (code, before any `//` comment) assigns or mutates `name`.
  package static func writes(_ name: String, in line: String) -> Bool {
    let code = line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? line
    var search = code.startIndex
    while let found = code.range(of: name, range: search..<code.endIndex) {
      search = found.upperBound
      // A whole word: not part of a longer name.
      if found.lowerBound > code.startIndex {
        let before = code[code.index(before: found.lowerBound)]
        if before.isLetter || before.isNumber || before == "_" || before == "$" { continue }
        // `model.repos = …` writes someone's repos too; `self.repos` is the usual case.
      }
      if let after = code[found.upperBound...].first, after.isLetter || after.isNumber || after == "_" { continue }
      let head = code[..<found.lowerBound].trimmingCharacters(in: .whitespaces)
      if head.hasSuffix("var") || head.hasSuffix("let") { continue }
      let rest = code[found.upperBound...].drop { $0 == " " }
      if rest.hasPrefix("==") { continue }
      if rest.hasPrefix("=") || rest.hasPrefix("+=") || rest.hasPrefix("-=") || rest.hasPrefix(".append(")
        || rest.hasPrefix(".insert(") || rest.hasPrefix(".remove") || rest.hasPrefix(".toggle()") {
        return true
      }
    }
    return false
  }
}
