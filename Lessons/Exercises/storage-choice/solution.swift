import SwiftData
import SwiftUI

//zh 第 19 课的导入，坑还在里面。NoteImporter 是一个 @ModelActor：它有自己的 ModelContext，把下载好的共享笔记
//zh 一条条插进去，全部插完才保存一次。App 的列表用的是主上下文：只有保存过的笔记，它才看得到。
//zh 练习里 App 在 100 ms 开始导入，每条笔记要下载 120 ms（220、340、460 ms 到）；400 ms 时 App 崩溃，导入随之中断；
//zh 500 ms 时 App 用新的容器重新启动，读出 default.store 里的笔记。downloadNote(_:) 由练习提供。
//zh Memo 写成 nonisolated：在 Xcode 26 的 App 里类默认属于主 actor，而导入器这个 actor 也要创建 Memo。
//zh 请保留 Memo(text:)、NoteImporter(modelContainer:) 和 importNotes(_:)：练习要用它们。
//en Lesson 19's import, with its pitfall. NoteImporter is a @ModelActor: it has a ModelContext of its own, inserts
//en the shared notes one by one as they are downloaded, and saves once, after the last. The app's list uses the
//en main context, which sees only saved notes. In the exercise the app starts the import at 100 ms, each note takes
//en 120 ms to download (they arrive at 220, 340 and 460 ms); at 400 ms the app crashes, which ends the import; at
//en 500 ms it is launched again with a new container, which reads the notes in default.store. downloadNote(_:)
//en comes with the exercise. Memo is nonisolated: an Xcode 26 app makes classes main-actor by default, and the
//en importer, an actor, makes Memos too.
//en Keep Memo(text:), NoteImporter(modelContainer:) and importNotes(_:): the exercise uses them.

@Model
nonisolated final class Memo {
  var text: String

  init(text: String) {
    self.text = text
  }
}

@ModelActor
actor NoteImporter {
  func importNotes(_ texts: [String]) async throws {
    for text in texts {
      modelContext.insert(Memo(text: try await downloadNote(text)))
      //zh 每插入一条就保存：它当场写进 default.store，主上下文随后合并它，列表就有了；崩溃也丢不了已经保存的。
      //en Save after each insert: the note is in default.store at once, the main context merges it, the list shows
      //en it, and a crash cannot lose what was saved.
      try modelContext.save()
    }
  }
}
