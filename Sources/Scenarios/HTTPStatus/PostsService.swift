import SwiftUI

//en Where the posts come from: PostsAPI checks the status before decoding, PostsAPIWithoutStatusCheck does not.
//zh 文章从哪里来：PostsAPI 解码前先检查状态码，PostsAPIWithoutStatusCheck 不检查。
protocol PostsService: Sendable {
  func posts() async throws -> [Post]
}
