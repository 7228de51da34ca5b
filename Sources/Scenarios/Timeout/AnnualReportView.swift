import SwiftUI

//en The year's report, prepared when the screen appears, within a time limit. withTimeout races the work that
//en prepares it against the limit: the screen shows the report if it is ready in time, and says so if it is not.
//en Which work prepares the report is passed in: a request to the server, or a computation on the device.
//zh 年度报表：页面出现时开始准备，但有时限。withTimeout 让准备报表的工作和时限赛跑：按时完成就显示报表，
//zh 超时就告诉用户。准备报表的工作由外面传进来：向服务器请求，或者在设备上计算。
struct AnnualReportView: View {
  var limit: Duration = .milliseconds(300)
  let prepare: @Sendable () async throws -> String
  @State private var phase: AnnualReportPhase = .preparing

  var body: some View {
    NavigationStack {
      List {
        switch phase {
        case .preparing:
          ProgressView("Preparing the report…")
        case .ready(let report):
          Text(report)
        case .timedOut:
          Label("Timed out: no result within \(seconds(limit), specifier: "%.1f") s",
                systemImage: "clock.badge.exclamationmark")
        case .failed:
          Label("Couldn't prepare the report", systemImage: "exclamationmark.triangle")
        }
      }
      .navigationTitle("Annual report")
    }
    .task {
      do {
        phase = .ready(try await withTimeout(limit, operation: prepare))
      } catch is TimeoutError {
        //en Our own error type: "we stopped waiting" is not "the network failed".
        //zh 自己的错误类型：“我们不等了”和“网络出错了”不是一回事。
        phase = .timedOut
      } catch {
        phase = .failed
      }
    }
  }

  private func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}

//en What the screen shows.
//zh 页面显示什么。
enum AnnualReportPhase {
  case preparing
  case ready(String)
  case timedOut
  case failed
}
