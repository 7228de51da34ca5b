// The situation of the pagination exercise: the feed loads page 1; the "Loading more…" row scrolls into view at
// 400 ms and again at 450 ms (the user drags past the end and back), at 1000 ms, and at 1500 ms after the last page.
import Scenarios

/// One page of the feed, and the number of the next one (nil after the last page).
struct FeedPage: Sendable {
  let items: [String]
  let nextPage: Int?
}

/// The paged feed server: three pages of two rows each; every request takes 300 ms and prints a line.
actor FeedServer {
  func page(_ number: Int) async throws -> FeedPage {
    print("→ GET /feed?page=\(number)")
    try await Task.sleep(for: .milliseconds(300))
    return FeedPage(items: ["#\(number * 2 - 1)", "#\(number * 2)"], nextPage: number < 3 ? number + 1 : nil)
  }
}

@MainActor
func runExercise(_ language: Language) async {
  let screen = FeedScreen(server: FeedServer(), loadingMoreText: language.pick("加载更多…", "Loading more…"))
  screen.host.appear()
  let start = ContinuousClock.now
  for at in [400, 450, 1000, 1500] {
    try? await Task.sleep(until: start + .milliseconds(at), clock: .continuous)
    // The "Loading more…" row's .onAppear { Task { await model.loadNextPage() } }.
    print(language.pick("「加载更多」出现在屏幕上", "the \"Loading more…\" row appears"))
    Task { await screen.model.loadNextPage() }
  }
}
