import AsyncSimulation
import Foundation

// Cancel the previous load. The model keeps the `Task` of its running load, and a new load cancels it. Cancelling
// only asks: what happens next is up to the code that runs. A callback API wrapped in a continuation without a
// cancellation handler never hears of it — its request goes on and its answer still comes back — so after the await
// the load calls `try Task.checkCancellation()` before it touches the screen. URLSession does hear of it: the request
// stops and throws `URLError(.cancelled)`. Without cancelling and checking, the slower answer to an older choice
// arrives after the answer to the newer one and overwrites it: the picker says "android", the list shows ios people.

/// A member directory. The server is cold at first: the first request takes `first` (it fills its cache), later ones
/// `latency`. Through the `callback` client a request, once sent, always returns, cancelled or not; through the
/// `urlsession` client, cancelling the task stops the request, which throws `URLError(.cancelled)`.
actor DirectoryServer {
  let client: String
  let first: Duration
  let latency: Duration
  let language: Language
  private var requests = 0

  init(client: String, first: Duration, latency: Duration, language: Language) {
    self.client = client
    self.first = first
    self.latency = latency
    self.language = language
  }

  func members(of team: String) async throws -> [String] {
    requests += 1
    let responseTime = requests == 1 ? first : latency
    let rows = [language.pick("\(team) 组成员 1", "\(team) member 1"), language.pick("\(team) 组成员 2", "\(team) member 2")]
    if client == "urlsession" {
      do {
        try await Task.sleep(for: responseTime)            // like URLSession.data(for:): it stops when cancelled…
      } catch {
        throw URLError(.cancelled)                         // …and says so with URLError(.cancelled)
      }
      return rows
    }
    // A callback API wrapped without withTaskCancellationHandler: nothing tells the request it is no longer wanted.
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
        let rows = try await server.members(of: team)
        if checksCancellation {
          try Task.checkCancellation()          // after every await: cancelled meanwhile? then leave the screen alone
        }                                       // ❌ check=off: a cancelled load still gets to the next line
        members = rows
      } catch let error as URLError where error.code == .cancelled {
        print(language.pick("\(team) 的请求已取消（URLError.cancelled）", "the \(team) request was cancelled (URLError.cancelled)"))
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
      ScenarioParameter("client", .choice(["callback", "urlsession"]), default: "callback",
                        zh: "callback：没有取消处理的回调 API，请求发出后一定返回；urlsession：像 URLSession，取消时请求停下、"
                          + "抛出 URLError(.cancelled)",
                        en: "callback: a callback API without a cancellation handler, a request once sent always returns; "
                          + "urlsession: like URLSession, cancelling stops the request, which throws URLError(.cancelled)"),
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
      PinnedRun("urlsession", "client=urlsession"),
      PinnedRun("urlsession-no-check", "client=urlsession", "check=off"),
      PinnedRun("none", "cancel=none", language: .en),
    ],
    explanation: CancelPreviousExplanation.self,
    body: { arguments in { await run(arguments) } })

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let language = arguments.language
    let server = DirectoryServer(client: arguments.choice("client"), first: arguments.duration("first"),
                                 latency: arguments.duration("latency"),
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
