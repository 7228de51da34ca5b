import TextBase

/// The exercise files' one piece of markup: a comment line written `//zh …` or `//en …` (no space after the
/// slashes) is in one language. The student's copy keeps the lines of their language as ordinary `// …` comments
/// and drops the others; every other line is kept as it is.
///
/// ```swift
/// //zh 每敲一个字母，query 就变一次。
/// //en Every letter typed changes query.
/// host.task(id: { model.query }) { query in
/// ```
package enum ExerciseTemplate {
  /// The markers, by language.
  package static func marker(_ language: Language) -> String { "//" + language.rawValue }

  /// `text` for a student reading `language`.
  package static func render(_ text: String, language: Language) -> String {
    var out: [Substring] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let indent = line.prefix { $0 == " " || $0 == "\t" }
      let rest = line.dropFirst(indent.count)
      if let tagged = Language.allCases.first(where: { isTagged(rest, $0) }) {
        guard tagged == language else { continue }
        let words = rest.dropFirst(marker(tagged).count)
        out.append(indent + "//" + words)
      } else {
        out.append(line)
      }
    }
    return out.joined(separator: "\n")
  }

  /// Whether `line` (without its indentation) is a comment line in `language`.
  package static func isTagged(_ line: Substring, _ language: Language) -> Bool {
    let tag = marker(language)
    guard line.hasPrefix(tag) else { return false }
    let after = line.dropFirst(tag.count)
    return after.isEmpty || after.first == " "
  }

  /// The first line of every workspace file: which exercise it is (so `check FILE` knows) and how to check it.
  package static func header(for exercise: Exercise, language: Language) -> String {
    language.pick("// asyncplay exercise \(exercise.id) — 改好后运行 asyncplay check \(exercise.id)（或在 playground 里输入 check）",
                  "// asyncplay exercise \(exercise.id) — when you have fixed it, run asyncplay check \(exercise.id) "
                    + "(or type check in the playground)")
  }

  /// The exercise a file's first line names, if it is an exercise file.
  package static func exerciseID(inFirstLineOf text: String) -> String? {
    let first = text.prefix { $0 != "\n" }
    let prefix = "// asyncplay exercise "
    guard first.hasPrefix(prefix) else { return nil }
    let id = first.dropFirst(prefix.count).prefix { $0 != " " }
    return id.isEmpty ? nil : String(id)
  }

  /// The starting file as written into the workspace: the header, then the rendered start.
  package static func startingFile(_ exercise: Exercise, language: Language) -> String {
    header(for: exercise, language: language) + "\n" + render(exercise.start, language: language)
  }
}
