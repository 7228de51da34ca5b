import SwiftUI

//en Where the report comes from: URLSession (ReportAPI) or a vendor's callback SDK (ReportSDK).
//zh 报表从哪里来：URLSession（ReportAPI），或第三方的回调 SDK（ReportSDK）。
protocol ReportClient: Sendable {
  func monthlyReport() async throws -> String
}
