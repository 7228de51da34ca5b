import SwiftUI

//en A vendor's reports SDK with a completion-handler API. Its requests can be cancelled: a cancelled request stops
//en its download and calls back with CancellationError.
//zh 第三方的报表 SDK，用完成回调的接口。它的请求可以取消：被取消的请求停止下载，并以 CancellationError 回调。
final class ReportSDK: Sendable {
  func start(_ request: ReportRequest, completion: @escaping @Sendable (Result<String, any Error>) -> Void) {
    request.start(completion: completion)
  }
}

//en The app's async wrapper: withTaskCancellationHandler cancels the SDK's request when the awaiting task is
//en cancelled, so the continuation resumes at once, throwing the SDK's CancellationError.
//zh App 给它包的 async 接口：等待的任务被取消时，withTaskCancellationHandler 取消 SDK 的请求，
//zh 于是续体立刻恢复，抛出 SDK 给的 CancellationError。
extension ReportSDK: ReportClient {
  func monthlyReport() async throws -> String {
    let request = ReportRequest()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        start(request) { result in
          continuation.resume(with: result)
        }
      }
    } onCancel: {
      request.cancel()
    }
  }
}
