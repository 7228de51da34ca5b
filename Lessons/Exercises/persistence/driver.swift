// The situation of the persistence exercise: the notes app launches and reads notes.json; the user adds a note at
// 100 ms (saved by 140 ms) and another at 200 ms; the app crashes at 225 ms, in the middle of that save, and is
// launched again at 300 ms.
import Foundation
import Scenarios

/// A simulated disk. A read takes 10 ms. A write goes out in 4 chunks of 10 ms, so a crash can cut it in the
/// middle; with the `.atomic` option (as Data.write(to:options:) has it) the chunks go to an auxiliary file, which
/// replaces the original in one step once the write is complete. After `crash()` no write goes on: whatever had
/// reached the disk stays, and the writing code never runs again, as in a process that died.
actor SimulatedDisk {
  private var files: [String: Data]
  private var crashed = false
  private var stopped: [CheckedContinuation<Void, Never>] = []
  let language: Language

  init(files: [String: Data], language: Language) {
    self.files = files
    self.language = language
  }

  /// The file's content, or nil when there is no such file.
  func read(_ name: String) async throws -> Data? {
    try await Task.sleep(for: .milliseconds(10))
    return files[name]
  }

  /// The process dies: writes in progress stop where they are.
  func crash() {
    crashed = true
  }

  /// The app is launched again: the disk works as before.
  func relaunch() {
    crashed = false
  }

  func write(_ data: Data, to name: String, options: Data.WritingOptions = []) async throws {
    let atomic = options.contains(.atomic)
    let target = atomic ? name + ".tmp" : name
    files[target] = Data()
    let size = (data.count + 3) / 4
    for chunk in 0..<4 {
      try await Task.sleep(for: .milliseconds(10))
      if crashed { await withCheckedContinuation { stopped.append($0) } }
      files[target, default: Data()].append(data.dropFirst(chunk * size).prefix(size))
      print(language.pick("\(target)：写完第 \(chunk + 1)/4 块", "\(target): chunk \(chunk + 1) of 4 written"))
    }
    guard atomic else { return }
    if crashed { await withCheckedContinuation { stopped.append($0) } }
    files[name] = files.removeValue(forKey: target)
    print(language.pick("\(target) 替换了 \(name)", "\(target) replaced \(name)"))
  }
}

/// What the notes screen says, in the run's language.
struct NotesText: Sendable {
  let damaged: String
  let saveFailed: String

  init(_ language: Language) {
    damaged = language.pick("笔记文件已损坏", "the notes file is damaged")
    saveFailed = language.pick("保存失败", "saving failed")
  }
}

@MainActor
func runExercise(_ language: Language) async {
  let first = language.pick("买牛奶", "buy milk")
  let disk = SimulatedDisk(files: ["notes.json": try! JSONEncoder().encode([first])], language: language)
  let text = NotesText(language)
  let app = NotesScreen(disk: disk, text: text)
  app.host.appear()
  try? await Task.sleep(for: .milliseconds(100))
  await app.model.add(language.pick("给妈妈打电话", "call mom"))
  try? await Task.sleep(until: .now + .milliseconds(60), clock: .continuous)
  Task { await app.model.add(language.pick("交房租", "pay rent")) }
  try? await Task.sleep(for: .milliseconds(25))
  // The process dies: its code stops where it is, and whatever reached the disk stays there.
  print(language.pick("💥 应用崩溃了", "💥 the app crashes"))
  await disk.crash()
  app.host.disappear()
  try? await Task.sleep(for: .milliseconds(75))
  print(language.pick("用户重新打开应用", "the user launches the app again"))
  await disk.relaunch()
  let relaunched = NotesScreen(disk: disk, text: text)
  relaunched.host.appear()
}
