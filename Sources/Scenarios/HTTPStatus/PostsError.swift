import SwiftUI

//en What can go wrong with a load, each with a sentence the user can act on.
//zh 加载可能出的错，每种都配一句用户看得懂、知道怎么办的话。
enum PostsError: Error {
  //en The server answered, but with a status outside 200…299.
  //zh 服务器回答了，但状态码不在 200…299 之内。
  case badStatus(Int)
  //en The body is not the JSON the app expects.
  //zh 正文不是 App 期望的 JSON。
  case decoding
  //en No data for longer than the request's time limit.
  //zh 超过请求的时限还没收到数据。
  case timedOut
  //en Any other network error.
  //zh 其他网络错误。
  case network

  var message: String {
    switch self {
    case .badStatus(let code) where code >= 500:
      String(localized: "The server failed (\(code)). Please try again later.")
    case .badStatus(let code):
      String(localized: "The server answered \(code).")
    case .decoding:
      String(localized: "The data that came back makes no sense.")
    case .timedOut:
      String(localized: "The request timed out.")
    case .network:
      String(localized: "Check your connection and try again.")
    }
  }
}
