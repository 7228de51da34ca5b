import SwiftUI

//en One catch for every error: a cancellation is taken for a failure.
//zh 一个 catch 接住所有错误：取消被当成了失败。
@Observable @MainActor
final class ReportsModelCatchingEverything: ReportLoading {
  var state: ReportState = .idle
  let client: any ReportClient

  init(client: any ReportClient) {
    self.client = client
  }

  func load() async {
    state = .loading
    do {
      state = .loaded(try await client.monthlyReport())
    } catch {
      //en ❌ Leaving the tab cancels the request, and its error lands here too.
      //zh ❌ 离开标签页会取消请求，它的错误也落到了这里。
      state = .failed(String(localized: "Check your connection and try again."))
    }
  }
}
