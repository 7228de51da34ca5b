import SwiftUI

//en One page of the feed as the server sends it: its posts, and the number of the page after it (nil after the last
//en page). That number is the cursor: the app asks for it next.
//zh 服务器发来的一页信息流：这一页的帖子，以及下一页的页码（最后一页之后为 nil）。
//zh 这个页码就是游标：应用下一次就请求它。
struct FeedPage: Decodable, Sendable {
  let items: [String]
  let nextPage: Int?
}
