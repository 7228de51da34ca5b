import AsyncSimulation
import TextBase

/// The columns a text trace is laid out in: the time's width, the task's, whether there is an executor column, and
/// the task labels as shown. On a terminal of a known width the task column takes at most two fifths of what the
/// time leaves, so that the event texts keep the larger part of the line; a longer label is shortened as the
/// timeline shortens its lanes (``LaneLabel``: a modifier's task keeps its modifier and id, a name keeps both ends),
/// and every renderer of the same events shortens it the same way.
///
/// ```text
/// [  560 ms] .task(id: "swift")   GET https://packages.example.com/search?q=swift
/// ```
package struct TraceColumns: Sendable {
  /// The width of the time, without its brackets and unit.
  package var time: Int
  /// The width of the task column.
  package var task: Int
  /// Whether the run records executors (a column of its own).
  package var executor: Bool
  /// The shortened labels, by the task's full name (a label that fits is not in it).
  package var labels: [String: String]

  /// The narrowest a capped task column gets.
  package static let minimumTask = 12

  /// The columns of `events` on a terminal `width` wide (nil: no limit, every label whole).
  package init(_ events: some Sequence<TraceEvent>, width: Int?) {
    var time = 5
    var names: [String] = []
    var seen: Set<String> = []
    var executor = false
    for event in events {
      time = max(time, Milliseconds.format(event.nanos).count)
      let name = event.task ?? "-"
      if seen.insert(name).inserted { names.append(name) }
      if event.executor != nil { executor = true }
    }
    self.time = time
    self.executor = executor
    let widest = names.reduce(4) { max($0, DisplayWidth.of($1)) }
    guard let width else {
      task = widest
      labels = [:]
      return
    }
    let cap = max(Self.minimumTask, (width - time - 5) * 2 / 5)
    guard widest > cap else {
      task = widest
      labels = [:]
      return
    }
    let fitted = LaneLabel.fit(names, states: [], to: cap, ellipsis: "…")
    // One form for one kind of label: once a modifier's task is shortened to its modifier, every modifier's task is
    // (`.task(id: "s")` beside `.task(id: "sw")`, not `.task(id: "s") in SearchView`), unless two would then read
    // the same.
    var shown = fitted
    for name in names where fitted[name] == nil {
      if let split = name.range(of: " in ", options: .backwards) { shown[name] = String(name[..<split.lowerBound]) }
    }
    // A dotted name (`DispatchQueue.main.asyncAfter #1`) loses whole leading parts, never part of a word:
    // `…main.asyncAfter #1`.
    for name in names where fitted[name] != nil && !name.contains(" in ") {
      if let dotted = Self.droppingLeadingParts(name, to: cap) { shown[name] = dotted }
    }
    var readers: [String: Int] = [:]
    for name in names { readers[shown[name] ?? name, default: 0] += 1 }
    for name in names where shown[name] != fitted[name] && readers[shown[name] ?? name, default: 0] > 1 {
      shown[name] = fitted[name]
    }
    labels = shown
    task = names.reduce(4) { max($0, DisplayWidth.of(shown[$1] ?? $1)) }
  }

  /// `name` without as many of its leading dot-separated parts as it takes to fit `columns` after a `…`; nil when
  /// no such cut fits or the name has no dot before its first space.
  package static func droppingLeadingParts(_ name: String, to columns: Int) -> String? {
    let head = name.prefix { $0 != " " }
    var rest = Substring(name)
    while let dot = rest.prefix(head.count - (name.count - rest.count)).firstIndex(of: "."),
          dot != rest.startIndex {
      rest = rest[rest.index(after: dot)...]
      if DisplayWidth.of(String(rest)) + 1 <= columns { return "…" + rest }
    }
    return nil
  }

  /// The label shown for `task`.
  package func label(_ task: String?) -> String {
    let name = task ?? "-"
    return labels[name] ?? name
  }
}
