// The situation of the continuations exercise: the user opens the forecast for Paris and goes back after 300 ms;
// at 400 ms the user opens it again and stays. The weather SDK answers through a completion handler.
import Scenarios
import Synchronization

/// A cancellation switch handed to the SDK with a request: it may be flipped at any moment, even before the request
/// starts, and the SDK's reaction runs once.
final class ForecastCancelToken: Sendable {
  private let state = Mutex<(cancelled: Bool, reaction: (@Sendable () -> Void)?)>((false, nil))

  /// Cancels the request this token was given with.
  func cancel() {
    let reaction = state.withLock { state -> (@Sendable () -> Void)? in
      guard !state.cancelled else { return nil }
      state.cancelled = true
      defer { state.reaction = nil }
      return state.reaction
    }
    reaction?()
  }

  /// The SDK's side: `reaction` runs when the token is cancelled, at once if it already is.
  func whenCancelled(_ reaction: @escaping @Sendable () -> Void) {
    let already = state.withLock { state in
      if !state.cancelled { state.reaction = reaction }
      return state.cancelled
    }
    if already { reaction() }
  }
}

/// A weather SDK from before async/await. `fetchForecast(for:cancelToken:completion:)` calls `completion` exactly
/// once: with the forecast 1 s after the call, or with `CancellationError` as soon as `cancelToken` is cancelled —
/// and then it stops working on the request.
final class ForecastSDK: Sendable {
  let language: Language
  private let sent = Atomic(0)

  init(language: Language) { self.language = language }

  func fetchForecast(for city: String, cancelToken: ForecastCancelToken? = nil,
                     completion: @escaping @Sendable (Result<String, any Error>) -> Void) {
    let number = sent.add(1, ordering: .relaxed).newValue
    let language = self.language
    let pending = Mutex<(@Sendable (Result<String, any Error>) -> Void)?>(completion)
    let complete: @Sendable (Result<String, any Error>) -> Void = { result in
      let handler = pending.withLock { handler in
        defer { handler = nil }
        return handler
      }
      handler?(result)
    }
    print(language.pick("SDK：第 \(number) 个请求已发出", "SDK: request #\(number) sent"))
    let work = Task.detached(name: "SDK #\(number)") {
      do { try await Task.sleep(for: .seconds(1)) } catch { return }
      print(language.pick("SDK：第 \(number) 个请求完成", "SDK: request #\(number) answered"))
      complete(.success(language.pick("\(city)：晴，22°C", "\(city): sunny, 22 °C")))
    }
    cancelToken?.whenCancelled {
      work.cancel()
      print(language.pick("SDK：第 \(number) 个请求已取消", "SDK: request #\(number) cancelled"))
      complete(.failure(CancellationError()))
    }
  }
}

/// The forecast page's state.
@MainActor
final class ForecastModel {
  @Tracked("forecast") var forecast: String? = nil
  let sdk: ForecastSDK

  init(sdk: ForecastSDK) { self.sdk = sdk }

  func load(city: String) async {
    do {
      forecast = try await sdk.forecast(for: city)
    } catch {
      return                                  // cancelled: the page is gone
    }
  }
}

struct ForecastView: SimulatedView {
  let model: ForecastModel
  let language: Language

  var body: Screen {
    guard let forecast = model.forecast else { return .progress(language.pick("正在获取天气…", "Getting the forecast…")) }
    return Screen(lines: ["⛅ " + forecast])
  }
}

@MainActor
func runExercise(_ language: Language) async {
  let sdk = ForecastSDK(language: language)
  let city = language.pick("巴黎", "Paris")
  func openPage() -> ViewHost {
    let model = ForecastModel(sdk: sdk)
    let page = ViewHost(ForecastView(model: model, language: language))
    page.task { await model.load(city: city) }
    page.appear()
    return page
  }
  print(language.pick("用户打开巴黎的天气页", "the user opens the forecast for Paris"))
  let first = openPage()
  try? await Task.sleep(for: .milliseconds(300))
  print(language.pick("用户点了返回", "the user goes back"))
  first.disappear()
  try? await Task.sleep(for: .milliseconds(100))
  print(language.pick("用户又打开巴黎的天气页，这次一直看着", "the user opens the forecast for Paris again and stays"))
  _ = openPage()
}
