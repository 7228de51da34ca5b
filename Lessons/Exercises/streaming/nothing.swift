import SwiftUI

//zh 第 16 课的下载，读回应的代码删掉了：流一开始就结束了。
//en Lesson 16's download with the code that reads the response deleted: the stream ends at once.

func reportRows() -> AsyncThrowingStream<String, any Error> {
  AsyncThrowingStream { continuation in
    continuation.finish()
  }
}

@Observable
@MainActor
final class DownloadModel {
  private(set) var rows: [String] = []
  private(set) var status = DownloadStatus.idle

  func download() async {
    rows = []
    status = .downloading
    do {
      for try await row in reportRows() {
        rows.append(row)
      }
      status = .done
    } catch {
      status = .failed(String(localized: "The connection was lost."))
    }
  }
}
