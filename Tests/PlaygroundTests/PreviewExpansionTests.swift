import AsyncSimulation
@testable import Playground
import Testing
@testable import Runs

/// A preview's `#Preview`s compiled as globals (no plugin process), their lines given back in diagnostics, and the
/// diagnostics in source order.
@Suite("Preview: #Preview without the plugin")
struct PreviewExpansionTests {
  @Test("a file-scope #Preview becomes a global on its own line; strings, comments and nested ones are left alone")
  func expand() {
    let source = """
      import SwiftUI
      // #Preview in a comment
      let note = "#Preview in a string"
      #Preview("Loaded") {
        Text("a")
      }
      #Preview { Text("b") }
      """
    let expanded = PreviewExpansion.expand(source, file: 1)
    let lines = expanded.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == source.split(separator: "\n", omittingEmptySubsequences: false).count)
    #expect(lines[1] == "// #Preview in a comment")
    #expect(lines[2] == "let note = \"#Preview in a string\"")
    #expect(lines[3] == "nonisolated(unsafe) let __asyncplayPreview_1_4 = SwiftUI._PreviewRegistration.declared(\"Loaded\") {")
    #expect(lines[6] == "nonisolated(unsafe) let __asyncplayPreview_1_7 = SwiftUI._PreviewRegistration.declared { Text(\"b\") }")
    #expect(expanded.lines == [4: "#Preview(\"Loaded\") {", 7: "#Preview { Text(\"b\") }"])
  }

  @Test("the plugin starts only for what the rewrite does not cover: @Entry, or a #Preview not at file scope")
  func plugin() {
    #expect(!PreviewExpansion.needsPlugin("#Preview { Text(\"a\") }\nstruct A {}\n"))
    #expect(PreviewExpansion.needsPlugin("extension EnvironmentValues {\n  @Entry var accent = 1\n}\n"))
    #expect(PreviewExpansion.needsPlugin("struct A {\n  #Preview { Text(\"a\") }\n}\n"))
    #expect(!PreviewExpansion.needsPlugin("@State var x = 1\n@MainActor func f() {}\n"))
  }

  @Test("SwiftData's attached macros start the plugin: @Model, and @Attribute, @Relationship, @Transient")
  func swiftDataPlugin() {
    #expect(PreviewExpansion.needsPlugin("@Model\nfinal class Todo {\n  var t: String\n  init(t: String) { self.t = t }\n}\n"))
    for attribute in ["@Attribute(.unique) var email: String", "@Relationship(deleteRule: .cascade) var items: [Item]",
                      "@Transient var flag = false"] {
      #expect(PreviewExpansion.needsPlugin("struct S {\n  \(attribute)\n}\n"))
    }
    #expect(!PreviewExpansion.needsPlugin("final class Todo {\n  var model = 1\n}\n"))
  }

  @Test("a diagnostic on a rewritten line gets the student's column and line back, the marker moved with it")
  func restore() {
    let shift = PreviewExpansion.shift(file: 0, line: 3)
    let output = """
      bad.swift:3:\(24 + shift): error: cannot infer contextual base in reference to member 'foo'
      2 | struct A: View { var body: some View { Text("hi") } }
      3 | \(PreviewExpansion.replacement(file: 0, line: 3))("x", traits: .foo) {
        | \(String(repeating: " ", count: 23 + shift))`- error: cannot infer contextual base in reference to member 'foo'
      4 |   A()

      """
    let restored = PreviewExpansion.restore(output, file: "bad.swift", index: 0,
                                            lines: [3: "#Preview(\"x\", traits: .foo) {"])
    #expect(restored == """
      bad.swift:3:24: error: cannot infer contextual base in reference to member 'foo'
      2 | struct A: View { var body: some View { Text("hi") } }
      3 | #Preview("x", traits: .foo) {
        |                        `- error: cannot infer contextual base in reference to member 'foo'
      4 |   A()

      """)
  }

  @Test("a compile that said nothing stays silent: restoring rewritten lines adds no line to empty output")
  func silent() {
    #expect(PreviewExpansion.restore("", file: "a.swift", index: 0, lines: [3: "#Preview { A() }"]) == "")
  }

  @Test("diagnostics read in source order, each with its notes, whatever order the frontend gave them in")
  func sourceOrder() {
    let output = """
      b.swift:2:1: error: second file
      a.swift:9:5: error: late
      a.swift:9:5: note: its note
      a.swift:3:1: error: early

      """
    let ordered = DiagnosticBlocks.inSourceOrder(DiagnosticBlocks.split(output), files: ["a.swift", "b.swift"])
    #expect(ordered.map(\.text).joined() == """
      a.swift:3:1: error: early
      a.swift:9:5: error: late
      a.swift:9:5: note: its note
      b.swift:2:1: error: second file

      """)
  }

  @Test("an error in a #Preview's arguments is at the user's line, as written, with no note into asyncplay's sources")
  func previewLineError() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    _ = try StudentFixtures.write("""
      import SwiftUI
      struct A: View { var body: some View { Text("hi") } }
      #Preview("x", 42) {
        A()
      }
      """, "bad.swift", in: folder)
    let result = try StudentFixtures.asyncplay(["preview", "bad.swift"], in: folder)
    #expect(result.termination == .exited(1))
    let errors = result.outputText + result.errorText
    #expect(errors.contains("3 | #Preview(\"x\", 42) {"), "\(errors)")
    #expect(!errors.contains("__asyncplayPreview"), "\(errors)")
    #expect(!errors.contains("/Sources/SwiftUI/"), "\(errors)")
    #expect(errors.contains("bad.swift:3:"), "\(errors)")
  }
}
