// Deleting and swiping rows of a to-do list whose store saves after each change (50 ms). `delete Milk` at 100 ms
// calls onDelete with offset 0, the row's place in the store's array; the action hands the offsets to a Task, so
// nothing changes on screen until the Task removes the to-do, at 100 ms too (by the Task, not by the action), and
// the save ends at 150 ms. `swipe Eggs` at 200 ms reveals the row's buttons after "←", the first listed (the
// destructive Delete) nearest the trailing edge; `tap Later` at 300 ms runs that button and hides them. A full
// swipe of "Bread" at 400 ms runs its first button, Delete, at once: the row goes and the save ends at 450 ms.
import SwiftUI

struct Todo: Identifiable {
  let id: Int
  var title: String
  var later = false
}

@MainActor @Observable
final class TodoStore {
  private(set) var todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs"), Todo(id: 3, title: "Bread")]

  func delete(at offsets: IndexSet) async {
    todos.remove(atOffsets: offsets)
    await save()
  }

  func delete(_ todo: Todo) async {
    todos.removeAll { $0.id == todo.id }
    await save()
  }

  func postpone(_ todo: Todo) {
    guard let index = todos.firstIndex(where: { $0.id == todo.id }) else { return }
    todos[index].later = true
  }

  private func save() async {
    try? await Task.sleep(for: .milliseconds(50))
    print("saved, \(todos.count) left")
  }
}

struct TodoList: View {
  @State private var store = TodoStore()

  var body: some View {
    NavigationStack {
      List {
        ForEach(store.todos) { todo in
          Text(todo.later ? "\(todo.title) (later)" : todo.title)
            .swipeActions {
              Button(role: .destructive) {
                Task { await store.delete(todo) }
              } label: {
                Label("Delete", systemImage: "trash")
              }
              Button("Later") { store.postpone(todo) }
            }
        }
        .onDelete { offsets in
          print("onDelete \(Array(offsets))")
          Task { await store.delete(at: offsets) }
        }
      }
      .navigationTitle("To do")
    }
  }
}
