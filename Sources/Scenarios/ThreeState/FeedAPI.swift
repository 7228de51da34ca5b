import SwiftUI

//en The feed's API: GET /items answers a JSON array of the items' titles.
//zh 信息流的接口：GET /items 返回条目标题组成的 JSON 数组。
enum FeedAPI {
  static func items() async throws -> [String] {
    let url = URL(string: "https://feed.example.com/items")!
    let (data, _) = try await URLSession.shared.data(from: url)
    return try JSONDecoder().decode([String].self, from: data)
  }
}
