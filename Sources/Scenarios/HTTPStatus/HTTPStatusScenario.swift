import AsyncSimulation
import SwiftUI

// The driver of http-status: not app code. It registers the scenario, answers GET /posts as the parameters say — a
// 404 page, a 500 error JSON or the posts, after latency, all at once, as a trickle (the status, then the body in four
// pieces 800 ms apart) or not at all — builds the API the check parameter picks (PostsAPI or
// PostsAPIWithoutStatusCheck) with the timeout parameter as its timeoutInterval, over URLSession.shared or, with
// limit=total, a PostsSession limited to deadline, and shows PostsView. Nobody taps anything: the screen loads as it
// appears.

enum HTTPStatusScenario {
  static let scenario = Scenario(
    name: "http-status",
    zh: "状态码与时限：404/500 不会抛错，不检查就得到误导性的「数据看不懂」；timeoutInterval 是空闲超时，"
      + "不限制整个请求的时长",
    en: "Status codes and time limits: a 404 or 500 does not throw, and unchecked it becomes a misleading decoding "
      + "error; timeoutInterval is an idle timeout, not a limit on the whole request",
    parameters: [
      ScenarioParameter("status", .choice(["404", "200", "500"]), default: "404",
                        zh: "服务器的状态码：200 + JSON 数组、404 + HTML 页面、500 + 错误 JSON",
                        en: "the server's status: 200 with a JSON array, 404 with an HTML page, 500 with an error JSON"),
      ScenarioParameter("check", .choice(["on", "off"]), default: "on",
                        zh: "解码前是否检查状态码（PostsAPI，或 PostsAPIWithoutStatusCheck）",
                        en: "whether the status code is checked before decoding (PostsAPI, or PostsAPIWithoutStatusCheck)"),
      ScenarioParameter("server", .choice(["prompt", "trickle", "silent"]), default: "prompt",
                        zh: "prompt：一次发完；trickle：先发状态码，正文再分 4 段、每段隔 800 ms；silent：什么都不发",
                        en: "prompt: all at once; trickle: the status, then the body in 4 pieces, 800 ms apart; silent: "
                          + "nothing at all"),
      ScenarioParameter("latency", .duration, default: "200ms", zh: "服务器开始回应之前的时间",
                        en: "how long the server takes to start answering"),
      ScenarioParameter("timeout", .duration, default: "1s", zh: "request.timeoutInterval：最长可以多久收不到数据",
                        en: "request.timeoutInterval: how long the request may go without data"),
      ScenarioParameter("limit", .choice(["idle", "total"]), default: "idle",
                        zh: "idle：只有 timeoutInterval；total：会话再给整个请求一个总时限"
                          + "（PostsSession，timeoutIntervalForResource = deadline）",
                        en: "idle: timeoutInterval only; total: the session also limits each whole request "
                          + "(PostsSession, timeoutIntervalForResource = deadline)"),
      ScenarioParameter("deadline", .duration, default: "3s", zh: "limit=total 时整个请求的总时限",
                        en: "the limit on the whole request with limit=total"),
    ],
    pinned: [
      PinnedRun(),
      PinnedRun("unchecked", "check=off", determinism: true),
      PinnedRun("500", "status=500"),
      PinnedRun("500-unchecked", "status=500", "check=off"),
      PinnedRun("silent", "server=silent"),
      PinnedRun("200", "status=200"),
      PinnedRun("trickle", "status=200", "server=trickle", determinism: true),
      PinnedRun("trickle-total", "status=200", "server=trickle", "limit=total"),
      PinnedRun("unchecked", "check=off", language: .en),
      PinnedRun("trickle", "status=200", "server=trickle", language: .en),
    ],
    appCode: [
      AppFile("PostsView.swift"),
      AppFile("PostsStore.swift"),
      AppFile("PostsError.swift"),
      AppFile("PostsService.swift"),
      AppFile("PostsAPI.swift", when: "check=on"),
      AppFile("PostsAPIWithoutStatusCheck.swift", when: "check=off"),
      AppFile("PostsSession.swift", when: "limit=total"),
      AppFile("Post.swift"),
    ],
    explanation: HTTPStatusExplanation.self,
    body: { arguments in { await run(arguments) } })

  /// The posts' URL, as `PostsAPI` asks it.
  static let url = "https://blog.example.com/posts"

  /// The posts the server sends with a 200: data, the same in both languages.
  static let posts = #"[{"id":1,"title":"First post"},{"id":2,"title":"Second post"}]"#

  /// How far apart the pieces of a trickle arrive, and how many pieces the body comes in after the status.
  static let trickleGap = Duration.milliseconds(800)
  static let tricklePieces = 4

  /// How long a silent server takes to answer: far beyond any timeout the lesson sets.
  static let silence = Duration.seconds(600)

  /// The server's answer to GET /posts.
  static func routes(status: String, server: String, latency: Duration) -> RouteTable {
    let wait = server == "silent" ? silence : latency
    var answer: RouteResponse = switch status {
    case "404": .html("<html><body><h1>404 Not Found</h1></body></html>", status: 404, latency: wait)
    case "500": .json(#"{"error":"internal server error"}"#, status: 500, latency: wait)
    default: .json(posts, latency: wait)
    }
    if server == "trickle" { answer = answer.chunked(into: tricklePieces, every: trickleGap) }
    return RouteTable { Route.get(url, answer) }
  }

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let stage = AppStage(language: arguments.language, strings: "HTTPStatus",
                         routes: routes(status: arguments.choice("status"), server: arguments.choice("server"),
                                        latency: arguments.duration("latency")))
    let session = arguments.choice("limit") == "total"
      ? PostsSession.limited(to: timeInterval(arguments.duration("deadline"))) : URLSession.shared
    let timeoutInterval = timeInterval(arguments.duration("timeout"))
    let api: any PostsService = arguments.choice("check") == "off"
      ? PostsAPIWithoutStatusCheck(session: session, timeoutInterval: timeoutInterval)
      : PostsAPI(session: session, timeoutInterval: timeoutInterval)
    await stage.show(PostsView(store: PostsStore(api: api)), playing: UserActionScript(steps: []))
  }

  /// A duration as the `TimeInterval` URLRequest and URLSessionConfiguration take.
  static func timeInterval(_ duration: Duration) -> TimeInterval {
    let (seconds, attoseconds) = duration.components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }
}
