import SwiftUI

//zh 第 13 课的笔记应用的模型，笔记存在 notes.json 里。save(_:) 直接写这个文件：写到一半时旧内容已经没了，新内容还不完整。
//zh 练习里用户在 100 ms 加了一条笔记（140 ms 存好），200 ms 又加一条；225 ms 时应用在保存中途崩溃，300 ms 重新打开——
//zh notes.json 只剩半个文件，读不出来，NotesModel.phase 变成 .failed，所有笔记都没了。
//zh Disk 和 NotesView 由练习提供：disk.write(_:to:options:) 和 Data.write(to:options:) 一样可以带 options: .atomic。
//zh 请保留 NotesModel(disk:)、phase、load() 和 add(_:)：NotesView 要用它们。
//en The model of lesson 13's notes app, which keeps its notes in notes.json. save(_:) writes that file directly:
//en halfway through, the old content is gone and the new one is not complete yet. The user adds a note at 100 ms
//en (saved by 140 ms) and another at 200 ms; at 225 ms the app crashes in the middle of that save and is launched
//en again at 300 ms: notes.json is half a file, it does not decode, NotesModel.phase becomes .failed, and every note
//en is gone. Disk and NotesView come with the exercise: disk.write(_:to:options:) takes options: .atomic, as
//en Data.write(to:options:) does. Keep NotesModel(disk:), phase, load() and add(_:): NotesView uses them.

@Observable
@MainActor
final class NotesModel {
  enum Phase {
    case loading
    case loaded([String])
    case failed(String)
  }

  var phase: Phase = .loading
  let disk: any Disk

  init(disk: any Disk) {
    self.disk = disk
  }

  func load() async {
    phase = .loading
    do {
      //zh 第一次启动时还没有文件：那就是一个空列表，不是错误。
      //en On a first launch there is no file yet: that is an empty list, not an error.
      guard let data = try await disk.contents(of: "notes.json") else {
        phase = .loaded([])
        return
      }
      phase = .loaded(try JSONDecoder().decode([String].self, from: data))
    } catch {
      phase = .failed(String(localized: "The notes could not be read."))
    }
  }

  func add(_ note: String) async {
    guard case .loaded(var notes) = phase else { return }
    notes.insert(note, at: 0)
    phase = .loaded(notes)
    await save(notes)
  }

  func save(_ notes: [String]) async {}
}
