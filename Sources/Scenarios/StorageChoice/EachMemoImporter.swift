import SwiftData

//en The same import, saving after every note: each one reaches the store, and the list, as soon as it arrives.
//zh 同样的导入，每插入一条就保存：每条笔记一到，就写进存储，也出现在列表里。
@ModelActor
actor EachMemoImporter: MemoImporting {
  func importShared(_ texts: [String]) async throws {
    for text in texts {
      modelContext.insert(Memo(text: try await downloadNote(text)))
      try modelContext.save()
    }
  }
}
