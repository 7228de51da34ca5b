import SwiftUI

//en The package index's search API: GET /search?q=… answers a JSON array of package names.
//zh 软件包索引的搜索接口：GET /search?q=… 返回软件包名字组成的 JSON 数组。
enum PackageIndex {
  static func search(_ query: String) async throws -> [String] {
    var components = URLComponents(string: "https://packages.example.com/search")!
    components.queryItems = [URLQueryItem(name: "q", value: query)]
    let (data, _) = try await URLSession.shared.data(from: components.url!)
    return try JSONDecoder().decode([String].self, from: data)
  }
}
