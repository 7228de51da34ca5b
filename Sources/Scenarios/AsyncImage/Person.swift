import SwiftUI

//en A person of the list: a name and the URL of their avatar.
//zh 列表里的一个人：名字，以及头像的 URL。
struct Person: Hashable, Sendable {
  let name: String
  let avatarURL: URL?

  static let mia = Person(name: "Mia", avatarURL: URL(string: "https://cdn.example.com/avatars/mia.png"))
}
