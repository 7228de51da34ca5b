import AsyncSimulation
import Foundation

// `URLSession.data(for:)` does not throw for 404 or 500: it hands over whatever the server sent. Without a status
// check, a 404 error page goes to JSONDecoder and the user reads a misleading "could not understand the data". A
// request also needs a time limit, or a server that never answers leaves the spinner turning forever.

struct Post: Decodable, Sendable {
  let id: Int
  let title: String
}

/// What comes back: a status code and a body, like `HTTPURLResponse` plus `Data`.
struct ServerReply: Sendable {
  let statusCode: Int
  let body: Data
}

/// The errors a request can end with, each with a message fit for the user.
enum PostsError: Error {
  case badStatus(Int)
  case decoding
  case timedOut(Duration)

  func message(_ language: Language) -> String {
    switch self {
    case .badStatus(let code) where code >= 500:
      language.pick("服务器出错了（\(code)），请稍后再试", "the server failed (\(code)); please try again later")
    case .badStatus(let code):
      language.pick("服务器返回了 \(code)", "the server answered \(code)")
    case .decoding:
      language.pick("返回的数据看不懂", "the data that came back makes no sense")
    case .timedOut(let limit):
      language.pick("请求超时：\(HTTPStatusScenario.spoken(limit, language))内没有回应",
                    "the request timed out: no answer within \(HTTPStatusScenario.spoken(limit, language))")
    }
  }
}

/// A simulated server: after `latency` it answers with `status` (200, 404 or 500), or it never answers.
struct PostsServer: Sendable {
  let status: String
  let latency: Duration
  let language: Language

  func reply() async throws -> ServerReply {
    guard status != "timeout" else {
      while true { try await Task.sleep(for: .seconds(60)) }   // hangs until the client gives up and cancels
    }
    try await Task.sleep(for: latency)
    switch status {
    case "404":
      return ServerReply(statusCode: 404, body: Data("<html><body><h1>404 Not Found</h1></body></html>".utf8))
    case "500":
      return ServerReply(statusCode: 500, body: Data(#"{"error":"internal server error"}"#.utf8))
    default:
      let titles = [language.pick("第一篇", "First post"), language.pick("第二篇", "Second post")]
      let json = #"[{"id":1,"title":"\#(titles[0])"},{"id":2,"title":"\#(titles[1])"}]"#
      return ServerReply(statusCode: 200, body: Data(json.utf8))
    }
  }
}

// MARK: lesson
/// The request function: send with a time limit, check the status, decode.
struct PostsAPI: Sendable {
  let server: PostsServer
  let timeout: Duration
  let checksStatus: Bool

  /// `data(for:)` with `timeoutInterval`: the reply races a sleeping child; the loser is cancelled.
  func data() async throws -> ServerReply {
    try await withThrowingTaskGroup(of: ServerReply.self) { group in
      group.addTask(name: "request") { try await server.reply() }
      group.addTask(name: "timeout") { [timeout] in
        try await Task.sleep(for: timeout)
        throw PostsError.timedOut(timeout)
      }
      defer { group.cancelAll() }
      return try await group.next()!
    }
  }

  func posts() async throws -> [Post] {
    let reply = try await data()                           // a 404 or a 500 does not throw here
    let body = String(decoding: reply.body, as: UTF8.self)
    print(server.language.pick("收到回应：状态码 \(reply.statusCode)，正文 \(body)",
                               "reply received: status \(reply.statusCode), body \(body)"))
    // ❌ with check=off this test is missing, and a 404 page goes on to the decoder as if it were data
    if checksStatus, !(200..<300).contains(reply.statusCode) { throw PostsError.badStatus(reply.statusCode) }
    do {
      return try JSONDecoder().decode([Post].self, from: reply.body)
    } catch {
      print(server.language.pick("JSONDecoder 抛出了 \(HTTPStatusScenario.kind(of: error))",
                                 "JSONDecoder threw \(HTTPStatusScenario.kind(of: error))"))
      throw PostsError.decoding                            // a readable message instead of DecodingError's
    }
  }
}
// MARK: end

@MainActor
final class PostsStore {
  @Tracked("phase") var phase: LoadState<[String]> = .idle
  let api: PostsAPI

  init(api: PostsAPI) { self.api = api }

  func load() async {
    phase = .loading
    do {
      phase = .loaded(try await api.posts().map(\.title))
    } catch let error as PostsError {
      phase = .failed(error.message(api.server.language))
    } catch {
      phase = .failed("\(error)")
    }
  }
}

struct PostsView: SimulatedView {
  let store: PostsStore
  let language: Language

  var body: Screen {
    switch store.phase {
    case .idle, .loading: .progress(language.pick("加载中…", "Loading…"))
    case .loaded(let titles): .list(titles)
    case .failed(let message):
      .failure(language.pick("加载失败", "Loading failed"), message: message, button: language.pick("重试", "Retry"))
    }
  }
}

enum HTTPStatusScenario {
  static let scenario = Scenario(
    name: "http-status",
    zh: "状态码：404/500 不会抛错；不检查状态码，用户看到误导性的「数据看不懂」；请求要设超时",
    en: "Status codes: a 404 or 500 does not throw; without a check the user sees a misleading decoding error; "
      + "set a time limit",
    parameters: [
      ScenarioParameter("status", .choice(["200", "404", "500", "timeout"]), default: "404",
                        zh: "服务器的回应：200 + JSON 数组、404 + HTML 页面、500，或一直不回应",
                        en: "what the server answers: 200 with a JSON array, 404 with an HTML page, 500, or never"),
      ScenarioParameter("check", .choice(["on", "off"]), default: "on",
                        zh: "解码前是否检查状态码", en: "whether the status code is checked before decoding"),
      ScenarioParameter("latency", .duration, default: "200ms", zh: "服务器回应耗时", en: "how long the server takes"),
      ScenarioParameter("timeout", .duration, default: "1s", zh: "请求的超时时限",
                        en: "the request's time limit"),
    ],
    pinned: [
      PinnedRun(),
      PinnedRun("unchecked", "check=off", determinism: true),
      PinnedRun("500", "status=500"),
      PinnedRun("500-unchecked", "status=500", "check=off"),
      PinnedRun("timeout", "status=timeout"),
      PinnedRun("200", "status=200"),
      PinnedRun("unchecked", "check=off", language: .en),
    ],
    explanation: HTTPStatusExplanation.self,
    body: { arguments in { await run(arguments) } })

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let language = arguments.language
    let server = PostsServer(status: arguments.choice("status"), latency: arguments.duration("latency"),
                             language: language)
    let api = PostsAPI(server: server, timeout: arguments.duration("timeout"),
                       checksStatus: arguments.choice("check") == "on")
    let store = PostsStore(api: api)
    let host = ViewHost(PostsView(store: store, language: language))
    host.task { await store.load() }   // .task { await store.load() }
    host.appear()
  }

  /// Which `DecodingError` it was, without Foundation's long (and version-dependent) description.
  static func kind(of error: any Error) -> String {
    switch error as? DecodingError {
    case .dataCorrupted?: "DecodingError.dataCorrupted"
    case .typeMismatch?: "DecodingError.typeMismatch"
    case .keyNotFound?: "DecodingError.keyNotFound"
    case .valueNotFound?: "DecodingError.valueNotFound"
    default: "\(type(of: error))"
    }
  }

  /// `1 秒` / `1 s`, `300 毫秒` / `300 ms`.
  static func spoken(_ duration: Duration, _ language: Language) -> String {
    let (seconds, attoseconds) = duration.components
    let ms = Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    return ms % 1000 == 0 ? language.pick("\(ms / 1000) 秒", "\(ms / 1000) s") : language.pick("\(ms) 毫秒", "\(ms) ms")
  }
}
