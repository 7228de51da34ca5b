import SwiftUI

//en The news API: GET /headlines answers a JSON array of the day's headlines, newest first.
//zh 新闻接口：GET /headlines 返回当天头条组成的 JSON 数组，最新的在前。
enum NewsAPI {
  static func headlines() async throws -> [String] {
    let url = URL(string: "https://news.example.com/headlines")!
    let (data, _) = try await URLSession.shared.data(from: url)
    return try JSONDecoder().decode([String].self, from: data)
  }
}
