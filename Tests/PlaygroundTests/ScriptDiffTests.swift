@testable import Playground
@testable import TextBase
import Testing

/// The unified diff that transcript failures print.
@Suite("Unified diff")
struct ScriptDiffTests {
  static let ten = (1...10).map { "line \($0)" }

  static func render(_ expected: [String], _ actual: [String], firstLine: Int = 1) -> String {
    UnifiedDiff.render(expected: expected, actual: actual, expectedName: "expected", actualName: "actual",
                       firstLine: firstLine)
  }

  @Test("equal lists give no diff")
  func equal() {
    #expect(Self.render(Self.ten, Self.ten) == "")
    #expect(Self.render([], []) == "")
  }

  @Test("one changed line: three lines of context each side, the removal before the addition")
  func oneChange() {
    var actual = Self.ten
    actual[4] = "LINE 5"
    #expect(Self.render(Self.ten, actual) == """
      --- expected
      +++ actual
      @@ -2,7 +2,7 @@
       line 2
       line 3
       line 4
      -line 5
      +LINE 5
       line 6
       line 7
       line 8

      """)
  }

  @Test("hunk headers count from firstLine; context is cut at the ends of the lists")
  func firstLine() {
    var actual = Self.ten
    actual[0] = "first"
    actual.append("eleven")
    #expect(Self.render(Self.ten, actual, firstLine: 13) == """
      --- expected
      +++ actual
      @@ -13,4 +13,4 @@
      -line 1
      +first
       line 2
       line 3
       line 4
      @@ -20,3 +20,4 @@
       line 8
       line 9
       line 10
      +eleven

      """)
  }

  @Test("changes whose contexts touch share a hunk; farther apart they make two", arguments: [(6, 1), (7, 2)])
  func grouping(gap: Int, hunks: Int) {
    let expected = (1...30).map { "line \($0)" }
    var actual = expected
    actual[5] = "changed"
    actual[5 + gap + 1] = "changed too"
    let diff = Self.render(expected, actual)
    #expect(diff.split(separator: "\n").filter { $0.hasPrefix("@@") }.count == hunks)
  }

  @Test("an empty side is written as the line before it with count 0, as diff -u does")
  func emptySide() {
    #expect(Self.render([], ["a", "b"], firstLine: 13) == "--- expected\n+++ actual\n@@ -12,0 +13,2 @@\n+a\n+b\n")
    #expect(Self.render(["a"], [], firstLine: 5) == "--- expected\n+++ actual\n@@ -5,1 +4,0 @@\n-a\n")
  }

  @Test("the edit script is minimal: an inserted line is one addition")
  func insertion() {
    var actual = Self.ten
    actual.insert("new", at: 3)
    let ops = UnifiedDiff.diff(Self.ten, actual)
    #expect(ops.filter { $0.kind != " " } == [UnifiedDiff.Op(kind: "+", text: "new", old: 3, new: 3)])
  }

  @Test("a middle too large for the table is shown as removed then added, still with its context")
  func large() {
    let expected = ["same"] + (0..<2_100).map { "old \($0)" } + ["end"]
    let actual = ["same"] + (0..<2_100).map { "new \($0)" } + ["end"]
    let ops = UnifiedDiff.diff(expected, actual)
    #expect(ops.count == 2 + 4_200)
    #expect(ops[1] == UnifiedDiff.Op(kind: "-", text: "old 0", old: 1, new: 1))
    #expect(ops[2_101] == UnifiedDiff.Op(kind: "+", text: "new 0", old: 2_101, new: 1))
    #expect(ops.last == UnifiedDiff.Op(kind: " ", text: "end", old: 2_101, new: 2_101))
  }
}
