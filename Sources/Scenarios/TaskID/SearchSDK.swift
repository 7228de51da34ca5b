import SwiftUI

//en A vendor's search SDK with a completion-handler API, as many SDKs still have: once sent, a request always
//en completes, and nothing can cancel it.
//zh 第三方的搜索 SDK，用完成回调的接口（很多 SDK 至今如此）：请求一旦发出就一定会完成，什么也取消不了它。
final class SearchSDK: Sendable {
  func search(_ query: String, completion: @escaping @Sendable ([String]) -> Void) {
    Task {
      let names = (try? await PackageIndex.search(query)) ?? []
      completion(names)
    }
  }
}

//en The app's async wrapper around it: a continuation without a cancellation handler, so the awaiting task waits
//en for the callback even after it was cancelled.
//zh App 给它包的 async 接口：一个没有取消处理的续体，所以等待它的任务即使被取消了，也要等到回调来。
extension SearchSDK {
  func search(_ query: String) async -> [String] {
    await withCheckedContinuation { continuation in
      search(query) { names in
        continuation.resume(returning: names)
      }
    }
  }
}
