// The situation of the task-deinit exercise, as in lesson 18: the user taps the article at 0 ms and goes back at
// 200 ms, long before its 1 s load is done; at 400 ms they open it again and stay. The list, the page and the server
// are the lesson's; the model is the student's.
import Foundation
import Scenarios
import SwiftUI

/// The states of the article on the page.
enum ArticlePageState: Equatable, Sendable {
  case loading
  case loaded(String)
  case failed
}

/// The article API: GET /articles/primer answers the text after 1 s (the route below); URLSession stops the request
/// when its task is cancelled.
enum NewsService {
  static func article() async throws -> String {
    let url = URL(string: "https://news.example.com/articles/primer")!
    let (data, _) = try await URLSession.shared.data(from: url)
    return String(decoding: data, as: UTF8.self)
  }
}

/// The list: tapping the article pushes a page with a new model for that visit.
struct ReadingList: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Swift concurrency, a primer", value: "primer")
      }
      .navigationTitle("Articles")
      .navigationDestination(for: String.self) { _ in
        ArticlePage(model: ArticlePageModel())
      }
    }
  }
}

/// The page: owns its model in `@State` while on screen and starts it on appearing.
struct ArticlePage: View {
  @State private var model: ArticlePageModel

  init(model: ArticlePageModel) {
    _model = State(initialValue: model)
  }

  var body: some View {
    VStack {
      switch model.article {
      case .loading: ProgressView("Loading…")
      case .loaded(let text): Text(text)
      case .failed: Text("Loading failed")
      }
    }
    .navigationTitle("Article")
    .onAppear { model.start() }
  }
}

@MainActor
func runExercise(_ language: Language) async {
  let routes = RouteTable {
    Route.get("https://news.example.com/articles/primer",
              .text("Swift concurrency, a primer: tasks, actors and cancellation.", latency: .seconds(1)))
  }
  let stage = AppStage(language: language, strings: "TaskDeinit", routes: routes)
  let script = UserActionScript(steps: [
    .init(action: .tap("Swift concurrency, a primer", occurrence: nil), atNanos: 0),
    .init(action: .back, atNanos: 200_000_000),
    .init(action: .tap("Swift concurrency, a primer", occurrence: nil), atNanos: 400_000_000),
  ])
  await stage.show(ReadingList(), playing: script)
}
