//zh 第 15 课的天气页，坑还在里面。ForecastSDK 是 async/await 之前的回调 API：
//zh fetchForecast(for:cancelToken:completion:) 在 1 秒后调用 completion，而且只调用一次；
//zh 带着 cancelToken 的请求，令牌一被取消就停下，并以 CancellationError 回调。ForecastCancelToken() 新建一个令牌。
//zh 天气页的 .task 调用 model.load(city:)，它 await 下面的 forecast(for:)。
//zh 练习里用户打开天气页，300 ms 后返回（.task 被取消）；400 ms 时再打开，一直看着。
//zh 请保留 forecast(for:) 这个名字和它的类型：练习要用它。
//en Lesson 15's forecast page, with its pitfall. ForecastSDK is a callback API from before async/await:
//en fetchForecast(for:cancelToken:completion:) calls completion after 1 s, exactly once; a request made with a
//en cancelToken stops as soon as the token is cancelled and calls back with CancellationError.
//en ForecastCancelToken() makes a token. The page's .task calls model.load(city:), which awaits forecast(for:)
//en below. In the exercise the user opens the page, goes back after 300 ms (the .task is cancelled), opens it
//en again at 400 ms and stays. Keep the name forecast(for:) and its type: the exercise calls it.

extension ForecastSDK {
  /// The forecast for `city`, as an async function.
  func forecast(for city: String) async throws -> String {
    //zh 任务在这里挂起，直到 continuation 被恢复。
    //en The task suspends here until the continuation is resumed.
    try await withCheckedThrowingContinuation { continuation in
      fetchForecast(for: city) { result in
        continuation.resume(with: result)
      }
    }
  }
}
