import SwiftUI

//en Only CancellationError is singled out: the usual fix, and not enough for URLSession.
//zh 只单独接住了 CancellationError：常见的改法，但对 URLSession 不够。
@Observable @MainActor
final class ReportsModelCatchingCancellationError: ReportLoading {
  var state: ReportState = .idle
  let client: any ReportClient

  init(client: any ReportClient) {
    self.client = client
  }

  func load() async {
    state = .loading
    do {
      state = .loaded(try await client.monthlyReport())
    } catch is CancellationError {
      //en The user left: not a failure.
      //zh 用户离开了：这不是失败。
    } catch {
      //en ❌ A cancelled URLSession request throws URLError(.cancelled), which lands here.
      //zh ❌ 被取消的 URLSession 请求抛出的是 URLError(.cancelled)，它落到了这里。
      state = .failed(String(localized: "Check your connection and try again."))
    }
  }
}
