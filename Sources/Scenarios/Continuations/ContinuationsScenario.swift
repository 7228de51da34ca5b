import AsyncSimulation
import Synchronization

// A weather SDK from before async/await answers through a completion handler. `withCheckedThrowingContinuation`
// turns it into an `async throws` function, on two conditions: the continuation is resumed exactly once on every
// path, and a cancelled task reaches the request only through `withTaskCancellationHandler` — a continuation does
// not react to cancellation by itself. The user opens the forecast page and goes back before the forecast arrives.

/// What the SDK reports when it cannot give a forecast, in words for the user.
struct ForecastError: Error, CustomStringConvertible {
  let description: String
}

/// A cancellation switch a caller hands to the SDK with a request. It may be flipped at any moment — before the
/// request has started, while it runs, after it is over — and from any thread; the SDK's reaction runs once.
final class ForecastCancelToken: Sendable {
  private struct State {
    var isCancelled = false
    var reaction: (@Sendable () -> Void)?
  }
  private let state = Mutex(State())

  /// Cancels the request this token was given with (now, or as soon as it starts).
  func cancel() {
    let reaction = state.withLock { state -> (@Sendable () -> Void)? in
      guard !state.isCancelled else { return nil }
      state.isCancelled = true
      defer { state.reaction = nil }
      return state.reaction
    }
    reaction?()
  }

  /// The SDK's side: `reaction` runs when the token is cancelled, at once if it already is.
  fileprivate func onCancel(_ reaction: @escaping @Sendable () -> Void) {
    let cancelledAlready = state.withLock { state in
      if !state.isCancelled { state.reaction = reaction }
      return state.isCancelled
    }
    if cancelledAlready { reaction() }
  }
}

/// A completion handler that can be called only once: later calls are dropped.
final class CalledOnce: Sendable {
  private let handler: Mutex<(@Sendable (Result<String, any Error>) -> Void)?>

  init(_ handler: @escaping @Sendable (Result<String, any Error>) -> Void) { self.handler = Mutex(handler) }

  func callAsFunction(_ result: Result<String, any Error>) {
    let handler = self.handler.withLock { handler in
      defer { handler = nil }
      return handler
    }
    handler?(result)
  }
}

/// A weather SDK written before async/await. `fetchForecast(for:cancelToken:completion:)` calls `completion` exactly
/// once: with the forecast `latency` after the call, with a ``ForecastError`` at that time for a city it does not
/// know, or with `CancellationError` as soon as the request's token is cancelled — and then it stops
/// working on the request.
final class ForecastSDK: Sendable {
  let latency: Duration
  let language: Language
  private let sent = Atomic(0)

  init(latency: Duration, language: Language) {
    self.latency = latency
    self.language = language
  }

  func fetchForecast(for city: String, cancelToken: ForecastCancelToken? = nil,
                     completion: @escaping @Sendable (Result<String, any Error>) -> Void) {
    let number = sent.add(1, ordering: .relaxed).newValue
    let language = self.language
    print(language.pick("SDK：第 \(number) 个请求已发出（\(ContinuationsScenario.cityName(city, language))）",
                        "SDK: request #\(number) sent (\(ContinuationsScenario.cityName(city, language)))"))
    let complete = CalledOnce(completion)
    let work = Task.detached(name: "SDK #\(number)") { [latency] in
      do {
        try await Task.sleep(for: latency)                   // the SDK's own network work
      } catch {
        return                                               // cancelled: the token has already called back
      }
      guard let forecast = ContinuationsScenario.sampleForecast(for: city, language) else {
        print(language.pick("SDK：第 \(number) 个请求失败：不认识这个城市", "SDK: request #\(number) failed: unknown city"))
        let name = ContinuationsScenario.cityName(city, language)
        return complete(.failure(ForecastError(description: language.pick("不认识这个城市：\(name)", "unknown city: \(name)"))))
      }
      print(language.pick("SDK：第 \(number) 个请求完成", "SDK: request #\(number) answered"))
      complete(.success(forecast))
    }
    cancelToken?.onCancel {
      work.cancel()
      print(language.pick("SDK：第 \(number) 个请求已取消", "SDK: request #\(number) cancelled"))
      complete(.failure(CancellationError()))
    }
  }
}

// MARK: lesson
extension ForecastSDK {
  /// ❌ Awaitable, but deaf to cancellation: a cancelled task still waits here until the SDK calls back.
  func forecast(for city: String) async throws -> String {
    try await withCheckedThrowingContinuation { continuation in
      fetchForecast(for: city) { result in
        continuation.resume(with: result)            // the SDK calls back once, so this resumes exactly once
      }
    }
  }

  /// Cancelling the task cancels the request: the SDK calls back with CancellationError at once.
  func cancellableForecast(for city: String) async throws -> String {
    let token = ForecastCancelToken()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        fetchForecast(for: city, cancelToken: token) { result in
          continuation.resume(with: result)
        }
      }
    } onCancel: {
      token.cancel()                                 // runs the moment the task is cancelled, in the canceller
    }
  }

  /// ❌ Resumes only when a forecast comes: an error leaves the continuation unresumed, and the task waits forever.
  func leakyForecast(for city: String) async throws -> String {
    try await withCheckedThrowingContinuation { continuation in
      fetchForecast(for: city) { result in
        if case .success(let forecast) = result {
          continuation.resume(returning: forecast)
        }
      }
    }
  }
}

/// The forecast page's state.
@MainActor
final class ForecastModel {
  @Tracked("forecast") var forecast: LoadState<String> = .idle
  let sdk: ForecastSDK
  let wrapper: String

  init(sdk: ForecastSDK, wrapper: String) {
    self.sdk = sdk
    self.wrapper = wrapper
  }

  /// Run by the page's `.task`.
  func load(city: String) async {
    forecast = .loading
    do {
      switch wrapper {
      case "cancellable": forecast = .loaded(try await sdk.cancellableForecast(for: city))
      case "leaky": forecast = .loaded(try await sdk.leakyForecast(for: city))
      default: forecast = .loaded(try await sdk.forecast(for: city))
      }
    } catch is CancellationError {
      // The page is gone: nothing to show.
    } catch {
      forecast = .failed("\(error)")
    }
  }
}
// MARK: end

struct ForecastView: SimulatedView {
  let model: ForecastModel
  let language: Language

  var body: Screen {
    switch model.forecast {
    case .idle, .loading: .progress(language.pick("正在获取天气…", "Getting the forecast…"))
    case .loaded(let forecast): Screen(lines: ["⛅ " + forecast])
    case .failed(let message):
      .failure(language.pick("获取失败", "No forecast"), message: message, button: language.pick("重试", "Retry"))
    }
  }
}

enum ContinuationsScenario {
  static let scenario = Scenario(
    name: "continuations",
    zh: "把回调 API 包成 async：withCheckedThrowingContinuation 只恢复一次；没有 withTaskCancellationHandler，取消传不到请求，"
      + "任务一直等到回调",
    en: "Wrapping a callback API as async: withCheckedThrowingContinuation resumes exactly once; without "
      + "withTaskCancellationHandler, cancellation never reaches the request and the task waits for the callback",
    parameters: [
      ScenarioParameter("wrapper", .choice(["plain", "cancellable", "leaky"]), default: "plain",
                        zh: "plain：只有 continuation；cancellable：再加 withTaskCancellationHandler；"
                          + "leaky：出错时忘了恢复 continuation",
                        en: "plain: a continuation only; cancellable: with withTaskCancellationHandler too; leaky: "
                          + "forgets to resume the continuation on an error"),
      ScenarioParameter("city", .choice(["paris", "atlantis"]), default: "paris",
                        zh: "paris：SDK 给出预报；atlantis：SDK 不认识这个城市，回调一个错误",
                        en: "paris: the SDK has a forecast; atlantis: the SDK does not know the city and calls back "
                          + "with an error"),
      ScenarioParameter("leave", .duration, default: "300ms", zh: "打开天气页后多久用户返回",
                        en: "how long after opening the forecast page the user goes back"),
      ScenarioParameter("latency", .duration, default: "1s", zh: "SDK 的请求耗时", en: "how long an SDK request takes"),
    ],
    pinned: [
      PinnedRun(determinism: true),
      PinnedRun("cancellable", "wrapper=cancellable"),
      PinnedRun("leaky-atlantis", "wrapper=leaky", "city=atlantis", "leave=2s"),
      PinnedRun("cancellable-atlantis", "wrapper=cancellable", "city=atlantis", "leave=2s"),
      PinnedRun("cancellable", "wrapper=cancellable", language: .en),
    ],
    explanation: ContinuationsExplanation.self,
    body: { arguments in { await run(arguments) } })

  /// A city's name as the page shows it.
  static func cityName(_ city: String, _ language: Language) -> String {
    city == "paris" ? language.pick("巴黎", "Paris") : language.pick("亚特兰蒂斯", "Atlantis")
  }

  /// The SDK's forecast for `city`, nil for a city it does not know.
  static func sampleForecast(for city: String, _ language: Language) -> String? {
    city == "paris" ? language.pick("巴黎：晴，22°C", "Paris: sunny, 22 °C") : nil
  }

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let language = arguments.language
    let city = arguments.choice("city")
    let sdk = ForecastSDK(latency: arguments.duration("latency"), language: language)
    let model = ForecastModel(sdk: sdk, wrapper: arguments.choice("wrapper"))
    let page = ViewHost(ForecastView(model: model, language: language))
    page.task { await model.load(city: city) }               // .task { await model.load(city: city) }

    print(language.pick("用户打开\(cityName(city, language))的天气页", "the user opens the forecast for \(cityName(city, language))"))
    page.appear()
    try? await Task.sleep(for: arguments.duration("leave"))
    print(language.pick("用户点了返回，天气页消失", "the user goes back; the forecast page disappears"))
    page.disappear()                                         // cancels the page's .task
  }
}
