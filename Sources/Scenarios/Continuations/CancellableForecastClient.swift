import SwiftUI

//en The same wrapper, with the task's cancellation passed on to the request. withTaskCancellationHandler runs
//en onCancel the moment the task is cancelled, even while it is suspended in the continuation; onCancel cancels the
//en token, the SDK stops the request and calls back with CancellationError, and that callback resumes the
//en continuation — so onCancel must not resume it too.
//zh 同一个包装，把任务的取消传给请求。任务一被取消，withTaskCancellationHandler 就立刻运行 onCancel，
//zh 哪怕任务正挂起在 continuation 里；onCancel 取消令牌，SDK 停下请求、以 CancellationError 回调，
//zh 这次回调恢复 continuation——所以 onCancel 里不能再恢复一次。
struct CancellableForecastClient: ForecastLoading {
  let sdk: ForecastSDK

  func forecast(for city: String) async throws -> ForecastSDK.Forecast {
    //en Made before the operation: onCancel runs at once if the task is already cancelled, and the token keeps
    //en that until the SDK is handed it.
    //zh 在 operation 之前建好：任务若已被取消，onCancel 会立刻运行，令牌会记住这一点，直到交给 SDK。
    let token = ForecastCancelToken()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        sdk.fetchForecast(for: city, cancelToken: token) { result in
          continuation.resume(with: result)
        }
      }
    } onCancel: {
      token.cancel()
    }
  }
}
