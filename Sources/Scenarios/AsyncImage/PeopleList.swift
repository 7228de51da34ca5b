import SwiftUI

//en The app's first screen: a list with one person. Tapping Mia pushes ProfilePage, a new page each time; going
//en back pops it, and with it the page's views, their AsyncImage among them.
//zh App 的第一屏：只有一个人的列表。点 Mia 就推入 ProfilePage，每次都是一个新页面；
//zh 返回时页面被弹出，页面上的视图（包括它的 AsyncImage）也都没了。
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
