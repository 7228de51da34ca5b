import SwiftData

//en @ModelActor gives the actor its own ModelContext, made from the container: what it inserts stays in that
//en context until it saves, and only then can the main context, and its @Query, see it.
//zh @ModelActor 给这个 actor 一个它自己的 ModelContext，由容器创建：插入的笔记只在这个上下文里，直到它保存；
//zh 保存之后，主上下文和它的 @Query 才能看到。
@ModelActor
actor MemoImporter: MemoImporting {
  func importShared(_ texts: [String]) async throws {
    for text in texts {
      modelContext.insert(Memo(text: try await downloadNote(text)))
    }
    try modelContext.save()
  }
}
