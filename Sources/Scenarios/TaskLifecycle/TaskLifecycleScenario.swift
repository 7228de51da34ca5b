import AsyncSimulation
import SwiftUI

// The driver of task-lifecycle: not app code. The user taps the top story in StoryList at 0 ms, goes back `leave`
// later, before the story has loaded, and opens it again `away` after that: a new page with fresh @State, as a
// NavigationStack push builds it. The `modifier` parameter picks the page the list pushes: StoryPage (.task) or
// StoryPageOnAppear (onAppear { Task { … } }). The server answers each request with the story as it stands (update
// 1, then update 2), after `latency`.

enum TaskLifecycleScenario {
  static let scenario = Scenario(
    name: "task-lifecycle",
    zh: ".task 与 onAppear { Task {} }：离开时 .task 被取消；onAppear 里的 Task 继续跑、写进已离开的页面，"
      + "再进来又重复请求",
    en: ".task versus onAppear { Task {} }: leaving the page cancels .task; a Task from onAppear keeps running, "
      + "writes into the page that is gone, and coming back sends a duplicate request",
    parameters: [
      ScenarioParameter("modifier", .choice(["task", "onappear"]), default: "task",
                        zh: "task：StoryPage，.task { await model.load() }；"
                          + "onappear：StoryPageOnAppear，.onAppear { Task { await model.load() } }",
                        en: "task: StoryPage, .task { await model.load() }; "
                          + "onappear: StoryPageOnAppear, .onAppear { Task { await model.load() } }"),
      ScenarioParameter("latency", .duration, default: "400ms", zh: "请求耗时", en: "how long a request takes"),
      ScenarioParameter("leave", .duration, default: "200ms", zh: "打开报道后多久用户点返回",
                        en: "how long after opening the story the user goes back"),
      ScenarioParameter("away", .duration, default: "100ms", zh: "返回后多久用户再次打开这篇报道",
                        en: "how long after going back the user opens the story again"),
    ],
    pinned: [
      PinnedRun(determinism: true),
      PinnedRun("onappear", "modifier=onappear", determinism: true),
      PinnedRun("onappear-away-300ms", "modifier=onappear", "away=300ms"),
      PinnedRun("onappear", "modifier=onappear", language: .en),
    ],
    appCode: [
      AppFile("StoryList.swift"),
      AppFile("StoryPage.swift", when: "modifier=task"),
      AppFile("StoryPageOnAppear.swift", when: "modifier=onappear"),
      AppFile("StoryModel.swift"),
      AppFile("StoryAPI.swift"),
    ],
    explanation: TaskLifecycleExplanation.self,
    body: { arguments in { await run(arguments) } })

  /// The story's URL, as `StoryAPI` asks it.
  static let url = "https://news.example.com/stories/swift-6-2"

  /// The story as the server has it at each request: data, the same in both languages.
  static let updates = ["Swift 6.2 released (update 1)", "Swift 6.2 released (update 2)"]

  /// Opens the story at 0 ms, goes back after `leave`, opens it again `away` later.
  static func script(leave: Duration, away: Duration) -> UserActionScript {
    let open = UserAction.tap("Swift 6.2 released", occurrence: nil)
    return UserActionScript(steps: [
      .init(action: open, atNanos: 0),
      .init(action: .back, atNanos: leave.nanosecondsClamped),
      .init(action: open, atNanos: (leave + away).nanosecondsClamped),
    ])
  }

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let latency = arguments.duration("latency")
    let routes = RouteTable {
      Route.get(url, .text(updates[0], latency: latency), .text(updates[1], latency: latency))
    }
    let stage = AppStage(language: arguments.language, strings: "TaskLifecycle", routes: routes)
    let script = script(leave: arguments.duration("leave"), away: arguments.duration("away"))
    switch arguments.choice("modifier") {
    case "onappear": await stage.show(StoryList { StoryPageOnAppear() }, playing: script)
    default: await stage.show(StoryList { StoryPage() }, playing: script)
    }
  }
}
