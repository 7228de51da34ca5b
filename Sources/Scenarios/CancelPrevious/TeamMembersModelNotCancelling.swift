import SwiftUI

//en Checks for cancellation after the await, but never cancels anything: each pick starts a load and forgets
//en it, so the check never finds a cancelled load.
//zh await 之后会检查取消，却从不取消任何加载：每次选择都开始一个加载就不管了，所以检查永远碰不到被取消的加载。
@Observable @MainActor
final class TeamMembersModelNotCancelling: TeamMembersLoading {
  var team = ""
  var members: [String] = []
  let directory: any MemberDirectory

  init(directory: any MemberDirectory) {
    self.directory = directory
  }

  func select(_ team: String) {
    self.team = team
    //en ❌ The older load is not kept, so nothing cancels it: it runs on beside the new one.
    //zh ❌ 旧的加载没有保存下来，也就没有谁取消它：它和新的加载一起跑下去。
    Task {
      do {
        let members = try await directory.members(of: team)
        try Task.checkCancellation()
        self.members = members
      } catch {
        //en Cancelled loads would land here; this model cancels none.
        //zh 被取消的加载会落到这里；这个模型一个也不取消。
      }
    }
  }
}
