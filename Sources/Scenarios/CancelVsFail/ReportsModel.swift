import SwiftUI

//en Both ways of saying "cancelled" are caught before real failures, so leaving the tab changes nothing.
//zh 两种表示“已取消”的错误都在真正的失败之前被接住，所以离开标签页什么也不改变。
@Observable @MainActor
final class ReportsModel: ReportLoading {
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
      //en The user left: not a failure. Keep the state; the next appearance loads again.
      //zh 用户离开了：这不是失败。状态保持原样，下次出现时再加载。
    } catch let error as URLError where error.code == .cancelled {
      //en The same, as URLSession says it.
      //zh 同一回事，只是 URLSession 的说法。
    } catch {
      state = .failed(String(localized: "Check your connection and try again."))
    }
  }
}
