import SwiftUI

//en The blog's API: GET /posts answers a JSON array of posts.
//zh 博客的接口：GET /posts 返回文章组成的 JSON 数组。
struct PostsAPI: PostsService {
  var session: URLSession = .shared
  //en How long the request may go without receiving any data (URLRequest's own default is 60 s).
  //zh 请求最长可以多久收不到任何数据（URLRequest 自己的默认值是 60 秒）。
  var timeoutInterval: TimeInterval = 1

  func posts() async throws -> [Post] {
    var request = URLRequest(url: URL(string: "https://blog.example.com/posts")!)
    request.timeoutInterval = timeoutInterval
    let (data, response) = try await session.data(for: request)
    //en A 404 or a 500 does not throw: the status is in the response, for the app to check.
    //zh 404、500 都不会抛错：状态码在 response 里，要 App 自己检查。
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    guard (200..<300).contains(status) else {
      throw PostsError.badStatus(status)
    }
    do {
      return try JSONDecoder().decode([Post].self, from: data)
    } catch {
      throw PostsError.decoding
    }
  }
}
