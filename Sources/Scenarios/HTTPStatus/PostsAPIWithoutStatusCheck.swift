import SwiftUI

//en The same API without the status check: whatever the server sent goes to JSONDecoder.
//zh 同一个接口，只是不检查状态码：服务器发来什么，就交给 JSONDecoder 什么。
struct PostsAPIWithoutStatusCheck: PostsService {
  var session: URLSession = .shared
  //en How long the request may go without receiving any data (URLRequest's own default is 60 s).
  //zh 请求最长可以多久收不到任何数据（URLRequest 自己的默认值是 60 秒）。
  var timeoutInterval: TimeInterval = 1

  func posts() async throws -> [Post] {
    var request = URLRequest(url: URL(string: "https://blog.example.com/posts")!)
    request.timeoutInterval = timeoutInterval
    //en ❌ The response is ignored: a 404 page goes on to the decoder as if it were the posts.
    //zh ❌ response 被丢掉了：404 的错误页被当成文章交给了解码器。
    let (data, _) = try await session.data(for: request)
    do {
      return try JSONDecoder().decode([Post].self, from: data)
    } catch {
      throw PostsError.decoding
    }
  }
}
