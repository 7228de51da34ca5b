import AsyncSimulation
import SwiftUI
import XcodeApp

// The driver of main-actor: not app code. It registers the scenario, builds the model the work parameter picks —
// SalesReportModel (main: the computation inline in a main-actor model), SalesReportModelNonsending (nonisolated:
// awaited in a nonisolated(nonsending) function, still on the main actor) or SalesReportModelConcurrent (concurrent:
// awaited in a @concurrent function, off the main actor) — over a SalesCalculator that computes for `duration`, and
// plays the user: a tap on Generate report at 50 ms, and leaving the screen 50 ms after the computation would end,
// which stops the frame meter's .task. The screen makes no request: the route table is empty. The profile parameter
// picks which compile of the same app files runs: the XcodeApp module's (a new Xcode 26 app target's settings) or
// this module's (a Swift package's); XcodeAppCopyTests keeps the two copies identical.

enum MainActorScenario {
  static let scenario = Scenario(
    name: "main-actor",
    zh: "主线程卡顿：在主 actor 上做重计算，画面停住；nonisolated(nonsending) 函数仍在调用方的 actor 上运行；"
      + "@concurrent 函数离开主 actor，每一帧都准时",
    en: "A frozen UI: heavy work on the main actor stops the frames; a nonisolated(nonsending) function still runs on "
      + "its caller's actor; an @concurrent one leaves the main actor and every frame is on time",
    parameters: [
      ScenarioParameter("work", .choice(["main", "nonisolated", "concurrent"]), default: "main",
                        zh: "main：SalesReportModel 在主 actor 上直接计算；nonisolated：SalesReportModelNonsending "
                          + "await 一个普通的 nonisolated async 函数（Xcode 26 的 App 里它是 nonisolated(nonsending)）；"
                          + "concurrent：SalesReportModelConcurrent await 一个 @concurrent 函数",
                        en: "main: SalesReportModel computes right on the main actor; nonisolated: "
                          + "SalesReportModelNonsending awaits a plain nonisolated async function (nonisolated(nonsending) "
                          + "in an Xcode 26 app); concurrent: SalesReportModelConcurrent "
                          + "awaits an @concurrent function"),
      ScenarioParameter("profile", .choice(["xcode26-app", "swift-package"]), default: "xcode26-app",
                        zh: "xcode26-app：应用代码按 Xcode 26 新建 App target 的设置编译（默认 MainActor 隔离、"
                          + "Approachable Concurrency）；swift-package：按 Swift 包的设置编译",
                        en: "xcode26-app: the app code compiled with a new Xcode 26 app target's settings (MainActor "
                          + "default isolation, Approachable Concurrency); swift-package: with a Swift package's"),
      ScenarioParameter("duration", .duration, default: "500ms",
                        zh: "计算耗时（原文：5 秒）", en: "how long the computation takes (the chapter: 5 s)"),
    ],
    pinned: [
      PinnedRun(determinism: true),
      PinnedRun("nonisolated", "work=nonisolated", determinism: true),
      PinnedRun("concurrent", "work=concurrent"),
      PinnedRun("nonisolated-package", "work=nonisolated", "profile=swift-package"),
      PinnedRun(language: .en),
    ],
    appCode: [
      AppFile("SalesReportScreen.swift"),
      AppFile("FrameMeter.swift"),
      AppFile("SalesReportState.swift"),
      AppFile("SalesReportGenerating.swift"),
      AppFile("SalesReportModel.swift", when: "work=main"),
      AppFile("SalesReportModelNonsending.swift", when: "work=nonisolated"),
      AppFile("SalesReportModelConcurrent.swift", when: "work=concurrent"),
      AppFile("SalesCalculator.swift"),
    ],
    explanation: MainActorExplanation.self,
    body: { arguments in { await run(arguments) } })

  /// The user taps Generate report this long after launch.
  static let tap = Duration.milliseconds(50)

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let duration = arguments.duration("duration")
    let stage = AppStage(language: arguments.language, strings: "MainActor", routes: RouteTable([]))
    // The button by the label the screen shows (生成报表 in a Chinese run).
    let script = UserActionScript(steps: [
      .init(.tap(String(localized: "Generate report"), occurrence: nil), at: tap),
      .init(.leave, at: tap + duration + .milliseconds(50)),
    ])
    guard arguments.choice("profile") == "swift-package" else {
      await stage.show(MainActorApp.screen(work: arguments.choice("work"), computingTime: seconds(duration)),
                       playing: script)
      return
    }
    let calculator = SalesCalculator(computingTime: seconds(duration))
    let model: any SalesReportGenerating = switch arguments.choice("work") {
    case "nonisolated": SalesReportModelNonsending(calculator: calculator)
    case "concurrent": SalesReportModelConcurrent(calculator: calculator)
    default: SalesReportModel(calculator: calculator)
    }
    await stage.show(SalesReportScreen(model: model), playing: script)
  }

  /// A duration in seconds, as `Thread.sleep(forTimeInterval:)` takes it.
  static func seconds(_ duration: Duration) -> TimeInterval {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
