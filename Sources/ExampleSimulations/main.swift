// An example of a package's own simulation program: each named simulation runs in a process of its own when a test
// asks for it through SimulationSnapshot (see Tests/AsyncSimulationTests/SimulationSnapshotTests.swift).
import AsyncSimulation
import Dispatch

@MainActor
final class Counter {
  @Tracked("count") var count = 0
}

/// The README's example.
@MainActor final class FeedModel {
  @Tracked("state") var state = "idle"
  func load() async {
    state = "loading"
    try? await Task.sleep(for: .milliseconds(400))
    state = "loaded"
  }
}

/// The README's exploration example: notes kept by an actor; two tasks add one each.
actor Notes {
  private var notes: [String] = []
  func read() -> [String] { notes }
  func write(_ new: [String]) { notes = new }
  func add(_ note: String) { notes.append(note) }
}

@MainActor final class NotesScreen {
  @Tracked("notes") var shown: [String] = []
}

/// Two tasks add a note each: reading the list, waiting, writing it back (`add` false), or in one actor call.
@MainActor func addTwoNotes(readModifyWrite: Bool) async {
  let notes = Notes()
  await withTaskGroup(of: Void.self) { group in
    for note in ["milk", "rent"] {
      group.addTask {
        guard readModifyWrite else { return await notes.add(note) }
        var list = await notes.read()                   // both tasks may read the same old list…
        try? await Task.sleep(for: .milliseconds(10))
        list.append(note)
        await notes.write(list)                         // …then the later write drops the other note
      }
    }
  }
  NotesScreen().shown = await notes.read().sorted()
}

/// Dispatch on virtual time: two blocks on a global queue append to one string (their order is open, as on a
/// device's thread pool); the main queue shows it when the group is done.
@MainActor final class DispatchOrder {
  @Tracked("order") var order = ""
}

final class Letters: @unchecked Sendable {
  var text = ""
}

@MainActor func dispatchRace() async {
  let letters = Letters()
  let group = DispatchGroup()
  DispatchQueue.global().async(group: group) { letters.text += "A" }
  DispatchQueue.global().async(group: group) { letters.text += "B" }
  await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
    group.notify(queue: .main) { continuation.resume() }
  }
  DispatchOrder().order = letters.text
}

/// The main queue and the main actor share one first-in-first-out order: never reordered.
@MainActor func mainQueueOrder() async {
  let letters = Letters()
  Task { letters.text += "1" }
  DispatchQueue.main.async { letters.text += "2" }
  Task { letters.text += "3" }
  try? await Task.sleep(for: .milliseconds(1))
  DispatchOrder().order = letters.text
}

SimulationProgram.run([
  "lost-update": { await addTwoNotes(readModifyWrite: true) },
  "dispatch-race": { await dispatchRace() },
  "main-queue-order": { await mainQueueOrder() },
  "two-adds": { await addTwoNotes(readModifyWrite: false) },
  "loading": { await FeedModel().load() },
  "async-let": {
    async let slow: Void = { try? await Task.sleep(for: .milliseconds(100)); print("slow done") }()
    async let fast: Void = { try? await Task.sleep(for: .milliseconds(40)); print("fast done") }()
    _ = await (slow, fast)
    print("both done")
  },
  "counter": {
    let counter = Counter()
    for _ in 1...3 {
      try? await Task.sleep(for: .milliseconds(10))
      counter.count += 1
    }
  },
])
