import SwiftData
import SwiftUI

//en The shared notes screen: @Query lists the notes of the main context; Import starts the importer, off the main
//en actor, in a .task that ends when the screen goes away.
//zh 共享笔记页：@Query 列出主上下文里的笔记；「导入」在一个 .task 里启动导入器，它不在主 actor 上运行；页面消失时
//zh 这个 task 随之结束。
struct SharedNotesView: View {
  let importer: any MemoImporting
  @Query(sort: \Memo.text) private var memos: [Memo]
  @State private var isImporting = false

  var body: some View {
    VStack {
      if memos.isEmpty {
        Text("No notes")
      }
      ForEach(memos) { memo in
        Text(memo.text)
      }
      Button("Import") {
        isImporting = true
      }
    }
    .task(id: isImporting) {
      guard isImporting else { return }
      try? await importer.importShared(["ask Leo", "book flights", "pay rent"])
    }
  }
}
