import AsyncSimulation
import TextBase

/// `explain` for task-group: the order the children were added in, the order they finished in (the order
/// `for try await` hands the results over), the order the screen lists, and how long the whole took. The group's
/// owner is the view's `.task`; its children are the group's.
struct TaskGroupExplanation: ScenarioExplanation {
  /// The trace.
  let facts: TraceFacts
  /// The parameter values.
  let settings: RunSettings
  /// The language.
  let language: Language

  /// The points, in order.
  func points() -> [String] {
    // The group's children: the tasks created by a task other than main.
    guard let owner = facts.lifelines.first(where: { $0.parent != nil && $0.parent != "main" })?.parent else {
      return [language.pick("没有任务组的子任务。", "No task group children ran.")]
    }
    let children = facts.children(of: owner)
    // A child is named by the id it fetched (`task#2 (id 2)`), in the order the children were added.
    func name(_ child: TaskLifeline) -> String {
      guard let index = children.firstIndex(where: { $0.name == child.name }) else { return child.name }
      return language.pick("\(child.name)（id \(index + 1)）", "\(child.name) (id \(index + 1))")
    }
    let added = children.map(name)
    let finished = children.enumerated().sorted { a, b in
      let ka = facts.events(of: a.element.name).last?.seq ?? a.offset
      let kb = facts.events(of: b.element.name).last?.seq ?? b.offset
      return ka < kb
    }.map(\.element)
    var points = [language.pick(
      "\(owner) 在 \(facts.ms(children[0].start)) 依次添加了 \(children.count) 个子任务：\(TraceFacts.list(added, language))。",
      "\(owner) added \(children.count) children at \(facts.ms(children[0].start)), in this order: "
        + "\(TraceFacts.list(added, language)).")]
    let order = finished.map { "\(name($0)) @ \(facts.ms($0.lastEvent))" }
    let shuffled = finished.map(\.name) != children.map(\.name)
    points.append(shuffled
      ? language.pick("完成顺序是 \(TraceFacts.list(order, language))：for try await 按完成顺序交出结果，不是按添加顺序。",
                      "They finished \(TraceFacts.list(order, language)): for try await hands the results over "
                        + "in that order, not the order they were added.")
      : language.pick("它们恰好按添加顺序完成（\(TraceFacts.list(order, language))），所以这次看不出到达顺序和添加顺序的差别。",
                      "They happened to finish in the order they were added (\(TraceFacts.list(order, language))), "
                        + "so this run cannot tell the order of arrival from the order of adding."))
    // The view's list: `DetailsView.details` or `DetailsInArrivalOrder.details`, whichever variant ran.
    if let loaded = facts.events.last(where: { $0.kind == .state && $0.name?.hasSuffix(".details") == true }) {
      let ids = TraceFacts.strings(in: loaded.to).compactMap { TraceFacts.integers(in: $0).last }
      let shown = ids.map(String.init).joined(separator: ", ")
      if ids != ids.sorted() {
        points.append(language.pick(
          "\(facts.ms(loaded.nanos)) 屏幕上的顺序是 id \(shown)：这是到达顺序，没有按 id 排序，下次运行可能又不一样。",
          "At \(facts.ms(loaded.nanos)) the screen lists ids \(shown): the order of arrival, not sorted by id; it "
            + "can change from run to run."))
      } else if shuffled {
        points.append(language.pick(
          "到达是乱序的，但 \(facts.ms(loaded.nanos)) 屏幕上按 id 排好了：\(shown)。",
          "They arrived out of order, yet at \(facts.ms(loaded.nanos)) the screen lists ids \(shown): sorted by id."))
      } else {
        points.append(language.pick(
          "\(facts.ms(loaded.nanos)) 屏幕上是 id \(shown)，但这只是因为它们按这个顺序到达。",
          "At \(facts.ms(loaded.nanos)) the screen lists ids \(shown), but only because they arrived in that order."))
      }
    }
    let took = (children.map(\.lastEvent).max() ?? 0) - children[0].start
    let slowest = children.map { $0.lastEvent - $0.start }.max() ?? 0
    let sum = children.reduce(Int64(0)) { $0 + $1.lastEvent - $1.start }
    points.append(language.pick(
      "全部到齐用了 \(facts.ms(took))：等于最慢的那个（\(facts.ms(slowest))），不是总和（\(facts.ms(sum))）。",
      "All of them were in after \(facts.ms(took)): as long as the slowest (\(facts.ms(slowest))), not the sum "
        + "(\(facts.ms(sum)))."))
    return points
  }
}
