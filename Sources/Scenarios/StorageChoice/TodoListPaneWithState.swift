import SwiftUI

//en The list's own @State, with the same name: a second, separate value that nothing ever changes.
//zh 列表自己的 @State，名字相同：却是另一个独立的值，什么也不会去改它。
struct TodoListPaneWithState: View {
  @State private var showCompleted = false

  var body: some View {
    VStack {
      Text("To-dos")
      ForEach(Todo.samples.filter { showCompleted || !$0.isDone }) { todo in
        Text(todo.title)
      }
    }
  }
}
