import SwiftUI

//en The same model without the check after the loop: a cancelled download, whose loop ended quietly, is taken
//en for a finished one.
//zh 同一个模型，只是循环之后不检查取消：被取消的下载循环安静地结束了，却被当成了下载完成。
@Observable
@MainActor
final class UncheckedDownloadModel: ReportDownloading {
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
      //en ❌ Reached after a cancel too: the screen says done with only part of the report.
      //zh ❌ 取消之后也会走到这里：只收到一部分报表，屏幕却说下载完成。
      status = .done
    } catch {
      status = .failed(String(localized: "The connection was lost."))
    }
  }
}
