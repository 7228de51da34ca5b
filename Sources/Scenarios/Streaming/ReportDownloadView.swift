import SwiftUI

//en The report screen. Download starts the model's download in a Task the view keeps, so that Cancel can cancel
//en it; the rows show as they arrive, under the download's status.
//zh 报表页面。点「下载」就在一个由视图保存的 Task 里开始下载，这样「取消」才能取消它；
//zh 收到的行一到就显示在下载状态的下面。
struct ReportDownloadView: View {
  @State var model: any ReportDownloading
  @State private var download: Task<Void, Never>?

  var body: some View {
    NavigationStack {
      VStack {
        switch model.status {
        case .idle:
          Button("Download") {
            download = Task(name: "download") { await model.download() }
          }
        case .downloading:
          ProgressView("Downloading…")
          Button("Cancel") {
            download?.cancel()
          }
        case .done:
          Label("Download complete", systemImage: "checkmark.circle")
        case .cancelled:
          Label("Download cancelled", systemImage: "xmark.circle")
        case .failed(let message):
          Label("Download failed", systemImage: "exclamationmark.triangle")
          Text(message)
        }
        List(model.rows, id: \.self) { row in
          Text(row)
        }
      }
      .navigationTitle("report.csv")
    }
  }
}
