import SwiftUI

//en ❌ Resumes the continuation only when a forecast comes. On the error path nothing resumes it: the task stays
//en suspended for ever, and when the SDK lets go of the callback, the runtime warns that the continuation leaked.
//zh ❌ 只在拿到预报时才恢复 continuation。出错的那条路上没有谁恢复它：任务永远挂起；
//zh SDK 放掉回调的时候，运行时会警告这个 continuation 泄漏了。
struct LeakyForecastClient: ForecastLoading {
  let sdk: ForecastSDK

  func forecast(for city: String) async throws -> ForecastSDK.Forecast {
    try await withCheckedThrowingContinuation { continuation in
      sdk.fetchForecast(for: city) { result in
        if case .success(let forecast) = result {
          continuation.resume(returning: forecast)
        }
      }
    }
  }
}
