import SwiftUI

//zh 第 17 课的联系人列表，坑还在里面。点 Mia 推入 ProfilePage，页面上的 AsyncImage 下载头像。
//zh 练习和课上一样：用户在 0、600、1200 ms 点 Mia，每次看 400 ms 后返回；每次推入的都是新页面、新的 AsyncImage。
//zh 头像要 300 ms，服务器的回答带着 Cache-Control: no-store。AsyncImage 不保存图片：三次打开，三次下载，
//zh 每次都要先转圈。给 App 加一个自己的图片缓存，让头像只下载一次，后两次一打开就显示。
//zh Person 由练习提供。请保留 PeopleList 和 PeopleList()：练习要显示它。
//en Lesson 17's list of people, with its pitfall. Tapping Mia pushes ProfilePage, whose AsyncImage downloads the
//en avatar. As in the lesson, the user taps Mia at 0, 600 and 1200 ms and goes back 400 ms later each time; every
//en push builds a new page with a new AsyncImage. The avatar takes 300 ms, and the server answers with
//en Cache-Control: no-store. AsyncImage keeps no images: three visits, three downloads, a spinner every time.
//en Give the app an image cache of its own, so that the avatar is downloaded once and shows at once on the later
//en visits. Person comes with the exercise. Keep PeopleList and PeopleList(): the exercise shows it.

struct PeopleList: View {
  var body: some View {
    NavigationStack {
      List([Person.mia], id: \.self) { person in
        NavigationLink(person.name, value: person)
      }
      .navigationTitle("People")
      .navigationDestination(for: Person.self) { person in
        ProfilePage(person: person)
      }
    }
  }
}

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
