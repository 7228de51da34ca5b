import SwiftUI

//en Cancels the previous load, but never checks for cancellation after the await: a cancelled load whose API
//en answers anyway still writes the list.
//zh 会取消上一次的加载，但 await 之后从不检查取消：被取消的加载，只要接口照样回答了，就照样写列表。
@Observable @MainActor
final class TeamMembersModelNotChecking: TeamMembersLoading {
  var team = ""
  var members: [String] = []
  @ObservationIgnored private var loadTask: Task<Void, Never>?
  let directory: any MemberDirectory

  init(directory: any MemberDirectory) {
    self.directory = directory
  }

  func select(_ team: String) {
    self.team = team
    loadTask?.cancel()
    loadTask = Task {
      do {
        let members = try await directory.members(of: team)
        //en ❌ No check: cancelled or not, the answer goes into the list.
        //zh ❌ 没有检查：不管有没有被取消，回答都写进列表。
        self.members = members
      } catch {
        //en URLSession stopped the cancelled request with URLError(.cancelled): nothing to write.
        //zh URLSession 以 URLError(.cancelled) 停下了被取消的请求：没什么可写。
      }
    }
  }
}
