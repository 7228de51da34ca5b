import SwiftUI

//zh 第 15 课的 async 包装，坑还在里面。ForecastSDK 是第三方的回调 API：fetchForecast(for:cancelToken:completion:)
//zh 立刻返回，服务器 1 秒后回答时调用 completion，而且只调用一次；带着 cancelToken 的请求，令牌一被取消就停下，
//zh 并以 CancellationError 回调。ForecastCancelToken() 新建一个令牌。CityList 点开城市时推入 ForecastPage，
//zh 它的 .task 调用 try await client.forecast(for: city)。
//zh 练习里用户在 0 ms 点开 Paris，300 ms 返回（.task 被取消）；400 ms 再点开 Paris，一直看着。
//zh 请保留 ForecastClient(sdk:) 和 forecast(for:)：练习要用它们。
//en Lesson 15's async wrapper, with its pitfall. ForecastSDK is a vendor's callback API:
//en fetchForecast(for:cancelToken:completion:) returns at once and calls completion when the server answers, after
//en 1 s, exactly once; a request made with a cancelToken stops as soon as the token is cancelled and calls back with
//en CancellationError. ForecastCancelToken() makes a token. Tapping a city in CityList pushes ForecastPage, whose
//en .task calls try await client.forecast(for: city). In the exercise the user opens Paris at 0 ms, goes back at
//en 300 ms (the .task is cancelled), opens Paris again at 400 ms and stays. Keep ForecastClient(sdk:) and
//en forecast(for:): the exercise uses them.

struct ForecastClient: ForecastLoading {
  let sdk: ForecastSDK

  func forecast(for city: String) async throws -> ForecastSDK.Forecast {
    //zh 任务在这里挂起，直到 continuation 被恢复。
    //en The task suspends here until the continuation is resumed.
    try await withCheckedThrowingContinuation { continuation in
      sdk.fetchForecast(for: city) { result in
        continuation.resume(with: result)
      }
    }
  }
}
