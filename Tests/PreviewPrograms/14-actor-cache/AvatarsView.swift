// An actor cache: two rows ask the same actor for the same user's name at once. The actor keeps the task of the
// first request, so the second awaits it rather than asking again: one request (300 ms) for user 1, both rows show
// "Ada" at 300 ms. A third row, for user 2, makes the second request.
import SwiftUI

actor NameCache {
  private var tasks: [Int: Task<String, Never>] = [:]

  func name(of id: Int) async -> String {
    if let task = tasks[id] { return await task.value }
    let task = Task {
      let url = URL(string: "https://api.example.com/users/\(id)/name")!
      guard let (data, _) = try? await URLSession.shared.data(from: url) else { return "?" }
      return String(decoding: data, as: UTF8.self)
    }
    tasks[id] = task
    return await task.value
  }
}

let cache = NameCache()

struct NameRow: View {
  let id: Int
  @State private var name = "…"

  var body: some View {
    Text("User \(id): \(name)")
      .task { name = await cache.name(of: id) }
  }
}

struct AvatarsView: View {
  var body: some View {
    VStack {
      NameRow(id: 1)
      NameRow(id: 1)
      NameRow(id: 2)
    }
  }
}
