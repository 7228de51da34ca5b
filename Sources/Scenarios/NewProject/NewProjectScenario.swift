import AsyncSimulation
import SwiftUI
import XcodeApp

// The driver of new-project: not app code. It registers the scenario and shows the feed screen compiled under the
// profile the parameter names — the same four files (BriefingScreen, BriefingModel, BriefingParser, Headline) are compiled twice:
// in this module, with a Swift package's settings (swift-package), and in the XcodeApp module, with a new Xcode 26
// app target's (Default Actor Isolation = MainActor, Approachable Concurrency; Package.swift, XcodeAppCopyTests).
// The server answers the feed after 100 ms; the user taps Like at 150 ms, while the feed is being parsed. The tap is
// the system's: it reaches the button's action only when the main actor is free.

enum NewProjectScenario {
  static let scenario = Scenario(
    name: "new-project",
    zh: "同一个文件，两种项目：Xcode 26 新建的 App（默认 MainActor 隔离、Approachable Concurrency）里，"
      + "普通的 nonisolated async 函数在调用方的 actor 上运行；Swift 包里它离开主 actor",
    en: "One file, two projects: in a new Xcode 26 app target (MainActor default isolation, Approachable "
      + "Concurrency) a plain nonisolated async function runs on its caller's actor; in a Swift package it leaves "
      + "the main actor",
    parameters: [
      ScenarioParameter("profile", .choice(["xcode26-app", "swift-package"]), default: "xcode26-app",
                        zh: "xcode26-app：这几个文件按 Xcode 26 新建 App target 的设置编译；"
                          + "swift-package：按 Swift 包的设置编译",
                        en: "xcode26-app: the files compiled with a new Xcode 26 app target's settings; "
                          + "swift-package: with a Swift package's"),
      ScenarioParameter("parse", .duration, default: "300ms", zh: "解析新闻的计算耗时",
                        en: "how long parsing the feed computes"),
      ScenarioParameter("like", .duration, default: "150ms", zh: "页面打开后多久用户点「赞」",
                        en: "how long after the screen opens the user taps Like"),
    ],
    pinned: [
      PinnedRun(determinism: true),
      PinnedRun("swift-package", "profile=swift-package", determinism: true),
      PinnedRun(language: .en),
    ],
    appCode: [
      AppFile("BriefingScreen.swift"),
      AppFile("BriefingModel.swift"),
      AppFile("BriefingParser.swift"),
      AppFile("Headline.swift"),
    ],
    explanation: NewProjectExplanation.self,
    body: { arguments in { await run(arguments) } })

  /// The feed the server sends.
  static let feed = #"[{"id": 1, "title": "Swift 6.2 released"}, {"id": 2, "title": "What's new in SwiftUI"}]"#

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let routes = RouteTable([
      Route(method: "GET", "https://api.example.com/feed", responses: [.json(feed, latency: .milliseconds(100))]),
    ])
    let stage = AppStage(language: arguments.language, strings: "NewProject", routes: routes)
    stage.recordExecutors()                                   // every event from here on names its executor
    let cost = arguments.duration("parse")
    // The user taps the button the screen shows (赞 in a Chinese run).
    let script = UserActionScript(steps: [
      .init(.tap(String(localized: "Like"), occurrence: nil), at: arguments.duration("like")),
    ])
    if arguments.choice("profile") == "swift-package" {
      await stage.show(BriefingScreen(model: BriefingModel(parser: BriefingParser(cost: cost))), playing: script)
    } else {
      await stage.show(NewProjectApp.screen(parseCost: cost), playing: script)
    }
  }
}
