// A status screen as older code writes it: on appear it loads with a completion-handler dataTask (answered at
// 400 ms; the handler runs on a background thread and goes back to the main queue) and starts a one-second Timer
// on the main run loop that counts seconds and stops itself at 3; a @State holding the Timer shows by its type.
import SwiftUI

nonisolated struct Status: Decodable, Sendable {
  let message: String
}

struct StatusView: View {
  @State private var message = "Loading…"
  @State private var seconds = 0
  @State private var timer: Timer?

  var body: some View {
    VStack {
      Text(message)
      Text("\(seconds) s")
    }
    .onAppear {
      URLSession.shared.dataTask(with: URL(string: "https://api.example.com/status")!) { data, _, error in
        let status = data.flatMap { try? JSONDecoder().decode(Status.self, from: $0) }
        DispatchQueue.main.async {
          MainActor.assumeIsolated {
            message = status?.message ?? "Failed: \(error.map { "\($0)" } ?? "bad data")"
          }
        }
      }.resume()
      timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
        MainActor.assumeIsolated {
          seconds += 1
          if seconds == 3 { timer?.invalidate() }
        }
      }
    }
  }
}
