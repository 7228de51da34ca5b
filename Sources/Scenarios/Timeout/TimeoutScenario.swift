import AsyncSimulation
import SwiftUI

// The driver of timeout: not app code. It registers the scenario and shows AnnualReportView with the limit of the
// `timeout` parameter and the work the `operation` parameter picks: AnnualReportAPI.report() (sleep: a request to
// GET /report, which the route answers after `duration`; URLSession stops it when it is cancelled) or
// AnnualReportCalculator.crunchNumbers() (cpu: ten slices of `duration / 10` of blocking work that never checks for
// cancellation). Nobody acts on the screen: it prepares the report as it appears. The seed chapter's figures (001,
// "取消与超时"): a 0.3 s limit, an operation of 3 s.

enum TimeoutScenario {
  static let scenario = Scenario(
    name: "timeout",
    zh: "超时：用任务组让操作和一次 sleep 赛跑；不检查取消的计算循环在超时后还会继续跑",
    en: "Timeout: race the operation against a sleep in a task group; a computation loop that never checks "
      + "cancellation keeps running after the timeout",
    parameters: [
      ScenarioParameter("timeout", .duration, default: "0.3s", zh: "超时时限", en: "the time limit"),
      ScenarioParameter("operation", .choice(["sleep", "cpu"]), default: "sleep",
                        zh: "sleep：AnnualReportAPI 向服务器请求报表，取消时 URLSession 停下请求；"
                          + "cpu：AnnualReportCalculator 在设备上计算，从不检查取消",
                        en: "sleep: AnnualReportAPI asks the server for the report, and URLSession stops the request "
                          + "when cancelled; cpu: AnnualReportCalculator computes it on the device and never checks "
                          + "for cancellation"),
      ScenarioParameter("duration", .duration, default: "3s", zh: "操作本身需要的时间",
                        en: "how long the operation needs"),
    ],
    pinned: [
      PinnedRun(determinism: true),
      PinnedRun("4s", "timeout=4s", determinism: true),
      PinnedRun("cpu", "operation=cpu", determinism: true),
      PinnedRun("cpu", "operation=cpu", language: .en, determinism: true),
    ],
    appCode: [
      AppFile("AnnualReportView.swift"),
      AppFile("TimeoutError.swift"),
      AppFile("AnnualReportAPI.swift", when: "operation=sleep"),
      AppFile("AnnualReportCalculator.swift", when: "operation=cpu"),
    ],
    explanation: TimeoutExplanation.self,
    body: { arguments in { await run(arguments) } })

  /// The report the server prepares (data: the same in both languages).
  static let report = "📊 2026: revenue +12 %"

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let limit = arguments.duration("timeout")
    let duration = arguments.duration("duration")
    let routes = RouteTable {
      Route.get("https://api.example.com/report", .text(report, latency: duration))
    }
    let stage = AppStage(language: arguments.language, strings: "Timeout", routes: routes)
    let nobody = UserActionScript(steps: [])
    switch arguments.choice("operation") {
    case "cpu":
      let calculator = AnnualReportCalculator(sliceTime: seconds(duration / 10))
      await stage.show(AnnualReportView(limit: limit, prepare: { await calculator.crunchNumbers() }), playing: nobody)
    default:
      await stage.show(AnnualReportView(limit: limit, prepare: AnnualReportAPI.report), playing: nobody)
    }
  }

  /// A duration in seconds, as `Thread.sleep(forTimeInterval:)` takes it.
  static func seconds(_ duration: Duration) -> TimeInterval {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
