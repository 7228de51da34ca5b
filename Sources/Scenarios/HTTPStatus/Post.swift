import SwiftUI

//en One post, as the server's JSON array lists them: {"id": 1, "title": "First post"}.
//zh 一篇文章，服务器的 JSON 数组里每一项都是这样：{"id": 1, "title": "First post"}。
struct Post: Decodable, Sendable {
  let id: Int
  let title: String
}
