import AsyncSimulation
import SwiftUI

// The driver of continuations: not app code. The user taps a city in CityList at 0 ms and goes back `leave` later;
// the weather server answers GET /forecast?city=Paris with a forecast and Atlantis with 404, each after `latency`.
// The `wrapper` parameter picks the app's async wrapper of the vendor's callback SDK: ForecastClient (a continuation
// only), CancellableForecastClient (with withTaskCancellationHandler) or LeakyForecastClient (resumes only on
// success).

enum ContinuationsScenario {
  static let scenario = Scenario(
    name: "continuations",
    zh: "把回调 API 包成 async：withCheckedThrowingContinuation 只恢复一次；没有 withTaskCancellationHandler，取消传不到请求，"
      + "任务一直等到回调",
    en: "Wrapping a callback API as async: withCheckedThrowingContinuation resumes exactly once; without "
      + "withTaskCancellationHandler, cancellation never reaches the request and the task waits for the callback",
    parameters: [
      ScenarioParameter("wrapper", .choice(["plain", "cancellable", "leaky"]), default: "plain",
                        zh: "plain：ForecastClient，只有 continuation；cancellable：CancellableForecastClient，"
                          + "再加 withTaskCancellationHandler；leaky：LeakyForecastClient，出错时忘了恢复 continuation",
                        en: "plain: ForecastClient, a continuation only; cancellable: CancellableForecastClient, with "
                          + "withTaskCancellationHandler too; leaky: LeakyForecastClient, forgets to resume the "
                          + "continuation on an error"),
      ScenarioParameter("city", .choice(["paris", "atlantis"]), default: "paris",
                        zh: "paris：服务器有巴黎的预报；atlantis：服务器不认识这个城市（404），SDK 回调一个错误",
                        en: "paris: the server has a forecast for Paris; atlantis: the server does not know the city "
                          + "(404) and the SDK calls back with an error"),
      ScenarioParameter("leave", .duration, default: "300ms", zh: "打开天气页后多久用户返回",
                        en: "how long after opening the forecast page the user goes back"),
      ScenarioParameter("latency", .duration, default: "1s", zh: "天气服务器的回答耗时",
                        en: "how long the weather server takes to answer"),
    ],
    pinned: [
      PinnedRun(determinism: true),
      PinnedRun("cancellable", "wrapper=cancellable"),
      PinnedRun("leaky-atlantis", "wrapper=leaky", "city=atlantis", "leave=2s"),
      PinnedRun("cancellable-atlantis", "wrapper=cancellable", "city=atlantis", "leave=2s"),
      PinnedRun("cancellable", "wrapper=cancellable", language: .en),
    ],
    appCode: [
      AppFile("CityList.swift"),
      AppFile("ForecastPage.swift"),
      AppFile("ForecastClient.swift", when: "wrapper=plain"),
      AppFile("CancellableForecastClient.swift", when: "wrapper=cancellable"),
      AppFile("LeakyForecastClient.swift", when: "wrapper=leaky"),
      AppFile("ForecastLoading.swift"),
      AppFile("ForecastSDK.swift"),
      AppFile("ForecastCancelToken.swift"),
    ],
    explanation: ContinuationsExplanation.self,
    body: { arguments in { await run(arguments) } })

  /// The weather server's answers (data: the same in both languages): a forecast for Paris, 404 for Atlantis.
  static func routes(latency: Duration) -> RouteTable {
    RouteTable {
      Route.get("https://weather.example.com/forecast?city=Paris",
                .json(#"{"sky": "☀️", "celsius": 22}"#, latency: latency))
      Route.get("https://weather.example.com/forecast?city=Atlantis", .status(404, latency: latency))
    }
  }

  /// Taps `city` at 0 ms and goes back after `leave`.
  static func script(city: String, leave: Duration) -> UserActionScript {
    let (seconds, attoseconds) = leave.components
    return UserActionScript(steps: [
      .init(action: .tap(city, occurrence: nil), atNanos: 0),
      .init(action: .back, atNanos: seconds * 1_000_000_000 + attoseconds / 1_000_000_000),
    ])
  }

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let stage = AppStage(language: arguments.language, strings: "Continuations",
                         routes: routes(latency: arguments.duration("latency")))
    let city = arguments.choice("city") == "atlantis" ? "Atlantis" : "Paris"
    let script = script(city: city, leave: arguments.duration("leave"))
    let sdk = ForecastSDK()
    switch arguments.choice("wrapper") {
    case "cancellable": await stage.show(CityList(client: CancellableForecastClient(sdk: sdk)), playing: script)
    case "leaky": await stage.show(CityList(client: LeakyForecastClient(sdk: sdk)), playing: script)
    default: await stage.show(CityList(client: ForecastClient(sdk: sdk)), playing: script)
    }
  }
}
