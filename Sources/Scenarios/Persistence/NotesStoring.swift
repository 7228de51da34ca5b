import SwiftUI

//en Where the model reads the notes and adds one: load() at launch, add(_:) for each note, which saves the list
//en and returns it, the new note first.
//zh 模型读取笔记、添加笔记的地方：启动时 load()，每条笔记一次 add(_:)，它保存列表并返回列表，新笔记在最前面。
protocol NotesStoring: Sendable {
  func load() async throws -> [String]
  func add(_ note: String) async throws -> [String]
}
