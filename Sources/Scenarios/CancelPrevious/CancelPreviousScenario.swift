import AsyncSimulation
import SwiftUI

// The driver of cancel-previous: not app code. It registers the scenario, answers the directory's requests (the
// server starts cold: the first request takes `first`, every later one `latency`), builds the model the cancel and
// check parameters pick — TeamMembersModel (cancel=previous check=on), TeamMembersModelNotChecking (previous, off),
// TeamMembersModelNotCancelling (none, on) or FireAndForgetTeamMembersModel (none, off) — over the client the client
// parameter picks (DirectoryAPI through URLSession, or the callback DirectorySDK), and taps the teams of the taps
// schedule in TeamMembersView's segmented picker.

enum CancelPreviousScenario {
  static let scenario = Scenario(
    name: "cancel-previous",
    zh: "取消上一次加载：保存 Task、新加载先取消旧的，await 之后 checkCancellation；否则慢的旧结果盖住新结果",
    en: "Cancel the previous load: keep the Task, cancel it on a new load, checkCancellation after the await; "
      + "otherwise a slower, older result overwrites the newer one",
    parameters: [
      ScenarioParameter("cancel", .choice(["previous", "none"]), default: "previous",
                        zh: "previous：新加载先取消上一次的 Task；none：不取消（TeamMembersModelNotCancelling、"
                          + "FireAndForgetTeamMembersModel）",
                        en: "previous: a new load cancels the previous Task; none: it does not "
                          + "(TeamMembersModelNotCancelling, FireAndForgetTeamMembersModel)"),
      ScenarioParameter("check", .choice(["on", "off"]), default: "on",
                        zh: "await 之后是否 try Task.checkCancellation()（off：TeamMembersModelNotChecking、"
                          + "FireAndForgetTeamMembersModel）",
                        en: "whether the load calls try Task.checkCancellation() after its await (off: "
                          + "TeamMembersModelNotChecking, FireAndForgetTeamMembersModel)"),
      ScenarioParameter("client", .choice(["callback", "urlsession"]), default: "callback",
                        zh: "callback：DirectorySDK，没有取消处理的回调 API，请求发出后一定返回；urlsession：DirectoryAPI，"
                          + "取消时请求停下、抛出 URLError(.cancelled)",
                        en: "callback: DirectorySDK, a callback API without a cancellation handler, a request once sent "
                          + "always returns; urlsession: DirectoryAPI, cancelling stops the request, which throws "
                          + "URLError(.cancelled)"),
      ScenarioParameter("taps", .typingSchedule, default: "ios@0 android@150",
                        zh: "用户在选择器里点了哪个小组、何时：小组@毫秒", en: "which team the user taps in the picker when: team@ms"),
      ScenarioParameter("first", .duration, default: "500ms", zh: "第一次请求的耗时（服务器冷启动）",
                        en: "how long the first request takes (the server starts cold)"),
      ScenarioParameter("latency", .duration, default: "200ms", zh: "之后每次请求的耗时",
                        en: "how long each later request takes"),
    ],
    pinned: [
      PinnedRun(),
      PinnedRun("none", "cancel=none", determinism: true),
      PinnedRun("no-check", "check=off"),
      PinnedRun("urlsession", "client=urlsession"),
      PinnedRun("urlsession-no-check", "client=urlsession", "check=off"),
      PinnedRun("none", "cancel=none", language: .en),
    ],
    appCode: [
      AppFile("TeamMembersView.swift"),
      AppFile("TeamMembersLoading.swift"),
      AppFile("TeamMembersModel.swift", when: "cancel=previous", "check=on"),
      AppFile("TeamMembersModelNotChecking.swift", when: "cancel=previous", "check=off"),
      AppFile("TeamMembersModelNotCancelling.swift", when: "cancel=none", "check=on"),
      AppFile("FireAndForgetTeamMembersModel.swift", when: "cancel=none", "check=off"),
      AppFile("MemberDirectory.swift"),
      AppFile("DirectoryAPI.swift"),
      AppFile("DirectorySDK.swift", when: "client=callback"),
    ],
    explanation: CancelPreviousExplanation.self,
    body: { arguments in { await run(arguments) } })

  /// The teams the picker always offers; a team the taps name besides these is added after them.
  static let teams = ["ios", "android"]

  /// The members the directory lists for `team`: data, the same in both languages, each name tagged with its team
  /// so a screen shows whose they are.
  static func members(of team: String) -> [String] {
    let names = switch team {
    case "ios": ["Mia", "Leo"]
    case "android": ["Sam", "Ivy"]
    default: ["Ada", "Max"]
    }
    return names.map { "\($0) (\(team))" }
  }

  /// The directory's URL for `team`, as `DirectoryAPI` asks it.
  static func url(of team: String) -> String {
    var components = URLComponents(string: "https://directory.example.com/members")!
    components.queryItems = [URLQueryItem(name: "team", value: team)]
    return components.url!.absoluteString
  }

  /// One route per team tapped, answering its requests in turn: each tap sends one request, the first of the run
  /// after `first` (the cold server), every later one after `latency`.
  static func routes(_ taps: [TypingSchedule.Entry], first: Duration, latency: Duration) -> RouteTable {
    var order: [String] = []
    var answers: [String: [RouteResponse]] = [:]
    for (index, tap) in taps.enumerated() {
      if answers[tap.text] == nil { order.append(tap.text) }
      let names = members(of: tap.text).map { "\"\($0)\"" }.joined(separator: ", ")
      answers[tap.text, default: []].append(.json("[\(names)]", latency: index == 0 ? first : latency))
    }
    return RouteTable(order.map { Route(method: "GET", url(of: $0), responses: answers[$0] ?? []) })
  }

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let taps = arguments.typing("taps").entries.filter { !$0.text.isEmpty }
    let stage = AppStage(language: arguments.language, strings: "CancelPrevious",
                         routes: routes(taps, first: arguments.duration("first"),
                                        latency: arguments.duration("latency")))
    let directory: any MemberDirectory = arguments.choice("client") == "urlsession" ? DirectoryAPI() : DirectorySDK()
    let model: any TeamMembersLoading = switch (arguments.choice("cancel"), arguments.choice("check")) {
    case ("previous", "off"): TeamMembersModelNotChecking(directory: directory)
    case ("none", "on"): TeamMembersModelNotCancelling(directory: directory)
    case ("none", _): FireAndForgetTeamMembersModel(directory: directory)
    default: TeamMembersModel(directory: directory)
    }
    var teams = Self.teams
    for tap in taps where !teams.contains(tap.text) { teams.append(tap.text) }
    let script = UserActionScript(steps: taps.map { .init(.tap($0.text, occurrence: nil), at: $0.at) })
    await stage.show(TeamMembersView(model: model, teams: teams), playing: script)
  }
}
