/// A unified diff of two line lists (longest common subsequence), for transcript test failures.
public enum UnifiedDiff {
  /// `---`/`+++` headers, then hunks with three lines of context; empty when the lists are equal.
  public static func render(expected: [String], actual: [String], expectedName: String, actualName: String,
                            firstLine: Int = 1) -> String {
    guard expected != actual else { return "" }
    let ops = diff(expected, actual)
    var out = "--- \(expectedName)\n+++ \(actualName)\n"
    // Group operations into hunks separated by more than 6 unchanged lines.
    var i = 0
    while i < ops.count {
      guard let start = ops[i...].firstIndex(where: { $0.kind != " " }) else { break }
      var end = start
      var k = start
      while k < ops.count {
        if ops[k].kind != " " { end = k }
        if k - end > 6 { break }
        k += 1
      }
      let from = max(start - 3, i == 0 ? 0 : i), to = min(end + 4, ops.count)
      let hunk = ops[from..<to]
      let oldStart = (hunk.first?.old ?? 0) + firstLine, newStart = (hunk.first?.new ?? 0) + 1
      let oldCount = hunk.filter { $0.kind != "+" }.count, newCount = hunk.filter { $0.kind != "-" }.count
      out += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
      for op in hunk { out += "\(op.kind)\(op.text)\n" }
      i = to
    }
    return out
  }

  struct Op {
    var kind: Character
    var text: String
    var old: Int
    var new: Int
  }

  static func diff(_ a: [String], _ b: [String]) -> [Op] {
    let n = a.count, m = b.count
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
        ops.append(Op(kind: " ", text: a[i], old: i, new: j))
        i += 1
        j += 1
      } else if j < m, i == n || lcs[i][j + 1] >= lcs[i + 1][j] {
        ops.append(Op(kind: "+", text: b[j], old: i, new: j))
        j += 1
      } else {
        ops.append(Op(kind: "-", text: a[i], old: i, new: j))
        i += 1
      }
    }
    return ops
  }
}
