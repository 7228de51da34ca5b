//zh 第 13 课的笔记应用，笔记存在 notes.json 里。save() 直接写这个文件：写到一半时旧内容已经没了，新内容还不完整。
//zh 练习里用户在 100 ms 加了一条笔记（140 ms 存好），200 ms 又加一条；225 ms 时应用在保存中途崩溃，300 ms 重新打开——
//zh notes.json 只剩半个文件，读不出来：“笔记文件已损坏”，所有笔记都没了。
//zh 改好 save()：像 Data.write(to:options: .atomic) 那样原子地写（SimulatedDisk.write 也有 options: .atomic），
//zh 崩溃后留下的要么是旧文件，要么是新文件，总是完整的。
//zh SimulatedDisk 和 NotesText 由练习提供。请保留 NotesModel(disk:text:)、load()、add(_:)、NotesScreen(disk:text:)、model 和 host。
//en Lesson 13's notes app keeps its notes in notes.json. save() writes that file directly: halfway through, the
//en old content is gone and the new one is not complete yet. The user adds a note at 100 ms (saved by 140 ms)
//en and another at 200 ms; at 225 ms the app crashes in the middle of that save and is launched again at 300 ms.
//en notes.json is half a file and does not decode: "the notes file is damaged", and every note is gone.
//en Fix save(): write atomically, as Data.write(to:options: .atomic) does (SimulatedDisk.write takes
//en options: .atomic too), so that a crash leaves the old file or the new one, always whole.
//en SimulatedDisk and NotesText come with the exercise. Keep NotesModel(disk:text:), load(), add(_:),
//en NotesScreen(disk:text:), model and host: the exercise uses them.
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

  func save() async {}
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
