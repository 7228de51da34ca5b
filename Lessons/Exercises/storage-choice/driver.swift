// The situation of the storage-choice exercise, as in lesson 19's import case: the app shows the notes of its main
// context; at 100 ms it starts importing three shared notes in the student's @ModelActor NoteImporter (each takes
// 120 ms to download: they arrive at 220, 340 and 460 ms); at 400 ms the app crashes, which ends the import; at
// 500 ms it is launched again with a new container, which reads default.store.
import Foundation
import Scenarios
import SwiftData
import SwiftUI

/// Downloading one shared note takes 120 ms.
func downloadNote(_ text: String) async throws -> String {
  try await Task.sleep(for: .milliseconds(120))
  return text
}

/// The app's screen: the main context's notes, sorted by text.
struct SharedNotesList: View {
  @Query(sort: \Memo.text) private var memos: [Memo]

  var body: some View {
    VStack {
      if memos.isEmpty {
        Text("No notes")
      }
      ForEach(memos) { memo in
        Text(memo.text)
      }
    }
  }
}

/// The container one launch makes: it reads what default.store holds.
@MainActor
func launchContainer() -> ModelContainer? {
  try? ModelContainer(for: Memo.self)
}

@MainActor
func runExercise(_ language: Language) async {
  // A fresh install: nothing of an earlier run in the store.
  try? FileManager.default.removeItem(at: URL.applicationSupportDirectory.appendingPathComponent("default.store"))
  let stage = AppStage(language: language, strings: "StorageChoice", routes: RouteTable([]))
  guard let container = launchContainer() else { return print("the notes' container could not be made") }
  await stage.show(SharedNotesList().modelContainer(container)) { window in
    try? await Task.sleep(for: .milliseconds(100))
    print(language.pick("App 开始导入三条共享笔记", "the app starts importing three shared notes"))
    let importer = NoteImporter(modelContainer: container)
    let importing = Task { try? await importer.importNotes(["ask Leo", "book flights", "pay rent"]) }
    try? await Task.sleep(for: .milliseconds(300))
    print(language.pick("App 崩溃了", "the app crashes"))
    importing.cancel()
    try? window.perform(.leave)
    try? await Task.sleep(for: .milliseconds(100))
    print(language.pick("App 重新启动", "the app launches again"))
    guard let relaunched = launchContainer() else { return }
    HostingWindow(rootView: SharedNotesList().modelContainer(relaunched)).show()
  }
}
