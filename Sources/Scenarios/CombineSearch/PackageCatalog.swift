import SwiftUI

//en The package catalog's search API: GET /search?q=… answers a JSON array of package names. Every way of
//en searching in this lesson asks it the same question.
//zh 软件包目录的搜索接口：GET /search?q=… 返回软件包名字组成的 JSON 数组。这一课的每种搜索方式问的都是同一个问题。
enum PackageCatalog {
  static func searchURL(_ query: String) -> URL {
    var components = URLComponents(string: "https://packages.example.com/search")!
    components.queryItems = [URLQueryItem(name: "q", value: query)]
    return components.url!
  }

  static func search(_ query: String) async throws -> [String] {
    let (data, _) = try await URLSession.shared.data(from: searchURL(query))
    return try JSONDecoder().decode([String].self, from: data)
  }
}
