import SwiftUI

//en The home screen's three independent requests: the weather, the news and the stocks, each answering a short
//en line of text.
//zh 首页的三个互不依赖的请求：天气、新闻、股票，每个都返回一行简短的文字。
enum HomeAPI {
  static func weather() async throws -> String {
    try await line(from: "https://api.example.com/weather")
  }

  static func news() async throws -> String {
    try await line(from: "https://api.example.com/news")
  }

  static func stocks() async throws -> String {
    try await line(from: "https://api.example.com/stocks")
  }

  private static func line(from address: String) async throws -> String {
    let (data, _) = try await URLSession.shared.data(from: URL(string: address)!)
    return String(decoding: data, as: UTF8.self)
  }
}
