import SwiftUI

//en ❌ Awaitable, but deaf to cancellation. withCheckedThrowingContinuation suspends the task until the SDK calls
//en back, and the callback resumes it exactly once; but the request goes out without a cancel token, and a
//en continuation does not react to its task's cancellation: a cancelled task waits here until the SDK answers.
//zh ❌ 能 await，却听不见取消。withCheckedThrowingContinuation 让任务挂起，直到 SDK 回调，回调恰好恢复它一次；
//zh 可请求发出时没带取消令牌，continuation 也不理会任务被取消：被取消的任务照样在这里等到 SDK 回答。
struct ForecastClient: ForecastLoading {
  let sdk: ForecastSDK

  func forecast(for city: String) async throws -> ForecastSDK.Forecast {
    try await withCheckedThrowingContinuation { continuation in
      sdk.fetchForecast(for: city) { result in
        continuation.resume(with: result)
      }
    }
  }
}
