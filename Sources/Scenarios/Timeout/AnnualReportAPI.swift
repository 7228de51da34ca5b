import SwiftUI

//en The report prepared by the server: GET /report answers a line of text when it is ready. URLSession stops the
//en request when the task awaiting it is cancelled.
//zh 由服务器准备的报表：GET /report 准备好以后返回一行文字。等待它的任务被取消时，URLSession 会停下请求。
enum AnnualReportAPI {
  static func report() async throws -> String {
    let url = URL(string: "https://api.example.com/report")!
    let (data, _) = try await URLSession.shared.data(from: url)
    return String(decoding: data, as: UTF8.self)
  }
}
