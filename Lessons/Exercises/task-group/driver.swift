// The situation of the task-group exercise, as in lesson 6: the details screen appears and fetches the details of
// ids 1…4 from a fake server that answers after 80, 20, 60 and 40 ms.
import Foundation
import Scenarios
import SwiftUI

/// Where the details screen gets a detail from, as in the lesson.
protocol DetailLoading: Sendable {
  func detail(_ id: Int) async throws -> String
}

/// The fake server of the lesson: id 1 answers "📄 1" after 80 ms, id 2 after 20 ms, id 3 after 60 ms, id 4 after
/// 40 ms.
struct FakeDetails: DetailLoading {
  func detail(_ id: Int) async throws -> String {
    try await Task.sleep(for: .milliseconds([80, 20, 60, 40][(id - 1) % 4]))
    return "📄 \(id)"
  }
}

@MainActor
func runExercise(_ language: Language) async {
  let stage = AppStage(language: language, strings: "TaskGroup", routes: RouteTable([]))
  await stage.show(DetailsView(ids: [1, 2, 3, 4], client: FakeDetails()), playing: UserActionScript(steps: []))
}
