// Initial load: the view appears at 0 ms showing "Loading…"; its .task starts at once and sends GET /feed, which the
// route answers after 400 ms; at 400 ms the two rows replace "Loading…" (one screen), and the task ends.
import SwiftUI

struct Post: Decodable, Identifiable {
  let id: Int
  let title: String
}

struct FeedView: View {
  @State private var posts: [Post]?

  var body: some View {
    NavigationStack {
      Group {
        if let posts {
          List(posts) { post in Text(post.title) }
        } else {
          Text("Loading…")
        }
      }
      .navigationTitle("Feed")
    }
    .task {
      do {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://api.example.com/feed")!)
        posts = try JSONDecoder().decode([Post].self, from: data)
      } catch {
        posts = []
      }
    }
  }
}
