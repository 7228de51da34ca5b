import SwiftUI

//en The account API: GET /profile answers the user's profile, GET /orders the numbers of their orders. The two do
//en not depend on each other.
//zh 账户接口：GET /profile 返回用户资料，GET /orders 返回订单号。两者互不依赖。
enum AccountAPI {
  struct Profile: Decodable {
    let name: String
  }

  static func profile() async throws -> Profile {
    let url = URL(string: "https://api.example.com/profile")!
    let (data, _) = try await URLSession.shared.data(from: url)
    return try JSONDecoder().decode(Profile.self, from: data)
  }

  static func orders() async throws -> [Int] {
    let url = URL(string: "https://api.example.com/orders")!
    let (data, _) = try await URLSession.shared.data(from: url)
    return try JSONDecoder().decode([Int].self, from: data)
  }
}
