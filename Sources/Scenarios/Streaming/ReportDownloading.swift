import SwiftUI

//en What the report screen needs of its model: the rows so far, the download's status, and a way to download.
//zh 报表页面对模型的要求：目前收到的行、下载的状态，以及开始下载的方法。
@MainActor
protocol ReportDownloading: AnyObject, Observable {
  var rows: [String] { get }
  var status: DownloadStatus { get }
  func download() async
}
