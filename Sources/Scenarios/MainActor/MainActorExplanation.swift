import AsyncSimulation

/// `explain` for main-actor: where the computation ran (blocking the main actor, or off it), which frames came late
/// and how many were dropped, and whether the "computing" state was ever drawn.
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
      points.append(language.pick(
        "\(blocker.name) 在 \(facts.ms(block.from))–\(facts.ms(block.due)) 同步计算，占住了它的线程 \(facts.ms(block.due - block.from))："
          + "这段时间主 actor 上什么也不能运行，包括画面。",
        "\(blocker.name) blocked its thread from \(facts.ms(block.from)) to \(facts.ms(block.due)) "
          + "(\(facts.ms(block.due - block.from)) of synchronous work): nothing else could run on the main actor, "
          + "not even drawing."))
    } else if let worker = lines.first(where: { $0.spans.contains { $0.kind == .working } }),
              let work = worker.spans.first(where: { $0.kind == .working }) {
      let end = work.ended ?? work.due
      points.append(language.pick(
        "\(worker.name) 在主 actor 之外计算（\(facts.ms(work.from))–\(facts.ms(end))），主 actor 一直空闲。",
        "\(worker.name) computed off the main actor (\(facts.ms(work.from))–\(facts.ms(end))); the main actor "
          + "stayed free."))
    }
    // The display: the task that sleeps from one frame to the next.
    guard let display = lines.max(by: { $0.spans.count < $1.spans.count }),
          let firstFrame = display.spans.first(where: { $0.kind == .sleeping }) else { return points }
    let interval = firstFrame.due - firstFrame.from
    // A frame whose timer fired while the main actor was blocked comes when the main actor is free again.
    let frames = display.sleepsUntilRunning
    let late = frames.filter { ($0.ended ?? $0.due) > $0.due }
    if late.isEmpty {
      points.append(language.pick(
        "\(display.name) 的 \(frames.count) 帧全部准时（每 \(facts.ms(interval)) 一帧），没有丢帧。",
        "All \(frames.count) of \(display.name)'s frames came on time (one every \(facts.ms(interval))); none was "
          + "dropped."))
    } else {
      for frame in late {
        let lateBy = (frame.ended ?? frame.due) - frame.due
        let dropped = interval > 0 ? lateBy / interval : 0
        points.append(language.pick(
          "本该在 \(facts.ms(frame.due)) 的一帧到 \(facts.ms(frame.ended ?? frame.due)) 才画，迟了 \(facts.ms(lateBy))："
            + "丢了 \(dropped) 帧（每 \(facts.ms(interval)) 一帧），画面冻住了。",
          "The frame due at \(facts.ms(frame.due)) came only at \(facts.ms(frame.ended ?? frame.due)), "
            + "\(facts.ms(lateBy)) late: \(dropped) frames dropped (one every \(facts.ms(interval))); the UI froze."))
      }
    }
    let changes = facts.changes(of: "report")
    if let loading = changes.first(where: { TraceFacts.kind(of: $0.to) == "loading" }) {
      let next = changes.first { $0.seq > loading.seq }
      let drawn = facts.screens.first { screen in screen.seq > loading.seq && screen.seq < (next?.seq ?? .max) }
      points.append(drawn.map { screen in
        language.pick("report 在 \(facts.ms(loading.nanos)) 变成 loading，\(facts.ms(screen.nanos)) 画出了转圈。",
                      "report became loading at \(facts.ms(loading.nanos)) and the spinner was drawn at "
                        + "\(facts.ms(screen.nanos)).")
      } ?? language.pick(
        "report 在 \(facts.ms(loading.nanos)) 变成 loading，但在它变成 \(TraceFacts.kind(of: next?.to)) 之前"
          + "（\(next.map { facts.ms($0.nanos) } ?? "?")）一帧也没画：用户从没见过转圈。",
        "report became loading at \(facts.ms(loading.nanos)), but no frame was drawn before it became "
          + "\(TraceFacts.kind(of: next?.to)) at \(next.map { facts.ms($0.nanos) } ?? "?"): the user never saw "
          + "the spinner."))
    }
    return points
  }
}
