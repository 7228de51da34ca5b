// An @Observable model with onChange: tapping Add at 100, 200 and 300 ms changes the model's count (a state event
// Counter.count each time); only the view that reads it renders again, and .onChange(of:) sees each new value after
// the update and writes the note ("3 is odd" at 300 ms).
import SwiftUI

@MainActor @Observable
final class Counter {
  var count = 0
}

struct CounterView: View {
  @State private var counter = Counter()
  @State private var note = "—"

  var body: some View {
    VStack {
      Text("Count: \(counter.count)")
      Text(note)
      Button("Add") { counter.count += 1 }
    }
    .onChange(of: counter.count) { _, newValue in
      note = newValue.isMultiple(of: 2) ? "\(newValue) is even" : "\(newValue) is odd"
    }
  }
}
