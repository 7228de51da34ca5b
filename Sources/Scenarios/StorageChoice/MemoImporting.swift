import SwiftData

//en An importer downloads shared notes and inserts them in a context of its own. Two conformers differ in where
//en they save: MemoImporter once at the end, EachMemoImporter after every note.
//zh 导入器下载共享的笔记，插入它自己的上下文。两种实现只差在哪里保存：MemoImporter 最后保存一次，
//zh EachMemoImporter 每插入一条就保存一次。
protocol MemoImporting: Actor {
  func importShared(_ texts: [String]) async throws
}

//en Downloading one shared note takes 120 ms.
//zh 下载一条共享笔记要 120 毫秒。
func downloadNote(_ text: String) async throws -> String {
  try await Task.sleep(for: .milliseconds(120))
  return text
}
