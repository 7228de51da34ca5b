// Leaving and returning, as with a tab switch: the .task starts a 2 s load at 0 ms; leaving at 500 ms makes the
// view disappear and cancels the task, whose request ends cancelled — the catch for cancellation leaves the screen
// as it is (no "failed"); returning at 1 s makes the view appear again and start a new load, done at 3 s.
import SwiftUI

struct ChatView: View {
  @State private var messages = "Loading…"

  var body: some View {
    Text(messages)
      .task {
        do {
          let (data, _) = try await URLSession.shared.data(from: URL(string: "https://chat.example.com/history")!)
          messages = String(decoding: data, as: UTF8.self)
        } catch let error as URLError where error.code == .cancelled {
          // Left the screen: not a failure.
        } catch {
          messages = "Failed"
        }
      }
  }
}
