import SwiftUI

//en The story API: GET /stories/swift-6-2 answers the story's text as it stands. URLSession stops the request when
//en the task awaiting it is cancelled, throwing URLError(.cancelled).
//zh 报道接口：GET /stories/swift-6-2 返回报道此刻的正文。等待它的任务被取消时，URLSession 就停下请求，
//zh 抛出 URLError(.cancelled)。
enum StoryAPI {
  static func story() async throws -> String {
    let url = URL(string: "https://news.example.com/stories/swift-6-2")!
    let (data, _) = try await URLSession.shared.data(from: url)
    return String(decoding: data, as: UTF8.self)
  }
}
