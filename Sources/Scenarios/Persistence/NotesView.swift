import SwiftUI

//en The notes screen: it reads the notes when it appears; the user types a note and taps Add. Add starts a Task of
//en its own, so two quick taps save twice at once.
//zh 笔记页：出现时读出笔记；用户输入一条笔记，点“添加”。“添加”各自开一个 Task，所以连点两下就是两次保存同时进行。
struct NotesView: View {
  @State var model: NotesModel
  @State private var draft = ""

  var body: some View {
    NavigationStack {
      VStack {
        HStack {
          TextField("New note", text: $draft)
          Button("Add") { add() }
        }
        switch model.phase {
        case .loading:
          ProgressView("Reading…")
        case .loaded(let notes) where notes.isEmpty:
          ContentUnavailableView("No notes yet", systemImage: "note.text")
        case .loaded(let notes):
          List(notes, id: \.self) { note in
            Text(note)
          }
        case .failed(let message):
          ContentUnavailableView {
            Label("Something went wrong", systemImage: "exclamationmark.triangle")
          } description: {
            Text(message)
          } actions: {
            Button("Retry") {
              Task { await model.load() }
            }
          }
        }
      }
      .navigationTitle("Notes")
    }
    .task { await model.load() }
  }

  private func add() {
    let note = draft
    draft = ""
    Task { await model.add(note) }
  }
}
