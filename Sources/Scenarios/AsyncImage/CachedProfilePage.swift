import SwiftUI

//en The page with the app's cache: an avatar already downloaded is drawn at once, with no AsyncImage and no
//en request; otherwise AsyncImage loads it, and the image is stored in the cache when it appears.
//zh 带 App 缓存的主页：下载过的头像直接画出来，不用 AsyncImage，也不发请求；
//zh 否则由 AsyncImage 下载，图片一出现就存进缓存。
struct CachedProfilePage: View {
  let person: Person
  let images: ImageCache

  var body: some View {
    VStack {
      if let url = person.avatarURL, let image = images[url] {
        image.resizable().scaledToFit()
      } else {
        AsyncImage(url: person.avatarURL) { phase in
          switch phase {
          case .empty:
            ProgressView()
          case .success(let image):
            image.resizable().scaledToFit()
              .onAppear {
                if let url = person.avatarURL { images[url] = image }
              }
          case .failure:
            Image(systemName: "person.crop.circle.badge.exclamationmark")
          //en AsyncImagePhase is not a frozen enum: a later SDK may add a phase, and Swift 6 requires a case for it.
          //zh AsyncImagePhase 不是冻结的枚举：以后的 SDK 可能加新的阶段，Swift 6 要求为它写一个分支。
          @unknown default:
            EmptyView()
          }
        }
      }
      Text(person.name)
    }
    .navigationTitle("Profile")
  }
}
