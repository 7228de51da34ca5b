// The view of the edit → first screen benchmark (Benchmarks/preview.sh): about 60 lines, an @Observable model, a
// list of rows with buttons, a search field, a task.
import SwiftUI

struct Note: Identifiable, Hashable {
  let id: Int
  var title: String
  var done: Bool
}

@MainActor @Observable
final class NoteStore {
  var notes: [Note] = []
  var filter = ""

  var visible: [Note] {
    filter.isEmpty ? notes : notes.filter { $0.title.localizedCaseInsensitiveContains(filter) }
  }

  func load() async {
    try? await Task.sleep(for: .milliseconds(200))
    notes = (1...5).map { Note(id: $0, title: "Note \($0)", done: $0.isMultiple(of: 2)) }
  }

  func toggle(_ note: Note) {
    guard let index = notes.firstIndex(of: note) else { return }
    notes[index].done.toggle()
  }
}

struct NoteRow: View {
  let note: Note
  let store: NoteStore

  var body: some View {
    HStack {
      Text(note.done ? "✓" : "·")
      Text(note.title)
      Spacer()
      Button(note.done ? "Undo" : "Done") { store.toggle(note) }
    }
  }
}

struct NotesScreen: View {
  @State private var store = NoteStore()

  var body: some View {
    NavigationStack {
      List(store.visible) { note in
        NoteRow(note: note, store: store)
      }
      .navigationTitle("Notes")
      .searchable(text: $store.filter, prompt: "Filter")
      .task { await store.load() }
    }
  }
}

#Preview {
  NotesScreen()
}
