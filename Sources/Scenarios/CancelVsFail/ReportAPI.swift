import SwiftUI

//en The reports server through URLSession. Cancelling the task that awaits data(from:) cancels the request, and
//en URLSession then throws URLError(.cancelled), not CancellationError.
//zh 通过 URLSession 访问报表服务器。取消正在等待 data(from:) 的任务，会取消这个请求，
//zh 这时 URLSession 抛出的是 URLError(.cancelled)，而不是 CancellationError。
struct ReportAPI: ReportClient {
  func monthlyReport() async throws -> String {
    let url = URL(string: "https://reports.example.com/monthly")!
    let (data, _) = try await URLSession.shared.data(from: url)
    return String(decoding: data, as: UTF8.self)
  }
}
