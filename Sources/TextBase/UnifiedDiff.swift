/// A unified diff of two line lists (longest common subsequence), for transcript test failures.
public enum UnifiedDiff {
  /// Lines of context around each change.
  package static let context = 3
  /// Above this many cells (expected lines × actual lines, after the common start and end are set aside) the
  /// changed middle is shown as all removed then all added, rather than spending memory on the table.
  package static let tableLimit = 4_000_000

  /// `---`/`+++` headers, then hunks with three lines of context; empty when the lists are equal.
  ///
  /// Hunk headers count lines from `firstLine` on both sides, so that for a transcript they are the lines of the
  /// file (the actual side: as `--update` would write them, were nothing above it to change). An empty side is
  /// written as the line before it with count 0, as `diff -u` does.
  public static func render(expected: [String], actual: [String], expectedName: String, actualName: String,
                            firstLine: Int = 1) -> String {
    guard expected != actual else { return "" }
    let ops = diff(expected, actual)
    var out = "--- \(expectedName)\n+++ \(actualName)\n"
    var from = 0
    while let start = ops[from...].firstIndex(where: { $0.kind != " " }) {
      // Extend the hunk while the next change is close enough for the two contexts to touch (at most 2 × context
      // unchanged lines between them).
      var end = start
      var index = start + 1
      while index < ops.count && index - end <= 2 * context + 1 {
        if ops[index].kind != " " { end = index }
        index += 1
      }
      let hunk = ops[max(start - context, from)..<min(end + context + 1, ops.count)]
      out += header(hunk, firstLine: firstLine)
      // Control characters of a line are shown, not obeyed by the terminal that prints the report.
      for op in hunk { out += "\(op.kind)\(ControlCharacters.escaped(op.text))\n" }
      from = hunk.endIndex
    }
    return out
  }

  /// `@@ -start,count +start,count @@` for a hunk.
  private static func header(_ hunk: ArraySlice<Op>, firstLine: Int) -> String {
    let oldCount = hunk.filter { $0.kind != "+" }.count, newCount = hunk.filter { $0.kind != "-" }.count
    let first = hunk[hunk.startIndex]
    let oldStart = first.old + firstLine - (oldCount == 0 ? 1 : 0)
    let newStart = first.new + firstLine - (newCount == 0 ? 1 : 0)
    return "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
  }

  /// One line of the diff: kept (` `), removed (`-`) or added (`+`), with the 0-based position it has (or would
  /// have) in each list.
  package struct Op: Equatable {
    package var kind: Character
    package var text: String
    package var old: Int
    package var new: Int
  }

  /// The edit script from `a` to `b`: removals before additions where both are possible, as `diff` writes them.
  package static func diff(_ a: [String], _ b: [String]) -> [Op] {
    // The common start and end need no table; transcripts usually differ in a few lines.
    var head = 0
    while head < a.count && head < b.count && a[head] == b[head] { head += 1 }
    var tail = 0
    while tail < a.count - head && tail < b.count - head && a[a.count - 1 - tail] == b[b.count - 1 - tail] {
      tail += 1
    }
    var ops = (0..<head).map { Op(kind: " ", text: a[$0], old: $0, new: $0) }
    ops += middle(Array(a[head..<(a.count - tail)]), Array(b[head..<(b.count - tail)]), offset: head)
    for k in 0..<tail {
      let i = a.count - tail + k, j = b.count - tail + k
      ops.append(Op(kind: " ", text: a[i], old: i, new: j))
    }
    return ops
  }

  private static func middle(_ a: [String], _ b: [String], offset: Int) -> [Op] {
    let n = a.count, m = b.count
    guard (n + 1) * (m + 1) <= tableLimit else {
      return a.indices.map { Op(kind: "-", text: a[$0], old: offset + $0, new: offset) }
        + b.indices.map { Op(kind: "+", text: b[$0], old: offset + n, new: offset + $0) }
    }
    // lcs[i][j]: the length of the longest common subsequence of a[i...] and b[j...].
    var lcs = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
      }
    }
    var ops: [Op] = []
    var i = 0, j = 0
    while i < n || j < m {
      if i < n, j < m, a[i] == b[j] {
        ops.append(Op(kind: " ", text: a[i], old: offset + i, new: offset + j))
        i += 1
        j += 1
      } else if i < n, j == m || lcs[i + 1][j] >= lcs[i][j + 1] {
        ops.append(Op(kind: "-", text: a[i], old: offset + i, new: offset + j))
        i += 1
      } else {
        ops.append(Op(kind: "+", text: b[j], old: offset + i, new: offset + j))
        j += 1
      }
    }
    return ops
  }
}
