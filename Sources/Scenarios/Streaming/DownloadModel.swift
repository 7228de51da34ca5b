import SwiftUI

//en The report screen's model. It reads the rows with for try await and shows each as it comes. A cancelled task
//en ends the loop without an error, as if the stream had simply finished, so after the loop it asks
//en Task.isCancelled before it says the download is done.
//zh 报表页面的模型。它用 for try await 读行，来一行显示一行。任务被取消时循环结束，不抛错，
//zh 就像流正常结束了一样；所以循环之后它先问 Task.isCancelled，再说下载完成。
@Observable
@MainActor
final class DownloadModel: ReportDownloading {
  private(set) var rows: [String] = []
  private(set) var status = DownloadStatus.idle
  let source: any ReportRowSource

  init(source: any ReportRowSource) {
    self.source = source
  }

  func download() async {
    status = .downloading
    do {
      for try await row in source.rows() {
        rows.append(row)
      }
      //en The loop also ends, without an error, when this task is cancelled.
      //zh 这个任务被取消时，循环也会结束，而且不抛错。
      if Task.isCancelled {
        status = .cancelled
        return
      }
      status = .done
    } catch {
      status = .failed(String(localized: "The connection was lost."))
    }
  }
}
