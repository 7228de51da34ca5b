import AsyncSimulation
import Foundation

// `URLSession.data(for:)` does not throw for 404 or 500: it hands over whatever the server sent. Without a status
// check, a 404 error page goes to JSONDecoder and the user reads a misleading "could not understand the data".
// Time limits: `URLRequest.timeoutInterval` is an idle timeout — its timer restarts whenever data arrives, and only a
// silence longer than it throws `URLError(.timedOut)` — so a server that keeps sending slowly is never cut off. A
// limit on the whole request is a different thing: `timeoutIntervalForResource`, or a race like lesson 7's.

struct Post: Decodable, Sendable {
  let id: Int
  let title: String
}

/// What came back: a status code and a body, like `HTTPURLResponse` plus `Data`.
struct ServerReply: Sendable {
  let statusCode: Int
  var body: Data
}

/// The errors a request can end with, each with a message fit for the user.
enum PostsError: Error {
  case badStatus(Int)
  case decoding

  func message(_ language: Language) -> String {
    switch self {
    case .badStatus(let code) where code >= 500:
      language.pick("服务器出错了（\(code)），请稍后再试", "the server failed (\(code)); please try again later")
    case .badStatus(let code):
      language.pick("服务器返回了 \(code)", "the server answered \(code)")
    case .decoding:
      language.pick("返回的数据看不懂", "the data that came back makes no sense")
    }
  }
}

/// A simulated server. After `latency` it sends the status and the body at once (`prompt`), or the status and then
/// the body in five pieces 800 ms apart (`trickle`); `silent` sends nothing at all.
struct PostsServer: Sendable {
  static let trickleGap = Duration.milliseconds(800)
  static let tricklePieces = 5
  let status: Int
  let delivery: String
  let latency: Duration
  let language: Language

  /// How many pieces the reply comes in.
  var pieces: Int { delivery == "trickle" ? Self.tricklePieces : 1 }

  /// Piece `index` (from 0) of the reply, when it arrives: the first carries the status.
  func piece(_ index: Int, from start: ContinuousClock.Instant) async throws -> Data {
    guard delivery != "silent" else {
      while true { try await Task.sleep(for: .seconds(60)) }    // nothing ever arrives; only cancelling ends this
    }
    let due = start + latency + Self.trickleGap * index
    try await Task.sleep(until: due, clock: .continuous)
    let body = Array(bodyText.utf8)
    let size = (body.count + pieces - 1) / pieces
    return Data(body.dropFirst(index * size).prefix(size))
  }

  private var bodyText: String {
    switch status {
    case 404: "<html><body><h1>404 Not Found</h1></body></html>"
    case 500: #"{"error":"internal server error"}"#
    default:
      #"[{"id":1,"title":"\#(language.pick("第一篇", "First post"))"},{"id":2,"title":"\#(language.pick("第二篇", "Second post"))"}]"#
    }
  }
}

// MARK: lesson
/// The request function: send, check the status, decode.
struct PostsAPI: Sendable {
  let server: PostsServer
  /// `request.timeoutInterval`: how long the request may go without receiving data.
  let timeoutInterval: Duration
  let checksStatus: Bool

  /// `URLSession.data(for:)` with `request.timeoutInterval`. It is an idle timeout: the timer restarts whenever a
  /// piece of data arrives, and only a silence longer than `timeoutInterval` throws `URLError(.timedOut)`.
  func data() async throws -> ServerReply {
    let start = ContinuousClock.now
    var body = Data()
    for index in 0..<server.pieces {
      body += try await withThrowingTaskGroup(of: Data.self) { group in
        group.addTask(name: "receive \(index + 1)") { try await server.piece(index, from: start) }
        group.addTask(name: "idle timer \(index + 1)") { [timeoutInterval] in
          try await Task.sleep(for: timeoutInterval)
          throw URLError(.timedOut)                            // a silence longer than timeoutInterval
        }
        defer { group.cancelAll() }                            // data arrived: this silence is over
        return try await group.next()!
      }
      if server.pieces > 1 {
        print(server.language.pick("收到第 \(index + 1)/\(server.pieces) 段数据",
                                   "piece \(index + 1) of \(server.pieces) received"))
      }
    }
    return ServerReply(statusCode: server.status, body: body)
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

@MainActor
final class PostsStore {
  @Tracked("phase") var phase: LoadState<[String]> = .idle
  let api: PostsAPI
  /// A limit on the whole load (lesson 7's race), or nil for none.
  let deadline: Duration?

  init(api: PostsAPI, deadline: Duration?) {
    self.api = api
    self.deadline = deadline
  }

  func load() async {
    let language = api.server.language
    phase = .loading
    do {
      if let deadline {
        phase = .loaded(try await withTimeout(deadline) { [api] in try await api.posts() }.map(\.title))
      } else {
        phase = .loaded(try await api.posts().map(\.title))
      }
    } catch let error as PostsError {
      phase = .failed(error.message(language))
    } catch let error as URLError where error.code == .timedOut {
      let idle = HTTPStatusScenario.spoken(api.timeoutInterval, language)
      phase = .failed(language.pick("请求超时：\(idle)内没有收到任何数据", "the request timed out: no data for \(idle)"))
    } catch is TimeoutError {
      let total = HTTPStatusScenario.spoken(deadline ?? .zero, language)
      phase = .failed(language.pick("超过了 \(total)的总时限", "gave up after the \(total) limit on the whole load"))
    } catch {
      phase = .failed("\(error)")
    }
  }
}
// MARK: end

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
    zh: "状态码与时限：404/500 不会抛错，不检查就得到误导性的「数据看不懂」；timeoutInterval 是空闲超时，"
      + "不限制整个请求的时长",
    en: "Status codes and time limits: a 404 or 500 does not throw, and unchecked it becomes a misleading decoding "
      + "error; timeoutInterval is an idle timeout, not a limit on the whole request",
    parameters: [
      ScenarioParameter("status", .choice(["404", "200", "500"]), default: "404",
                        zh: "服务器的状态码：200 + JSON 数组、404 + HTML 页面、500 + 错误 JSON",
                        en: "the server's status: 200 with a JSON array, 404 with an HTML page, 500 with an error JSON"),
      ScenarioParameter("check", .choice(["on", "off"]), default: "on",
                        zh: "解码前是否检查状态码", en: "whether the status code is checked before decoding"),
      ScenarioParameter("server", .choice(["prompt", "trickle", "silent"]), default: "prompt",
                        zh: "prompt：一次发完；trickle：正文分 5 段、每段隔 800 ms；silent：什么都不发",
                        en: "prompt: all at once; trickle: the body in 5 pieces, 800 ms apart; silent: nothing at all"),
      ScenarioParameter("latency", .duration, default: "200ms", zh: "服务器开始回应之前的时间",
                        en: "how long the server takes to start answering"),
      ScenarioParameter("timeout", .duration, default: "1s", zh: "request.timeoutInterval：最长可以多久收不到数据",
                        en: "request.timeoutInterval: how long the request may go without data"),
      ScenarioParameter("limit", .choice(["idle", "total"]), default: "idle",
                        zh: "idle：只有 timeoutInterval；total：再给整个加载一个总时限（deadline）",
                        en: "idle: timeoutInterval only; total: also a limit on the whole load (deadline)"),
      ScenarioParameter("deadline", .duration, default: "3s", zh: "limit=total 时整个加载的总时限",
                        en: "the limit on the whole load with limit=total"),
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
    explanation: HTTPStatusExplanation.self,
    body: { arguments in { await run(arguments) } })

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let language = arguments.language
    let server = PostsServer(status: Int(arguments.choice("status")) ?? 200, delivery: arguments.choice("server"),
                             latency: arguments.duration("latency"), language: language)
    let api = PostsAPI(server: server, timeoutInterval: arguments.duration("timeout"),
                       checksStatus: arguments.choice("check") == "on")
    let deadline = arguments.choice("limit") == "total" ? arguments.duration("deadline") : nil
    let store = PostsStore(api: api, deadline: deadline)
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
