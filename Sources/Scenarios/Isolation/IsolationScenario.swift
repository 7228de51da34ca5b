import AsyncSimulation
import SwiftUI
import XcodeApp

// The driver of isolation: not app code. It registers the scenario, has every event of the run name the executor it
// ran on, shows the photo page the start parameter picks — PhotoPage (.task), TaskPhotoPage (a Task {} from
// onAppear), DetachedPhotoPage (Task.detached, then MainActor.run) or ConcurrentPhotoPage (.task
// awaiting a @concurrent function) — with a decoder whose work takes `decode`, and taps Like at `like`. The tap is
// the system's: it reaches the button's action only when the main actor is free. The profile parameter picks which
// compile of the same app files runs: the XcodeApp module's (a new Xcode 26 app target's settings) or this module's
// (a Swift package's); XcodeAppCopyTests keeps the two copies identical.

enum IsolationScenario {
  static let scenario = Scenario(
    name: "isolation",
    zh: "代码在哪里运行：.task 和 Task {} 继承主 actor，Task.detached 不继承，MainActor.run 回到主 actor，@concurrent 离开它；"
      + "trace 标出每一步在哪个执行器上",
    en: "Where code runs: .task and Task {} inherit the main actor, Task.detached does not, MainActor.run hops back, "
      + "@concurrent leaves it; the trace names each piece's executor",
    parameters: [
      ScenarioParameter("start", .choice(["task-modifier", "task", "detached", "concurrent"]), default: "task-modifier",
                        zh: "task-modifier：PhotoPage 在 .task 里解码；task：TaskPhotoPage，onAppear 里的 Task {}；"
                          + "detached：DetachedPhotoPage，Task.detached 再 MainActor.run；"
                          + "concurrent：ConcurrentPhotoPage，.task 里 await 一个 @concurrent 函数",
                        en: "task-modifier: PhotoPage decodes in .task; task: TaskPhotoPage, a Task {} from "
                          + "onAppear; detached: DetachedPhotoPage, Task.detached, then MainActor.run; "
                          + "concurrent: ConcurrentPhotoPage, .task awaits a @concurrent function"),
      ScenarioParameter("profile", .choice(["xcode26-app", "swift-package"]), default: "xcode26-app",
                        zh: "xcode26-app：应用代码按 Xcode 26 新建 App target 的设置编译（默认 MainActor 隔离、"
                          + "Approachable Concurrency）；swift-package：按 Swift 包的设置编译",
                        en: "xcode26-app: the app code compiled with a new Xcode 26 app target's settings (MainActor "
                          + "default isolation, Approachable Concurrency); swift-package: with a Swift package's"),
      ScenarioParameter("decode", .duration, default: "300ms", zh: "解码照片的计算耗时",
                        en: "how long decoding the photo computes"),
      ScenarioParameter("like", .duration, default: "100ms", zh: "页面打开后多久用户点「赞」",
                        en: "how long after the page opens the user taps Like"),
    ],
    pinned: [
      PinnedRun(),
      PinnedRun("task", "start=task"),
      PinnedRun("detached", "start=detached", determinism: true),
      PinnedRun("concurrent", "start=concurrent"),
      PinnedRun("task-modifier-package", "profile=swift-package"),
      PinnedRun("detached", "start=detached", language: .en),
    ],
    appCode: [
      AppFile("PhotoPage.swift", when: "start=task-modifier"),
      AppFile("TaskPhotoPage.swift", when: "start=task"),
      AppFile("DetachedPhotoPage.swift", when: "start=detached"),
      AppFile("ConcurrentPhotoPage.swift", when: "start=concurrent"),
      AppFile("PhotoView.swift"),
      AppFile("PhotoModel.swift"),
      AppFile("PhotoDecoder.swift"),
      AppFile("DecodedPhoto.swift"),
    ],
    explanation: IsolationExplanation.self,
    body: { arguments in { await run(arguments) } })

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let stage = AppStage(language: arguments.language, strings: "Isolation", routes: RouteTable([]))
    stage.recordExecutors()                                   // every event from here on names its executor
    let decoder = PhotoDecoder(cost: arguments.duration("decode"))
    // The user taps the button the screen shows (赞 in a Chinese run) at `like`.
    let script = UserActionScript(steps: [
      .init(.tap(String(localized: "Like"), occurrence: nil), at: arguments.duration("like")),
    ])
    guard arguments.choice("profile") == "swift-package" else {
      await stage.show(IsolationApp.page(start: arguments.choice("start"), decode: arguments.duration("decode")),
                       playing: script)
      return
    }
    switch arguments.choice("start") {
    case "task": await stage.show(TaskPhotoPage(decoder: decoder), playing: script)
    case "detached": await stage.show(DetachedPhotoPage(decoder: decoder), playing: script)
    case "concurrent": await stage.show(ConcurrentPhotoPage(decoder: decoder), playing: script)
    default: await stage.show(PhotoPage(decoder: decoder), playing: script)
    }
  }
}
