import SwiftUI

//en Keeps the Task of the running load, cancels it when a new load starts, and after the await checks whether it
//en was cancelled meanwhile before it touches the list.
//zh 保存正在运行的加载的 Task，新的加载开始时取消它；await 回来后，先检查这期间是否已被取消，再去动列表。
@Observable @MainActor
final class TeamMembersModel: TeamMembersLoading {
  var team = ""
  var members: [String] = []
  @ObservationIgnored private var loadTask: Task<Void, Never>?
  let directory: any MemberDirectory

  init(directory: any MemberDirectory) {
    self.directory = directory
  }

  func select(_ team: String) {
    self.team = team
    //en The older load is no longer wanted.
    //zh 旧的加载已经没人要了。
    loadTask?.cancel()
    loadTask = Task {
      do {
        let members = try await directory.members(of: team)
        //en Cancelling only asks: an API may answer anyway. Cancelled meanwhile? Then throw, and leave the list alone.
        //zh 取消只是请求：接口照样可能回答。这期间被取消了？那就抛出错误，别动列表。
        try Task.checkCancellation()
        self.members = members
      } catch {
        //en A newer pick cancelled this load (CancellationError from the check, or URLError(.cancelled) from
        //en URLSession): the list belongs to the newer load.
        //zh 更新的选择取消了这次加载（检查抛出的 CancellationError，或 URLSession 的 URLError(.cancelled)）：
        //zh 列表归新的加载。
      }
    }
  }
}
