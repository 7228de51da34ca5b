import SwiftUI

//en A city's forecast page. Its .task awaits the forecast through the app's async wrapper of the SDK, and treats a
//en CancellationError as what it is: the page has gone, so there is nothing to show.
//zh 一个城市的天气页。它的 .task 通过 App 给 SDK 包的 async 接口等待预报；遇到 CancellationError 就照它的本意处理：
//zh 页面已经走了，没有什么要显示的。
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
      case .loading:
        ProgressView("Getting the forecast…")
      case .loaded(let today):
        Text("\(today.sky) \(today.celsius) °C")
      case .failed:
        Text("No forecast for \(city)")
      }
    }
    .navigationTitle(city)
    .task {
      do {
        forecast = .loaded(try await client.forecast(for: city))
      } catch is CancellationError {
        //en The page is gone: nothing to show.
        //zh 页面已经走了：没有什么要显示的。
      } catch {
        forecast = .failed
      }
    }
  }
}
