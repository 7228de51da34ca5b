/// What a task's lane on a slide says about the requests it sent, when nothing else tells the tasks apart
/// (`task#1`, `task#2` of a search started with `Task {}`): each URL's distinguishing part — its query (`q=swift`),
/// else its last path component (`/inbox`) — in the order sent, repeats left out.
package enum RequestLaneWords {
  /// `q=s`, `q=s, /page/2`; nil without requests.
  package static func words(for labels: [String]) -> String? {
    var parts: [String] = []
    for label in labels {
      let part = distinguishingPart(of: label)
      if !part.isEmpty && !parts.contains(part) { parts.append(part) }
    }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  /// The query of `label`'s URL (`GET https://a.example/repos?q=sw` → `q=sw`), else its last path component with its
  /// slash (`/repos`), else "".
  package static func distinguishingPart(of label: String) -> String {
    let url = label.split(separator: " ").last.map(String.init) ?? label
    let withoutFragment = url.split(separator: "#", maxSplits: 1).first.map(String.init) ?? url
    if let question = withoutFragment.firstIndex(of: "?") {
      let query = withoutFragment[withoutFragment.index(after: question)...]
      if !query.isEmpty { return String(query) }
    }
    // After the scheme and host: `https://host/a/b` → `/b`.
    let afterScheme = withoutFragment.range(of: "://").map { String(withoutFragment[$0.upperBound...]) } ?? withoutFragment
    let path = afterScheme.split(separator: "/", omittingEmptySubsequences: true).dropFirst()
    return path.last.map { "/" + $0 } ?? ""
  }
}
