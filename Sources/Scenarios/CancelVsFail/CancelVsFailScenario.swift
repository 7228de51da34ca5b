import AsyncSimulation
import SwiftUI

// The driver of cancel-vs-fail: not app code. It registers the scenario, answers the report request after latency
// (5 s: the user always leaves first), builds the model the handling parameter picks — ReportsModel (both),
// ReportsModelCatchingCancellationError (separate) or ReportsModelCatchingEverything (together) — over the client
// the client parameter picks (ReportAPI through URLSession, or the callback ReportSDK), and switches tabs as the
// user would: Settings at leave, Reports again back later, each tapped by the title the tab bar shows.

enum CancelVsFailScenario {
  static let scenario = Scenario(
    name: "cancel-vs-fail",
    zh: "取消不是失败：离开页面会取消加载；URLSession 抛 URLError(.cancelled)，回调 API 抛 CancellationError；把它当成失败，"
      + "「加载失败」就被写进状态，回来时闪一下",
    en: "Cancellation is not failure: leaving cancels the load; URLSession throws URLError(.cancelled), a callback API "
      + "CancellationError; taken for a failure, \"Loading failed\" is written into the state and flashes on screen "
      + "when the user comes back",
    parameters: [
      ScenarioParameter("handling", .choice(["both", "separate", "together"]), default: "both",
                        zh: "both：先接住 CancellationError 和 URLError(.cancelled)（ReportsModel）；separate：只先接住 "
                          + "CancellationError（ReportsModelCatchingCancellationError）；together：一个 catch 接住所有错误"
                          + "（ReportsModelCatchingEverything）",
                        en: "both: CancellationError and URLError(.cancelled) are caught first (ReportsModel); "
                          + "separate: only CancellationError is (ReportsModelCatchingCancellationError); together: "
                          + "one catch for every error (ReportsModelCatchingEverything)"),
      ScenarioParameter("client", .choice(["urlsession", "callback"]), default: "urlsession",
                        zh: "urlsession：ReportAPI 用 URLSession，取消时抛 URLError(.cancelled)；"
                          + "callback：ReportSDK 是用 withTaskCancellationHandler 包装的回调 API，取消时抛 CancellationError",
                        en: "urlsession: ReportAPI uses URLSession, cancelling throws URLError(.cancelled); callback: "
                          + "ReportSDK, a callback API wrapped with withTaskCancellationHandler, cancelling throws "
                          + "CancellationError"),
      ScenarioParameter("leave", .duration, default: "300ms", zh: "多久后用户切到别的标签页",
                        en: "when the user switches to another tab"),
      ScenarioParameter("back", .duration, default: "1s", zh: "在别的标签页停留多久再切回来",
                        en: "how long the user stays on the other tab before coming back"),
      ScenarioParameter("latency", .duration, default: "5s", zh: "报表请求耗时", en: "how long the report takes"),
    ],
    pinned: [
      PinnedRun(),
      PinnedRun("together", "handling=together", determinism: true),
      PinnedRun("separate", "handling=separate", determinism: true),
      PinnedRun("separate-callback", "handling=separate", "client=callback"),
      PinnedRun("together-callback", "handling=together", "client=callback"),
      PinnedRun("separate", "handling=separate", language: .en),
    ],
    appCode: [
      AppFile("ReportsScreen.swift"),
      AppFile("ReportsTab.swift"),
      AppFile("ReportState.swift"),
      AppFile("ReportLoading.swift"),
      AppFile("ReportsModel.swift", when: "handling=both"),
      AppFile("ReportsModelCatchingCancellationError.swift", when: "handling=separate"),
      AppFile("ReportsModelCatchingEverything.swift", when: "handling=together"),
      AppFile("ReportClient.swift"),
      AppFile("ReportAPI.swift", when: "client=urlsession"),
      AppFile("ReportSDK.swift", when: "client=callback"),
      AppFile("ReportRequest.swift", when: "client=callback"),
    ],
    explanation: CancelVsFailExplanation.self,
    body: { arguments in { await run(arguments) } })

  /// The report's URL, as `ReportAPI` and `ReportSDK` ask it.
  static let url = "https://reports.example.com/monthly"

  /// The report the server answers: data, the same in both languages.
  static let report = "March: 42 orders"

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let routes = RouteTable { Route.get(url, .text(report, latency: arguments.duration("latency"))) }
    let stage = AppStage(language: arguments.language, strings: "CancelVsFail", routes: routes)
    let client: any ReportClient = arguments.choice("client") == "callback" ? ReportSDK() : ReportAPI()
    let model: any ReportLoading = switch arguments.choice("handling") {
    case "separate": ReportsModelCatchingCancellationError(client: client)
    case "together": ReportsModelCatchingEverything(client: client)
    default: ReportsModel(client: client)
    }
    // The tabs by the titles the tab bar shows (设置 and 报表 in a Chinese run).
    let leave = arguments.duration("leave")
    let script = UserActionScript(steps: [
      .init(.tap(String(localized: "Settings"), occurrence: nil), at: leave),
      .init(.tap(String(localized: "Reports"), occurrence: nil), at: leave + arguments.duration("back")),
    ])
    await stage.show(ReportsScreen(model: model), playing: script)
  }
}
