import SwiftUI

//zh 第 17 课的联系人列表，带一个 App 自己的图片缓存：ImageCache 由列表的 @State 持有，比每个页面都活得长；
//zh 页面先查缓存，有就直接画图，没有才用 AsyncImage 下载，图片出现时存进缓存。
//en Lesson 17's list of people with an image cache of the app's own: the list's @State holds the ImageCache, which
//en outlives every page; a page looks in the cache first and draws the image at once if it is there, and only
//en otherwise downloads it with AsyncImage, storing the image when it appears.

@MainActor
final class ImageCache {
  private var images: [URL: Image] = [:]

  subscript(url: URL) -> Image? {
    get { images[url] }
    set { images[url] = newValue }
  }
}

struct PeopleList: View {
  @State private var images = ImageCache()

  var body: some View {
    NavigationStack {
      List([Person.mia], id: \.self) { person in
        NavigationLink(person.name, value: person)
      }
      .navigationTitle("People")
      .navigationDestination(for: Person.self) { person in
        ProfilePage(person: person, images: images)
      }
    }
  }
}

struct ProfilePage: View {
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
                //zh 页面之外的缓存：下一个页面会在这里找到它。
                //en The cache outside the pages: the next page finds it here.
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
