import SwiftUI

//en One to-do of the list. The titles are the user's data: they read the same in every language.
//zh 列表里的一项待办。标题是用户的数据：在哪种语言里都一样。
struct Todo: Identifiable {
  let title: String
  let isDone: Bool
  var id: String { title }

  static let samples = [
    Todo(title: "Call Mia", isDone: false),
    Todo(title: "Renew passport", isDone: true),
  ]
}
