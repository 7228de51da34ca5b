import SwiftUI

//en The sign-in service: POST /login answers {"token": "…"}, the token the app sends with every later request.
//zh 登录服务：POST /login 返回 {"token": "…"}，App 之后的每个请求都要带上这个令牌。
enum AuthAPI {
  struct Session: Decodable {
    let token: String
  }

  static func logIn() async throws -> String {
    var request = URLRequest(url: URL(string: "https://auth.example.com/login")!)
    request.httpMethod = "POST"
    let (data, _) = try await URLSession.shared.data(for: request)
    return try JSONDecoder().decode(Session.self, from: data).token
  }
}
