// The situation of the persistence exercise: the notes app launches and reads notes.json (["Buy milk"]); the user
// adds "Call Mom" at 100 ms (saved by 140 ms) and "Pay rent" at 200 ms; the app crashes at 225 ms, in the middle of
// that save, and is launched again at 300 ms over the same disk. The disk and the screen are the lesson's; the model,
// NotesModel, is the student's.
import Foundation
import Scenarios
import SwiftUI

/// The app's files as the app reaches them (lesson 13's `Disk`): a file by name, read whole and written whole.
protocol Disk: Sendable {
  func contents(of name: String) async throws -> Data?
  func write(_ data: Data, to name: String, options: Data.WritingOptions) async throws
}

/// A slow disk. A read takes 10 ms. A write goes out in 4 chunks of 10 ms, so a crash can cut it in the middle;
/// with `.atomic` (as `Data.write(to:options:)` has it) the chunks go to an auxiliary file, which replaces the file
/// in one step once the write is complete; without it the file is emptied when it is opened. After `crash()` no
/// read or write the crashed launch had begun goes on: whatever had reached the disk stays, and the code waiting for
/// it never runs again, as in a process that died.
actor SimulatedDisk: Disk {
  private var files: [String: Data]
  private var launch = 1
  private var stopped: [CheckedContinuation<Void, Never>] = []
  let language: Language

  init(files: [String: Data], language: Language) {
    self.files = files
    self.language = language
  }

  func contents(of name: String) async throws -> Data? {
    let launch = launch
    try await Task.sleep(for: .milliseconds(10))
    if launch != self.launch { await processDied() }
    return files[name]
  }

  func write(_ data: Data, to name: String, options: Data.WritingOptions) async throws {
    let launch = launch
    let atomic = options.contains(.atomic)
    let target = atomic ? name + ".tmp" : name
    files[target] = Data()
    let size = (data.count + 3) / 4
    for chunk in 0..<4 {
      try await Task.sleep(for: .milliseconds(10))
      if launch != self.launch { await processDied() }
      files[target, default: Data()].append(data.dropFirst(chunk * size).prefix(size))
      print(language.pick("\(target)：写完第 \(chunk + 1)/4 块", "\(target): chunk \(chunk + 1) of 4 written"))
    }
    guard atomic else { return }
    files[name] = files.removeValue(forKey: target)
    print(language.pick("\(target) 替换了 \(name)", "\(target) replaced \(name)"))
  }

  /// The process dies: what its reads and writes had not done yet, they never do.
  func crash() {
    launch += 1
  }

  private func processDied() async {
    await SwiftUI.withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      stopped.append(continuation)
    }
  }
}

/// Lesson 13's notes screen over the student's model: it reads the notes when it appears; the user types a note
/// and taps Add.
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

@MainActor
func runExercise(_ language: Language) async {
  let start = ContinuousClock.now
  let disk = SimulatedDisk(files: ["notes.json": Data(#"["Buy milk"]"#.utf8)], language: language)
  let stage = AppStage(language: language, strings: "Persistence", routes: RouteTable([]))
  let add = String(localized: "Add")
  let script = UserActionScript(steps: [
    .init(.type("Call Mom", into: nil), at: .milliseconds(100)),
    .init(.tap(add, occurrence: nil), at: .milliseconds(100)),
    .init(.type("Pay rent", into: nil), at: .milliseconds(200)),
    .init(.tap(add, occurrence: nil), at: .milliseconds(200)),
  ])
  await stage.show(NotesView(model: NotesModel(disk: disk)), playing: script)
  try? await Task.sleep(until: start + .milliseconds(225), clock: .continuous)
  // The process dies: its code stops where it is, and whatever reached the disk stays there.
  print(language.pick("💥 应用崩溃了", "💥 the app crashes"))
  await disk.crash()
  try? await Task.sleep(until: start + .milliseconds(300), clock: .continuous)
  print(language.pick("用户重新打开应用", "the user launches the app again"))
  await stage.show(NotesView(model: NotesModel(disk: disk)), playing: UserActionScript(steps: []))
}
