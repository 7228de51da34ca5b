@testable import Playground
import Testing
@testable import Runs

/// The copy of a student's file that is compiled: its directive, and the compiler's excerpts put back to the file's
/// own line numbers.
@Suite("Source snapshots")
struct SourceSnapshotTests {
  @Test("the copy starts with a directive naming the path as given; a script line becomes a comment")
  func copyText() {
    #expect(SourceSnapshot.text("let a = 1\n", file: "t.swift") == "#sourceLocation(file: \"t.swift\", line: 1)\nlet a = 1\n")
    #expect(SourceSnapshot.text("#!/usr/bin/swift\nlet a = 1\n", file: "t.swift")
      == "#sourceLocation(file: \"t.swift\", line: 1)\n///usr/bin/swift\nlet a = 1\n")
    #expect(SourceSnapshot.directivePath(for: "a\"b\\c\u{1B}.swift") == "a_b_c_.swift")
  }

  /// Issue 32: a `#sourceLocation` of the student's moved an ordinary type error to another file, and it read as
  /// "the Swift compiler failed before it could read FILE". Its lines are left out; every other line keeps its number.
  @Test("a #sourceLocation line of the student's is left out of the copy, the other lines where they were")
  func studentsDirectivesLeftOut() {
    let text = "let a = 1\n  #sourceLocation(file: \"Other.swift\", line: 90)\r\nlet b: Int = \"x\"\n#sourceLocation()\n"
    #expect(SourceSnapshot.text(text, file: "t.swift")
      == "#sourceLocation(file: \"t.swift\", line: 1)\nlet a = 1\n\r\nlet b: Int = \"x\"\n\n")
    #expect(SourceSnapshot.text("let s = \"#sourceLocation\"\n", file: "t.swift").hasSuffix("let s = \"#sourceLocation\"\n"))
  }

  @Test("an excerpt loses the directive line and every number is one less")
  func renumbered() {
    let output = """
      t.swift:1:14: error: cannot convert
      1 | #sourceLocation(file: "t.swift", line: 1)
      2 | let y: Int = "s"
        |              `- error: cannot convert
      3 | let z = 3

      other.swift:2:1: error: elsewhere
      1 | a
      2 | b

      """
    #expect(SourceSnapshot.renumber(output, directivePath: "t.swift") == """
      t.swift:1:14: error: cannot convert
      1 | let y: Int = "s"
        |              `- error: cannot convert
      2 | let z = 3

      other.swift:2:1: error: elsewhere
      1 | a
      2 | b

      """)
  }

  @Test("the number column narrows when 10 becomes 9, with or without colour")
  func narrower() {
    let plain = """
      x.swift:9:14: error: e
       8 | // c
       9 | // c
      10 | let y: Int = "s"
         |              `- error: e

      """
    #expect(SourceSnapshot.renumber(plain, directivePath: "x.swift") == """
      x.swift:9:14: error: e
      7 | // c
      8 | // c
      9 | let y: Int = "s"
        |              `- error: e

      """)
    let wide = "x.swift:10:1: error: e\n10 | a\n11 | b\n   | `- error: e\n"
    #expect(SourceSnapshot.renumber(wide, directivePath: "x.swift")
      == "x.swift:10:1: error: e\n 9 | a\n10 | b\n   | `- error: e\n")
    let cyan = "\u{1B}[0;36m", reset = "\u{1B}[0;0m"
    let colored = "x.swift:9:14: \u{1B}[1;31merror: e\(reset)\n \(cyan)9 |\(reset) // c\n\(cyan)10 |\(reset) let y\n"
      + "   \(cyan)|\(reset) `- error: e\n"
    #expect(SourceSnapshot.renumber(colored, directivePath: "x.swift")
      == "x.swift:9:14: \u{1B}[1;31merror: e\(reset)\n\(cyan)8 |\(reset) // c\n\(cyan)9 |\(reset) let y\n"
      + "  \(cyan)|\(reset) `- error: e\n")
  }
}
