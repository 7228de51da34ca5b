import SwiftUI

//en What the feed's list needs of its model: the posts so far, whether there are more, a way to load the next page
//en and a way to start over.
//zh 信息流列表对模型的要求：目前的帖子、还有没有更多、加载下一页的方法，以及从头再来的方法。
@MainActor
protocol PagedFeedLoading: AnyObject, Observable {
  var items: [String] { get }
  var hasMore: Bool { get }
  func loadNextPage() async
  func refresh() async
}
