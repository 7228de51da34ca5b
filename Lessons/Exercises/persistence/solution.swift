//zh 第 13 课的笔记应用：原子地保存，崩溃留不下半个文件。
//en Lesson 13's notes app: it saves atomically, so a crash cannot leave half a file behind.
import Foundation

@MainActor
final class NotesModel {
  @Tracked("notes") var notes: [String] = []
  @Tracked("problem") var problem: String? = nil
  let disk: SimulatedDisk
  let text: NotesText

  init(disk: SimulatedDisk, text: NotesText) {
    self.disk = disk
    self.text = text
  }

  func load() async {
    do {
      //zh 第一次启动时还没有文件：那就是一个空列表，不是错误。
      //en On a first launch there is no file yet: that is an empty list, not an error.
      guard let data = try await disk.read("notes.json") else { return }
      notes = try JSONDecoder().decode([String].self, from: data)
    } catch {
      problem = text.damaged
    }
  }

  func add(_ note: String) async {
    notes.insert(note, at: 0)
    await save()
  }

  func save() async {
    do {
      let data = try JSONEncoder().encode(notes)
      //zh .atomic：先写到一个辅助文件，写完后一步替换原文件。崩溃时原文件要么是旧的，要么是新的，总是完整的。
      //en .atomic: write to an auxiliary file first, then replace the original with it in one step. A crash
      //en leaves the original old or new, but always whole.
      try await disk.write(data, to: "notes.json", options: .atomic)
    } catch {
      problem = text.saveFailed
    }
  }
}

struct NotesView: SimulatedView {
  let model: NotesModel

  var body: Screen {
    let list = Screen.list(model.notes)
    guard let problem = model.problem else { return list }
    return Screen(lines: ["⚠ " + problem]).above(list)
  }
}

@MainActor
final class NotesScreen {
  let model: NotesModel
  let host: ViewHost

  init(disk: SimulatedDisk, text: NotesText) {
    let model = NotesModel(disk: disk, text: text)
    self.model = model
    host = ViewHost(NotesView(model: model))
    host.task { await model.load() }
  }
}
