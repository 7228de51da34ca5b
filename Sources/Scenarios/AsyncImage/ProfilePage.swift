import SwiftUI

//en A person's page: the avatar, then the name. AsyncImage loads the avatar with the shared URLSession when it
//en appears and hands its phase to the closure: .empty until the answer, then .success(image) or .failure(error).
//en It keeps no image: a new page starts at .empty and downloads again.
//zh 一个人的主页：头像，然后是名字。AsyncImage 出现时用共享的 URLSession 下载头像，
//zh 再把当前阶段交给闭包：回答到来之前是 .empty，之后是 .success(image) 或 .failure(error)。
//zh 它不保存图片：新页面从 .empty 开始，再下载一次。
struct ProfilePage: View {
  let person: Person

  var body: some View {
    VStack {
      AsyncImage(url: person.avatarURL) { phase in
        switch phase {
        case .empty:
          ProgressView()
        case .success(let image):
          image.resizable().scaledToFit()
        case .failure:
          Image(systemName: "person.crop.circle.badge.exclamationmark")
        //en AsyncImagePhase is not a frozen enum: a later SDK may add a phase, and Swift 6 requires a case for it.
        //zh AsyncImagePhase 不是冻结的枚举：以后的 SDK 可能加新的阶段，Swift 6 要求为它写一个分支。
        @unknown default:
          EmptyView()
        }
      }
      Text(person.name)
    }
    .navigationTitle("Profile")
  }
}
