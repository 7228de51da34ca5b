import SwiftUI

//en A vendor's directory SDK with a completion-handler API: once sent, a request always completes, and nothing
//en can cancel it.
//zh 第三方的成员目录 SDK，用完成回调的接口：请求一旦发出就一定会完成，什么也取消不了它。
final class DirectorySDK: Sendable {
  func fetchMembers(of team: String, completion: @escaping @Sendable ([String]) -> Void) {
    Task {
      let members = (try? await DirectoryAPI().members(of: team)) ?? []
      completion(members)
    }
  }
}

//en The app's async wrapper: a continuation without withTaskCancellationHandler, so cancelling the awaiting task
//en tells the SDK nothing. The request goes on, and the task waits for its answer, cancelled or not.
//zh App 给它包的 async 接口：一个没有 withTaskCancellationHandler 的续体，所以取消等待它的任务，SDK 什么也不知道。
//zh 请求照样进行，任务不管有没有被取消，都要等到回答。
extension DirectorySDK: MemberDirectory {
  func members(of team: String) async -> [String] {
    await withCheckedContinuation { continuation in
      fetchMembers(of: team) { members in
        continuation.resume(returning: members)
      }
    }
  }
}
