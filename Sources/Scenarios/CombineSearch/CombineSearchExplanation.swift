import AsyncSimulation
import TextBase

/// `explain` for combine-search: each search request and how it ended (answered, or cancelled and when, compared
/// with the moment the newer query was typed), and whether the results on the screen at the end are those of the
/// query in the field.
struct CombineSearchExplanation: ScenarioExplanation {
  /// The trace.
  let facts: TraceFacts
  /// The parameter values.
  let settings: RunSettings
  /// The language.
  let language: Language

  /// The points, in order.
  func points() -> [String] {
    var points: [String] = []
    let typed = facts.changes(of: "query")
    for end in facts.events where end.kind == .request && end.outcome != nil {
      let label = end.label ?? "?", outcome = end.outcome ?? "?"
      guard outcome.hasPrefix("cancelled") else {
        points.append(language.pick("\(label) 在 \(facts.ms(end.nanos)) 得到回答（\(outcome)）。",
                                    "\(label) was answered (\(outcome)) at \(facts.ms(end.nanos))."))
        continue
      }
      // The typing that made this request stale: the last change of the query at or before its cancel.
      let change = typed.last { $0.nanos <= end.nanos }
      let query = change?.to.flatMap(TraceFacts.unquote) ?? "?"
      let when = change.map { facts.ms($0.nanos) } ?? "?"
      points.append(end.nanos == change?.nanos
        ? language.pick("\(label) 在 \(facts.ms(end.nanos)) 被取消：就在输入 \"\(query)\" 的同一刻。",
                        "\(label) was cancelled at \(facts.ms(end.nanos)), the moment \"\(query)\" was typed.")
        : language.pick("\(label) 在 \(facts.ms(end.nanos)) 才被取消；\"\(query)\" 在 \(when) 就输入了。",
                        "\(label) was cancelled only at \(facts.ms(end.nanos)); \"\(query)\" was typed at \(when)."))
    }
    let query = typed.last?.to.flatMap(TraceFacts.unquote) ?? ""
    if let last = facts.changes(of: "results").last, let shown = last.to {
      let fresh = shown.contains("\"" + query)
      points.append(fresh
        ? language.pick("最后屏幕显示 \(shown)：正是 \"\(query)\" 的结果。",
                        "The screen ends with \(shown): the results for \"\(query)\".")
        : language.pick("最后屏幕显示 \(shown)，输入框里却是 \"\(query)\"：旧请求的回答最后到，盖住了新的。",
                        "The screen ends with \(shown) while the field says \"\(query)\": the old request's "
                          + "answer came last and covered the new one."))
    }
    return points
  }
}
