import SwiftUI

//en The notes screen's model: what the screen shows, and the store that reads and saves the notes.
//zh 笔记页的模型：屏幕显示什么，以及读取、保存笔记的存储。
@Observable
@MainActor
final class NotesModel {
  enum Phase {
    case loading
    case loaded([String])
    case failed(String)
  }

  var phase: Phase = .loading
  let store: any NotesStoring

  init(store: any NotesStoring) {
    self.store = store
  }

  func load() async {
    phase = .loading
    do {
      phase = .loaded(try await store.load())
    } catch {
      phase = .failed(String(localized: "The notes could not be read."))
    }
  }

  func add(_ note: String) async {
    do {
      phase = .loaded(try await store.add(note))
    } catch {
      phase = .failed(String(localized: "Saving failed."))
    }
  }
}
