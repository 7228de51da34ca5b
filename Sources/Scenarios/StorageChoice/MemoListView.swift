import SwiftData
import SwiftUI

//en The notes screen: @Query lists the notes of the main context, sorted by text; a field and an Add button hand a
//en new note to the store.
//zh 笔记页：@Query 按文字排序列出主上下文里的笔记；输入框和「添加」按钮把新笔记交给 store。
struct MemoListView: View {
  let store: any MemoStore
  @Environment(\.modelContext) private var context
  @Query(sort: \Memo.text) private var memos: [Memo]
  @State private var draft = ""

  var body: some View {
    VStack {
      if memos.isEmpty {
        Text("No notes")
      }
      ForEach(memos) { memo in
        Text(memo.text)
      }
      TextField("New note", text: $draft)
      Button("Add") {
        add()
      }
    }
  }

  private func add() {
    do {
      try store.add(draft, to: context)
      draft = ""
    } catch {
      //en The note could not be saved: keep the draft in the field so the user can try again.
      //zh 笔记没能保存：把草稿留在输入框里，用户可以再试一次。
      return
    }
  }
}
