import AsyncSimulation

// The main actor draws the screen, one frame every 16 ms. A heavy computation run synchronously on the main actor
// holds it: no frame can be drawn until it ends (the UI freezes, and the "computing…" spinner never even appears).
// `await` alone does not move work off the main actor: since Swift 6.2 (SE-0461, with NonisolatedNonsendingByDefault)
// a plain `nonisolated async` function runs on its caller's actor. Marked `@concurrent`, it runs on the global
// executor, and every frame is on time.

/// A computation that takes `duration` of CPU where it runs: on an actor (here the caller's, passed through
/// `#isolation`) it holds that actor's thread; off any actor it keeps another core busy while the caller's actor
/// goes on.
func crunchNumbers(for duration: Duration, isolation: isolated (any Actor)? = #isolation) async {
  if isolation != nil {
    crunchNumbersSynchronously(for: duration)
  } else {
    await SimulatedWork.perform(for: duration)
  }
}

/// The same computation called synchronously: it holds the calling thread for `duration`.
func crunchNumbersSynchronously(for duration: Duration) {
  SimulatedWork.block(for: duration)
}

// MARK: lesson
/// The report screen's model. SwiftUI draws a state change at the next frame, not at the moment it happens.
@MainActor
final class ReportModel {
  @Tracked("report") var report: LoadState<String> = .idle
  let duration: Duration
  let language: Language

  init(duration: Duration, language: Language) {
    self.duration = duration
    self.language = language
  }

  /// ❌ Called from the button's action: the computation holds the main actor for its whole length.
  func generateOnMainActor() {
    report = .loading                           // never drawn: no frame comes before the work ends
    crunchNumbersSynchronously(for: duration)   // ❌ synchronous work on the main actor: the UI freezes
    report = .loaded(summary())
  }

  /// Called from `Task { await model.generate() }`: awaits `processData`, which runs wherever its declaration says.
  func generate(offMainActor: Bool) async {
    report = .loading
    if offMainActor {
      await Self.processDataConcurrently(for: duration)   // @concurrent: on the global executor
    } else {
      await Self.processData(for: duration)               // ❌ nonisolated(nonsending): on the caller's actor — main
    }
    report = .loaded(summary())
  }

  /// A plain `nonisolated async` function under Swift 6.2's `NonisolatedNonsendingByDefault` (written out here):
  /// it runs on its caller's actor, so called from the main actor, its work holds the main actor.
  nonisolated(nonsending) static func processData(for duration: Duration) async {
    await crunchNumbers(for: duration)
  }

  /// `@concurrent`: always leaves the caller's actor and runs on the global executor, so the main actor stays free.
  @concurrent nonisolated static func processDataConcurrently(for duration: Duration) async {
    await crunchNumbers(for: duration)
  }

  private func summary() -> String {
    language.pick("报表已生成（计算 \(MainActorScenario.milliseconds(duration)) ms）",
                  "report ready (\(MainActorScenario.milliseconds(duration)) ms of computing)")
  }
}
// MARK: end

struct ReportView: SimulatedView {
  let model: ReportModel
  let language: Language

  var body: Screen {
    let button = Screen(lines: [language.pick("[生成报表]", "[Generate report]")])
    switch model.report {
    case .idle: return button
    case .loading: return .progress(language.pick("计算中…", "Computing…"))
    case .loaded(let text): return Screen(lines: ["✓ " + text]).above(button)
    case .failed(let message): return Screen(lines: ["⚠ " + message]).above(button)
    }
  }
}

/// A display-link stand-in: every 16 ms the main actor gets a chance to draw the view. A frame whose chance comes
/// late (the main actor was busy) is printed, with the frames skipped meanwhile; frames on time print nothing.
@MainActor
final class DisplayLink {
  static let interval = Duration.milliseconds(16)
  let view: any SimulatedView
  let language: Language
  private var lastScreen: Screen?

  init(view: any SimulatedView, language: Language) {
    self.view = view
    self.language = language
  }

  func run(for length: Duration) async {
    let clock = ContinuousClock()
    let start = clock.now
    var frame = 0, drawn = 0, dropped = 0
    while Self.interval * (frame + 1) <= length {
      frame += 1
      let due = start + Self.interval * frame
      try? await Task.sleep(until: due, clock: clock)   // wait for the next vsync
      let late = MainActorScenario.milliseconds(due.duration(to: clock.now))
      if late > 0 {
        let every = MainActorScenario.milliseconds(Self.interval)
        let missed = late / every
        print(language.pick("第 \(frame) 帧迟到 \(late) ms（本该在 \(frame * every) ms 画），其间丢了 \(missed) 帧",
                            "frame \(frame) is \(late) ms late (due at \(frame * every) ms); \(missed) frames dropped"))
        frame += missed                                 // the next chance is the next vsync from now
        dropped += missed
      }
      drawn += 1
      draw()
    }
    print(language.pick("\(frame) 次刷新机会：画了 \(drawn) 帧，丢了 \(dropped) 帧",
                        "\(frame) vsyncs: \(drawn) frames drawn, \(dropped) dropped"))
  }

  /// Draws the view's current state; the trace shows a screen only when it changed.
  private func draw() {
    let screen = view.body
    guard screen != lastScreen else { return }
    lastScreen = screen
    TraceLog.screen(screen.description)
  }
}

enum MainActorScenario {
  static let scenario = Scenario(
    name: "main-actor",
    zh: "主线程卡顿：在主 actor 上做重计算，画面停住；nonisolated(nonsending) 函数仍在调用方的 actor 上运行；"
      + "@concurrent 函数离开主 actor，每一帧都准时",
    en: "A frozen UI: heavy work on the main actor stops the frames; a nonisolated(nonsending) function still runs on "
      + "its caller's actor; an @concurrent one leaves the main actor and every frame is on time",
    parameters: [
      ScenarioParameter("work", .choice(["main", "nonisolated", "concurrent"]), default: "main",
                        zh: "main：在主 actor 上同步计算；nonisolated：await 一个 nonisolated(nonsending) 函数（Swift 6.2 "
                          + "里普通 nonisolated async 函数的默认）；concurrent：await 一个 @concurrent 函数",
                        en: "main: compute synchronously on the main actor; nonisolated: await a nonisolated(nonsending) "
                          + "function (what a plain nonisolated async function is in Swift 6.2); concurrent: await an "
                          + "@concurrent function"),
      ScenarioParameter("duration", .duration, default: "500ms",
                        zh: "计算耗时（原文：5 秒）", en: "how long the computation takes (the chapter: 5 s)"),
    ],
    pinned: [
      PinnedRun(determinism: true),
      PinnedRun("nonisolated", "work=nonisolated", determinism: true),
      PinnedRun("concurrent", "work=concurrent"),
      PinnedRun(language: .en),
    ],
    explanation: MainActorExplanation.self,
    body: { arguments in { await run(arguments) } })

  /// The user taps the button this long after launch.
  static let tap = Duration.milliseconds(50)

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let language = arguments.language
    let duration = arguments.duration("duration")
    let model = ReportModel(duration: duration, language: language)
    let display = DisplayLink(view: ReportView(model: model, language: language), language: language)
    let frames = Task(name: "display") { await display.run(for: tap + duration + .milliseconds(50)) }

    try? await Task.sleep(for: tap)
    print(language.pick("用户点了「生成报表」", "the user taps Generate report"))
    switch arguments.choice("work") {
    case "main": model.generateOnMainActor()                 // Button { model.generateOnMainActor() }
    case "nonisolated": Task { await model.generate(offMainActor: false) }   // Button { Task { await model.generate() } }
    default: Task { await model.generate(offMainActor: true) }
    }
    await frames.value
  }

  /// Whole milliseconds of a duration.
  static func milliseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
  }
}
