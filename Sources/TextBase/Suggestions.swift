/// "Did you mean …" suggestions by edit distance.
public enum Suggestions {
  /// The candidate closest to `word` (case-insensitive Levenshtein distance of at most a third of its length, at
  /// least 2), or one that starts with it; ties go to the earlier candidate.
  public static func closest(to word: String, among candidates: [String]) -> String? {
    let lower = word.lowercased()
    if !lower.isEmpty, let prefixed = candidates.first(where: { $0.lowercased().hasPrefix(lower) }) { return prefixed }
    var best: (String, Int)?
    for candidate in candidates {
      let d = distance(lower, candidate.lowercased())
      if d <= max(2, candidate.count / 3), best == nil || d < best!.1 { best = (candidate, d) }
    }
    return best?.0
  }

  /// Levenshtein distance over characters.
  public static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = Array(repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
