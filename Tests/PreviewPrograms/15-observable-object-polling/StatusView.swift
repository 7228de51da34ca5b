// ObservableObject polling: a @StateObject's @Published count is bumped by a polling loop in .task every second
// (1, 2, 3 s); each write re-renders the view. Leaving at 3.5 s cancels the task mid-sleep, so the loop stops and
// the count stays 3 — the model keeps it while the screen is away, and returning at 5 s polls again from there.
import SwiftUI

final class StatusModel: ObservableObject {
  @Published var polls = 0
}

struct StatusView: View {
  @StateObject private var model = StatusModel()

  var body: some View {
    Text("Polled \(model.polls) times")
      .task {
        while !Task.isCancelled {
          do { try await Task.sleep(for: .seconds(1)) } catch { return }
          model.polls += 1
          if model.polls == 5 { return }
        }
      }
  }
}
