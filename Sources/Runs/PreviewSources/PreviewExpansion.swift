/// How a preview's `#Preview`s are compiled without the macro plugin: each one at file scope becomes, on its own
/// line, a global that the call `SwiftUI._PreviewRegistration.declared` initialises with the preview's name and body.
///
/// ```
/// #Preview("Loaded") {                                   // the student's line 45 of the first file
/// nonisolated(unsafe) let __asyncplayPreview_0_45 = SwiftUI._PreviewRegistration.declared("Loaded") {
/// ```
///
/// The name, the trailing closure and everything after `#Preview` stay as written, so the body is type-checked as the
/// macro's (a `@ViewBuilder` closure on the main actor) and keeps its lines. Why not the macro: expanding it started the
/// `SwiftUIMacros` plugin's process for every compile (a tenth of the frontend's time on a 45-line view, see
/// Benchmarks/README.md); now it starts only for the macros the text does not cover (`@Entry`).
///
/// A diagnostic on a rewritten line is given back its column and the line as the student wrote it
/// (``restore(_:file:lines:)``).
package enum PreviewExpansion {
  /// The global the `#Preview` at `line` (the student's) of the `file`th file becomes.
  package static func global(file: Int, line: Int) -> String { "__asyncplayPreview_\(file)_\(line)" }

  /// What replaces the `#Preview` token.
  package static func replacement(file: Int, line: Int) -> String {
    "nonisolated(unsafe) let \(global(file: file, line: line)) = SwiftUI._PreviewRegistration.declared"
  }

  /// How many columns a rewritten line's text after `#Preview` moved right.
  package static func shift(file: Int, line: Int) -> Int {
    replacement(file: file, line: line).count - "#Preview".count
  }

  /// `text` (the `file`th file's) with its file-scope `#Preview`s rewritten, and the student's lines that changed
  /// with their text as written.
  package static func expand(_ text: String, file: Int) -> (text: String, lines: [Int: Substring]) {
    let previews = SwiftSourceOutline(source: text).previews
    guard !previews.isEmpty else { return (text, [:]) }
    let scalars = Array(text.unicodeScalars)
    let originals = text.split(separator: "\n", omittingEmptySubsequences: false)
    var out = String.UnicodeScalarView()
    var next = 0
    var lines: [Int: Substring] = [:]
    for preview in previews where scalars.indices.contains(preview.offset) {
      out.append(contentsOf: scalars[next..<preview.offset])
      out.append(contentsOf: replacement(file: file, line: preview.line).unicodeScalars)
      next = preview.offset + "#Preview".unicodeScalars.count
      if originals.indices.contains(preview.line - 1) { lines[preview.line] = originals[preview.line - 1] }
    }
    out.append(contentsOf: scalars[next...])
    return (String(out), lines)
  }

  /// Whether `text` still needs the macro plugin once its `#Preview`s are rewritten: it uses another of the plugin's
  /// macros, or a `#Preview` the rewrite does not cover (not at file scope: the compiler says what is wrong with it).
  package static func needsPlugin(_ text: String) -> Bool {
    let tokens = SwiftTokenizer.tokens(text)
    var pounds = 0
    for token in tokens {
      if token.kind == .attribute && pluginAttributes.contains(token.text) { return true }
      if token.kind == .pound && token.text == "Preview" { pounds += 1 }
    }
    guard pounds > 0 else { return false }
    // The file-scope ones, as the rewrite finds them, read from the same tokens.
    var reader = SwiftOutlineReader(tokens: tokens)
    reader.read()
    return pounds != reader.previews.count
  }

  /// The attached macros of the `SwiftUIMacros` plugin (its `#Preview` is rewritten, see above).
  package static let pluginAttributes: Set<String> = [
    "Entry", "Model", "Attribute", "Relationship", "Transient", "ModelActor",
  ]

  /// Compiler output with the rewritten lines of the copy named `file` (the `index`th) given back as the student
  /// wrote them: every excerpt shows the line as written, the markers under it move left with its text, and a
  /// diagnostic on such a line gets its column back (the `#`'s, when it pointed into the replacement).
  package static func restore(_ output: String, file: String, index: Int, lines: [Int: Substring]) -> String {
    guard !lines.isEmpty, !output.isEmpty else { return output }
    var text = ""
    for block in DiagnosticBlocks.split(output) {
      guard var header = block.header, header.file == file else {
        text += block.text
        continue
      }
      var blockLines = block.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      if block.text.hasSuffix("\n") { blockLines.removeLast() }
      if lines[header.line] != nil {
        header.column -= min(shift(file: index, line: header.line), header.column - 1)
        blockLines[0] = header.text
      }
      // How far the markers under the excerpt line being read move left (nil: not under a rewritten line).
      var moved: Int?
      for position in blockLines.indices.dropFirst() {
        let line = blockLines[position]
        guard let bar = line.range(of: " | ") ?? line.range(of: " |", options: .anchored) else { continue }
        let number = Int(line[..<bar.lowerBound].trimmingCharacters(in: .whitespaces))
        if let number {
          moved = nil
          guard let original = lines[number] else { continue }
          blockLines[position] = String(line[..<bar.upperBound]) + original
          let shift = shift(file: index, line: number)
          moved = number == block.header?.line ? min(shift, (block.header?.column ?? 1) - 1) : shift
        } else if let moved {
          let rest = line[bar.upperBound...]
          let spaces = rest.prefix { $0 == " " }.count
          blockLines[position] = String(line[..<bar.upperBound]) + rest.dropFirst(min(spaces, moved))
        }
      }
      text += blockLines.joined(separator: "\n") + "\n"
    }
    return text
  }
}
