import SwiftUI

//en A vendor's weather SDK, written before async/await: fetchForecast(for:cancelToken:completion:) returns at once
//en and calls completion exactly once — with the forecast when the server answers (GET /forecast?city=…), with
//en UnknownCity for a city the server does not know, or with CancellationError as soon as the request's token is
//en cancelled, and then it stops the request. Without a token, nothing can stop a request once it is sent.
//zh 第三方的天气 SDK，写于 async/await 之前：fetchForecast(for:cancelToken:completion:) 立刻返回，并且只调用一次
//zh completion——服务器回答时（GET /forecast?city=…）给出预报；服务器不认识这个城市时给 UnknownCity；
//zh 请求的令牌一被取消就给 CancellationError，并停下请求。没有令牌，请求一旦发出就什么也停不了它。
final class ForecastSDK: Sendable {
  struct Forecast: Decodable, Sendable {
    let sky: String
    let celsius: Int
  }

  struct UnknownCity: Error {
    let city: String
  }

  func fetchForecast(for city: String, cancelToken: ForecastCancelToken? = nil,
                     completion: @escaping @Sendable (Result<Forecast, any Error>) -> Void) {
    let request = Task {
      do {
        var components = URLComponents(string: "https://weather.example.com/forecast")!
        components.queryItems = [URLQueryItem(name: "city", value: city)]
        let (data, response) = try await URLSession.shared.data(from: components.url!)
        if (response as? HTTPURLResponse)?.statusCode == 404 {
          completion(.failure(UnknownCity(city: city)))
        } else {
          completion(.success(try JSONDecoder().decode(Forecast.self, from: data)))
        }
      } catch {
        //en A request stopped by its token reports CancellationError, as the SDK documents.
        //zh 被令牌停下的请求报告 CancellationError，SDK 的文档就是这么写的。
        completion(.failure(Task.isCancelled ? CancellationError() : error))
      }
    }
    cancelToken?.whenCancelled {
      request.cancel()
    }
  }
}
