// An AsyncStream in .task: a ticker yields a tick every 500 ms; the view's .task reads it with for await and shows
// each. Leaving at 1.2 s cancels the task, which ends the loop and (onTermination) the producer: ticks 1 and 2 were
// shown, nothing more ever is, and returning at 2 s starts a new stream from tick 1; after tick 3 (3500 ms) the loop
// breaks, which ends the stream and cancels its producer too.
import SwiftUI

func ticks(every interval: Duration) -> AsyncStream<Int> {
  AsyncStream { continuation in
    let producer = Task {
      var n = 0
      while !Task.isCancelled {
        try? await Task.sleep(for: interval)
        n += 1
        continuation.yield(n)
      }
    }
    continuation.onTermination = { _ in producer.cancel() }
  }
}

struct ClockView: View {
  @State private var last = 0

  var body: some View {
    Text("Tick \(last)")
      .task {
        for await tick in ticks(every: .milliseconds(500)) {
          last = tick
          if tick == 3 { break }
        }
      }
  }
}
