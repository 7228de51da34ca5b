import SwiftUI

//en The list reads the same key: a write from the settings pane redraws it, and so does the value the next launch
//en finds in UserDefaults.
//zh 列表读的是同一个键：设置那边一写，列表就重画；下次启动时从 UserDefaults 读到的也是这个值。
struct TodoListPane: View {
  @AppStorage("showCompleted") private var showCompleted = false

  var body: some View {
    VStack {
      Text("To-dos")
      ForEach(Todo.samples.filter { showCompleted || !$0.isDone }) { todo in
        Text(todo.title)
      }
    }
  }
}
