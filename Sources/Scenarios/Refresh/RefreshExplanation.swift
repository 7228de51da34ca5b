import AsyncSimulation

/// `explain` for refresh: when the first rows appeared, whether the refresh kept them on screen or blanked the list
/// to a spinner, and what a failed refresh left behind.
struct RefreshExplanation: ScenarioExplanation {
  /// The trace.
  let facts: TraceFacts
  /// The parameter values.
  let settings: RunSettings
  /// The language.
  let language: Language

  /// The points, in order.
  func points() -> [String] {
    let changes = facts.changes(of: "state")
    guard let firstList = facts.screens.first(where: { !TraceFacts.rows(of: $0).isEmpty }) else {
      return [language.pick("这次运行里列表从没出现过。", "The list never appeared in this run.")]
    }
    let rows = TraceFacts.rows(of: firstList)
    var points = [language.pick(
      "首次加载在 \(facts.ms(firstList.nanos)) 显示了 \(rows.count) 行：\(TraceFacts.list(rows, language))。",
      "The first load showed \(rows.count) rows at \(facts.ms(firstList.nanos)): \(TraceFacts.list(rows, language)).")]
    // The refresh: the first change back to loading once the list was shown.
    guard let refresh = changes.first(where: {
      $0.seq > firstList.seq && TraceFacts.kind(of: $0.to) == "loading"
    }) else {
      points.append(language.pick("这次运行里没有刷新。", "There was no refresh in this run."))
      return points
    }
    let end = changes.last { $0.seq > refresh.seq }
    let during = facts.screens.filter { $0.seq > refresh.seq && $0.seq < (end?.seq ?? .max) }
    let blanked = during.contains { TraceFacts.rows(of: $0) != rows }
    let until = end.map { facts.ms($0.nanos) } ?? facts.ms(facts.events.last?.nanos ?? refresh.nanos)
    if blanked {
      points.append(language.pick(
        "\(facts.ms(refresh.nanos)) 下拉刷新：state 变成 \(refresh.to ?? "")，丢掉了屏幕上的行——列表闪成转圈，"
          + "一直到 \(until)。",
        "The refresh at \(facts.ms(refresh.nanos)) set state to \(refresh.to ?? ""), dropping the rows on screen: the "
          + "list flashed to a spinner until \(until)."))
    } else {
      points.append(language.pick(
        "\(facts.ms(refresh.nanos)) 下拉刷新：state 变成 \(refresh.to ?? "")，带着旧行，刷新期间列表一直在屏幕上。",
        "The refresh at \(facts.ms(refresh.nanos)) set state to \(refresh.to ?? ""), carrying the old rows: the "
          + "list stayed on screen while it reloaded."))
    }
    guard let end else { return points }
    let finalRows = facts.screens.last { $0.seq > end.seq }.map(TraceFacts.rows(of:)) ?? []
    if TraceFacts.kind(of: end.to) == "failed" {
      if finalRows.isEmpty {
        points.append(language.pick(
          "\(facts.ms(end.nanos)) 刷新失败：\(end.to ?? "")。屏幕上只剩错误，\(rows.count) 行旧数据都没了。",
          "The refresh failed at \(facts.ms(end.nanos)): \(end.to ?? ""). Only the error is left on screen; the "
            + "\(rows.count) rows are gone."))
      } else {
        points.append(language.pick(
          "\(facts.ms(end.nanos)) 刷新失败，但错误显示在列表上方，\(finalRows.count) 行旧数据仍然可见。",
          "The refresh failed at \(facts.ms(end.nanos)), but the warning sits above the list: the "
            + "\(finalRows.count) old rows are still visible."))
      }
    } else {
      points.append(language.pick(
        "\(facts.ms(end.nanos)) 刷新成功，列表现在有 \(finalRows.count) 行。这次刷新没有失败，试试 outcome=failure。",
        "The refresh succeeded at \(facts.ms(end.nanos)); the list now has \(finalRows.count) rows. It did not fail "
          + "this time; try outcome=failure."))
    }
    return points
  }
}
