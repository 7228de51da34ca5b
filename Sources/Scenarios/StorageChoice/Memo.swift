import SwiftData

//en One note, a SwiftData model: @Model makes the class persistent and observable. Like every @Model class it
//en needs an init of its own. The text is the user's data: it reads the same in every language.
//zh 一条笔记，一个 SwiftData 模型：@Model 让这个类可以保存、可以被观察。和所有 @Model 类一样，它要自己写 init。
//zh 文字是用户的数据：在哪种语言里都一样。
@Model
final class Memo {
  var text: String

  init(text: String) {
    self.text = text
  }
}
