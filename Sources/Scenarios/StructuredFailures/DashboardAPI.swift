import SwiftUI

//en The app's server: the profile, the notifications, the recommendations and the thumbnails, one request each.
//en A response whose status is not 2xx is an error: URLSession itself does not throw for it.
//zh App 的服务器：资料、通知、推荐和缩略图，各一个请求。状态码不是 2xx 的回答算出错：URLSession 自己不会为它抛错。
enum DashboardAPI {
  struct Profile: Decodable {
    let name: String
    let isGuest: Bool
  }

  enum Failure: Error {
    case badStatus(Int)
  }

  static func profile() async throws -> Profile {
    try JSONDecoder().decode(Profile.self, from: try await get("https://api.example.com/profile"))
  }

  static func notifications() async throws -> [String] {
    try JSONDecoder().decode([String].self, from: try await get("https://api.example.com/notifications"))
  }

  static func recommendations() async throws -> [String] {
    try JSONDecoder().decode([String].self, from: try await get("https://api.example.com/recommendations"))
  }

  static func thumbnail(_ id: Int) async throws -> Data {
    try await get("https://api.example.com/thumbnails/\(id)")
  }

  private static func get(_ address: String) async throws -> Data {
    let (data, response) = try await URLSession.shared.data(from: URL(string: address)!)
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    guard (200..<300).contains(status) else { throw Failure.badStatus(status) }
    return data
  }
}
