import SwiftUI

//en Where a download is: not started, on its way, done, cancelled by the user, or failed with a message for them.
//zh 下载进行到哪一步：还没开始、正在进行、完成、被用户取消，或者失败（带一句给用户看的话）。
enum DownloadStatus: Equatable, Sendable {
  case idle
  case downloading
  case done
  case cancelled
  case failed(String)
}
