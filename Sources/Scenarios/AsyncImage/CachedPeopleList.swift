import SwiftUI

//en The same list with a cache of the app's own: the list lives as long as the app, so its @State ImageCache
//en outlives every page it pushes, and each new CachedProfilePage finds what the earlier ones downloaded.
//zh 同一个列表，带一个 App 自己的缓存：列表和 App 活得一样久，所以它 @State 里的 ImageCache
//zh 比它推入的每个页面都活得长，每个新的 CachedProfilePage 都能找到之前的页面下载过的图片。
struct CachedPeopleList: View {
  @State private var images = ImageCache()

  var body: some View {
    NavigationStack {
      List([Person.mia], id: \.self) { person in
        NavigationLink(person.name, value: person)
      }
      .navigationTitle("People")
      .navigationDestination(for: Person.self) { person in
        CachedProfilePage(person: person, images: images)
      }
    }
  }
}
