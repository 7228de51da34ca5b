import SwiftUI

//en The article API: GET /articles/primer answers the article's text. URLSession stops the request when the task
//en awaiting it is cancelled, throwing URLError(.cancelled).
//zh 文章接口：GET /articles/primer 返回文章正文。等待它的任务被取消时，URLSession 就停下请求，
//zh 抛出 URLError(.cancelled)。
enum NewsService {
  static func article() async throws -> String {
    let url = URL(string: "https://news.example.com/articles/primer")!
    let (data, _) = try await URLSession.shared.data(from: url)
    return String(decoding: data, as: UTF8.self)
  }
}
