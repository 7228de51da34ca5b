import AsyncSimulation
import SwiftUI

// The driver of streaming: not app code. The server sends report.csv, five rows of a CSV file, one line every
// 200 ms (or drops the connection after `drop` lines). The user taps Download at 0 ms and Cancel `cancel` later, if
// the download is still on: a user taps only a button on screen. Two parameters pick the app's code: `termination`
// the row source (ReportRows, whose stream's onTermination cancels its producer, or LeakyReportRows, without it) and
// `after` the model (DownloadModel, which checks Task.isCancelled after the loop, or UncheckedDownloadModel).

enum StreamingScenario {
  static let scenario = Scenario(
    name: "streaming",
    zh: "URLSession.bytes(from:) 的行经过 AsyncThrowingStream 上屏；取消只是让循环安静地结束，没有 onTermination，"
      + "生产者照样读完整个回应；循环后不检查取消，就会显示「下载完成」",
    en: "The lines of URLSession.bytes(from:) through an AsyncThrowingStream onto the screen: cancelling just ends the "
      + "loop quietly, without onTermination the producer reads the whole response anyway, and without a check "
      + "after the loop the screen says \"Download complete\"",
    parameters: [
      ScenarioParameter("termination", .choice(["none", "stop"]), default: "none",
                        zh: "none：LeakyReportRows，流没有 onTermination；stop：ReportRows，onTermination 取消生产者任务",
                        en: "none: LeakyReportRows, the stream has no onTermination; stop: ReportRows, onTermination "
                          + "cancels the producer task"),
      ScenarioParameter("after", .choice(["check", "none"]), default: "check",
                        zh: "check：DownloadModel，循环结束后检查 Task.isCancelled；none：UncheckedDownloadModel，不检查，直接标记完成",
                        en: "check: DownloadModel, after the loop it checks Task.isCancelled; none: UncheckedDownloadModel, "
                          + "it marks the download done regardless"),
      ScenarioParameter("cancel", .duration, default: "500ms", zh: "开始下载后多久用户点「取消」（还在下载的话）",
                        en: "how long after the download starts the user taps Cancel (if it is still on)"),
      ScenarioParameter("drop", .choice(["none", "2", "3", "4"]), default: "none",
                        zh: "none：连接一直正常；2、3、4：服务器发完这么多行后连接中断",
                        en: "none: the connection holds; 2, 3, 4: the connection drops after that many lines"),
    ],
    pinned: [
      PinnedRun(determinism: true),
      PinnedRun("stop", "termination=stop"),
      PinnedRun("stop-unchecked", "termination=stop", "after=none"),
      PinnedRun("complete", "termination=stop", "cancel=2s"),
      PinnedRun("drop-3", "termination=stop", "cancel=2s", "drop=3"),
      PinnedRun("stop", "termination=stop", language: .en),
    ],
    appCode: [
      AppFile("ReportDownloadView.swift"),
      AppFile("DownloadModel.swift", when: "after=check"),
      AppFile("UncheckedDownloadModel.swift", when: "after=none"),
      AppFile("ReportDownloading.swift"),
      AppFile("DownloadStatus.swift"),
      AppFile("ReportRows.swift", when: "termination=stop"),
      AppFile("LeakyReportRows.swift", when: "termination=none"),
      AppFile("ReportRowSource.swift"),
    ],
    explanation: StreamingExplanation.self,
    body: { arguments in { await run(arguments) } })

  /// The report's URL, as the row sources ask it.
  static let url = "https://files.example.com/report.csv"

  /// The report: five rows of the same length, so that each of the five pieces the server sends is one line.
  static let report = "Jan,1200\nFeb,1350\nMar,1090\nApr,1410\nMay,1530\n"

  /// The report in five pieces, one every 200 ms after the headers; with `drop`, the connection breaks after that
  /// many pieces.
  static func routes(drop: Int?) -> RouteTable {
    let trickle = RouteResponse.text(report, headers: ["Content-Type": "text/csv"])
      .chunked(into: 5, every: .milliseconds(200))
    return RouteTable { Route.get(url, drop.map { trickle.droppingConnection(after: $0) } ?? trickle) }
  }

  /// The user: taps Download at once, and Cancel after `cancel` if the download is still on (the button is there).
  @MainActor
  static func drive(_ window: HostingWindow, cancel: Duration) async {
    // Not in the frame the screen appears in: its tasks begin first.
    await Task.yield()
    do {
      try window.perform(.tap(String(localized: "Download"), occurrence: nil))
    } catch {
      Simulation.stopWithUsageError("asyncplay: " + error.message(in: window.language))
    }
    do { try await Task.sleep(for: cancel) } catch { return }
    // A download that has ended shows no Cancel button: then there is nothing to tap.
    try? window.perform(.tap(String(localized: "Cancel"), occurrence: nil))
  }

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let stage = AppStage(language: arguments.language, strings: "Streaming",
                         routes: routes(drop: Int(arguments.choice("drop"))))
    let source: any ReportRowSource = arguments.choice("termination") == "stop" ? ReportRows() : LeakyReportRows()
    let model: any ReportDownloading = arguments.choice("after") == "none"
      ? UncheckedDownloadModel(source: source) : DownloadModel(source: source)
    await stage.show(ReportDownloadView(model: model)) { window in
      await drive(window, cancel: arguments.duration("cancel"))
    }
  }
}
