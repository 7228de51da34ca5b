// A task group with progress: four files are fetched at once in a task group (latencies 400, 100, 300, 200 ms); each
// that finishes moves the progress line on ("1 of 4" at 100 ms, "2 of 4" at 200, "3 of 4" at 300, "4 of 4" at
// 400 ms), in the order they finish, not the order they were asked for; the names are shown sorted at the end.
import SwiftUI

struct DownloadsView: View {
  @State private var progress = "0 of 4"
  @State private var finished: [String] = []

  var body: some View {
    VStack {
      Text(progress)
      ForEach(finished, id: \.self) { Text($0) }
    }
    .task {
      let names = ["a.zip", "b.zip", "c.zip", "d.zip"]
      var done: [String] = []
      await withTaskGroup(of: String.self) { group in
        for name in names {
          group.addTask {
            _ = try? await URLSession.shared.data(from: URL(string: "https://files.example.com/\(name)")!)
            return name
          }
        }
        for await name in group {
          done.append(name)
          progress = "\(done.count) of \(names.count)"
        }
      }
      finished = done.sorted()
    }
  }
}
