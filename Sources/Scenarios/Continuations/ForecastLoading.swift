import SwiftUI

//en What the forecast page needs: the forecast for a city, as an async function. The app wraps the SDK's callback
//en API in one of these.
//zh 天气页需要的：一个城市的预报，以 async 函数的形式。App 用它把 SDK 的回调接口包起来。
protocol ForecastLoading: Sendable {
  func forecast(for city: String) async throws -> ForecastSDK.Forecast
}
