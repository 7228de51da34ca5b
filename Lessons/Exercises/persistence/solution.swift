import SwiftUI

//zh 第 13 课的笔记应用的模型：原子地保存，崩溃留不下半个文件。
//en The model of lesson 13's notes app: it saves atomically, so a crash cannot leave half a file behind.

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

  func save(_ notes: [String]) async {
    do {
      let data = try JSONEncoder().encode(notes)
      //zh .atomic：先写到一个辅助文件，写完后一步替换原文件。崩溃时原文件要么是旧的，要么是新的，总是完整的。
      //en .atomic: write to an auxiliary file first, then replace the original with it in one step. A crash
      //en leaves the original old or new, but always whole.
      try await disk.write(data, to: "notes.json", options: .atomic)
    } catch {
      phase = .failed(String(localized: "Saving failed."))
    }
  }
}
