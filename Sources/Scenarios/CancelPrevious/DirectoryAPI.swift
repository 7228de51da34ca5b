import SwiftUI

//en The member directory through URLSession: GET /members?team=… answers a JSON array of names. Cancelling the
//en task that awaits data(from:) cancels the request, which then throws URLError(.cancelled) at once.
//zh 通过 URLSession 访问成员目录：GET /members?team=… 返回名字组成的 JSON 数组。取消正在等待 data(from:) 的任务，
//zh 会取消这个请求，它随即抛出 URLError(.cancelled)。
struct DirectoryAPI: MemberDirectory {
  func members(of team: String) async throws -> [String] {
    var components = URLComponents(string: "https://directory.example.com/members")!
    components.queryItems = [URLQueryItem(name: "team", value: team)]
    let (data, _) = try await URLSession.shared.data(from: components.url!)
    return try JSONDecoder().decode([String].self, from: data)
  }
}
