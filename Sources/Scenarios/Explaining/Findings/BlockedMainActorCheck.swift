import AsyncSimulation

/// The main actor blocked long enough to drop frames: a blocking call (`block`, e.g. `Thread.sleep`, `usleep`,
/// synchronous work) of more than one frame (1/60 s) by code on the main actor. A trace that records executors says
/// where the code ran; one that does not is read this way: a block during which a task waited for the main actor's
/// thread (`ready`, `main`) held it; so did one by `main` or a task it started (`.task`, `Task {}` inherit the main
/// actor of a view or a `@MainActor` model) unless that task ran on the default executor or another such task ran
/// code meanwhile.
struct BlockedMainActorCheck {
  let context: TraceReviewContext

  /// One frame at 60 Hz, in nanoseconds.
  static let frame: Int64 = 16_666_667

  /// One finding: the first long block, with the others' times after it.
  func findings() -> [TraceFinding] {
    let blocks = context.events.filter { event in
      guard event.kind == .block, let task = event.task, let until = event.untilNanos,
            until - event.nanos > Self.frame else { return false }
      return onMainActor(event, task: task, until: until)
    }
    guard let first = blocks.first, let task = first.task, let until = first.untilNanos else { return [] }
    let length = until - first.nanos
    let dropped = length / Self.frame
    let others = blocks.dropFirst().map { "\(context.ms($0.nanos)) (\($0.task ?? ""))" }
    let more = others.isEmpty ? (zh: "", en: "")
      : (zh: "之后在 \(others.joined(separator: "、")) 又阻塞了。",
         en: " It blocked again at \(others.joined(separator: ", ")).")
    let sentence = context.language.pick(
      "主 actor 被阻塞：\(task) 在 \(context.ms(first.nanos))–\(context.ms(until)) 同步占住主 actor 的线程 "
        + "\(context.ms(length))，约丢了 \(dropped) 帧（每帧 16.7 ms），这段时间界面不动。" + more.zh,
      "Main actor blocked: \(task) held the main actor's thread from \(context.ms(first.nanos)) to "
        + "\(context.ms(until)) (\(context.ms(length)) of blocking work), about \(dropped) dropped frames at 60 Hz; "
        + "the UI froze meanwhile." + more.en)
    return [TraceFinding(kind: .blockedMainActor, nanos: first.nanos, property: nil, task: task, request: nil,
                         sentence: sentence)]
  }

  private func onMainActor(_ block: TraceEvent, task: String, until: Int64) -> Bool {
    if let executor = block.executor { return executor == "main" }
    if context.events.contains(where: {
      $0.kind == .ready && $0.waitingFor == "main" && $0.nanos >= block.nanos && $0.nanos <= until
    }) { return true }
    guard context.descends(task, from: "main"),
          !context.events.contains(where: { $0.task == task && $0.executor == "default" }) else { return false }
    // Code of another task on the main actor that ran while this one blocked shows the block was elsewhere (a
    // `@concurrent` function on the pool): then the main actor was free.
    return !context.events.contains { event in
      guard let other = event.task, other != task, event.nanos > block.nanos, event.nanos < until,
            Self.runsCode.contains(event.kind) else { return false }
      return context.descends(other, from: "main")
    }
  }

  /// Events recorded by a task's own code as it runs (a timer's wake, a cancel from elsewhere or a request's answer
  /// are not).
  static let runsCode: Set<TraceEvent.Kind> = [.taskStart, .taskEnd, .sleep, .work, .block, .state, .print, .screen,
                                               .action, .appear, .disappear, .log, .data, .wait]
}
