import SwiftUI

//en Where prefetched thumbnails are kept, on the main actor: the children of a prefetch store into it as they finish.
//zh 预取的缩略图放在这里，在主 actor 上：预取的子任务各自完成时存进来。
@MainActor @Observable
final class ThumbnailCache {
  var saved: [Int] = []
  var missing: [Int] = []
  private var images: [Int: Data] = [:]

  func store(_ data: Data, for id: Int) {
    images[id] = data
    saved.append(id)
  }

  func markMissing(_ id: Int) {
    missing.append(id)
  }
}
