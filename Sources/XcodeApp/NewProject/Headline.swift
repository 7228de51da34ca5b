import SwiftUI

//en One headline of the feed, decoded from the server's JSON. A plain value: it crosses from the parser to the model.
//zh 新闻里的一条标题，从服务器的 JSON 解码出来。一个普通的值：它从解析器交给模型。
struct Headline: Decodable, Identifiable {
  let id: Int
  let title: String
}
