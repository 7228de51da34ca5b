import SwiftUI

//en The notes screen: the notes the store has at launch, a field for a new one and an Add button.
//zh 笔记页：启动时从 store 读到的笔记，一个写新笔记的输入框和一个「添加」按钮。
struct MemoListView: View {
  let store: any MemoStore
  @State private var notes: [String] = []
  @State private var draft = ""

  var body: some View {
    VStack {
      if notes.isEmpty {
        Text("No notes")
      }
      ForEach(notes, id: \.self) { note in
        Text(note)
      }
      TextField("New note", text: $draft)
      Button("Add") {
        add()
      }
    }
    .task {
      notes = store.notes()
    }
  }

  private func add() {
    do {
      try store.add(draft)
      notes = store.notes()
      draft = ""
    } catch {
      //en The note could not be saved: keep the draft in the field so the user can try again.
      //zh 笔记没能保存：把草稿留在输入框里，用户可以再试一次。
      return
    }
  }
}
