import SwiftUI

//en Neither cancels nor checks: each pick starts a load and forgets it, and every answer goes into the list,
//en whenever it comes.
//zh 既不取消也不检查：每次选择都开始一个加载就不管了，每个回答不管什么时候到，都写进列表。
@Observable @MainActor
final class FireAndForgetTeamMembersModel: TeamMembersLoading {
  var team = ""
  var members: [String] = []
  let directory: any MemberDirectory

  init(directory: any MemberDirectory) {
    self.directory = directory
  }

  func select(_ team: String) {
    self.team = team
    //en ❌ Nothing cancels the older load, and nothing checks.
    //zh ❌ 没有谁取消旧的加载，也没有谁检查。
    Task {
      do {
        self.members = try await directory.members(of: team)
      } catch {
        //en The request failed: keep the list as it is.
        //zh 请求失败了：列表保持原样。
      }
    }
  }
}
