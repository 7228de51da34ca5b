// A countdown on Timer.publish + .onReceive: the timer is autoconnected, so it starts when the view subscribes (as
// it appears, at 0 ms) and ticks every second from then (Apple: Timer.publish "repeatedly emits the current date
// on the given interval"). Each tick lowers the count: T-2 at 1 s, T-1 at 2 s, "Lift off" at 3 s, when the view
// stops the timer through its connection (timer.upstream.connect().cancel()), so the run ends at 3 s.
import Combine
import SwiftUI

struct CountdownView: View {
  @State private var remaining = 3
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

  var body: some View {
    Text(remaining > 0 ? "T-\(remaining)" : "Lift off")
      .onReceive(timer) { _ in
        remaining -= 1
        if remaining == 0 { timer.upstream.connect().cancel() }
      }
  }
}
