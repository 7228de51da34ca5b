import SwiftUI

//en The feed's API: GET /posts?page=N answers one page.
//zh 信息流的接口：GET /posts?page=N 返回一页。
enum FeedService {
  static func page(_ number: Int) async throws -> FeedPage {
    let url = URL(string: "https://feed.example.com/posts?page=\(number)")!
    let (data, _) = try await URLSession.shared.data(from: url)
    return try JSONDecoder().decode(FeedPage.self, from: data)
  }
}
