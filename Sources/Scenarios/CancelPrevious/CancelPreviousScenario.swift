import AsyncSimulation

// Cancel the previous load. The model keeps the `Task` of its running load, and a new load cancels it. Cancelling
// only asks: a request that cannot be interrupted still returns, so after its await the load calls
// `try Task.checkCancellation()` before it touches the screen. Without both, the slower answer to an older choice
// arrives after the answer to the newer one and overwrites it: the picker says "android", the list shows ios people.

/// A member directory behind a callback API wrapped in a continuation: once sent, a request always returns, cancelled
/// or not. The server is cold at first: the first request takes `first` (it fills its cache), later ones `latency`.
actor DirectoryServer {
  let first: Duration
  let latency: Duration
  let language: Language
  private var requests = 0

  init(first: Duration, latency: Duration, language: Language) {
    self.first = first
    self.latency = latency
    self.language = language
  }

  func members(of team: String) async -> [String] {
    requests += 1
    let responseTime = requests == 1 ? first : latency
    let rows = [language.pick("\(team) 组成员 1", "\(team) member 1"), language.pick("\(team) 组成员 2", "\(team) member 2")]
    return await withCheckedContinuation { continuation in
      Task.detached(name: "request(\(team))") {
        try? await Task.sleep(for: responseTime)
        continuation.resume(returning: rows)
      }
    }
  }
}

@MainActor
final class TeamMembersModel {
  @Tracked("team") var team = ""
  @Tracked("members") var members: [String] = []
  private var loadTask: Task<Void, Never>?
  let server: DirectoryServer
  let cancelsPrevious: Bool
  let checksCancellation: Bool
  let language: Language

  init(server: DirectoryServer, cancelsPrevious: Bool, checksCancellation: Bool, language: Language) {
    self.server = server
    self.cancelsPrevious = cancelsPrevious
    self.checksCancellation = checksCancellation
    self.language = language
  }

  // MARK: lesson
  /// The picker's action: show `team` and load its members.
  func select(_ team: String) {
    self.team = team
    if cancelsPrevious {
      loadTask?.cancel()                        // the older load is no longer wanted
    }                                           // ❌ cancel=none: the older load runs on and writes its result
    loadTask = Task {
      do {
        let rows = await server.members(of: team)
        if checksCancellation {
          try Task.checkCancellation()          // after every await: cancelled meanwhile? then leave the screen alone
        }                                       // ❌ check=off: a cancelled load still gets to the next line
        members = rows
      } catch {
        print(language.pick("\(team) 的结果来晚了：已取消，丢弃", "the \(team) result came too late: cancelled, dropped"))
      }
    }
  }
  // MARK: end

  deinit { loadTask?.cancel() }                 // a model that goes away takes its load with it
}

struct TeamMembersView: SimulatedView {
  let model: TeamMembersModel
  let language: Language

  var body: Screen {
    Screen(lines: [language.pick("小组：", "team: ") + model.team]).above(.list(model.members))
  }
}

enum CancelPreviousScenario {
  static let scenario = Scenario(
    name: "cancel-previous",
    zh: "取消上一次加载：保存 Task、新加载先取消旧的，await 之后 checkCancellation；否则慢的旧结果盖住新结果",
    en: "Cancel the previous load: keep the Task, cancel it on a new load, checkCancellation after the await; "
      + "otherwise a slower, older result overwrites the newer one",
    parameters: [
      ScenarioParameter("cancel", .choice(["previous", "none"]), default: "previous",
                        zh: "previous：新加载先取消上一次的 Task；none：不取消",
                        en: "previous: a new load cancels the previous Task; none: it does not"),
      ScenarioParameter("check", .choice(["on", "off"]), default: "on",
                        zh: "await 之后是否 try Task.checkCancellation()",
                        en: "whether the load calls try Task.checkCancellation() after its await"),
      ScenarioParameter("taps", .typingSchedule, default: "ios@0 android@150",
                        zh: "用户在选择器里选了哪个小组、何时：小组@毫秒", en: "which team the user picks when: team@ms"),
      ScenarioParameter("first", .duration, default: "500ms", zh: "第一次请求的耗时（服务器冷启动）",
                        en: "how long the first request takes (the server starts cold)"),
      ScenarioParameter("latency", .duration, default: "200ms", zh: "之后每次请求的耗时",
                        en: "how long each later request takes"),
    ],
    pinned: [
      PinnedRun(),
      PinnedRun("none", "cancel=none", determinism: true),
      PinnedRun("no-check", "check=off"),
      PinnedRun("none", "cancel=none", language: .en),
    ],
    explanation: CancelPreviousExplanation.self,
    body: { arguments in { await run(arguments) } })

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let language = arguments.language
    let server = DirectoryServer(first: arguments.duration("first"), latency: arguments.duration("latency"),
                                 language: language)
    let model = TeamMembersModel(server: server, cancelsPrevious: arguments.choice("cancel") == "previous",
                                 checksCancellation: arguments.choice("check") == "on", language: language)
    let host = ViewHost(TeamMembersView(model: model, language: language))

    let start = ContinuousClock.now
    for (index, tap) in arguments.typing("taps").entries.enumerated() {
      if tap.at > .zero { try? await Task.sleep(until: start + tap.at, clock: .continuous) }
      model.select(tap.text)
      if index == 0 { host.appear() }           // the screen opens with the first choice
    }
  }
}
