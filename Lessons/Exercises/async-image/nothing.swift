import SwiftUI

//zh 第 17 课的联系人列表，头像的代码删掉了：页面上只有名字。
//en Lesson 17's list of people with the avatar's code deleted: the page shows only the name.

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
      Text(person.name)
    }
    .navigationTitle("Profile")
  }
}
