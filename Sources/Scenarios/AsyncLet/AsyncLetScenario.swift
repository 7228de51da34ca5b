import AsyncSimulation

// `async let` starts child tasks at once; awaiting them later collects the results. The order of the printed lines
// is the proof: the faster request finishes first even though it was written second.

struct Profile: Sendable {
  let name: String
}

struct Orders: Sendable {
  let count: Int
}

/// Simulated requests with fixed latencies.
struct AccountService: Sendable {
  let profileLatency: Duration
  let ordersLatency: Duration
  let language: Language

  func fetchProfile() async throws -> Profile {
    try await Task.sleep(for: profileLatency)
    print(language.pick("资料请求完成", "profile request finished"))
    return Profile(name: "Mia")
  }

  func fetchOrders() async throws -> Orders {
    try await Task.sleep(for: ordersLatency)
    print(language.pick("订单请求完成", "orders request finished"))
    return Orders(count: 3)
  }
}

/// The home screen's three independent requests: 1 s, 2 s and 1 s.
struct HomeService: Sendable {
  let language: Language

  func fetchWeather() async throws -> String {
    try await Task.sleep(for: .seconds(1))
    return language.pick("天气", "weather")
  }

  func fetchNews() async throws -> String {
    try await Task.sleep(for: .seconds(2))
    return language.pick("新闻", "news")
  }

  func fetchStocks() async throws -> String {
    try await Task.sleep(for: .seconds(1))
    return language.pick("股票", "stocks")
  }
}

enum AsyncLetScenario {
  static let scenario = Scenario(
    name: "async-let",
    zh: "async let：并发请求的打印顺序证明它们同时在跑；串行耗时相加，并发耗时取最慢",
    en: "async let: the print order proves the requests run together; sequential time adds up, concurrent "
      + "takes the slowest",
    parameters: [
      ScenarioParameter("mode", .choice(["concurrent", "sequential", "three"]), default: "concurrent",
                        zh: "concurrent：async let；sequential：逐个 await；three：三个请求串行与并发对比",
                        en: "concurrent: async let; sequential: one await after another; three: three requests, "
                          + "sequential then concurrent"),
      ScenarioParameter("profile", .duration, default: "100ms", zh: "资料请求耗时", en: "the profile request's latency"),
      ScenarioParameter("orders", .duration, default: "40ms", zh: "订单请求耗时", en: "the orders request's latency"),
    ],
    pinned: [
      PinnedRun(determinism: true),
      PinnedRun("sequential", "mode=sequential", determinism: true),
      PinnedRun("three", "mode=three", determinism: true),
    ],
    explanation: AsyncLetExplanation.self,
    body: { arguments in { await run(arguments) } })

  // MARK: lesson
  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let language = arguments.language
    let service = AccountService(profileLatency: arguments.duration("profile"),
                                 ordersLatency: arguments.duration("orders"), language: language)
    do {
      switch arguments.choice("mode") {
      case "sequential":
        let p = try await service.fetchProfile()          // waits for the profile…
        let o = try await service.fetchOrders()           // …before the orders request even starts
        print(language.pick("\(p.name) 有 \(o.count) 个订单", "\(p.name) has \(o.count) orders"))
      case "three":
        try await compareThreeRequests(HomeService(language: language), language)
      default:
        async let profile = service.fetchProfile()        // starts now
        async let orders = service.fetchOrders()          // starts now too
        let (p, o) = try await (profile, orders)          // waits for both
        print(language.pick("\(p.name) 有 \(o.count) 个订单", "\(p.name) has \(o.count) orders"))
      }
    } catch {
      print(language.pick("请求失败：\(error)", "request failed: \(error)"))
    }
  }
  // MARK: end

  // MARK: lesson
  /// One after another the three requests take 1 + 2 + 1 = 4 s; with `async let`, as long as the slowest (2 s).
  @MainActor
  static func compareThreeRequests(_ home: HomeService, _ language: Language) async throws {
    let clock = ContinuousClock()
    let sequential = try await clock.measure {
      let weather = try await home.fetchWeather()
      let news = try await home.fetchNews()
      let stocks = try await home.fetchStocks()
      print(language.pick("串行拿到：", "sequential got: ") + [weather, news, stocks].joined(separator: ", "))
    }
    print(language.pick("串行耗时 \(seconds(sequential)) 秒", "sequential took \(seconds(sequential)) s"))

    let concurrent = try await clock.measure {
      async let weather = home.fetchWeather()
      async let news = home.fetchNews()
      async let stocks = home.fetchStocks()
      let all = try await [weather, news, stocks]
      print(language.pick("并发拿到：", "concurrent got: ") + all.joined(separator: ", "))
    }
    print(language.pick("并发耗时 \(seconds(concurrent)) 秒", "concurrent took \(seconds(concurrent)) s"))
  }
  // MARK: end
}

/// A duration in seconds with one decimal: `4.0`, `0.3`.
func seconds(_ duration: Duration) -> String {
  let (whole, atto) = duration.components
  let tenths = (atto / 100_000_000_000_000_000 + (atto % 100_000_000_000_000_000 >= 50_000_000_000_000_000 ? 1 : 0))
  return tenths >= 10 ? "\(whole + 1).0" : "\(whole).\(tenths)"
}
