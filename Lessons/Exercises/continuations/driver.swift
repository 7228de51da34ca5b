// The situation of the continuations exercise, as in lesson 15: the user opens Paris at 0 ms and goes back at
// 300 ms, before the weather server's 1 s answer; at 400 ms they open Paris again and stay. The list, the page and
// the vendor's callback SDK are the lesson's; the async wrapper, ForecastClient, is the student's.
import Foundation
import Scenarios
import SwiftUI

/// What the forecast page needs: the forecast for a city, as an async function.
protocol ForecastLoading: Sendable {
  func forecast(for city: String) async throws -> ForecastSDK.Forecast
}

/// The SDK's cancellation switch: it may be flipped at any moment, even before the SDK has the request; the SDK's
/// reaction runs once, at once if the token is cancelled already. The SDK is the vendor's module, not the app target:
/// `nonisolated`, so that the app's Default Actor Isolation (MainActor in the xcode26-app profile) does not reach it.
nonisolated final class ForecastCancelToken: @unchecked Sendable {
  private let lock = NSLock()
  private var isCancelled = false
  private var reaction: (@Sendable () -> Void)?

  func cancel() {
    lock.lock()
    let reaction = isCancelled ? nil : self.reaction
    isCancelled = true
    self.reaction = nil
    lock.unlock()
    reaction?()
  }

  func whenCancelled(_ reaction: @escaping @Sendable () -> Void) {
    lock.lock()
    let cancelledAlready = isCancelled
    if !cancelledAlready { self.reaction = reaction }
    lock.unlock()
    if cancelledAlready { reaction() }
  }
}

/// The vendor's weather SDK from before async/await: `completion` runs exactly once, with the forecast when the
/// server answers, or with `CancellationError` as soon as `cancelToken` is cancelled, which stops the request.
nonisolated final class ForecastSDK: Sendable {
  struct Forecast: Decodable, Sendable {
    let sky: String
    let celsius: Int
  }

  func fetchForecast(for city: String, cancelToken: ForecastCancelToken? = nil,
                     completion: @escaping @Sendable (Result<Forecast, any Error>) -> Void) {
    let request = Task {
      do {
        var components = URLComponents(string: "https://weather.example.com/forecast")!
        components.queryItems = [URLQueryItem(name: "city", value: city)]
        let (data, _) = try await URLSession.shared.data(from: components.url!)
        completion(.success(try JSONDecoder().decode(Forecast.self, from: data)))
      } catch {
        completion(.failure(Task.isCancelled ? CancellationError() : error))
      }
    }
    cancelToken?.whenCancelled {
      request.cancel()
    }
  }
}

/// The first screen: tapping a city pushes its forecast page.
struct CityList: View {
  let client: any ForecastLoading

  var body: some View {
    NavigationStack {
      List(["Paris", "Atlantis"], id: \.self) { city in
        NavigationLink(city, value: city)
      }
      .navigationTitle("Weather")
      .navigationDestination(for: String.self) { city in
        ForecastPage(city: city, client: client)
      }
    }
  }
}

/// A city's forecast page: its `.task` awaits the wrapper and ignores a `CancellationError`.
struct ForecastPage: View {
  enum Phase {
    case loading
    case loaded(ForecastSDK.Forecast)
    case failed
  }

  let city: String
  let client: any ForecastLoading
  @State private var forecast: Phase = .loading

  var body: some View {
    VStack {
      switch forecast {
      case .loading: ProgressView("Getting the forecast…")
      case .loaded(let today): Text("\(today.sky) \(today.celsius) °C")
      case .failed: Text("No forecast for \(city)")
      }
    }
    .navigationTitle(city)
    .task {
      do {
        forecast = .loaded(try await client.forecast(for: city))
      } catch is CancellationError {
      } catch {
        forecast = .failed
      }
    }
  }
}

@MainActor
func runExercise(_ language: Language) async {
  let routes = RouteTable {
    Route.get("https://weather.example.com/forecast?city=Paris",
              .json(#"{"sky": "☀️", "celsius": 22}"#, latency: .seconds(1)))
  }
  let stage = AppStage(language: language, strings: "Continuations", routes: routes)
  let script = UserActionScript(steps: [
    .init(action: .tap("Paris", occurrence: nil), atNanos: 0),
    .init(action: .back, atNanos: 300_000_000),
    .init(action: .tap("Paris", occurrence: nil), atNanos: 400_000_000),
  ])
  await stage.show(CityList(client: ForecastClient(sdk: ForecastSDK())), playing: script)
}
