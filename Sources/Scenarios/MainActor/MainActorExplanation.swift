import AsyncSimulation
import TextBase

/// `explain` for main-actor: where the model's computation ran (holding the main actor, or off it), which of
/// FrameMeter's ticks came late and how many frames were dropped, and whether the "computing" state was ever drawn.
struct MainActorExplanation: ScenarioExplanation {
  /// The trace.
  let facts: TraceFacts
  /// The parameter values.
  let settings: RunSettings
  /// The language.
  let language: Language

  /// The points, in order.
  func points() -> [String] {
    var points: [String] = []
    let lines = facts.lifelines
    switch settings.value("work") {
    case "main":
      points.append(language.pick(
        "按钮启动的 Task 继承了主 actor，await SalesReportModel.generate()：它是 @MainActor 模型的方法，"
          + "计算写在它里面，所以整个计算都在主 actor 上——async 本身并不会换到别的线程。",
        "The button's Task inherited the main actor and awaited SalesReportModel.generate(): a method of a "
          + "@MainActor model, with the computation written inside it, so all of it ran on the main actor — being "
          + "async does not move work elsewhere."))
    case "nonisolated":
      points.append(language.pick(
        "按钮启动的 Task 在主 actor 上 await processData：它是 nonisolated(nonsending)，在调用方的 actor 上运行，"
          + "所以计算还是在主 actor 上——await 本身并不会换到别的线程。",
        "The button's Task awaited processData on the main actor: it is nonisolated(nonsending), so it runs on its "
          + "caller's actor, and the computation stayed on the main actor — await alone does not move work elsewhere."))
    case "concurrent":
      points.append(language.pick(
        "按钮启动的 Task await 了 processDataConcurrently：@concurrent 让它离开主 actor，在全局执行器上运行。",
        "The button's Task awaited processDataConcurrently: @concurrent makes it leave the main actor and run on the "
          + "global executor."))
    default:
      break
    }
    if let blocker = lines.first(where: { $0.spans.contains { $0.kind == .blocking } }),
       let block = blocker.spans.first(where: { $0.kind == .blocking }) {
      let onMain = settings.value("work") != "concurrent"
      points.append(onMain ? language.pick(
        "\(blocker.name) 在 \(facts.ms(block.from))–\(facts.ms(block.due)) 同步计算，占住了主 actor 的线程 "
          + "\(facts.ms(block.due - block.from))：这段时间主 actor 上什么也不能运行，包括画面。",
        "\(blocker.name) held the main actor's thread from \(facts.ms(block.from)) to \(facts.ms(block.due)) "
          + "(\(facts.ms(block.due - block.from)) of synchronous work): nothing else could run on the main actor, "
          + "not even drawing.") : language.pick(
        "\(blocker.name) 在 \(facts.ms(block.from))–\(facts.ms(block.due)) 同步计算，占住的是线程池里的一个线程，"
          + "主 actor 一直空闲。",
        "\(blocker.name) computed from \(facts.ms(block.from)) to \(facts.ms(block.due)) on one of the pool's "
          + "threads; the main actor stayed free."))
    }
    points += frames()
    points += spinner()
    return points
  }

  /// FrameMeter's ticks: the late ones, and the frames it counted and dropped (its log line).
  private func frames() -> [String] {
    guard let meter = facts.lifelines.first(where: { $0.name.hasPrefix(".task in FrameMeter") }),
          let first = meter.spans.first(where: { $0.kind == .sleeping }) else { return [] }
    let interval = first.due - first.from
    var points: [String] = []
    // A tick whose time came while the main actor was blocked runs when the main actor is free again.
    for tick in meter.sleepsUntilRunning where (tick.ended ?? tick.due) > tick.due {
      let ran = tick.ended ?? tick.due
      let lateBy = ran - tick.due
      let dropped = interval > 0 ? lateBy / interval : 0
      points.append(language.pick(
        "本该在 \(facts.ms(tick.due)) 的一帧到 \(facts.ms(ran)) 才画，迟了 \(facts.ms(lateBy))："
          + "丢了 \(dropped) 帧（每 \(facts.ms(interval)) 一帧），画面冻住了。",
        "The frame due at \(facts.ms(tick.due)) came only at \(facts.ms(ran)), \(facts.ms(lateBy)) late: "
          + "\(dropped) frames dropped (one every \(facts.ms(interval))); the UI froze."))
    }
    // The meter's log line when the screen went away: `FrameMeter: 7 frames, 30 dropped`.
    let log = facts.events.last { $0.kind == .print && $0.text?.hasPrefix("FrameMeter:") == true }
    let counts = TraceFacts.integers(in: log?.text)
    guard counts.count == 2 else { return points }
    let (drawn, dropped) = (counts[0], counts[1])
    points.append(dropped == 0 ? language.pick(
      "FrameMeter 的 \(drawn) 帧全部准时（每 \(facts.ms(interval)) 一帧），没有丢帧。",
      "All \(drawn) of FrameMeter's frames came on time (one every \(facts.ms(interval))); none was dropped.")
      : language.pick(
        "FrameMeter 画了 \(drawn) 帧，丢了 \(dropped) 帧。",
        "FrameMeter drew \(drawn) frames and dropped \(dropped)."))
    return points
  }

  /// Whether the report's computing state was ever on screen.
  private func spinner() -> [String] {
    let changes = facts.changes(of: "report")
    guard let computing = changes.first(where: { TraceFacts.kind(of: $0.to) == "computing" }) else { return [] }
    let name = computing.name ?? "report"
    let next = changes.first { $0.seq > computing.seq }
    let drawn = facts.screens.first { screen in screen.seq > computing.seq && screen.seq < (next?.seq ?? .max) }
    return [drawn.map { screen in
      language.pick("\(name) 在 \(facts.ms(computing.nanos)) 变成 computing，\(facts.ms(screen.nanos)) 画出了转圈。",
                    "\(name) became computing at \(facts.ms(computing.nanos)) and the spinner was drawn at "
                      + "\(facts.ms(screen.nanos)).")
    } ?? language.pick(
      "\(name) 在 \(facts.ms(computing.nanos)) 变成 computing，但在它变成 \(TraceFacts.kind(of: next?.to)) 之前"
        + "（\(next.map { facts.ms($0.nanos) } ?? "?")）一帧也没画：用户从没见过转圈。",
      "\(name) became computing at \(facts.ms(computing.nanos)), but no frame was drawn before it became "
        + "\(TraceFacts.kind(of: next?.to)) at \(next.map { facts.ms($0.nanos) } ?? "?"): the user never saw "
        + "the spinner.")]
  }
}
